import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_KINDS,
  requestMenuOf,
  pageOf,
  requestAddInput,
  requestCounts,
  requestKindOptions,
  requestListQuery,
  requestMoveInput,
  requestParams,
  safeString,
  studentIdParam,
  studentRequest,
  studentRequestDetails,
  studentRequestParams,
  type RequestKind,
} from '@caduceus/contracts';
import { actorOf, isSelfService } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { RequestService } from './requests.service.js';

const op = routeOps('student requests');
const KINDS = REQUEST_KINDS as readonly RequestKind[];
/** A kind's queue opens with the Request menu entry (000: /medical/request/* is guarded by it) or the kind's own. */
const queue = (kind: RequestKind, bit: 'read' | 'write' | 'edit') => ({ menu: requestMenuOf(kind), bit });
/** the student record's Requests tab: her own (she writes on it), staff with its component */
const tab = (bit: 'read' | 'write' | 'edit') => ({ student: 'requests' as const, bit });
const PDF = 'application/pdf';
/** The student's own side (herself; a parent reading) or the office working on her record. */
const sideOf = (req: FastifyRequest) => (req.user && isSelfService(req.user) ? 'student' : 'staff');
const calls = (pick: (k: RequestKind) => string[] | undefined) => [...new Set(KINDS.flatMap((k) => pick(k) ?? []))];
const verifyParams = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
  code: safeString()
    .regex(/^[0-9a-f]{24}$/, 'Not a verification code')
    .max(24),
});

/**
 * The request engine's endpoints: for each kind its staff queue (list with status filter and search, counts, one
 * request with its activity and moves, a move, the letter) at /api/requests/<kind>, and its form on the student's
 * record; the student's own list, details, moves and letters on the Requests tab; a letter's public check.
 */
export function requestRoutes(
  app: FastifyInstance,
  svc: RequestService,
  extra: { examNames: (studentId: number) => Promise<string[]> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of KINDS) {
    const base = `/api/requests/${kind.key}`;
    const name = kind.key[0].toUpperCase() + kind.key.slice(1);
    r.get(
      base,
      op(`list${name}Requests`, queue(kind, 'read'), kind.calls.queue ?? [], {
        querystring: requestListQuery,
        ok: pageOf(studentRequest),
        description: `${kind.label}s, newest first: filters status (a code or its words), open (the flow's open statuses) and q (the student's name or id, or the request's id).`,
      }),
      async (req) => svc.queue(kind.key, req.query),
    );
    r.get(
      `${base}/counts`,
      op(`count${name}Requests`, queue(kind, 'read'), {
        ok: requestCounts,
        description: `How many ${kind.label.toLowerCase()}s stand in each status of the flow.`,
      }),
      async () => svc.counts(kind.key),
    );
    r.get(
      `${base}/:requestId`,
      op(`get${name}Request`, queue(kind, 'read'), kind.calls.queueGet ?? [], {
        params: requestParams,
        ok: studentRequestDetails,
        description: `One ${kind.label.toLowerCase()} with its activity and the office's possible moves (another kind's id: 404).`,
      }),
      async (req) => svc.queueOne(kind.key, req.params.requestId),
    );
    r.post(
      `${base}/:requestId/status`,
      op(`move${name}Request`, queue(kind, 'edit'), kind.calls.move ?? [], {
        params: requestParams,
        body: requestMoveInput,
        ok: studentRequestDetails,
        description: `Moves the request to another status of its flow, as the office: 422 naming both statuses when the flow has no such move, 400 when the move needs a note and has none. Audited, with its activity row.`,
      }),
      async (req) => svc.move(actorOf(req), req.params.requestId, req.body, 'staff', { kind: kind.key }),
    );
    if (kind.letter)
      r.get(
        `${base}/:requestId/letter`,
        op(`download${name}Letter`, queue(kind, 'read'), {
          params: requestParams,
          produces: [PDF],
          description: `The ${kind.letter} (PDF) of an approved or complete request (422 before).`,
        }),
        async (req, reply) =>
          sendFile(reply, { ...(await svc.letter(req.params.requestId, { kind: kind.key })), contentType: PDF }),
      );
    r.post(
      `/api/students/:studentId/requests/${kind.key}`,
      op(`add${name}Request`, tab('write'), kind.calls.add ?? [], {
        params: studentIdParam,
        body: requestAddInput(kind),
        created: studentRequestDetails,
        description: `Submits a ${kind.label.toLowerCase()} (or saves it as a draft where the flow has drafts): its form checked by the kind's declaration (400 naming the field); 422 when the student's course does not allow this kind. Audited.`,
      }),
      async (req, reply) =>
        created(reply, svc.add(actorOf(req), kind.key, req.params.studentId, req.body, sideOf(req))),
    );
  }

  r.get(
    '/api/students/:studentId/requests',
    op(
      'listStudentRequests',
      tab('read'),
      calls((k) => k.calls.mine),
      {
        params: studentIdParam,
        querystring: requestListQuery,
        ok: pageOf(studentRequest),
        description: "The student's requests of every kind, newest first.",
      },
    ),
    async (req) => svc.mine(req.params.studentId, req.query),
  );
  r.get(
    '/api/students/:studentId/requests/kinds',
    op('listStudentRequestKinds', tab('read'), ['requestReason', 'shippingOptions', 'feeNameDropDown'], {
      params: studentIdParam,
      ok: requestKindOptions,
      description: 'The kinds of request, each with its fixed fee and, where this student may not ask for it, why.',
    }),
    async (req) => svc.kinds(req.params.studentId),
  );
  r.get(
    '/api/students/:studentId/requests/transcript/exam-names',
    op('listTranscriptExamNames', tab('read'), ['examNameDropDown'], {
      params: studentIdParam,
      ok: z.object({ items: z.array(safeString()) }),
      description:
        "The transcript request's exam names: the USMLE steps the student has sat, then the exams and bodies transcripts are commonly sent for.",
    }),
    async (req) => ({ items: await extra.examNames(req.params.studentId) }),
  );
  r.get(
    '/api/students/:studentId/requests/transcript/issued',
    op('listIssuedTranscripts', tab('read'), ['transcriptPdfList'], {
      params: studentIdParam,
      ok: pageOf(studentRequest),
      description:
        'The transcripts issued to the student: her complete transcript requests, newest first, each with its official PDF at the request’s letter.',
    }),
    async (req) => svc.issuedTranscripts(req.params.studentId),
  );
  r.get(
    '/api/students/:studentId/requests/:requestId',
    op(
      'getStudentRequest',
      tab('read'),
      calls((k) => k.calls.mineGet),
      {
        params: studentRequestParams,
        ok: studentRequestDetails,
        description: "One of the student's requests with its activity and the moves she (or staff) may make.",
      },
    ),
    async (req) => svc.mineOne(req.params.studentId, req.params.requestId, sideOf(req)),
  );
  r.post(
    '/api/students/:studentId/requests/:requestId/status',
    op('moveStudentRequest', tab('write'), {
      params: studentRequestParams,
      body: requestMoveInput,
      ok: studentRequestDetails,
      description:
        "Her own move of a request (withdraw, submit a draft, sign an appeal's conditions); staff on the record move it as the office. 422 naming both statuses when the flow has no such move. Audited.",
    }),
    async (req) =>
      svc.move(actorOf(req), req.params.requestId, req.body, sideOf(req), {
        studentId: req.params.studentId,
      }),
  );
  r.get(
    '/api/students/:studentId/requests/:requestId/letter',
    op('downloadStudentRequestLetter', tab('read'), {
      params: studentRequestParams,
      produces: [PDF],
      description: "The letter of one of the student's requests, once approved or complete.",
    }),
    async (req, reply) =>
      sendFile(reply, {
        ...(await svc.letter(req.params.requestId, { studentId: req.params.studentId })),
        contentType: PDF,
      }),
  );
  r.get(
    '/api/requests/verify/:requestId/:code',
    op('verifyRequestLetter', 'public', ['{hash}/{id} (I-94 letter view)'], {
      params: verifyParams,
      ok: z.object({
        id: z.number().int(),
        letter: safeString(),
        studentName: safeString(),
        status: safeString(),
        issuedAt: safeString(),
      }),
      description:
        "Checks a letter's verification code (printed on it): what letter, for whom, its status; 404 otherwise.",
    }),
    async (req) => svc.verify(req.params.requestId, req.params.code),
  );
}
