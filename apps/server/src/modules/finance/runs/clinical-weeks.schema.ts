import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { studentRotations } from '../../clinical/tables.js';
import { invoiceItems } from '../invoices/invoices.schema.js';

/**
 * The rotation weeks a clinical invoice item bills (week 1 is the rotation's first seven days from its start
 * date): written in the transaction that makes the item (the clinical run, a rotation's pay-now). A week counts
 * as invoiced while its item is not deleted and its invoice not cancelled, as paid once that invoice is paid in
 * full; the runs check it under their advisory lock, so no week is invoiced twice.
 */
export const clinicalInvoicedWeeks = pgTable(
  'clinical_invoiced_weeks',
  {
    id: serial('id').primaryKey(),
    invoiceItemId: integer('invoice_item_id')
      .notNull()
      .references(() => invoiceItems.id),
    studentRotationId: integer('student_rotation_id')
      .notNull()
      .references(() => studentRotations.id),
    week: integer('week').notNull(),
  },
  (t) => [
    uniqueIndex('clinical_invoiced_weeks_item_week').on(t.invoiceItemId, t.week),
    index('clinical_invoiced_weeks_rotation_idx').on(t.studentRotationId, t.week),
    check('clinical_invoiced_weeks_week_check', sql`${t.week} between 1 and 52`),
  ],
);
