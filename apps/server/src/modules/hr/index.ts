import type { Core } from '../../platform/core.js';

/** Human resources: employees, their records and self-service. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerHr(_core: Core) {
  return {};
}
