import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@caduceus/contracts';
import { readForm, type UploadedFile } from '../../../platform/multipart.js';
import { created, type Op } from '../../../platform/route-op.js';
import { sendFile, type SendableFile } from '../../../platform/send-file.js';
import { recordOp, type RecordOp } from './record.routes.js';

/**
 * The record kit's email tab routes, written once for every record (student, lead): under `path`
 * (`/api/leads/:leadId/emails`) the history, one email, an attachment of it and sending one. The owner
 * comes in as its `op`, its record's id (`idOf`), its service, its schemas and each route's operation;
 * `get` and `send` are its own (who reads, whether the record takes mail: `sendable`).
 */
export function emailTabRoutes<Q extends z.ZodTypeAny, I extends z.ZodTypeAny>(
  app: FastifyInstance,
  o: {
    op: Op;
    path: string;
    idOf: (req: FastifyRequest) => number;
    schemas: {
      ownerParam: z.ZodTypeAny;
      emailParam: z.ZodType<{ emailId: number }>;
      attachmentParam: z.ZodType<{ emailId: number; fileId: number }>;
      query: Q;
      listItem: z.ZodTypeAny;
      email: z.ZodTypeAny;
      input: I;
    };
    list: (id: number, q: z.infer<Q>) => Promise<{ items: unknown[]; total: number; page: number; pageSize: number }>;
    get: (req: FastifyRequest, id: number, emailId: number) => Promise<unknown>;
    attachment: (id: number, emailId: number, fileId: number) => Promise<SendableFile>;
    send: (req: FastifyRequest, input: z.infer<I>, files: UploadedFile[]) => Promise<unknown>;
    /** refuses a send before its form is read (a closed lead) */
    sendable?: (req: FastifyRequest) => void;
    ops: Record<'list' | 'get' | 'send', RecordOp> & { attachment: Omit<RecordOp, 'description'> };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { op, schemas: s, ops } = o;

  r.get(
    o.path,
    recordOp(op, ops.list, { params: s.ownerParam, querystring: s.query, ok: pageOf(s.listItem) }),
    async (req) => o.list(o.idOf(req), req.query as z.infer<Q>),
  );

  r.get(`${o.path}/:emailId`, recordOp(op, ops.get, { params: s.emailParam, ok: s.email }), async (req) =>
    o.get(req, o.idOf(req), req.params.emailId),
  );

  r.get(
    `${o.path}/:emailId/attachments/:fileId`,
    recordOp(op, { ...ops.attachment, description: 'An attachment of a sent email.' }, { params: s.attachmentParam }),
    async (req, reply) => sendFile(reply, await o.attachment(o.idOf(req), req.params.emailId, req.params.fileId)),
  );

  r.post(
    o.path,
    recordOp(op, ops.send, { params: s.ownerParam, consumes: ['multipart/form-data'], created: s.email }),
    async (req, reply) => {
      o.sendable?.(req);
      const { fields, files } = await readForm(req, s.input);
      return created(reply, o.send(req, fields, files));
    },
  );
}
