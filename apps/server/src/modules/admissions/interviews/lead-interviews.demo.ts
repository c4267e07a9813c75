import { and, eq } from 'drizzle-orm';
import { FACULTY_ROLE, tableDef } from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { createReferenceService } from '../../reference/index.js';
import { SLOT_TABLE } from './lead-interviews.repo.js';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TIMES: [string, string][] = [
  ['09:00', '09:45'],
  ['10:00', '10:45'],
  ['14:00', '14:45'],
];

/** Interview time slots for the demo school's faculty: three a weekday each. */
export async function seedInterviewSlots(ex: Executor) {
  const def = tableDef(SLOT_TABLE);
  if (!def) return;
  const reference = createReferenceService({ db: ex as Db });
  const faculty = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleName, FACULTY_ROLE), eq(users.userType, 'Staff'), eq(users.active, true)));
  for (const f of faculty) {
    for (const day of DAYS) {
      for (const [startTime, endTime] of TIMES)
        await reference.internals.insertRow(ex, null, def, { faculty: f.id, day, startTime, endTime });
    }
  }
}
