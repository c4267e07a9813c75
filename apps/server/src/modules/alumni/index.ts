import type { Core } from '../../platform/core.js';
import { alumniListRoutes, createAlumniListService } from './list/alumni-list.routes.js';
import { alumniRoutes } from './record/alumni.routes.js';
import { createAlumniService } from './record/alumni.service.js';

/**
 * Alumni: the Alumni tab of the student record (personal details after graduation, jobs, other degrees,
 * residency matches, an email to the alumna), the alumni list (/medical/alumniList), and the alumna's own record
 * (the student gate: an Alumni user reaches only her own student).
 */
export function registerAlumni(core: Core) {
  const alumni = createAlumniService({ db: core.db, mailQueued: core.mailQueued });
  alumniRoutes(core.app, alumni);
  alumniListRoutes(core.app, createAlumniListService(core.db));
  return { alumni };
}

export { seedDemoAlumni } from './record/alumni.demo.js';
