import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okBody,
  studentContact,
  studentContactInput,
  studentContactList,
  studentContactParam,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { StudentContactsService } from './student-contacts.service.js';

const op = routeOps('students');
const tab = 'parents' as const;

/** parents-details ("Billing Contact"): a student's contacts; the student's own side may change them too. */
export function studentContactsRoutes(app: FastifyInstance, contacts: StudentContactsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/contacts',
    op('listStudentContacts', { student: tab, bit: 'read' }, ['getParentDetailList'], {
      params: studentIdParam,
      ok: studentContactList,
      description: "The student's contacts, the billing contact first.",
    }),
    async (req) => contacts.list(req.params.studentId),
  );

  r.get(
    '/api/students/:studentId/contacts/:contactId',
    op('getStudentContact', { student: tab, bit: 'read' }, ['getParentDetail'], {
      params: studentContactParam,
      ok: studentContact,
    }),
    async (req) => contacts.get(req.params.studentId, req.params.contactId),
  );

  r.post(
    '/api/students/:studentId/contacts',
    op('createStudentContact', { student: tab, bit: 'write' }, ['addUpdateParentDetail'], {
      params: studentIdParam,
      body: studentContactInput,
      created: studentContact,
      description:
        'Adds a contact. With isBillingContact the contact becomes the billing contact and the previous one stops being it.',
    }),
    async (req, reply) => created(reply, contacts.create(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    '/api/students/:studentId/contacts/:contactId',
    op('updateStudentContact', { student: tab, bit: 'edit' }, ['addUpdateParentDetail'], {
      params: studentContactParam,
      body: studentContactInput,
      ok: studentContact,
    }),
    async (req) => contacts.update(actorOf(req), req.params.studentId, req.params.contactId, req.body),
  );

  r.delete(
    '/api/students/:studentId/contacts/:contactId',
    op('deleteStudentContact', { student: tab, bit: 'delete' }, { params: studentContactParam, ok: okBody }),
    async (req) => okAfter(contacts.remove(actorOf(req), req.params.studentId, req.params.contactId)),
  );
}
