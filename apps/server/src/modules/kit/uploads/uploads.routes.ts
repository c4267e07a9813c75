import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadFields, uploadResult, uploadTypeParam } from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { routeOps } from '../../../platform/route-op.js';
import type { UploadsService } from './uploads.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function uploadsRoutes(app: FastifyInstance, uploads: UploadsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('uploads');
  // each upload type names the right it needs; the guard resolves it from the :type parameter
  const byType = { byParam: 'type', resolve: (type: string) => uploads.typeOf(type).access };

  r.post(
    '/api/admin/uploads/:type',
    op('bulkUpload', byType, ['adminUploadXl'], {
      params: uploadTypeParam,
      consumes: ['multipart/form-data'],
      ok: uploadResult,
      description:
        'multipart/form-data: `file` (.xlsx or .csv, header row first), `dryRun` (default true: preview with per-row errors), `sendCredentials` (users). With dryRun=false the valid rows are inserted or updated in one transaction; a blank optional cell leaves the value of an existing record as it is.',
    }),
    async (req) => {
      const { fields, files } = await readForm(req, uploadFields);
      return uploads.run(
        actorOf(req),
        req.params.type,
        files.find((f) => f.field === 'file'),
        fields,
      );
    },
  );

  r.get(
    '/api/admin/uploads/:type/template',
    op('bulkUploadTemplate', byType, {
      params: uploadTypeParam,
      description: 'An .xlsx with the expected header row and an example line.',
    }),
    async (req, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${req.params.type}-template.xlsx"`)
        .send(await uploads.template(req.params.type)),
  );
}
