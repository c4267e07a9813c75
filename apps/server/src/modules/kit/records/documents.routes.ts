import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentFileQuery, pageOf } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { actorOf } from '../../../platform/guard.js';
import { readForm, type UploadedFile } from '../../../platform/multipart.js';
import { created, type Op, type OpDeclaration } from '../../../platform/route-op.js';
import { sendFile, type SendableFile } from '../../../platform/send-file.js';
import { recordOp, type RecordOp } from './record.routes.js';

/** What a document upload takes, as the routes' descriptions say it. */
export const DOCUMENT_FILES_NOTE = 'PDF, PNG, JPEG, Word or Excel, recognised by their content; 10 MB each';

/** The owner's documents service the routes call, each with the record the gate loaded (`V`). */
export interface DocumentTabService<V, Q, U, E> {
  list(view: V, q: Q): Promise<{ items: unknown[]; total: number; page: number; pageSize: number }>;
  upload(actor: Actor, view: V, input: U, upload: UploadedFile[]): Promise<unknown[]>;
  get(view: V, id: number): Promise<unknown>;
  file(view: V, id: number, version?: number): Promise<SendableFile>;
  update(actor: Actor, view: V, id: number, input: E, upload: UploadedFile[]): Promise<unknown>;
  setActive(actor: Actor, view: V, id: number, active: boolean): Promise<unknown>;
  verify(actor: Actor, view: V, id: number, verified: boolean): Promise<unknown>;
}

const FILE_DESCRIPTION = 'The current file, or a former `version`; `inline=true` to view it in the browser.';
const DEACTIVATE_DESCRIPTION = 'Takes the document off the active list (it stays, with its files and history).';

/**
 * The record kit's documents tab routes, written once for every record (student, lead): under `path`
 * (`/api/leads/:leadId/documents`) the list and the upload, then the owner's own routes (`besides`, in
 * that place of the API's order), then one document's detail, file, edit, deactivation, activation and
 * verification. The owner comes in as its `op` (tag), its gate's record (`view`), its service, its schemas
 * and each route's operation.
 */
export function documentTabRoutes<V, Q extends z.ZodTypeAny, U extends z.ZodTypeAny, E extends z.ZodTypeAny>(
  app: FastifyInstance,
  o: {
    op: Op;
    path: string;
    view: (req: FastifyRequest) => V;
    service: DocumentTabService<V, z.infer<Q>, z.infer<U>, z.infer<E>>;
    schemas: {
      /** the record's key (`{ leadId }`) and the record's key with the document's (`{ leadId, documentId }`) */
      ownerParam: z.ZodTypeAny;
      documentParam: z.ZodType<{ documentId: number }>;
      listQuery: Q;
      document: z.ZodTypeAny;
      detail: z.ZodTypeAny;
      uploadInput: U;
      updateInput: E;
      verifyInput: z.ZodType<{ verified: boolean }>;
    };
    ops: Record<'list' | 'upload' | 'get' | 'update' | 'activate' | 'verify', RecordOp> &
      Record<'file' | 'deactivate', Omit<RecordOp, 'description'>>;
    /** the owner's own routes, registered after the list and the upload */
    besides?: () => void;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { op, view, service: documents, schemas: s, ops } = o;
  const opOf = <D extends OpDeclaration>(d: RecordOp, declaration: D) => recordOp(op, d, declaration);
  const one = `${o.path}/:documentId`;

  r.get(
    o.path,
    opOf(ops.list, { params: s.ownerParam, querystring: s.listQuery, ok: pageOf(s.document) }),
    async (req) => documents.list(view(req), req.query as z.infer<Q>),
  );

  r.post(
    o.path,
    opOf(ops.upload, {
      params: s.ownerParam,
      consumes: ['multipart/form-data'],
      created: z.object({ items: z.array(s.document) }),
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, s.uploadInput);
      return created(reply, { items: await documents.upload(actorOf(req), view(req), fields, files) });
    },
  );

  o.besides?.();

  r.get(one, opOf(ops.get, { params: s.documentParam, ok: s.detail }), async (req) =>
    documents.get(view(req), req.params.documentId),
  );

  r.get(
    `${one}/file`,
    opOf({ ...ops.file, description: FILE_DESCRIPTION }, { params: s.documentParam, querystring: documentFileQuery }),
    async (req, reply) =>
      sendFile(reply, await documents.file(view(req), req.params.documentId, req.query.version), req.query.inline),
  );

  r.put(
    one,
    opOf(ops.update, { params: s.documentParam, consumes: ['multipart/form-data'], ok: s.document }),
    async (req) => {
      const { fields, files } = await readForm(req, s.updateInput);
      return documents.update(actorOf(req), view(req), req.params.documentId, fields, files);
    },
  );

  r.post(
    `${one}/deactivate`,
    opOf({ ...ops.deactivate, description: DEACTIVATE_DESCRIPTION }, { params: s.documentParam, ok: s.document }),
    async (req) => documents.setActive(actorOf(req), view(req), req.params.documentId, false),
  );

  r.post(`${one}/activate`, opOf(ops.activate, { params: s.documentParam, ok: s.document }), async (req) =>
    documents.setActive(actorOf(req), view(req), req.params.documentId, true),
  );

  r.post(
    `${one}/verify`,
    opOf(ops.verify, { params: s.documentParam, body: s.verifyInput, ok: s.document }),
    async (req) => documents.verify(actorOf(req), view(req), req.params.documentId, req.body.verified),
  );
}
