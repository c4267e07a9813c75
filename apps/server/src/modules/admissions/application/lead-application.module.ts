import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadApplicationService } from './lead-application.service.js';
import { leadApplicationRoutes } from './lead-application.routes.js';

/** The lead's online application: steps, terms, submission, PDF. */
export function leadApplicationModule(app: FastifyInstance, deps: { db: Db; files: FilesService }) {
  leadApplicationRoutes(app, createLeadApplicationService(deps));
}
