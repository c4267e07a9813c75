import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { SheetReader } from '../../../platform/sheets.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadImportService } from './lead-import.service.js';
import { leadImportRoutes } from './lead-import.routes.js';

export const LEAD_IMPORT_JOB = 'lead-import';

/**
 * The bulk lead upload: its routes, and the `lead-import` job that imports started uploads in batches
 * (kicked when an import starts; every few seconds it also takes over an import whose worker stopped).
 */
export function leadImportModule(app: FastifyInstance, deps: { db: Db; files: FilesService; sheets: SheetReader }) {
  const service = createLeadImportService({
    db: deps.db,
    files: deps.files,
    sheets: deps.sheets,
    kick: () => app.jobs.kick(LEAD_IMPORT_JOB),
    onError: (err) => app.log.error({ err }, 'lead import failed'),
  });
  leadImportRoutes(app, service);
  app.jobs.register({ name: LEAD_IMPORT_JOB, everyMs: 5000, run: () => service.runImports() });
  return service;
}
