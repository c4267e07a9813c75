import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadsService } from '../leads/leads.service.js';
import { createLeadDuplicatesService } from './lead-duplicates.service.js';
import { leadDuplicatesRoutes } from './lead-duplicates.routes.js';

/** Duplicate detection and lead merge (with undo); reads lead records through the leads service. */
export function leadDuplicatesModule(app: FastifyInstance, deps: { db: Db; files: FilesService }) {
  const leads = createLeadsService({ db: deps.db, files: deps.files });
  const service = createLeadDuplicatesService({ db: deps.db, record: (id) => leads.record(id) });
  leadDuplicatesRoutes(app, service);
  return service;
}
