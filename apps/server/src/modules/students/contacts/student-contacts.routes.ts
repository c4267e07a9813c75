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
import type { StudentContactsService } from './student-contacts.service.js';

const tags = ['students'];
const tab = 'parents' as const;

/** parents-details ("Billing Contact"): a student's contacts; the student's own side may change them too. */
export function studentContactsRoutes(app: FastifyInstance, contacts: StudentContactsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/contacts',
    {
      schema: {
        operationId: 'listStudentContacts',
        tags,
        params: studentIdParam,
        response: { 200: studentContactList },
        description: "The student's contacts, the billing contact first.",
      },
      config: { access: { student: tab, bit: 'read' }, specCalls: ['getParentDetailList'] },
    },
    async (req) => contacts.list(req.params.studentId),
  );

  r.get(
    '/api/students/:studentId/contacts/:contactId',
    {
      schema: {
        operationId: 'getStudentContact',
        tags,
        params: studentContactParam,
        response: { 200: studentContact },
      },
      config: { access: { student: tab, bit: 'read' }, specCalls: ['getParentDetail'] },
    },
    async (req) => contacts.get(req.params.studentId, req.params.contactId),
  );

  r.post(
    '/api/students/:studentId/contacts',
    {
      schema: {
        operationId: 'createStudentContact',
        tags,
        params: studentIdParam,
        body: studentContactInput,
        response: { 201: studentContact },
        description:
          'Adds a contact. With isBillingContact the contact becomes the billing contact and the previous one stops being it.',
      },
      config: { access: { student: tab, bit: 'write' }, specCalls: ['addUpdateParentDetail'] },
    },
    async (req, reply) => {
      reply.status(201);
      return contacts.create(actorOf(req), req.params.studentId, req.body);
    },
  );

  r.put(
    '/api/students/:studentId/contacts/:contactId',
    {
      schema: {
        operationId: 'updateStudentContact',
        tags,
        params: studentContactParam,
        body: studentContactInput,
        response: { 200: studentContact },
      },
      config: { access: { student: tab, bit: 'edit' }, specCalls: ['addUpdateParentDetail'] },
    },
    async (req) => contacts.update(actorOf(req), req.params.studentId, req.params.contactId, req.body),
  );

  r.delete(
    '/api/students/:studentId/contacts/:contactId',
    {
      schema: { operationId: 'deleteStudentContact', tags, params: studentContactParam, response: { 200: okBody } },
      config: { access: { student: tab, bit: 'delete' }, specCalls: [] },
    },
    async (req) => {
      await contacts.remove(actorOf(req), req.params.studentId, req.params.contactId);
      return { ok: true as const };
    },
  );
}
