import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ALUMNI_STATUS_CODES, DEGREE_TABLE, RESIDENCY_PROGRAM_TABLE, SPECIALITY_TABLE } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { studentDegrees } from '../../academics/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { alumniJobs, alumniPersonalInfo, alumniResidencies } from './alumni.schema.js';

const refId = async (ex: Executor, table: string, label?: string) => {
  const [row] = await ex
    .select({ id: refRows.id })
    .from(refRows)
    .where(label ? and(eq(refRows.tableKey, table), eq(refRows.label, label)) : eq(refRows.tableKey, table))
    .orderBy(asc(refRows.id))
    .limit(1);
  return row?.id;
};

/**
 * The demo alumna: the `alumni` account's student is the first demo student with an Alumni status, renamed
 * Alex Alumnus, with a degree, personal details, a current job and a residency match; a few other alumni
 * get a job each so the alumni list has employers and specialities to search. Returns her id.
 */
export async function seedDemoAlumni(ex: Executor): Promise<number | undefined> {
  const alumni = await ex
    .select({ id: students.id })
    .from(students)
    .innerJoin(refRows, eq(refRows.id, students.statusId))
    .where(inArray(sql`${refRows.data}->>'code'`, [...ALUMNI_STATUS_CODES]))
    .orderBy(asc(students.id))
    .limit(6);
  if (!alumni.length) return undefined;
  const alex = alumni[0].id;
  await ex
    .update(students)
    .set({
      firstName: 'Alex',
      lastName: 'Alumnus',
      email: 'alex.alumnus@students.caduceus.test',
      searchText: `${alex} alex alumnus alex.alumnus@students.caduceus.test`,
    })
    .where(eq(students.id, alex));
  await ex.update(users).set({ studentId: alex }).where(eq(users.username, 'alumni'));

  const md = await refId(ex, DEGREE_TABLE, 'Doctor of Medicine');
  const [hasDegree] = await ex
    .select({ id: studentDegrees.id })
    .from(studentDegrees)
    .where(eq(studentDegrees.studentId, alex));
  if (md && !hasDegree)
    await ex.insert(studentDegrees).values({
      studentId: alex,
      degreeId: md,
      institution: 'Caduceus School of Medicine',
      major: 'Medicine',
      awardedOn: '2024-05-18',
    });
  await ex.insert(alumniPersonalInfo).values({
    studentId: alex,
    address: '12 Harbour Street',
    city: 'Miami',
    country: 'United States',
    personalEmail: 'alex.alumnus@example.test',
    phone: '305-555-0142',
    website: 'https://www.linkedin.com/in/alex-alumnus',
    consentToContact: true,
  });
  const specialities = ['Internal Medicine', 'Family Medicine', 'Pediatrics', 'Psychiatry', 'Emergency Medicine'];
  const employers = ['Jackson Memorial Hospital', 'Brookdale University Hospital', 'Mercy Clinic', 'St. Anne Hospital'];
  for (const [i, s] of alumni.entries()) {
    await ex.insert(alumniJobs).values({
      studentId: s.id,
      employer: employers[i % employers.length],
      position: i === 0 ? 'Resident Physician (PGY-2)' : 'Attending Physician',
      positionType: i === 0 ? 'Residency' : 'Attending',
      specialityId: (await refId(ex, SPECIALITY_TABLE, specialities[i % specialities.length])) ?? null,
      city: 'Miami',
      country: 'United States',
      fromYear: 2024,
      isCurrent: true,
    });
  }
  const program = await refId(ex, RESIDENCY_PROGRAM_TABLE, 'Internal Medicine Residency - Jackson Memorial');
  if (program)
    await ex.insert(alumniResidencies).values({
      studentId: alex,
      programId: program,
      matchType: 'Match',
      matchYear: 2024,
      attempt: 1,
      pgyStartDate: '2024-07-01',
      status: 'Started',
    });
  return alex;
}
