import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadImmigrationService } from './lead-immigration.service.js';
import { leadImmigrationRoutes } from './lead-immigration.routes.js';

/** The lead's immigration documents (upload, replace, verify, remove, download). */
export function leadImmigrationModule(app: FastifyInstance, deps: { db: Db; files: FilesService }) {
  leadImmigrationRoutes(app, createLeadImmigrationService(deps));
}
