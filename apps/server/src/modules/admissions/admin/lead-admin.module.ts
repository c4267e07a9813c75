import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadAdminService } from './lead-admin.service.js';
import { leadAdminRoutes } from './lead-admin.routes.js';

export { coverFor, routeRepresentative } from './lead-admin.cover.js';

/** Lead administration (closed leads, rep vacations) and the semester-deferment and estimate tabs. */
export function leadAdminModule(app: FastifyInstance, deps: { db: Db; files: FilesService; today?: () => string }) {
  const svc = createLeadAdminService(deps);
  leadAdminRoutes(app, svc);
  return svc;
}
