import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingColumns, educationColumns, timestamptz } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../record/students.schema.js';

/**
 * A student's contacts (parents-details, "Billing Contact"): parents, guardians, sponsors. At most one
 * per student is the billing contact (a partial unique index backs the service's rule).
 */
export const studentContacts = pgTable(
  'student_contacts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
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
    isBillingContact: boolean('is_billing_contact').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    updatedBy: integer('updated_by'),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('student_contacts_student_idx').on(t.studentId, t.id),
    uniqueIndex('student_contacts_one_billing')
      .on(t.studentId)
      .where(sql`${t.isBillingContact}`),
  ],
);

/** Who pays a student's fees and where the bills go (one row per student, billing-educational tab). */
export const studentBilling = pgTable('student_billing', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  ...billingColumns(() => refRows.id),
});

/** The schools a student attended before (billing-educational tab). GPA is kept as entered (the contracts' pattern). */
export const studentEducation = pgTable(
  'student_education',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    ...educationColumns(),
  },
  (t) => [index('student_education_student_idx').on(t.studentId, t.fromYear)],
);
