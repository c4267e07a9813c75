import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoices } from '../invoices/invoices.schema.js';

/** A student's request to be invoiced for a fee head: pending, then invoiced (with its invoice) or rejected (with a reason). */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeHeadId: integer('fee_head_id')
      .notNull()
      .references(() => refRows.id),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('invoice_requests_status_idx').on(t.status, t.id),
    index('invoice_requests_student_idx').on(t.studentId),
    check(
      'invoice_requests_status_check',
      sql`case ${t.status} when 'pending' then ${t.decidedAt} is null and ${t.invoiceId} is null
        when 'invoiced' then ${t.invoiceId} is not null and ${t.decidedAt} is not null
        when 'rejected' then ${t.reason} is not null and ${t.decidedAt} is not null else false end`,
    ),
  ],
);
