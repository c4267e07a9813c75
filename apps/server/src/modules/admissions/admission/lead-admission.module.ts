import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/index.js';
import { createLeadAcademicService } from './lead-academic.service.js';
import { createLeadAdmissionService } from './lead-admission.service.js';
import { leadAdmissionRoutes } from './lead-admission.routes.js';

/** The lead's admission data (forms, acceptances, billing, billing contact, education), its academic records and the semesters of a course. */
export function leadAdmissionModule(app: FastifyInstance, deps: { db: Db }) {
  leadAdmissionRoutes(app, createLeadAdmissionService(deps), createLeadAcademicService(deps));
}
