import {
  centsToAmount,
  journalEntryKindLabel,
  type LedgerLine,
  type LedgerListQuery,
  type StudentBalance,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { toPage } from '../../../platform/paging.js';
import * as repo from './ledger.repo.js';

/** The student's side of the books: their ledger and balance, both read from the journal lines. */
export function createLedgerService({ db }: { db: Db }) {
  return {
    async lines(studentId: number, q: LedgerListQuery) {
      const { rows, total } = await repo.studentLines(db, studentId, q);
      const items: LedgerLine[] = rows.map((r) => ({
        id: r.id,
        entryId: r.entryId,
        postedAt: r.postedAt,
        kind: r.kind as LedgerLine['kind'],
        kindLabel: journalEntryKindLabel(r.kind),
        memo: r.memo,
        invoiceId: r.invoiceId,
        paymentId: r.paymentId,
        creditId: r.creditId,
        reversesEntryId: r.reversesEntryId,
        account: r.account as LedgerLine['account'],
        debit: centsToAmount(Number(r.debit)),
        credit: centsToAmount(Number(r.credit)),
        balance: centsToAmount(Number(r.balance)),
      }));
      return toPage(q, { items, total });
    },

    async balance(studentId: number): Promise<StudentBalance> {
      const [{ receivable, credit }, invoiced] = await Promise.all([
        repo.studentSums(db, studentId),
        repo.invoicedSums(db, studentId),
      ]);
      return {
        studentId,
        invoiced: centsToAmount(invoiced.amount),
        paid: centsToAmount(invoiced.paid),
        owed: centsToAmount(receivable),
        credit: centsToAmount(-credit),
        balance: centsToAmount(receivable + credit),
      };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
