import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_IMPORT_MAX_ROWS,
  LEAD_LINK,
  leadIdParam,
  leadSourceUploads,
  leadUpload,
  leadUploadImportInput,
  leadUploadListQuery,
  leadUploadParam,
  leadUploadPreview,
  leadUploadRow,
  leadUploadRowsQuery,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';
import { FILE_KINDS } from '../../../platform/storage.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadImportService } from './lead-import.service.js';

const op = routeOps('lead import');
const menu = (bit: 'read' | 'write') => ({ menu: LEAD_LINK, bit });
const XLSX = FILE_KINDS.xlsx.mime;

/**
 * The bulk lead upload (/lead/notifications/bulk-upload), guarded by the Lead menu entry: reading needs
 * read, uploading and importing need write (they add leads). The lead's Documents tab reads the upload a
 * lead came from through the `document` tab.
 */
export function leadImportRoutes(app: FastifyInstance, imports: LeadImportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/lead-uploads',
    op('uploadBulkLead', menu('write'), ['uploadBulkLead'], {
      consumes: ['multipart/form-data'],
      created: leadUploadPreview,
      description: `multipart/form-data with one \`file\` part: .xlsx (recognised by its content) or .csv, the template's header row first, at most ${LEAD_IMPORT_MAX_ROWS} rows, 10 MB. Every row is checked as the add form checks a lead (names of programs, campuses, semesters, sources, countries, fairs and representatives resolved) and compared with the live leads and the earlier rows by the duplicate rules. Nothing is imported: the answer is the upload and the first page of its rows.`,
    }),
    async (req, reply) => {
      const { files } = await readForm(req, z.object({}));
      return created(
        reply,
        imports.upload(
          actorOf(req),
          files.find((f) => f.field === 'file'),
        ),
      );
    },
  );

  r.get(
    '/api/lead-uploads',
    op('listLeadUploads', menu('read'), ['getBulkUploadList'], {
      querystring: leadUploadListQuery,
      ok: pageOf(leadUpload),
      description: 'Past uploads, newest first; `q` searches file names.',
    }),
    async (req) => imports.list(req.query),
  );

  r.get(
    '/api/lead-uploads/template',
    op('leadUploadTemplate', menu('read'), {
      description: "An .xlsx with the template's header row and an example line.",
    }),
    async (_req, reply) =>
      sendFile(reply, { filename: 'lead-upload-template.xlsx', contentType: XLSX, bytes: await imports.template() }),
  );

  r.get(
    '/api/lead-uploads/:uploadId',
    op('getLeadUpload', menu('read'), {
      params: leadUploadParam,
      ok: leadUpload,
      description: 'The upload with its counts, status and import progress (0..100).',
    }),
    async (req) => imports.get(req.params.uploadId),
  );

  r.get(
    '/api/lead-uploads/:uploadId/rows',
    op('listLeadUploadRows', menu('read'), {
      params: leadUploadParam,
      querystring: leadUploadRowsQuery,
      ok: pageOf(leadUploadRow),
      description:
        'The checked rows in file order, with their errors and duplicate hits; `state` and `outcome` filter.',
    }),
    async (req) => imports.rowsOf(req.params.uploadId, req.query),
  );

  r.post(
    '/api/lead-uploads/:uploadId/import',
    op('importLeadUpload', menu('write'), {
      params: leadUploadParam,
      body: leadUploadImportInput,
      response: { 202: leadUpload },
      description:
        'Starts importing the valid rows in the background (`duplicates`: skip, the default, or import the rows that match a lead or an earlier row). Duplicates are checked again first. Follow the progress with GET /api/lead-uploads/{uploadId}. An upload whose import failed resumes where it stopped.',
    }),
    async (req, reply) => {
      reply.status(202);
      return imports.startImport(actorOf(req), req.params.uploadId, req.body);
    },
  );

  r.get(
    '/api/lead-uploads/:uploadId/errors',
    op('leadUploadErrorReport', menu('read'), {
      params: leadUploadParam,
      description: 'An .xlsx of the refused rows with their errors, and of the duplicates the import skipped.',
    }),
    async (req, reply) => {
      const report = await imports.errorReport(req.params.uploadId);
      return sendFile(reply, { filename: report.filename, contentType: XLSX, bytes: report.bytes });
    },
  );

  r.get(
    '/api/lead-uploads/:uploadId/file',
    op('downloadLeadUploadFile', menu('read'), ['bulkUploadedDocumentDownload'], {
      params: leadUploadParam,
      description: 'The uploaded file as it was sent.',
    }),
    async (req, reply) => {
      const { file, bytes } = await imports.sourceFile(req.params.uploadId);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );

  r.get(
    '/api/leads/:leadId/bulk-uploads',
    op(
      'leadSourceUploads',
      { lead: 'document', bit: 'read' },
      {
        params: leadIdParam,
        ok: leadSourceUploads,
        description: 'The bulk upload this lead was imported from (none for a lead added by hand).',
      },
    ),
    async (req) => imports.sourceOfLead(req.params.leadId),
  );
}
