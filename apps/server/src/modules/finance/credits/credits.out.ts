import {
  centsToAmount,
  creditKindLabel,
  creditSourceLabel,
  refundTypeLabel,
  type Credit,
  type CreditDetails,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';
import * as repo from './credits.repo.js';

/** What leaves the server of a credit or scholarship: the whitelisted fields, money as exact text. */
export function creditOut(r: repo.CreditListRow): Credit {
  const c = r.credit;
  const [amount, applied, refunded] = [Number(c.amountCents), Number(c.appliedCents), Number(c.refundedCents)];
  return {
    id: c.id,
    studentId: c.studentId,
    kind: c.kind as Credit['kind'],
    kindLabel: creditKindLabel(c.kind),
    source: c.source as Credit['source'],
    sourceLabel: creditSourceLabel(c.source),
    scholarshipId: c.scholarshipId,
    scholarshipName: r.scholarshipName,
    paymentId: c.paymentId,
    amount: centsToAmount(amount),
    applied: centsToAmount(applied),
    refunded: centsToAmount(refunded),
    // a deleted credit holds nothing any more (its reversal took what was left)
    left: centsToAmount(c.deletedAt ? 0 : amount - applied - refunded),
    createdOn: c.createdOn,
    reference: c.reference,
    reason: c.reason,
    createdAt: c.createdAt,
    createdByName: r.createdByName,
    deletedAt: c.deletedAt,
    deletedByName: r.deletedByName,
    deleteReason: c.deleteReason,
  };
}

/** A credit with what was applied from it to invoices and refunded, read in the caller's transaction. */
export async function creditDetailsOf(ex: Executor, studentId: number, creditId: number): Promise<CreditDetails> {
  const row = await repo.findCredit(ex, studentId, creditId);
  if (!row) throw notFound('Credit');
  const [apps, refunds] = [await repo.applicationsOf(ex, creditId), await repo.refundsOf(ex, creditId)];
  return {
    ...creditOut(row),
    applications: apps.map(({ a, invoiceTitle, createdByName }) => ({
      id: a.id,
      invoiceId: a.invoiceId,
      invoiceTitle,
      amount: centsToAmount(Number(a.amountCents)),
      createdAt: a.createdAt,
      createdByName,
      reversedAt: a.reversedAt,
    })),
    refunds: refunds.map(({ r, createdByName }) => ({
      id: r.id,
      amount: centsToAmount(Number(r.amountCents)),
      refundType: r.refundType as CreditDetails['refunds'][number]['refundType'],
      refundTypeLabel: refundTypeLabel(r.refundType),
      reference: r.reference,
      refundedOn: r.refundedOn,
      note: r.note,
      createdAt: r.createdAt,
      createdByName,
    })),
  };
}
