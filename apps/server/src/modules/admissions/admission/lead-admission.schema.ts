import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { billingColumns, educationColumns, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
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
    form: text('form').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    savedBy: integer('saved_by').references(() => users.id),
    savedAt: timestamptz('saved_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.form] })],
);

export const leadAdmissionAcceptances = pgTable(
  'lead_admission_acceptances',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    kind: text('kind').notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamptz('accepted_at')
      .notNull()
      .default(sql`now()`),
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
  name: text('name').notNull(),
  relation: text('relation').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  alternatePhone: text('alternate_phone'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  stateId: integer('state_id').references(() => refRows.id),
  countryId: integer('country_id').references(() => refRows.id),
  zip: text('zip'),
  createdBy: integer('created_by'),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`now()`),
  updatedBy: integer('updated_by'),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`now()`),
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
