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
import type { BillingEducationalService } from './billing-educational.service.js';

const tags = ['students'];
const tab = 'billingEducational' as const;

/** billing-educational: who pays and where the bills go; the educational background. */
export function billingEducationalRoutes(app: FastifyInstance, svc: BillingEducationalService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/billing',
    {
      schema: {
        operationId: 'getStudentBilling',
        tags,
        params: studentIdParam,
        response: { 200: billingInfoView },
        description: 'The billing information (null until saved) and the billing contact of parents-details.',
      },
      config: { access: { student: tab, bit: 'read' }, specCalls: ['getBillingInfo'] },
    },
    async (req) => svc.billing(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/billing',
    {
      schema: {
        operationId: 'saveStudentBilling',
        tags,
        params: studentIdParam,
        body: billingInfoInput,
        response: { 200: billingInfoView },
      },
      config: { access: { student: tab, bit: 'edit' }, specCalls: [] },
    },
    async (req) => svc.saveBilling(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/education',
    {
      schema: {
        operationId: 'listStudentEducation',
        tags,
        params: studentIdParam,
        response: { 200: educationList },
        description: 'Schools attended before, most recent first.',
      },
      config: { access: { student: tab, bit: 'read' }, specCalls: ['educationStudentAdmission'] },
    },
    async (req) => svc.educationList(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/education',
    {
      schema: {
        operationId: 'addStudentEducation',
        tags,
        params: studentIdParam,
        body: educationInput,
        response: { 201: educationEntry },
      },
      config: { access: { student: tab, bit: 'write' }, specCalls: [] },
    },
    async (req, reply) => {
      reply.status(201);
      return svc.addEducation(actorOf(req), req.params.studentId, req.body);
    },
  );

  r.put(
    '/api/students/:studentId/education/:educationId',
    {
      schema: {
        operationId: 'updateStudentEducation',
        tags,
        params: educationParam,
        body: educationInput,
        response: { 200: educationEntry },
      },
      config: { access: { student: tab, bit: 'edit' }, specCalls: [] },
    },
    async (req) => svc.updateEducation(actorOf(req), req.params.studentId, req.params.educationId, req.body),
  );

  r.delete(
    '/api/students/:studentId/education/:educationId',
    {
      schema: { operationId: 'deleteStudentEducation', tags, params: educationParam, response: { 200: okBody } },
      config: { access: { student: tab, bit: 'delete' }, specCalls: ['deleteEducationalInfo'] },
    },
    async (req) => {
      await svc.deleteEducation(actorOf(req), req.params.studentId, req.params.educationId);
      return { ok: true as const };
    },
  );
}
