import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { createAdmissionKit } from '../../kit/index.js';
import {
  leadAdmissionAcceptances,
  leadAdmissionForms,
  leadBilling,
  leadBillingContacts,
  leadEducation,
} from './lead-admission.schema.js';

export type BillingRow = typeof leadBilling.$inferSelect;
export type ContactRow = typeof leadBillingContacts.$inferSelect;
export type EducationRow = typeof leadEducation.$inferSelect;

const state = alias(refRows, 'state');
const country = alias(refRows, 'country');
const editor = alias(users, 'editor');

// ---- admission forms and acceptances: the record kit's ----

export const LEAD_ADMISSION_ENTITY = 'leadAdmission';
export const admission = createAdmissionKit({
  forms: leadAdmissionForms,
  formsOwner: leadAdmissionForms.leadId,
  acceptances: leadAdmissionAcceptances,
  acceptancesOwner: leadAdmissionAcceptances.leadId,
  ownerKey: 'leadId',
  entity: LEAD_ADMISSION_ENTITY,
});

// ---- billing and the billing contact ----

export const findBilling = async (ex: Executor, leadId: number) =>
  (
    await ex
      .select({ b: leadBilling, stateLabel: state.label, countryLabel: country.label, updatedByName: nameOf(editor) })
      .from(leadBilling)
      .leftJoin(state, eq(state.id, leadBilling.stateId))
      .leftJoin(country, eq(country.id, leadBilling.countryId))
      .leftJoin(editor, eq(editor.id, leadBilling.updatedBy))
      .where(eq(leadBilling.leadId, leadId))
  )[0];

export const findBillingRow = async (ex: Executor, leadId: number) =>
  (await ex.select().from(leadBilling).where(eq(leadBilling.leadId, leadId)).for('update'))[0];

export const upsertBilling = async (ex: Executor, v: typeof leadBilling.$inferInsert) => {
  const { leadId: _l, ...set } = v;
  return (
    await ex
      .insert(leadBilling)
      .values(v)
      .onConflictDoUpdate({ target: leadBilling.leadId, set: { ...set, updatedAt: sql`now()` } })
      .returning()
  )[0];
};

export const findContact = async (ex: Executor, leadId: number) =>
  (
    await ex
      .select({
        c: leadBillingContacts,
        stateLabel: state.label,
        countryLabel: country.label,
        updatedByName: nameOf(editor),
      })
      .from(leadBillingContacts)
      .leftJoin(state, eq(state.id, leadBillingContacts.stateId))
      .leftJoin(country, eq(country.id, leadBillingContacts.countryId))
      .leftJoin(editor, eq(editor.id, leadBillingContacts.updatedBy))
      .where(eq(leadBillingContacts.leadId, leadId))
  )[0];

export const findContactRow = async (ex: Executor, leadId: number) =>
  (await ex.select().from(leadBillingContacts).where(eq(leadBillingContacts.leadId, leadId)).for('update'))[0];

export const upsertContact = async (ex: Executor, v: typeof leadBillingContacts.$inferInsert) => {
  const { leadId: _l, createdBy: _c, ...set } = v;
  return (
    await ex
      .insert(leadBillingContacts)
      .values(v)
      .onConflictDoUpdate({ target: leadBillingContacts.leadId, set: { ...set, updatedAt: sql`now()` } })
      .returning()
  )[0];
};

export const deleteContact = (ex: Executor, leadId: number) =>
  ex.delete(leadBillingContacts).where(eq(leadBillingContacts.leadId, leadId));

// ---- educational background ----

const selectEducation = (ex: Executor) =>
  ex
    .select({ e: leadEducation, updatedByName: nameOf(editor) })
    .from(leadEducation)
    .leftJoin(editor, eq(editor.id, leadEducation.updatedBy));

/** Most recent schooling first. */
export const listEducation = (ex: Executor, leadId: number) =>
  selectEducation(ex)
    .where(eq(leadEducation.leadId, leadId))
    .orderBy(desc(leadEducation.fromYear), desc(leadEducation.id));
export const findEducation = async (ex: Executor, leadId: number, id: number) =>
  (await selectEducation(ex).where(and(eq(leadEducation.leadId, leadId), eq(leadEducation.id, id))))[0];
export const findEducationRow = async (ex: Executor, leadId: number, id: number) =>
  (
    await ex
      .select()
      .from(leadEducation)
      .where(and(eq(leadEducation.leadId, leadId), eq(leadEducation.id, id)))
      .for('update')
  )[0];
export const countEducation = async (ex: Executor, leadId: number) =>
  (
    await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(leadEducation)
      .where(eq(leadEducation.leadId, leadId))
  )[0].n;
export const insertEducation = async (ex: Executor, v: typeof leadEducation.$inferInsert) =>
  (await ex.insert(leadEducation).values(v).returning())[0];
export const updateEducation = async (ex: Executor, id: number, v: Partial<typeof leadEducation.$inferInsert>) =>
  (
    await ex
      .update(leadEducation)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(leadEducation.id, id))
      .returning()
  )[0];
export const deleteEducation = (ex: Executor, id: number) => ex.delete(leadEducation).where(eq(leadEducation.id, id));

/** Serialises the writes of one lead's admission data (limits, the one contact). */
export const lockLead = (ex: Executor, leadId: number) =>
  ex.execute(sql`select id from leads where id = ${leadId} for update`);

// ---- for the migration: everything of a lead, oldest first ----

export const allForms = (ex: Executor, leadId: number) =>
  ex.select().from(leadAdmissionForms).where(eq(leadAdmissionForms.leadId, leadId));
export const allAcceptances = (ex: Executor, leadId: number) =>
  ex.select().from(leadAdmissionAcceptances).where(eq(leadAdmissionAcceptances.leadId, leadId));
export const allEducation = (ex: Executor, leadId: number) =>
  ex.select().from(leadEducation).where(eq(leadEducation.leadId, leadId)).orderBy(asc(leadEducation.id));

// ---- semseterListFromCourseId ----

/** The semester rows a course is offered in (course-semester rows), or null when the course has none. */
export async function semestersOfCourse(ex: Executor, courseId: number): Promise<number[] | null> {
  const rows = await ex
    .select({ semester: sql<string>`${refRows.data}->>'semester'`, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'course-semester'), sql`${refRows.data}->>'course' = ${String(courseId)}`));
  if (!rows.length) return null;
  return rows.filter((r) => r.active).map((r) => Number(r.semester));
}
