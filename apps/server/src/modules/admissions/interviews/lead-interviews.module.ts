import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createLeadDecisionsService } from './lead-decisions.service.js';
import { createLeadInterviewsService, type LeadStatusPort } from './lead-interviews.service.js';
import { leadInterviewsRoutes } from './lead-interviews.routes.js';

export interface LeadInterviewsDeps {
  db: Db;
  files: FilesService;
  leads: LeadStatusPort;
  mailQueued: () => void;
  clock?: () => Date;
}

/** Interviews with faculty, the interview evaluation form and admission decisions (the lead's Status Change tab). */
export function leadInterviewsModule(app: FastifyInstance, deps: LeadInterviewsDeps) {
  const common = { db: deps.db, files: deps.files, leads: deps.leads, mailQueued: deps.mailQueued, now: deps.clock };
  leadInterviewsRoutes(app, createLeadInterviewsService(common), createLeadDecisionsService(common));
}
