import type { Core } from '../../platform/core.js';

/** Alumni: graduates' records and self-service. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerAlumni(_core: Core) {
  return {};
}
