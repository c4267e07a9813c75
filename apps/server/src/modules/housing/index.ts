import type { Core } from '../../platform/core.js';

/** Housing: residences, rooms and assignments. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerHousing(_core: Core) {
  return {};
}
