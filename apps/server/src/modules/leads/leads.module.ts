import type { FastifyInstance } from 'fastify';
import { LEAD_LINK, type AccessBit, type SessionUser } from '@caduceus/contracts';
import type { Db } from '../../platform/db/index.js';
import type { FilesService } from '../files/files.service.js';
import { createLeadsService } from './leads.service.js';
import { leadsRoutes } from './leads.routes.js';
import { representatives } from './leads.repo.js';

export { createLeadGate, servedLeadTabs } from './leads.gate.js';

/** The lead record (Admissions CRM): its service and routes. The lead gate is wired into the guard in app.ts. */
export function leadsModule(app: FastifyInstance, deps: { db: Db; files: FilesService; may: (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean> }) {
  const leads = createLeadsService({ db: deps.db, files: deps.files });
  leadsRoutes(app, leads, (req) => deps.may(req.user!, LEAD_LINK, 'edit'), () => representatives(deps.db));
  return leads;
}
