import type { Core } from '../../platform/core.js';

/** Reports across the school's areas. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerReports(_core: Core) {
  return {};
}
