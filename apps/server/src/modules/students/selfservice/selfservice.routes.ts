import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDENTITY_MESSAGES,
  IDENTITY_PROOF_PART,
  SHARING_MESSAGES,
  STUDENT_TAB_COMPONENTS,
  identityRejectInput,
  identityRequest,
  identityRequestInput,
  identityRequestList,
  identityRequestParams,
  okBody,
  parentSharingInput,
  parentSharingList,
  parentSharingParams,
  pendingIdentityQuery,
  studentSelfContactInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf, isSelfService } from '../../../platform/guard.js';
import { forbidden } from '../../../platform/errors.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { SelfServiceService } from './selfservice.service.js';

const op = routeOps('student self-service');
const isParent = (req: FastifyRequest) => req.user?.userType === 'Parent';
/** the student herself (or an alumna): the own side, not a parent */
const isOwnStudent = (req: FastifyRequest) => isSelfService(req.user!) && !isParent(req);

/**
 * Self-service rights on the personal tab: the legal identity change requests (the student files, the
 * registrar decides), the student's own contact details, and what she shares with her parents.
 */
export function selfServiceRoutes(app: FastifyInstance, self: SelfServiceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/identity-requests',
    op(
      'listIdentityRequests',
      { component: STUDENT_TAB_COMPONENTS.personal[0]!, bit: 'edit' },
      {
        querystring: pendingIdentityQuery,
        ok: identityRequestList,
        description:
          "The registrar's queue: legal identity change requests of every student by status (pending by default), newest first.",
      },
    ),
    async (req) => self.byStatus(req.query.status),
  );

  r.get(
    '/api/students/:studentId/identity-requests',
    op(
      'studentIdentityRequests',
      { student: 'personal', bit: 'read' },
      {
        params: studentIdParam,
        ok: identityRequestList,
        description: "The student's legal identity change requests and their outcome, newest first.",
      },
    ),
    async (req) => {
      if (isParent(req)) throw forbidden(SHARING_MESSAGES.notShared);
      return self.requests(req.params.studentId);
    },
  );

  r.post(
    '/api/students/:studentId/identity-requests',
    op(
      'fileIdentityRequest',
      { student: 'personal', bit: 'write' },
      {
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        created: identityRequest,
        description:
          'multipart/form-data: the fields of identityRequestInput (legal names and date of birth as they should read) and one `proof` file (PDF, PNG or JPEG). The student only; one pending request at a time (409).',
      },
    ),
    async (req, reply) => {
      if (!isOwnStudent(req)) throw forbidden(IDENTITY_MESSAGES.ownOnly);
      const { fields, files } = await readForm(req, identityRequestInput);
      const proof = files.find((f) => f.field === IDENTITY_PROOF_PART);
      const made = await self.file(actorOf(req), req.params.studentId, fields, proof);
      return created(reply, made);
    },
  );

  r.get(
    '/api/students/:studentId/identity-requests/:requestId/proof',
    op(
      'identityRequestProof',
      { student: 'personal', bit: 'read' },
      { params: identityRequestParams, description: 'The document filed as proof with a request.' },
    ),
    async (req, reply) => {
      if (isParent(req)) throw forbidden(SHARING_MESSAGES.notShared);
      return sendFile(reply, await self.proof(req.params.studentId, req.params.requestId));
    },
  );

  r.post(
    '/api/students/:studentId/identity-requests/:requestId/approve',
    op(
      'approveIdentityRequest',
      { student: 'personal', bit: 'edit' },
      {
        params: identityRequestParams,
        ok: identityRequest,
        description:
          'The registrar approves: the record takes the requested legal names and date of birth in the same transaction, written to its activity log.',
      },
    ),
    async (req) => {
      if (isSelfService(req.user!)) throw forbidden('The registrar decides this request');
      return self.approve(actorOf(req), req.params.studentId, req.params.requestId);
    },
  );

  r.post(
    '/api/students/:studentId/identity-requests/:requestId/reject',
    op(
      'rejectIdentityRequest',
      { student: 'personal', bit: 'edit' },
      {
        params: identityRequestParams,
        body: identityRejectInput,
        ok: identityRequest,
        description: 'The registrar rejects with a reason the student reads; the record does not change.',
      },
    ),
    async (req) => {
      if (isSelfService(req.user!)) throw forbidden('The registrar decides this request');
      return self.reject(actorOf(req), req.params.studentId, req.params.requestId, req.body.reason);
    },
  );

  r.put(
    '/api/students/:studentId/personal/contact',
    op('updateStudentContactDetails', { student: 'personal', bit: 'edit' }, ['updateStudentProfile'], {
      params: studentIdParam,
      body: studentSelfContactInput,
      ok: okBody,
      description:
        "The contact details on the personal tab the student keeps herself (salutation, preferred name, gender, personal email, phones); the student's save clears a request to update their information.",
    }),
    async (req) => okAfter(self.updateContact(actorOf(req), req.params.studentId, req.body, isOwnStudent(req))),
  );

  r.get(
    '/api/students/:studentId/sharing',
    op('studentParentSharing', { student: 'personal', bit: 'read' }, ['getParentDetailList'], {
      params: studentIdParam,
      ok: parentSharingList,
      description: 'The linked parents and the parts of the record the student shares with each.',
    }),
    async (req) => {
      if (isParent(req)) throw forbidden(SHARING_MESSAGES.ownOnly);
      return self.sharing(req.params.studentId);
    },
  );

  r.put(
    '/api/students/:studentId/sharing/:userId',
    op(
      'setStudentParentSharing',
      { student: 'personal', bit: 'edit' },
      {
        params: parentSharingParams,
        body: parentSharingInput,
        ok: parentSharingList,
        description: 'The student sets what one linked parent may read (the parts of PARENT_SHARE_PARTS); audited.',
      },
    ),
    async (req) => {
      if (!isOwnStudent(req)) throw forbidden(SHARING_MESSAGES.ownOnly);
      return self.setSharing(actorOf(req), req.params.studentId, req.params.userId, req.body.parts);
    },
  );
}
