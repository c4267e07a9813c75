import type { Core } from '../../platform/core.js';

/** Attendance and scheduling: sessions, rolls and absences. Ready and empty: its issue fills it in (see "Adding a domain" in docs/ARCHITECTURE.md). */
export function registerAttendance(_core: Core) {
  return {};
}
