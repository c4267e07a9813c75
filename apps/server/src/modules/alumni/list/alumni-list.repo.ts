import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ALUMNI_STATUS_CODES, type AlumniListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { studentDegrees } from '../../academics/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { alumniJobs, alumniResidencies } from '../record/alumni.schema.js';

const status = alias(refRows, 'status');
const speciality = alias(refRows, 'speciality');
const program = alias(refRows, 'program');
/** her current job, else her latest one */
const job = alias(alumniJobs, 'job');
const latestJob = sql`(select j.id from ${alumniJobs} j where j.student_id = ${students.id} order by j.is_current desc, j.from_year desc, j.id desc limit 1)`;
const latestMatch = sql`(select m.id from ${alumniResidencies} m where m.student_id = ${students.id} order by m.match_year desc, m.id desc limit 1)`;
const match = alias(alumniResidencies, 'match');
const graduationYear = sql<
  number | null
>`(select extract(year from max(d.awarded_on))::int from ${studentDegrees} d where d.student_id = ${students.id})`.mapWith(
  (v) => (v === null ? null : Number(v)),
);
const name = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

const SORTS: Record<string, SQL | typeof students.id> = {
  name: sql`${students.lastName}, ${students.firstName}`,
  id: students.id,
  graduationYear: sql`${graduationYear}`,
  employer: sql`${job.employer}`,
};

/** Alumni (students with an alumni status), one page, with their latest job and match. */
export async function listAlumni(ex: Executor, q: AlumniListQuery) {
  const where: (SQL | undefined)[] = [inArray(sql`${status.data}->>'code'`, [...ALUMNI_STATUS_CODES])];
  if (q.q) {
    const term = likeTerm(q.q.toLowerCase());
    where.push(
      sql`(lower(${students.firstName} || ' ' || ${students.lastName}) like ${term} or ${students.id}::text = ${q.q.trim()} or lower(coalesce(${job.employer}, '')) like ${term} or lower(coalesce(${speciality.label}, '')) like ${term})`,
    );
  }
  if (q.employer) where.push(sql`lower(coalesce(${job.employer}, '')) like ${likeTerm(q.employer.toLowerCase())}`);
  if (q.specialityId) where.push(eq(job.specialityId, q.specialityId));
  if (q.graduationYear) where.push(sql`${graduationYear} = ${q.graduationYear}`);
  const w = and(...where);
  const base = (cols: Parameters<Executor['select']>[0]) =>
    ex
      .select(cols)
      .from(students)
      .innerJoin(status, eq(status.id, students.statusId))
      .leftJoin(job, sql`${job.id} = ${latestJob}`)
      .leftJoin(speciality, eq(speciality.id, job.specialityId))
      .leftJoin(match, sql`${match.id} = ${latestMatch}`)
      .leftJoin(program, eq(program.id, match.programId))
      .where(w);
  const desc_ = q.sort?.startsWith('-');
  const key = q.sort?.replace(/^-/, '') ?? 'name';
  const col = SORTS[key] ?? SORTS.name;
  const rows = await base({
    id: students.id,
    name,
    email: students.email,
    status: status.label,
    graduationYear,
    speciality: speciality.label,
    employer: job.employer,
    position: job.position,
    residency: program.label,
  })
    .orderBy(desc_ ? desc(col as SQL) : asc(col as SQL), asc(students.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = (await base({ n: sql<number>`count(*)::int`.mapWith(Number) })) as { n: number }[];
  return { rows: rows as unknown as AlumniRow[], total: n };
}
export interface AlumniRow {
  id: number;
  name: string;
  email: string | null;
  status: string | null;
  graduationYear: number | null;
  speciality: string | null;
  employer: string | null;
  position: string | null;
  residency: string | null;
}
