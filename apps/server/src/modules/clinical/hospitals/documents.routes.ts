import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLINICALS_MENU_LINK,
  controlStatusInput,
  hospitalDocumentParams,
  idParam,
  rowFile,
  rowFileFields,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { HospitalDocuments } from './documents.js';

const op = routeOps('clinical hospitals');
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: CLINICALS_MENU_LINK, bit });
const base = '/api/clinical/hospitals/:id/documents';
const documents = z.object({ items: z.array(rowFile) });

/** A hospital's documents (the hospital's Documents tab): list, upload, download, deactivate and reactivate. */
export function hospitalDocumentRoutes(app: FastifyInstance, docs: HospitalDocuments) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    op('listHospitalDocuments', access('read'), ['clinicalDocumentList'], {
      params: idParam,
      ok: documents,
      description: "The hospital's documents, the active ones first, the latest first.",
    }),
    async (req) => ({ items: await docs.list(req.params.id) }),
  );

  r.post(
    base,
    op('addHospitalDocuments', access('write'), ['clinicalDocumentAddHospitals'], {
      params: idParam,
      consumes: ['multipart/form-data'],
      ok: documents,
      description:
        'multipart/form-data: one or more `file` parts (PDF, Word, Excel, PNG or JPEG; checked by their content) and an optional `title` for them all. Audited on the hospital.',
    }),
    async (req) => {
      const { fields, files } = await readForm(req, rowFileFields);
      return { items: await docs.add(actorOf(req), req.params.id, fields.title, files) };
    },
  );

  r.get(
    `${base}/:fileId`,
    op('downloadHospitalDocument', access('read'), {
      params: hospitalDocumentParams,
      description: 'The document itself, as an attachment (another hospital’s: 404).',
    }),
    async (req, reply) => sendFile(reply, await docs.read(req.params.id, req.params.fileId)),
  );

  r.put(
    `${base}/:fileId/status`,
    op('setHospitalDocumentStatus', access('edit'), {
      params: hospitalDocumentParams,
      body: controlStatusInput,
      ok: rowFile,
      description: 'Deactivates a document no longer in force, or reactivates it. Audited on the hospital.',
    }),
    async (req) => docs.setActive(actorOf(req), req.params.id, req.params.fileId, req.body.active),
  );
}
