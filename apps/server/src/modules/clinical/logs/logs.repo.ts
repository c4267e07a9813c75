import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLINICAL_OPTION_TABLE,
  CLINICAL_PROBLEM_TABLE,
  CLINICAL_PROCEDURE_TABLE,
  type ClinicalLogListQuery,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy, totalOver } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { files as storedFiles } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { hospitalRotations, hospitals, preceptors, studentRotations } from '../core/clinical.schema.js';
import {
  clinicalLogAcademics,
  clinicalLogEntries,
  clinicalLogFiles,
  clinicalLogProblems,
  clinicalLogProcedures,
} from './logs.schema.js';

/** Drizzle queries of the clinical log; no rules here. */
const e = clinicalLogEntries;
const sr = studentRotations;
const rotationRef = alias(refRows, 'log_rotation_ref');
const problemRef = alias(refRows, 'log_problem_ref');
const procedureRef = alias(refRows, 'log_procedure_ref');
const optionRef = alias(refRows, 'log_option_ref');
const verifier = alias(users, 'log_verifier');
const preceptorName = sql<
  string | null
>`case when ${preceptors.id} is null then null else ${preceptors.firstName} || ' ' || ${preceptors.lastName} end`;

/** The rotation a log belongs to: its dates, status, student, preceptor and the Rotations row it is of. */
export async function rotationOf(
  ex: Executor,
  rotationId: number,
  owner: { studentId?: number; preceptorId?: number },
  lock = false,
) {
  const q = ex
    .select({
      id: sr.id,
      studentId: sr.studentId,
      startDate: sr.startDate,
      endDate: sr.endDate,
      status: sr.status,
      preceptorId: sr.preceptorId,
      preceptorName,
      rotationRefId: hospitalRotations.rotationId,
      rotationName: rotationRef.label,
      hospitalName: hospitals.name,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
    })
    .from(sr)
    .innerJoin(students, eq(students.id, sr.studentId))
    .innerJoin(hospitalRotations, eq(hospitalRotations.id, sr.hospitalRotationId))
    .innerJoin(hospitals, eq(hospitals.id, hospitalRotations.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hospitalRotations.rotationId))
    .leftJoin(preceptors, eq(preceptors.id, sr.preceptorId))
    .where(
      and(
        eq(sr.id, rotationId),
        owner.studentId ? eq(sr.studentId, owner.studentId) : undefined,
        owner.preceptorId ? eq(sr.preceptorId, owner.preceptorId) : undefined,
      ),
    );
  const [row] = lock ? await q.for('update', { of: sr }) : await q;
  return row;
}
export type LogRotation = NonNullable<Awaited<ReturnType<typeof rotationOf>>>;

/** Problems and procedures apply to the rotation they name, or to any rotation when they name none. */
const ofRotation = (table: string, rotationRefId?: number) =>
  table !== CLINICAL_OPTION_TABLE && rotationRefId
    ? or(isNull(sql`${refRows.data}->>'rotation'`), sql`(${refRows.data}->>'rotation')::int = ${rotationRefId}`)
    : undefined;

/** The active choices of a reference table; problems and procedures: those of the rotation and those of any. */
export const choices = (ex: Executor, table: string, rotationRefId?: number) =>
  ex
    .select({ value: refRows.id, label: refRows.label })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.active, true), ofRotation(table, rotationRefId)))
    .orderBy(asc(refRows.sortOrder), asc(refRows.label));

/** The ids among these that are active rows of the table (problems and procedures: of the rotation or of any). */
export async function knownIds(ex: Executor, table: string, ids: number[], rotationRefId?: number) {
  if (!ids.length) return new Set<number>();
  const rows = await ex
    .select({ id: refRows.id })
    .from(refRows)
    .where(
      and(
        eq(refRows.tableKey, table),
        eq(refRows.active, true),
        inArray(refRows.id, ids),
        ofRotation(table, rotationRefId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
export const CHOICE_TABLES = {
  problems: CLINICAL_PROBLEM_TABLE,
  procedures: CLINICAL_PROCEDURE_TABLE,
  options: CLINICAL_OPTION_TABLE,
};

export async function entryOn(ex: Executor, rotationId: number, logDate: string, lock = false) {
  const q = ex
    .select()
    .from(e)
    .where(and(eq(e.rotationId, rotationId), eq(e.logDate, logDate)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
export type EntryRow = typeof e.$inferSelect;

/** A rotation's days (or one), latest first, with their lines, files and verifier. */
export async function entriesOf(ex: Executor, rotationId: number, logDate?: string) {
  const rows = await ex
    .select({ e, verifiedByName: nameOf(verifier) })
    .from(e)
    .leftJoin(verifier, eq(verifier.id, e.verifiedBy))
    .where(and(eq(e.rotationId, rotationId), logDate ? eq(e.logDate, logDate) : undefined))
    .orderBy(desc(e.logDate));
  const ids = rows.map((r) => r.e.id);
  if (!ids.length) return [];
  const [problems, procedures, academics, attached] = await Promise.all([
    ex
      .select({
        entryId: clinicalLogProblems.entryId,
        problemId: clinicalLogProblems.problemId,
        problem: problemRef.label,
        optionId: clinicalLogProblems.optionId,
        option: optionRef.label,
      })
      .from(clinicalLogProblems)
      .innerJoin(problemRef, eq(problemRef.id, clinicalLogProblems.problemId))
      .innerJoin(optionRef, eq(optionRef.id, clinicalLogProblems.optionId))
      .where(inArray(clinicalLogProblems.entryId, ids))
      .orderBy(asc(clinicalLogProblems.id)),
    ex
      .select({
        entryId: clinicalLogProcedures.entryId,
        procedureId: clinicalLogProcedures.procedureId,
        procedure: procedureRef.label,
        optionId: clinicalLogProcedures.optionId,
        option: optionRef.label,
        count: clinicalLogProcedures.count,
      })
      .from(clinicalLogProcedures)
      .innerJoin(procedureRef, eq(procedureRef.id, clinicalLogProcedures.procedureId))
      .innerJoin(optionRef, eq(optionRef.id, clinicalLogProcedures.optionId))
      .where(inArray(clinicalLogProcedures.entryId, ids))
      .orderBy(asc(clinicalLogProcedures.id)),
    ex
      .select({
        entryId: clinicalLogAcademics.entryId,
        activity: clinicalLogAcademics.activity,
        topic: clinicalLogAcademics.topic,
        hours: clinicalLogAcademics.hours,
      })
      .from(clinicalLogAcademics)
      .where(inArray(clinicalLogAcademics.entryId, ids))
      .orderBy(asc(clinicalLogAcademics.id)),
    ex
      .select({
        entryId: clinicalLogFiles.entryId,
        id: clinicalLogFiles.id,
        name: sql<string>`coalesce(${clinicalLogFiles.title}, ${storedFiles.filename})`,
        size: storedFiles.size,
      })
      .from(clinicalLogFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, clinicalLogFiles.fileId))
      .where(inArray(clinicalLogFiles.entryId, ids))
      .orderBy(asc(clinicalLogFiles.id)),
  ]);
  const of = <T extends { entryId: number }>(xs: T[], id: number) =>
    xs.filter((x) => x.entryId === id).map(({ entryId: _, ...rest }) => rest);
  return rows.map((r) => ({
    ...r,
    problems: of(problems, r.e.id),
    procedures: of(procedures, r.e.id),
    academics: of(academics, r.e.id),
    files: of(attached, r.e.id),
  }));
}
export type FullEntry = Awaited<ReturnType<typeof entriesOf>>[number];

const SORTS = {
  logDate: e.logDate,
  student: students.lastName,
  hospital: hospitals.name,
  verification: e.verification,
  hours: e.hours,
};

/** Logged days across students for the clinical office, by the list's filters. */
export async function listEntries(ex: Executor, q: ClinicalLogListQuery & { preceptorId?: number }) {
  const where = and(
    q.verification ? eq(e.verification, q.verification) : undefined,
    q.hospitalId ? eq(hospitals.id, q.hospitalId) : undefined,
    q.rotationStatus ? eq(sr.status, q.rotationStatus) : undefined,
    q.preceptorId ? eq(sr.preceptorId, q.preceptorId) : undefined,
    q.from ? gte(e.logDate, q.from) : undefined,
    q.to ? lte(e.logDate, q.to) : undefined,
    q.q
      ? or(
          ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, likeTerm(q.q)),
          ilike(hospitals.name, likeTerm(q.q)),
          ilike(rotationRef.label, likeTerm(q.q)),
          sql`${students.id}::text = ${q.q}`,
        )
      : undefined,
  ) as SQL | undefined;
  const rows = await ex
    .select({
      id: e.id,
      rotationId: e.rotationId,
      studentId: e.studentId,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      hospitalName: hospitals.name,
      rotationName: rotationRef.label,
      preceptorName,
      logDate: e.logDate,
      setting: e.setting,
      hours: e.hours,
      problems: sql<number>`(select count(*) from clinical_log_problems p where p.entry_id = ${e.id})`.mapWith(Number),
      procedures: sql<number>`(select count(*) from clinical_log_procedures p where p.entry_id = ${e.id})`.mapWith(
        Number,
      ),
      verification: e.verification,
      updatedAt: e.updatedAt,
      total: totalOver(),
    })
    .from(e)
    .innerJoin(sr, eq(sr.id, e.rotationId))
    .innerJoin(students, eq(students.id, e.studentId))
    .innerJoin(hospitalRotations, eq(hospitalRotations.id, sr.hospitalRotationId))
    .innerJoin(hospitals, eq(hospitals.id, hospitalRotations.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hospitalRotations.rotationId))
    .leftJoin(preceptors, eq(preceptors.id, sr.preceptorId))
    .where(where)
    .orderBy(orderBy(q.sort, SORTS, sql`${e.logDate} desc, ${e.id} desc`))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}
