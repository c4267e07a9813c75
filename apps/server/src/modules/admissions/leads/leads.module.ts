import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadsService } from './leads.service.js';
import { leadsRoutes } from './leads.routes.js';
import { representatives } from './leads.repo.js';

export { createLeadGate, servedLeadTabs } from './leads.gate.js';

/** The lead record (Admissions CRM): its service and routes. The lead gate is wired into the guard in app.ts. */
export function leadsModule(app: FastifyInstance, deps: { db: Db; files: FilesService }) {
  const leads = createLeadsService({ db: deps.db, files: deps.files });
  leadsRoutes(app, leads, () => representatives(deps.db));
  return leads;
}
