import type { Core } from '../../platform/core.js';

/** Clinical training: hospitals, preceptors, rotations and their assignment, clinical logs and evaluations, the preceptor portal. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerClinical(_core: Core) {
  return {};
}
