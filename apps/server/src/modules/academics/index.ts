import type { Core } from '../../platform/core.js';
import { createDegreeService } from './degrees/degrees.service.js';
import { degreeRoutes } from './degrees/degrees.routes.js';

/**
 * Academics and exams: academic records and tests, courses and stages, grades, standing, transcripts, the exams
 * back office. Built so far: the student's degrees (the Degree tab).
 */
export function registerAcademics(core: Core) {
  degreeRoutes(core.app, createDegreeService({ db: core.db }));
  return {};
}
