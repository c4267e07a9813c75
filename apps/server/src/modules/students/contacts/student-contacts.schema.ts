import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingColumns, educationColumns, rowStamps } from '../../../platform/db/columns.js';
import { contactColumns } from '../../kit/tables.js';
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
    ...contactColumns(),
    isBillingContact: boolean('is_billing_contact').notNull().default(false),
    ...rowStamps(),
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
