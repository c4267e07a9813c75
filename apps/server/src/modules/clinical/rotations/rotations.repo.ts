import { and, asc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROTATION_HOLDING, type RotationListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy, totalOver } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { hospitalRotations, hospitals, preceptors, studentRotations } from '../core/clinical.schema.js';

/** Drizzle queries of students' rotations and the offers they take seats of; no rules here. */
const sr = studentRotations;
const hr = hospitalRotations;
const rotationRef = alias(refRows, 'rotation_ref');
const name = (first: SQL | unknown, last: SQL | unknown) => sql<string>`${first} || ' ' || ${last}`;

export const rotationColumns = {
  r: sr,
  studentName: name(students.firstName, students.lastName),
  hospitalId: hospitals.id,
  hospitalName: hospitals.name,
  rotationName: rotationRef.label,
  pricePerWeekCents: hr.pricePerWeekCents,
  preceptorName: sql<
    string | null
  >`case when ${preceptors.id} is null then null else ${preceptors.firstName} || ' ' || ${preceptors.lastName} end`,
};
export type RotationRow = {
  r: typeof sr.$inferSelect;
  studentName: string;
  hospitalId: number;
  hospitalName: string;
  rotationName: string;
  pricePerWeekCents: number;
  preceptorName: string | null;
};

const joined = (ex: Executor) =>
  ex
    .select({ ...rotationColumns, total: totalOver() })
    .from(sr)
    .innerJoin(students, eq(students.id, sr.studentId))
    .innerJoin(hr, eq(hr.id, sr.hospitalRotationId))
    .innerJoin(hospitals, eq(hospitals.id, hr.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hr.rotationId))
    .leftJoin(preceptors, eq(preceptors.id, sr.preceptorId));

const SORTS = {
  startDate: sr.startDate,
  endDate: sr.endDate,
  status: sr.status,
  hospital: hospitals.name,
  student: students.lastName,
};

/** Rotations by the list's filters (one student's, or every student's for the clinical office). */
export async function listRotations(
  ex: Executor,
  q: RotationListQuery & { studentId?: number; statuses?: string[]; preceptorId?: number },
) {
  const where = and(
    q.studentId ? eq(sr.studentId, q.studentId) : undefined,
    q.preceptorId ? eq(sr.preceptorId, q.preceptorId) : undefined,
    q.status ? eq(sr.status, q.status) : undefined,
    q.statuses ? inArray(sr.status, q.statuses) : undefined,
    q.hospitalId ? eq(hospitals.id, q.hospitalId) : undefined,
    q.hospitalRotationId ? eq(sr.hospitalRotationId, q.hospitalRotationId) : undefined,
    q.from ? gte(sr.endDate, q.from) : undefined,
    q.to ? lte(sr.startDate, q.to) : undefined,
    q.q
      ? or(
          ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, likeTerm(q.q)),
          ilike(hospitals.name, likeTerm(q.q)),
          ilike(rotationRef.label, likeTerm(q.q)),
          sql`${students.id}::text = ${q.q}`,
        )
      : undefined,
  );
  const rows = await joined(ex)
    .where(where)
    .orderBy(orderBy(q.sort, SORTS, sql`${sr.startDate} desc, ${sr.id} desc`))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findRotation(ex: Executor, id: number, studentId?: number, preceptorId?: number) {
  const [row] = await joined(ex).where(
    and(
      eq(sr.id, id),
      studentId ? eq(sr.studentId, studentId) : undefined,
      preceptorId ? eq(sr.preceptorId, preceptorId) : undefined,
    ),
  );
  return row;
}

/** How to reach a rotation's student (the preceptor portal's details). */
export async function studentContact(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ email: students.email, phone: students.phone })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

/** Rotations in a span of days (the graph). */
export const rotationsBetween = (ex: Executor, from: string, to: string, hospitalId?: number) =>
  joined(ex)
    .where(
      and(
        inArray(sr.status, [...ROTATION_HOLDING]),
        lte(sr.startDate, to),
        gte(sr.endDate, from),
        hospitalId ? eq(hospitals.id, hospitalId) : undefined,
      ),
    )
    .orderBy(asc(hospitals.name), asc(students.lastName), asc(students.firstName), asc(sr.startDate));

export async function offer(ex: Executor, id: number, lock = false) {
  const q = ex
    .select({ o: hr, rotationName: rotationRef.label, hospitalActive: hospitals.active })
    .from(hr)
    .innerJoin(hospitals, eq(hospitals.id, hr.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hr.rotationId))
    .where(eq(hr.id, id));
  const [row] = lock ? await q.for('update', { of: hr }) : await q;
  return row;
}

export async function preceptor(ex: Executor, id: number) {
  const [row] = await ex.select().from(preceptors).where(eq(preceptors.id, id));
  return row;
}

/** Locks the students' rows: their rotations are checked for overlap and written in one go. */
export const lockStudents = (ex: Executor, ids: number[]) =>
  ex
    .select({ id: students.id })
    .from(students)
    .where(inArray(students.id, ids))
    .orderBy(asc(students.id))
    .for('update');

export const studentNames = (ex: Executor, ids: number[]) =>
  ex
    .select({ id: students.id, name: name(students.firstName, students.lastName) })
    .from(students)
    .where(inArray(students.id, ids));

/** The student's rotations that hold her dates and share a day with the span (not `except`). */
export const overlapping = (ex: Executor, studentId: number, start: string, end: string, except?: number) =>
  ex
    .select({ id: sr.id, startDate: sr.startDate, endDate: sr.endDate })
    .from(sr)
    .where(
      and(
        eq(sr.studentId, studentId),
        inArray(sr.status, [...ROTATION_HOLDING]),
        lte(sr.startDate, end),
        gte(sr.endDate, start),
        except ? ne(sr.id, except) : undefined,
      ),
    );

/** The spans holding seats of an offer between two days (not `except`). */
export const seatHolders = (ex: Executor, offerId: number, from: string, to: string, except?: number) =>
  ex
    .select({ startDate: sr.startDate, endDate: sr.endDate })
    .from(sr)
    .where(
      and(
        eq(sr.hospitalRotationId, offerId),
        inArray(sr.status, [...ROTATION_HOLDING]),
        lte(sr.startDate, to),
        gte(sr.endDate, from),
        except ? ne(sr.id, except) : undefined,
      ),
    );

/** Active hospitals with their active offers and preceptors. */
export async function choices(ex: Executor) {
  const offers = await ex
    .select({
      hospitalId: hospitals.id,
      hospitalName: hospitals.name,
      id: hr.id,
      rotationName: rotationRef.label,
      seats: hr.seats,
      pricePerWeekCents: hr.pricePerWeekCents,
      availableFrom: hr.availableFrom,
      availableTo: hr.availableTo,
    })
    .from(hr)
    .innerJoin(hospitals, eq(hospitals.id, hr.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hr.rotationId))
    .where(and(eq(hr.active, true), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.name), asc(rotationRef.label));
  const people = await ex
    .select({
      id: preceptors.id,
      hospitalId: preceptors.hospitalId,
      name: name(preceptors.firstName, preceptors.lastName),
    })
    .from(preceptors)
    .where(eq(preceptors.active, true))
    .orderBy(asc(preceptors.lastName), asc(preceptors.firstName));
  return { offers, people };
}

/** Students the clinical office may assign, by name, id or email, with how many rotations each holds. */
export async function clinicalStudents(ex: Executor, q: { page: number; pageSize: number; q?: string }) {
  const rows = await ex
    .select({
      id: students.id,
      name: name(students.firstName, students.lastName),
      email: students.email,
      statusCode: sql<string | null>`(select r.data->>'code' from ref_rows r where r.id = ${students.statusId})`,
      rotations: sql<number>`(select count(*)::int from student_rotations x where x.student_id = ${students.id} and x.status in ('Requested', 'Pending', 'Accepted', 'Scheduled'))`,
      total: totalOver(),
    })
    .from(students)
    .where(
      q.q
        ? or(
            ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, likeTerm(q.q)),
            ilike(students.email, likeTerm(q.q)),
            sql`${students.id}::text = ${q.q}`,
          )
        : undefined,
    )
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}
