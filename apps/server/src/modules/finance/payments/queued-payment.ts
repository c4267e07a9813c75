import { initialVerification, type PaysFor } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import * as invoices from '../invoices/invoices.repo.js';

/**
 * The verification queue's record of money received with no invoice (an estimate, a seat deposit, a direct
 * payment): a row of `payments` like an invoice's, verified at once for a card, waiting for accounting's two
 * steps for a cheque or wire. `creditCents` is what it holds as the student's credit, the rest went to revenue.
 */
export function insertQueuedPayment(
  tx: Executor,
  v: {
    studentId: number;
    paysFor: Exclude<PaysFor, 'invoice'>;
    method: 'CARD' | 'OTHER';
    otherKind: string | null;
    reference: string | null;
    gatewayReference: string | null;
    amountCents: number;
    creditCents: number;
    paidOn: string;
    createdBy: number;
  },
) {
  return invoices.insertPayment(tx, {
    ...v,
    invoiceId: null,
    appliedCents: v.amountCents - v.creditCents,
    verification: initialVerification(v.method),
  });
}
