import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadDocumentsService } from './lead-documents.service.js';
import { leadDocumentsRoutes } from './lead-documents.routes.js';

/**
 * The lead's documents; its service also counts the two lead notifications of the top bar (app.ts
 * registers them): documents awaiting verification and open leads with no representative.
 */
export function leadDocumentsModule(app: FastifyInstance, deps: { db: Db; files: FilesService }) {
  const documents = createLeadDocumentsService({ db: deps.db, files: deps.files });
  leadDocumentsRoutes(app, documents);
  return documents;
}
