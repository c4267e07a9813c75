import { index, integer, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { billingColumns, educationColumns, rowStamps } from '../../../platform/db/columns.js';
import { acceptanceColumns, admissionFormColumns, contactColumns } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';

/**
 * A lead's admission data, kept in the student's shapes so that the migration copies it as it is:
 * the admission forms (one row per form, answers as JSON checked by the student's form schema), the
 * acceptances, who pays (billing), the billing contact and the schools attended before.
 */
export const leadAdmissionForms = pgTable(
  'lead_admission_forms',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    ...admissionFormColumns(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.form] })],
);

export const leadAdmissionAcceptances = pgTable(
  'lead_admission_acceptances',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    ...acceptanceColumns(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.kind] })],
);

/** Who pays and where the bills go (one row per lead; student_billing's columns). */
export const leadBilling = pgTable('lead_billing', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id),
  ...billingColumns(() => refRows.id),
});

/** The lead's billing contact (one per lead; it becomes the student's billing contact). */
export const leadBillingContacts = pgTable('lead_billing_contacts', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id')
    .notNull()
    .unique('lead_billing_contacts_lead_key')
    .references(() => leads.id),
  ...contactColumns(),
  ...rowStamps(),
});

/** The schools a lead attended before (student_education's columns). */
export const leadEducation = pgTable(
  'lead_education',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    ...educationColumns(),
  },
  (t) => [index('lead_education_lead_idx').on(t.leadId, t.fromYear)],
);
