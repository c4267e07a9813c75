import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingInfoInput,
  billingInfoView,
  educationEntry,
  educationInput,
  educationList,
  educationParam,
  okBody,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { BillingEducationalService } from './billing-educational.service.js';

const op = routeOps('students');
const tab = 'billingEducational' as const;

/** billing-educational: who pays and where the bills go; the educational background. */
export function billingEducationalRoutes(app: FastifyInstance, svc: BillingEducationalService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/billing',
    op('getStudentBilling', { student: tab, bit: 'read' }, ['getBillingInfo'], {
      params: studentIdParam,
      ok: billingInfoView,
      description: 'The billing information (null until saved) and the billing contact of parents-details.',
    }),
    async (req) => svc.billing(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/billing',
    op(
      'saveStudentBilling',
      { student: tab, bit: 'edit' },
      { params: studentIdParam, body: billingInfoInput, ok: billingInfoView },
    ),
    async (req) => svc.saveBilling(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/education',
    op('listStudentEducation', { student: tab, bit: 'read' }, ['educationStudentAdmission'], {
      params: studentIdParam,
      ok: educationList,
      description: 'Schools attended before, most recent first.',
    }),
    async (req) => svc.educationList(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/education',
    op(
      'addStudentEducation',
      { student: tab, bit: 'write' },
      { params: studentIdParam, body: educationInput, created: educationEntry },
    ),
    async (req, reply) => created(reply, svc.addEducation(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    '/api/students/:studentId/education/:educationId',
    op(
      'updateStudentEducation',
      { student: tab, bit: 'edit' },
      { params: educationParam, body: educationInput, ok: educationEntry },
    ),
    async (req) => svc.updateEducation(actorOf(req), req.params.studentId, req.params.educationId, req.body),
  );

  r.delete(
    '/api/students/:studentId/education/:educationId',
    op('deleteStudentEducation', { student: tab, bit: 'delete' }, ['deleteEducationalInfo'], {
      params: educationParam,
      ok: okBody,
    }),
    async (req) => okAfter(svc.deleteEducation(actorOf(req), req.params.studentId, req.params.educationId)),
  );
}
