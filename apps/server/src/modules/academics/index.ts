import type { Core } from '../../platform/core.js';

/** Academics and exams: academic records and tests, courses and stages, grades, standing, transcripts, the exams back office. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerAcademics(_core: Core) {
  return {};
}
