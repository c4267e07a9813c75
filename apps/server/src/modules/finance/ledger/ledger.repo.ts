import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { INVOICE_STATUS, type JournalEntryKind, type LedgerListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { invoices } from '../invoices/invoices.schema.js';
import { journalEntries, journalLines, ledgerAccounts } from './ledger.schema.js';

/** An account by what it is for: a student's receivable or credit, a fee head's revenue, cash, clearing. */
export type AccountSpec =
  | { kind: 'receivable' | 'credit'; studentId: number }
  | { kind: 'revenue'; feeHeadId: number; name: string }
  | { kind: 'cash' | 'clearing' | 'scholarship' | 'adjustment' };

const ACCOUNT_NAMES = {
  receivable: (id: number) => `Accounts receivable: student ${id}`,
  credit: (id: number) => `Student credit: student ${id}`,
  cash: 'Cash (card payments, verified cheques and wires)',
  clearing: 'Clearing (cheques and wires until verified)',
  scholarship: 'Scholarships awarded',
  adjustment: 'Credits added by the bursar',
} as const;

/** An account's row (code, kind, name, owner): accountOf opens one, the invoice run many at once. */
export function accountRow(a: AccountSpec) {
  switch (a.kind) {
    case 'receivable':
      return {
        code: `AR-S${a.studentId}`,
        kind: a.kind,
        name: ACCOUNT_NAMES.receivable(a.studentId),
        studentId: a.studentId,
      };
    case 'credit':
      return {
        code: `CR-S${a.studentId}`,
        kind: a.kind,
        name: ACCOUNT_NAMES.credit(a.studentId),
        studentId: a.studentId,
      };
    case 'revenue':
      return { code: `REV-H${a.feeHeadId}`, kind: a.kind, name: `Revenue: ${a.name}`, feeHeadId: a.feeHeadId };
    default:
      return { code: a.kind.toUpperCase(), kind: a.kind, name: ACCOUNT_NAMES[a.kind] };
  }
}

/** The account's id, opened on its first use (a parallel first use waits for the other and reads its row). */
export async function accountOf(ex: Executor, spec: AccountSpec): Promise<number> {
  const row = accountRow(spec);
  const [made] = await ex
    .insert(ledgerAccounts)
    .values(row)
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [found] = await ex
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, row.code));
  return found.id;
}

export interface PostingLine {
  accountId: number;
  debit: number;
  credit: number;
}
export interface Posting {
  kind: JournalEntryKind;
  studentId: number;
  invoiceId?: number | null;
  invoiceItemId?: number | null;
  paymentId?: number | null;
  creditId?: number | null;
  reversesEntryId?: number | null;
  memo?: string | null;
  postedBy: number;
  lines: PostingLine[];
}

/**
 * Posts one balanced entry. An unbalanced posting is a defect: refused here, and by the database at
 * commit if it got past (journal_entry_check_balanced). Lines of zero are left out.
 */
export async function post(ex: Executor, p: Posting): Promise<number> {
  const lines = p.lines.filter((l) => l.debit !== 0 || l.credit !== 0);
  const ok = lines.every(
    (l) =>
      Number.isSafeInteger(l.debit) &&
      Number.isSafeInteger(l.credit) &&
      l.debit >= 0 &&
      l.credit >= 0 &&
      (l.debit === 0) !== (l.credit === 0),
  );
  const debits = lines.reduce((s, l) => s + l.debit, 0);
  const credits = lines.reduce((s, l) => s + l.credit, 0);
  if (!ok || lines.length < 2 || debits !== credits)
    throw new Error(`unbalanced posting (${p.kind}): debits ${debits}, credits ${credits}, ${lines.length} lines`);
  const { lines: _l, ...entry } = p;
  const [e] = await ex.insert(journalEntries).values(entry).returning({ id: journalEntries.id });
  await ex
    .insert(journalLines)
    .values(lines.map((l) => ({ entryId: e.id, accountId: l.accountId, debitCents: l.debit, creditCents: l.credit })));
  return e.id;
}

/** The lines of an entry, for its reversal. */
export async function linesOf(ex: Executor, entryId: number): Promise<PostingLine[]> {
  const rows = await ex
    .select({ accountId: journalLines.accountId, debit: journalLines.debitCents, credit: journalLines.creditCents })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.id));
  return rows.map((r) => ({ accountId: r.accountId, debit: Number(r.debit), credit: Number(r.credit) }));
}

/** A payment's own entry (on an invoice: payment; an estimate's or seat deposit's: credit; a direct payment's), or its verification. */
type PaymentEntryKind = 'payment' | 'credit' | 'directPayment' | 'paymentVerify';

/** The entry that posted this invoice or payment in the first place (or a payment's verification). */
export async function firstEntryOf(
  ex: Executor,
  by: { invoiceId: number } | { paymentId: number; kind?: PaymentEntryKind },
) {
  const id = await entryOf(ex, by);
  if (id == null) throw new Error('no posting for this record');
  return id;
}
/** The entry of this kind for the invoice or payment, if there is one. */
export async function entryOf(
  ex: Executor,
  by: { invoiceId: number } | { paymentId: number; kind?: PaymentEntryKind },
): Promise<number | undefined> {
  const [row] = await ex
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      'invoiceId' in by
        ? and(eq(journalEntries.invoiceId, by.invoiceId), eq(journalEntries.kind, 'invoice'))
        : and(eq(journalEntries.paymentId, by.paymentId), eq(journalEntries.kind, by.kind ?? 'payment')),
    );
  return row?.id;
}

/** The entry that added or awarded a credit (none for the rest of a payment: that is the payment's). */
export async function creditEntryOf(ex: Executor, creditId: number): Promise<number | null> {
  const [row] = await ex
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.creditId, creditId), inArray(journalEntries.kind, ['credit', 'scholarship'])));
  return row?.id ?? null;
}

/** Every entry about a payment with its lines on every account, oldest first (the payment's details). */
export async function entriesOfPayment(ex: Executor, paymentId: number) {
  return ex
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      postedAt: journalEntries.postedAt,
      postedBy: journalEntries.postedBy,
      memo: journalEntries.memo,
      reversesEntryId: journalEntries.reversesEntryId,
      accountCode: ledgerAccounts.code,
      accountName: ledgerAccounts.name,
      debit: journalLines.debitCents,
      credit: journalLines.creditCents,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalEntries.paymentId, paymentId))
    .orderBy(asc(journalEntries.id), asc(journalLines.id));
}

/** Reverses an entry wholly: every line again, debit and credit swapped. */
export async function reverse(ex: Executor, entryId: number, p: Omit<Posting, 'lines' | 'reversesEntryId'>) {
  const lines = await linesOf(ex, entryId);
  return post(ex, {
    ...p,
    reversesEntryId: entryId,
    lines: lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit })),
  });
}

const studentAccounts = (studentId: number) =>
  and(eq(ledgerAccounts.studentId, studentId), inArray(ledgerAccounts.kind, ['receivable', 'credit']));

/** The lines on a student's accounts, oldest first, with the running balance (debits less credits). */
export async function studentLines(ex: Executor, studentId: number, q: LedgerListQuery) {
  const rows = await ex
    .select({
      id: journalLines.id,
      entryId: journalLines.entryId,
      postedAt: journalEntries.postedAt,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      invoiceId: journalEntries.invoiceId,
      paymentId: journalEntries.paymentId,
      creditId: journalEntries.creditId,
      reversesEntryId: journalEntries.reversesEntryId,
      account: ledgerAccounts.kind,
      debit: journalLines.debitCents,
      credit: journalLines.creditCents,
      balance:
        sql<number>`sum(${journalLines.debitCents} - ${journalLines.creditCents}) over (order by ${journalLines.entryId}, ${journalLines.id})`.mapWith(
          Number,
        ),
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(studentAccounts(studentId))
    .orderBy(asc(journalLines.entryId), asc(journalLines.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(studentAccounts(studentId));
  return { rows, total: n };
}

/** Debits less credits on each of a student's accounts (receivable, credit), from the lines. */
export async function studentSums(ex: Executor, studentId: number) {
  const rows = await ex
    .select({
      kind: ledgerAccounts.kind,
      net: sql<number>`coalesce(sum(${journalLines.debitCents} - ${journalLines.creditCents}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(studentAccounts(studentId))
    .groupBy(ledgerAccounts.kind);
  const net = (k: string) => rows.find((r) => r.kind === k)?.net ?? 0;
  return { receivable: net('receivable'), credit: net('credit') };
}

/** What a student's invoices that are not cancelled come to, and what has been paid on them. */
export async function invoicedSums(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({
      amount: sql<number>`coalesce(sum(${invoices.amountCents}), 0)::bigint`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${invoices.paidCents}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.studentId, studentId), ne(invoices.status, INVOICE_STATUS.cancelled)));
  return row;
}
