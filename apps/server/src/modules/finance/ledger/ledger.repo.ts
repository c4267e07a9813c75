import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JournalEntryKind, LedgerListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { journalEntries, journalLines, ledgerAccounts } from './ledger.schema.js';

/** An account by what it is for: a student's receivable or credit, a fee head's revenue, cash, clearing. */
export type AccountSpec =
  | { kind: 'receivable' | 'credit'; studentId: number }
  | { kind: 'revenue'; feeHeadId: number; name: string }
  | { kind: 'cash' | 'clearing' };

const ACCOUNT_NAMES = {
  receivable: (id: number) => `Accounts receivable: student ${id}`,
  credit: (id: number) => `Student credit: student ${id}`,
  cash: 'Cash (card payments)',
  clearing: 'Clearing (cheques and wires until verified)',
} as const;

function accountRow(a: AccountSpec) {
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

/** The entry that posted this invoice or payment in the first place. */
export async function firstEntryOf(ex: Executor, by: { invoiceId: number } | { paymentId: number }) {
  const [row] = await ex
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      'invoiceId' in by
        ? and(eq(journalEntries.invoiceId, by.invoiceId), eq(journalEntries.kind, 'invoice'))
        : and(eq(journalEntries.paymentId, by.paymentId), eq(journalEntries.kind, 'payment')),
    );
  if (!row) throw new Error('no posting for this record');
  return row.id;
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
