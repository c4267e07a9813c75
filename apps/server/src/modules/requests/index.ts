import type { Core } from '../../platform/core.js';

/** Student requests: one request engine for transcripts, letters, leaves, withdrawals, appeals and the rest, and surveys. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerRequests(_core: Core) {
  return {};
}
