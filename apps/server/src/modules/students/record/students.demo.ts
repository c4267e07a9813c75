import { eq, sql } from 'drizzle-orm';
import { STUDENT_NOTE_ENTITY } from '@caduceus/contracts';
import { auditLog } from '../../../platform/db/tables.js';
import type { Executor } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';
import { users } from '../../access/tables.js';
import { linkParent } from './students.repo.js';
import { students } from './students.schema.js';
import { studentNotes } from '../notes/student-notes.schema.js';
import { studentContacts } from '../contacts/student-contacts.schema.js';

/** A small deterministic random source, so every demo school is the same school. */
export function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
  return {
    next,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

const FIRST = [
  'Amelia',
  'Noah',
  'Olivia',
  'Liam',
  'Sofia',
  'Mateo',
  'Aisha',
  'Omar',
  'Priya',
  'Arjun',
  'Chen',
  'Mei',
  'Lucas',
  'Isabella',
  'Ethan',
  'Zara',
  'Daniel',
  'Fatima',
  'Gabriel',
  'Hannah',
  'Ivan',
  'Julia',
  'Kwame',
  'Leila',
  'Marco',
  'Nadia',
  'Oscar',
  'Paula',
  'Rafael',
  'Sara',
];
const LAST = [
  'Anders',
  'Baptiste',
  'Castillo',
  'Dubois',
  'Edwards',
  'Fernandes',
  'Garcia',
  'Hassan',
  'Ibrahim',
  'Jansen',
  'Kowalski',
  'Lopez',
  'Martins',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Vargas',
  'Williams',
  'Xavier',
  'Yilmaz',
  'Zhang',
  'Croes',
  'Tromp',
  'Werleman',
  'Kock',
];
const CITIES = [
  'Oranjestad',
  'Miami',
  'Toronto',
  'New York',
  'Houston',
  'Lagos',
  'Mumbai',
  'Istanbul',
  'Chicago',
  'Atlanta',
];

/** Statuses with how many demo students hold each (300 in all), and what holding it implies. */
const MIX: {
  status: string;
  n: number;
  courseStatus: string;
  stage?: string;
  cohort?: boolean;
  financial?: number;
  campus?: 'On-Campus' | 'On-LOA';
}[] = [
  { status: 'Lead', n: 15, courseStatus: 'Pre-Medical' },
  { status: 'Accepted', n: 20, courseStatus: 'Pre-Medical' },
  { status: 'Paid Seat Deposit', n: 15, courseStatus: 'Basic Science' },
  { status: 'Immigration Cleared', n: 15, courseStatus: 'Basic Science' },
  { status: 'Financially Cleared', n: 20, courseStatus: 'Basic Science', cohort: true },
  { status: 'Student', n: 110, courseStatus: 'Basic Science', stage: 'MD 2', cohort: true, campus: 'On-Campus' },
  { status: 'Student', n: 35, courseStatus: 'Clinical Medicine', stage: 'Clinical', cohort: true },
  { status: 'Financially Blocked', n: 12, courseStatus: 'Basic Science', stage: 'MD 3', cohort: true, financial: 2 },
  { status: 'On-LOA', n: 10, courseStatus: 'Basic Science', stage: 'MD 4', cohort: true, campus: 'On-LOA' },
  { status: 'Withdrawn', n: 12, courseStatus: 'Basic Science', stage: 'MD 1', cohort: true },
  { status: 'Administrative Withdrawn', n: 8, courseStatus: 'Basic Science', stage: 'MD 1', cohort: true },
  { status: 'Alumni', n: 20, courseStatus: 'Completed', stage: 'CompletedClinical', cohort: true },
  { status: 'Alumni - FM', n: 4, courseStatus: 'Completed', stage: 'CompletedClinical', cohort: true },
  { status: 'Alumni - MSC', n: 4, courseStatus: 'Completed', stage: 'CompletedClinical', cohort: true },
];
export const DEMO_STUDENT_COUNT = MIX.reduce((n, m) => n + m.n, 0);

async function idsByLabel(ex: Executor, table: string) {
  const rows = await ex
    .select({ id: refRows.id, label: refRows.label })
    .from(refRows)
    .where(eq(refRows.tableKey, table));
  return new Map(rows.map((r) => [r.label, r.id]));
}

/**
 * Students for the demo school (300 across every status) or the bench (any number, `scale`).
 * Rows go in batches of 500; answers the ids made, in order.
 */
export async function seedStudents(ex: Executor, count = DEMO_STUDENT_COUNT, seed = 2026): Promise<number[]> {
  const rnd = seeded(seed);
  // one after another: inside a transaction the queries share one connection
  const lookups: Map<string, number>[] = [];
  for (const t of ['student-status', 'student-type', 'course', 'campus', 'semester', 'stage', 'country'])
    lookups.push(await idsByLabel(ex, t));
  const [status, type, course, campus, semester, stage, country] = lookups;
  const types = [...type.values()];
  const campuses = [...campus.values()];
  const semesters = [...semester.entries()];
  const countries = [...country.values()];
  const total = MIX.reduce((n, m) => n + m.n, 0);
  const rows: (typeof students.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    // the mix repeats in proportion when more students are wanted
    let k = i % total;
    const mix = MIX.find((m) => (k -= m.n) < 0)!;
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const [semName, semId] = rnd.pick(semesters);
    const year = rnd.int(1985, 2004);
    rows.push({
      firstName: first,
      lastName: last,
      gender: rnd.pick(['Female', 'Male']),
      dateOfBirth: `${year}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      email: `${first}.${last}.${i + 1}@students.caduceus.test`.toLowerCase(),
      phone: `${rnd.int(200, 989)}555${String(rnd.int(0, 9999)).padStart(4, '0')}`,
      address1: `${rnd.int(1, 999)} ${rnd.pick(['Palm', 'Sea', 'College', 'Harbor', 'Main'])} Street`,
      city: rnd.pick(CITIES),
      zip: String(rnd.int(10000, 99999)),
      countryId: rnd.pick(countries),
      nationalityId: rnd.pick(countries),
      statusId: status.get(mix.status) ?? null,
      studentTypeId: rnd.pick(types),
      courseId:
        course.get(mix.courseStatus === 'Clinical Medicine' ? 'Clinical Sciences' : 'Doctor of Medicine (MD)') ?? null,
      campusId: rnd.pick(campuses),
      startSemesterId: semId,
      stageId: mix.stage ? (stage.get(mix.stage) ?? null) : null,
      cohort: mix.cohort ? semName.replace(/^(\w+) (\d+)$/, '$2-$1') : null,
      currentCourseStatus: mix.courseStatus,
      usmleTestStatus:
        mix.courseStatus === 'Completed'
          ? 'Completed'
          : mix.courseStatus === 'Clinical Medicine'
            ? 'Step 1 Passed'
            : 'Not Taken',
      campusStatus: mix.campus ?? null,
      financialStatus: mix.financial ?? 1,
      immigrationRequired: rnd.next() < 0.35,
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const made = await ex
      .insert(students)
      .values(rows.slice(i, i + 500))
      .returning();
    for (const s of made) ids.push(s.id);
  }
  // the quick-search text, in one statement
  await ex.execute(
    sql`update students set search_text = lower(concat_ws(' ', id, first_name, middle_name, last_name, preferred_name, email, alternate_email, regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) where search_text = ''`,
  );
  return ids;
}
/** The demo student and parent accounts: Stella is an enrolled student; Paul is parent of Stella and of one more student. */
export async function linkDemoAccounts(ex: Executor, ids: number[]) {
  const [stella] = await ex
    .update(students)
    .set({ firstName: 'Stella', lastName: 'Student', email: 'stella.student@students.caduceus.test', searchText: '' })
    .where(eq(students.id, ids[150]))
    .returning();
  await ex.execute(
    sql`update students set search_text = lower(concat_ws(' ', id, first_name, middle_name, last_name, preferred_name, email, alternate_email, regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) where search_text = ''`,
  );
  const [student] = await ex
    .update(users)
    .set({ studentId: stella.id })
    .where(eq(users.username, 'student'))
    .returning();
  const [parent] = await ex.update(users).set({ studentId: stella.id }).where(eq(users.username, 'parent')).returning();
  if (student && parent) {
    await linkParent(ex, parent.id, stella.id, 'Father');
    await linkParent(ex, parent.id, ids[160], 'Father');
  }
  return stella.id;
}

const NOTE_TEXTS: Record<number, string[]> = {
  1: [
    'Met to discuss course load for next semester.',
    'Asked for an enrollment verification letter.',
    'Updated emergency contact by phone.',
    'Attended orientation; documents checked.',
  ],
  2: [
    'Payment plan agreed for the spring invoice.',
    'Sponsor letter received; waiting for the first transfer.',
    'Asked about scholarship eligibility.',
  ],
  3: [
    'Advising: study plan for the NBME shelf exams.',
    'Advising: referred to tutoring for pharmacology.',
    'Advising: on track for USMLE Step 1 scheduling.',
  ],
};

/** Notes of each type and a billing contact for the demo students, written by the registrar. */
export async function seedDemoRecords(ex: Executor, ids: number[], seed = 7) {
  const rnd = seeded(seed);
  const [registrar] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'registrar'));
  const [bursar] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'bursar'));
  const rows = await ex
    .select({
      id: students.id,
      lastName: students.lastName,
      countryId: students.countryId,
      city: students.city,
      zip: students.zip,
      address1: students.address1,
    })
    .from(students)
    .where(sql`${students.id} in ${ids}`);
  const notes: (typeof studentNotes.$inferInsert)[] = [];
  const contacts: (typeof studentContacts.$inferInsert)[] = [];
  for (const s of rows) {
    const types = [1, ...(rnd.next() < 0.5 ? [2] : []), ...(rnd.next() < 0.4 ? [3] : [])];
    for (const type of types) {
      notes.push({
        studentId: s.id,
        noteType: type,
        note: rnd.pick(NOTE_TEXTS[type]),
        createdBy: type === 2 ? (bursar?.id ?? null) : (registrar?.id ?? null),
        updatedBy: null,
      });
    }
    const parent = rnd.pick(FIRST);
    contacts.push({
      studentId: s.id,
      name: `${parent} ${s.lastName}`,
      relation: rnd.pick(['Mother', 'Father', 'Guardian']),
      email: `${parent}.${s.lastName}.${s.id}@family.caduceus.test`.toLowerCase(),
      phone: `${rnd.int(200, 989)}555${String(rnd.int(0, 9999)).padStart(4, '0')}`,
      address1: s.address1,
      city: s.city,
      zip: s.zip,
      countryId: s.countryId,
      isBillingContact: true,
      createdBy: registrar?.id ?? null,
    });
  }
  // each write leaves the audit row a live one does (the activity log reads them): a note's and a contact's creation
  const audited: (typeof auditLog.$inferInsert)[] = [];
  for (let i = 0; i < notes.length; i += 500) {
    const made = await ex
      .insert(studentNotes)
      .values(notes.slice(i, i + 500))
      .returning();
    for (const n of made)
      audited.push({
        actorId: n.createdBy,
        action: 'create',
        entity: STUDENT_NOTE_ENTITY,
        entityId: String(n.id),
        after: { studentId: n.studentId, type: n.noteType, subject: n.subject, note: n.note },
      });
  }
  for (let i = 0; i < contacts.length; i += 500) {
    const made = await ex
      .insert(studentContacts)
      .values(contacts.slice(i, i + 500))
      .returning();
    for (const c of made)
      audited.push({
        actorId: c.createdBy,
        action: 'create',
        entity: 'studentContact',
        entityId: String(c.id),
        after: c,
      });
  }
  for (let i = 0; i < audited.length; i += 500) await ex.insert(auditLog).values(audited.slice(i, i + 500));
}
