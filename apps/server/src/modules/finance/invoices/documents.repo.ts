import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoices } from './invoices.schema.js';

/** Who the document is for: the student's name, number, email and address (with the country's name). */
export async function studentOf(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({
      id: students.id,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      email: students.email,
      address1: students.address1,
      address2: students.address2,
      city: students.city,
      zip: students.zip,
      country: refRows.label,
    })
    .from(students)
    .leftJoin(refRows, eq(refRows.id, students.countryId))
    .where(eq(students.id, studentId));
  return row;
}
export type StudentOfDocument = NonNullable<Awaited<ReturnType<typeof studentOf>>>;

/**
 * The day each posting counts from on a statement: an invoice's invoice date, a payment's paid-on date, any
 * other posting (a cancellation, a credit, a reversal) the day it was posted.
 */
const DAY = sql`coalesce(case e.kind when 'invoice' then i.invoice_date when 'payment' then p.paid_on end, (e.posted_at at time zone 'UTC')::date)`;

/** The lines on the student's own accounts (receivable, credit), with their entries, invoices and payments. */
const postings = (studentId: number) => sql`from journal_lines l
    join ledger_accounts a on a.id = l.account_id and a.student_id = ${studentId} and a.kind in ('receivable', 'credit')
    join journal_entries e on e.id = l.entry_id
    left join invoices i on i.id = e.invoice_id
    left join payments p on p.id = e.payment_id`;

export interface StatementEntry {
  entryId: number;
  day: string;
  kind: string;
  memo: string | null;
  invoiceId: number | null;
  paymentId: number | null;
  method: string | null;
  otherKind: string | null;
  reference: string | null;
  debit: number;
  credit: number;
}

/**
 * The student's postings on their own accounts (receivable and credit), one row an entry (its lines on those
 * accounts added up), from `from` to `to` by the day each counts from, in that order; and the balance
 * (debits less credits: what is owed less the credit held) before `from`.
 */
/** The day the student's first posting counts from (null: none yet). */
export async function firstDay(ex: Executor, studentId: number): Promise<string | null> {
  const [first] = rowsOf<{ day: string | null }>(
    await ex.execute(sql`select to_char(min(${DAY}), 'YYYY-MM-DD') as day ${postings(studentId)}`),
  );
  return first?.day ?? null;
}

export async function statementEntries(ex: Executor, studentId: number, from: string, to: string) {
  const base = postings(studentId);
  const rows = rowsOf<{
    entry_id: number;
    day: string;
    kind: string;
    memo: string | null;
    invoice_id: number | null;
    payment_id: number | null;
    method: string | null;
    other_kind: string | null;
    reference: string | null;
    debit: string | number;
    credit: string | number;
  }>(
    await ex.execute(sql`select e.id as entry_id, to_char(${DAY}, 'YYYY-MM-DD') as day, e.kind, e.memo,
        e.invoice_id, e.payment_id, p.method, p.other_kind, p.reference,
        sum(l.debit_cents) as debit, sum(l.credit_cents) as credit
      ${base}
      where ${DAY} between ${from}::date and ${to}::date
      group by e.id, i.id, p.id
      order by 2, e.id`),
  );
  const [opening] = rowsOf<{ balance: string | number | null }>(
    await ex.execute(
      sql`select coalesce(sum(l.debit_cents - l.credit_cents), 0) as balance ${base} where ${DAY} < ${from}::date`,
    ),
  );
  return {
    opening: Number(opening?.balance ?? 0),
    entries: rows.map((r): StatementEntry => ({
      entryId: r.entry_id,
      day: r.day,
      kind: r.kind,
      memo: r.memo,
      invoiceId: r.invoice_id,
      paymentId: r.payment_id,
      method: r.method,
      otherKind: r.other_kind,
      reference: r.reference,
      debit: Number(r.debit),
      credit: Number(r.credit),
    })),
  };
}

/** The student's invoices issued in the range (cancelled ones too), oldest first. */
export async function invoicesIssued(ex: Executor, studentId: number, from: string, to: string) {
  return ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
}
