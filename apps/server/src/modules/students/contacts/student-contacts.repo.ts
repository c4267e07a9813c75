import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { studentBilling, studentContacts, studentEducation } from './student-contacts.schema.js';
import { nameOf } from '../../../platform/db/columns.js';

export type ContactRow = typeof studentContacts.$inferSelect;
export type ContactValues = typeof studentContacts.$inferInsert;
export type BillingRow = typeof studentBilling.$inferSelect;
export type EducationRow = typeof studentEducation.$inferSelect;

const state = alias(refRows, 'state');
const country = alias(refRows, 'country');
const editor = alias(users, 'editor');

const contactCols = {
  c: studentContacts,
  stateLabel: state.label,
  countryLabel: country.label,
  updatedByName: nameOf(editor),
};
const selectContacts = (ex: Executor) =>
  ex
    .select(contactCols)
    .from(studentContacts)
    .leftJoin(state, eq(state.id, studentContacts.stateId))
    .leftJoin(country, eq(country.id, studentContacts.countryId))
    .leftJoin(editor, eq(editor.id, studentContacts.updatedBy));
export type ContactListed = Awaited<ReturnType<typeof listContacts>>[number];

/** The billing contact first, then in the order they were added. */
export const listContacts = (ex: Executor, studentId: number) =>
  selectContacts(ex)
    .where(eq(studentContacts.studentId, studentId))
    .orderBy(desc(studentContacts.isBillingContact), asc(studentContacts.id));

/** A contact of this student (another student's contact looks absent). */
export const findContact = async (ex: Executor, studentId: number, id: number) =>
  (await selectContacts(ex).where(and(eq(studentContacts.studentId, studentId), eq(studentContacts.id, id))))[0];

export const findContactRow = async (ex: Executor, studentId: number, id: number) =>
  (
    await ex
      .select()
      .from(studentContacts)
      .where(and(eq(studentContacts.studentId, studentId), eq(studentContacts.id, id)))
      .for('update')
  )[0];

export const countContacts = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(studentContacts)
      .where(eq(studentContacts.studentId, studentId))
  )[0].n;

/** The student's billing contact, locked: the one that gives the flag up when another takes it. */
export const billingContactRow = async (ex: Executor, studentId: number, except?: number) =>
  (
    await ex
      .select()
      .from(studentContacts)
      .where(
        and(
          eq(studentContacts.studentId, studentId),
          eq(studentContacts.isBillingContact, true),
          except ? ne(studentContacts.id, except) : undefined,
        ),
      )
      .for('update')
  )[0];

export const insertContact = async (ex: Executor, v: ContactValues) =>
  (await ex.insert(studentContacts).values(v).returning())[0];
export const updateContact = async (ex: Executor, id: number, v: Partial<ContactValues>) =>
  (
    await ex
      .update(studentContacts)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(studentContacts.id, id))
      .returning()
  )[0];
export const deleteContact = (ex: Executor, id: number) => ex.delete(studentContacts).where(eq(studentContacts.id, id));

/** A control-table row of that table (for dropdown values). */
export const refOf = async (ex: Executor, table: string, id: number) =>
  (
    await ex
      .select({ id: refRows.id, active: refRows.active })
      .from(refRows)
      .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)))
  )[0];

export const findBilling = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({
        b: studentBilling,
        stateLabel: state.label,
        countryLabel: country.label,
        updatedByName: nameOf(editor),
      })
      .from(studentBilling)
      .leftJoin(state, eq(state.id, studentBilling.stateId))
      .leftJoin(country, eq(country.id, studentBilling.countryId))
      .leftJoin(editor, eq(editor.id, studentBilling.updatedBy))
      .where(eq(studentBilling.studentId, studentId))
  )[0];

export const findBillingRow = async (ex: Executor, studentId: number) =>
  (await ex.select().from(studentBilling).where(eq(studentBilling.studentId, studentId)).for('update'))[0];

export const upsertBilling = async (ex: Executor, v: typeof studentBilling.$inferInsert) => {
  const { studentId: _s, ...set } = v;
  return (
    await ex
      .insert(studentBilling)
      .values(v)
      .onConflictDoUpdate({ target: studentBilling.studentId, set: { ...set, updatedAt: sql`now()` } })
      .returning()
  )[0];
};

const selectEducation = (ex: Executor) =>
  ex
    .select({ e: studentEducation, updatedByName: nameOf(editor) })
    .from(studentEducation)
    .leftJoin(editor, eq(editor.id, studentEducation.updatedBy));

/** Most recent schooling first. */
export const listEducation = (ex: Executor, studentId: number) =>
  selectEducation(ex)
    .where(eq(studentEducation.studentId, studentId))
    .orderBy(desc(studentEducation.fromYear), desc(studentEducation.id));
export const findEducation = async (ex: Executor, studentId: number, id: number) =>
  (await selectEducation(ex).where(and(eq(studentEducation.studentId, studentId), eq(studentEducation.id, id))))[0];
export const findEducationRow = async (ex: Executor, studentId: number, id: number) =>
  (
    await ex
      .select()
      .from(studentEducation)
      .where(and(eq(studentEducation.studentId, studentId), eq(studentEducation.id, id)))
      .for('update')
  )[0];
export const countEducation = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(studentEducation)
      .where(eq(studentEducation.studentId, studentId))
  )[0].n;
export const insertEducation = async (ex: Executor, v: typeof studentEducation.$inferInsert) =>
  (await ex.insert(studentEducation).values(v).returning())[0];
export const updateEducation = async (ex: Executor, id: number, v: Partial<typeof studentEducation.$inferInsert>) =>
  (
    await ex
      .update(studentEducation)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(studentEducation.id, id))
      .returning()
  )[0];
export const deleteEducation = (ex: Executor, id: number) =>
  ex.delete(studentEducation).where(eq(studentEducation.id, id));

/** Serialises the writes of one student's contacts (billing flag, limits). */
export const lockStudent = (ex: Executor, studentId: number) =>
  ex.execute(sql`select id from students where id = ${studentId} for update`);
