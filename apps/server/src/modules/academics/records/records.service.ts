import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACADEMIC_RECORD_ENTITY,
  ACADEMIC_RECORD_FORMS,
  ACADEMIC_RECORD_MESSAGES,
  ERROR_CODES,
  MED6_LOA_DATE_ENTITY,
  academicRecordInput,
  med6LoaDateInput,
  weightedGpa,
  type AcademicRecord,
  type AcademicRecordInput,
  type GpaLine,
  type Med6LoaDate,
  type Med6LoaDateInput,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { slicePage } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { auditedEntries } from '../entries.js';
import { academicRecords, med6LoaDates } from './records.schema.js';

const editor = alias(users, 'editor');
const recordsOf = (ex: Executor, studentId: number, form?: number) =>
  ex
    .select({ a: academicRecords, updatedByName: nameOf(editor) })
    .from(academicRecords)
    .leftJoin(editor, eq(editor.id, academicRecords.updatedBy))
    .where(and(eq(academicRecords.studentId, studentId), form ? eq(academicRecords.form, form) : undefined))
    .orderBy(asc(academicRecords.form), desc(academicRecords.completedOn), asc(academicRecords.title));

const out = (r: Awaited<ReturnType<typeof recordsOf>>[number]): AcademicRecord => ({
  id: r.a.id,
  studentId: r.a.studentId,
  form: r.a.form,
  title: r.a.title,
  term: r.a.term,
  institution: r.a.institution,
  completedOn: r.a.completedOn,
  credits: Number(r.a.credits),
  grade: r.a.grade as AcademicRecord['grade'],
  gradePoints: r.a.gradePoints,
  updatedAt: r.a.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: AcademicRecordInput) => ({
  form: v.form,
  title: v.title,
  term: v.term,
  institution: v.institution || null,
  completedOn: v.completedOn || null,
  credits: v.credits,
  grade: v.grade,
  gradePoints: v.gradePoints || null,
});
type Values = ReturnType<typeof valuesOf>;

/** One entry of a class, course or rotation a term in a form (422 on the title). */
async function checkDuplicate(tx: Executor, studentId: number, v: Values, except?: number) {
  const [same] = await tx
    .select({ id: academicRecords.id })
    .from(academicRecords)
    .where(
      and(
        eq(academicRecords.studentId, studentId),
        eq(academicRecords.form, v.form),
        sql`lower(${academicRecords.title}) = lower(${v.title})`,
        sql`lower(${academicRecords.term}) = lower(${v.term})`,
        except ? ne(academicRecords.id, except) : undefined,
      ),
    );
  if (same)
    throw new AppError(422, ERROR_CODES.rule, ACADEMIC_RECORD_MESSAGES.duplicate, {
      title: ACADEMIC_RECORD_MESSAGES.duplicate,
    });
}

/** The names a form offers: its control table's active rows (classes of the form's course). */
async function choicesOf(ex: Executor, form: number) {
  const f = ACADEMIC_RECORD_FORMS.find((x) => x.form === form);
  if (!f) return [];
  const course = alias(refRows, 'course');
  const rows = await ex
    .select({
      id: refRows.id,
      name: refRows.label,
      credits: sql<string | null>`${refRows.data}->>'credits'`,
    })
    .from(refRows)
    .leftJoin(course, and(eq(course.tableKey, 'course'), sql`${refRows.data}->>'course' = ${course.id}::text`))
    .where(
      and(eq(refRows.tableKey, f.table), eq(refRows.active, true), f.course ? eq(course.label, f.course) : undefined),
    )
    .orderBy(asc(refRows.label));
  return rows.map((r) => ({ id: r.id, name: r.name, credits: r.credits == null ? null : Number(r.credits) }));
}

/**
 * The Academic Records tab: the four forms' entries (pre-medical and medical classes, clinical medicine, clinical
 * rotations), their credit-weighted GPA, and the student's Med6 LOA date; writes audited.
 */
export function createAcademicRecordsService({ db }: { db: Db }) {
  const entries = auditedEntries<Values>(db, academicRecords, {
    entity: ACADEMIC_RECORD_ENTITY,
    what: 'Academic record',
    lock: (tx, studentId) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext('caduceus.academic-records'), ${studentId})`),
    check: (tx, studentId, v, before) => checkDuplicate(tx, studentId, v, before?.id),
  });
  async function one(studentId: number, id: number) {
    const r = (await recordsOf(db, studentId)).find((e) => e.a.id === id);
    if (!r) throw notFound('Academic record');
    return out(r);
  }
  async function med6(studentId: number): Promise<Med6LoaDate> {
    const [r] = await db
      .select({ m: med6LoaDates, updatedByName: nameOf(editor) })
      .from(med6LoaDates)
      .leftJoin(editor, eq(editor.id, med6LoaDates.updatedBy))
      .where(eq(med6LoaDates.studentId, studentId));
    return {
      studentId,
      loaDate: r?.m.loaDate ?? null,
      note: r?.m.note ?? null,
      updatedAt: r?.m.updatedAt ?? null,
      updatedByName: r?.updatedByName ?? null,
    };
  }
  return {
    list: async (studentId: number, form: number, q: { page: number; pageSize: number }) =>
      slicePage((await recordsOf(db, studentId, form)).map(out), q),
    get: one,
    choices: async (form: number) => ({ items: await choicesOf(db, form) }),

    /** Each form's credits and credit-weighted GPA, then every form's together. */
    async gpa(studentId: number): Promise<{ items: GpaLine[] }> {
      const all = (await recordsOf(db, studentId)).map(out);
      const items: GpaLine[] = ACADEMIC_RECORD_FORMS.map((f) => ({
        form: f.form,
        label: f.label,
        ...weightedGpa(all.filter((r) => r.form === f.form)),
      }));
      items.push({ form: null, label: 'Overall', ...weightedGpa(all) });
      return { items };
    },

    async add(actor: Actor, studentId: number, input: AcademicRecordInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(academicRecordInput.parse(input))));
    },
    async update(actor: Actor, studentId: number, id: number, input: AcademicRecordInput) {
      await entries.update(actor, studentId, id, valuesOf(academicRecordInput.parse(input)));
      return one(studentId, id);
    },
    remove: entries.remove,

    med6LoaDate: med6,
    async setMed6LoaDate(actor: Actor, studentId: number, input: Med6LoaDateInput) {
      const v = med6LoaDateInput.parse(input);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(med6LoaDates)
          .where(eq(med6LoaDates.studentId, studentId))
          .for('update');
        const set = { loaDate: v.loaDate, note: v.note || null, updatedBy: actor.userId, updatedAt: sql`now()` };
        const [after] = await tx
          .insert(med6LoaDates)
          .values({ studentId, ...set })
          .onConflictDoUpdate({ target: med6LoaDates.studentId, set })
          .returning();
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: MED6_LOA_DATE_ENTITY,
          entityId: studentId,
          before,
          after,
        });
      });
      return med6(studentId);
    },
  };
}
export type AcademicRecordsService = ReturnType<typeof createAcademicRecordsService>;
