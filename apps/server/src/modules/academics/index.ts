import type { Core } from '../../platform/core.js';
import { createDegreeService } from './degrees/degrees.service.js';
import { degreeRoutes } from './degrees/degrees.routes.js';
import { createUsmleService } from './usmle/usmle.service.js';
import { usmleRoutes } from './usmle/usmle.routes.js';
import { createMcatService } from './mcat/mcat.service.js';
import { mcatRoutes } from './mcat/mcat.routes.js';

/**
 * Academics and exams: academic records and tests, courses and stages, grades, standing, transcripts, the exams
 * back office. Built so far: the student's degrees (the Degree tab) USMLE attempts (the USMLE tab) and MCAT scores (the MCAT tab).
 */
export function registerAcademics(core: Core) {
  degreeRoutes(core.app, createDegreeService({ db: core.db }));
  usmleRoutes(core.app, createUsmleService({ db: core.db }));
  mcatRoutes(core.app, createMcatService({ db: core.db }));
  return {};
}
