import type { Core } from '../../platform/core.js';

/** Committees: members, meetings and their decisions. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerCommittees(_core: Core) {
  return {};
}
