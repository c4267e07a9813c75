import { eq, inArray, sql } from 'drizzle-orm';
import { ISTANBUL_COURSE_ID, LEAD_STATUS_IDS } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { bulkInsert } from '../../../platform/db/bulk.js';
import { makeUser } from '../../../factories/index.js';
import { refRows } from '../../reference/tables.js';
import { users } from '../../access/tables.js';
import { seeded } from '../../students/index.js';
import { leadNotes, leadStatusChanges, leads } from './leads.schema.js';

const FIRST = [
  'Ava',
  'Ben',
  'Carla',
  'Diego',
  'Elif',
  'Farah',
  'Goran',
  'Hye-jin',
  'Ines',
  'Jamal',
  'Kemal',
  'Lucia',
  'Mohan',
  'Nora',
  'Obi',
  'Pia',
  'Rashid',
  'Selin',
  'Tomas',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Acosta',
  'Bakir',
  'Chowdhury',
  'Demir',
  'Eze',
  'Fischer',
  'Gomez',
  'Haddad',
  'Ito',
  'Johnson',
  'Kaya',
  'Lindqvist',
  'Mensah',
  'Nakamura',
  'Ortiz',
  'Petrov',
  'Reyes',
  'Sahin',
  'Thompson',
  'Uddin',
  'Varga',
  'Wright',
  'Yamada',
  'Zidane',
];
const NOTES = [
  'Called; interested in the fall intake.',
  'Asked about tuition and scholarships.',
  'Sent the program brochure.',
  'Wants to visit the campus first.',
  'Parents joined the call; questions on housing.',
  'Follow up after the MCAT results.',
];
/** How many leads stand at each status per 100 (a funnel: many new, few far along). */
const FUNNEL = [22, 18, 14, 10, 8, 8, 7, 5, 4, 4];
export const DEMO_LEAD_COUNT = 2000;
/** The demo representatives besides the 'admissions' user. */
const EXTRA_REPS = [
  { username: 'rep.morgan', firstName: 'Morgan', lastName: 'Reyes' },
  { username: 'rep.kim', firstName: 'Kim', lastName: 'Osei' },
];

async function idsOf(ex: Executor, table: string) {
  const rows = await ex.select({ id: refRows.id }).from(refRows).where(eq(refRows.tableKey, table));
  return rows.map((r) => r.id);
}

/**
 * Leads for the demo school (2,000) or the bench (`count`): a funnel across the ten statuses, every
 * source, the 'admissions' user and two more representatives (some unassigned), every program
 * including course 81 (Istanbul), some closed, with notes and phone notes. Deterministic.
 */
export async function seedLeads(ex: Executor, count = DEMO_LEAD_COUNT, seed = 6) {
  const rnd = seeded(seed);
  const [admissions] = await ex
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(eq(users.username, 'admissions'));
  const reps: number[] = admissions ? [admissions.id] : [];
  const have = await ex
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        EXTRA_REPS.map((r) => r.username),
      ),
    );
  for (const r of EXTRA_REPS) {
    const found = have.find((h) => h.username === r.username);
    reps.push(
      found
        ? found.id
        : (
            await makeUser(ex, {
              ...r,
              userType: 'Staff',
              groupId: admissions?.groupId ?? null,
              roleName: 'ADMISSIONS',
            })
          ).id,
    );
  }
  const courses = await idsOf(ex, 'course');
  const [campuses, semesters, sources, countries] = [
    await idsOf(ex, 'campus'),
    await idsOf(ex, 'semester'),
    await idsOf(ex, 'referral-source'),
    await idsOf(ex, 'country'),
  ];
  const funnelTotal = FUNNEL.reduce((a, b) => a + b, 0);
  const now = Date.now();
  const rows: (typeof leads.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    let k = i % funnelTotal;
    const statusId = LEAD_STATUS_IDS[FUNNEL.findIndex((n) => (k -= n) < 0)];
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const courseId = rnd.next() < 0.15 && courses.includes(ISTANBUL_COURSE_ID) ? ISTANBUL_COURSE_ID : rnd.pick(courses);
    const created = new Date(now - rnd.int(1, 540) * 86_400_000 - rnd.int(0, 86_399) * 1000).toISOString();
    rows.push({
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${i + 1}@leads.caduceus.test`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      phone: `${rnd.int(200, 989)}555${String(rnd.int(0, 9999)).padStart(4, '0')}`,
      gender: rnd.pick(['Female', 'Male']),
      dateOfBirth: `${rnd.int(1990, 2006)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      birthCountryId: rnd.pick(countries),
      courseId,
      campusId: rnd.pick(campuses),
      semesterId: rnd.pick(semesters),
      sourceId: rnd.pick(sources),
      representativeId: rnd.next() < 0.1 ? null : rnd.pick(reps),
      statusId,
      immigrationRequired: rnd.next() < 0.3,
      closedAt: statusId < 6 && rnd.next() < 0.06 ? created : null,
      createdBy: admissions?.id ?? null,
      createdAt: created,
      updatedAt: created,
    });
  }
  // one statement a column array (bulkInsert): 50,000 bench leads in seconds
  const ids = await bulkInsert(ex, leads, rows);
  const made = rows.map((r, i) => ({
    id: ids[i],
    statusId: r.statusId!,
    createdAt: r.createdAt!,
    representativeId: r.representativeId ?? null,
  }));
  await ex.execute(
    sql`update leads set search_text = lower(concat_ws(' ', id, first_name, middle_name, last_name, email, regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) where search_text = ''`,
  );
  // the status history: created as New, then straight to where each lead stands; a note or two each
  const changes: (typeof leadStatusChanges.$inferInsert)[] = [];
  const notes: (typeof leadNotes.$inferInsert)[] = [];
  for (const l of made) {
    const by = l.representativeId ?? admissions?.id ?? null;
    changes.push({ leadId: l.id, fromStatusId: null, toStatusId: 1, changedBy: by, changedAt: l.createdAt });
    if (l.statusId > 1)
      changes.push({ leadId: l.id, fromStatusId: 1, toStatusId: l.statusId, changedBy: by, changedAt: l.createdAt });
    notes.push({ leadId: l.id, kind: 'note', note: rnd.pick(NOTES), createdBy: by, createdAt: l.createdAt });
    if (rnd.next() < 0.4)
      notes.push({
        leadId: l.id,
        kind: 'phone',
        subject: 'Call',
        note: rnd.pick(NOTES),
        createdBy: by,
        createdAt: l.createdAt,
      });
  }
  await bulkInsert(ex, leadStatusChanges, changes);
  await bulkInsert(ex, leadNotes, notes);
  return made.map((l) => l.id);
}
