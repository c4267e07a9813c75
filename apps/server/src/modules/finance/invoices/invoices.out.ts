import {
  centsToAmount,
  invoiceStatusLabel,
  invoiceTypeLabel,
  paymentVerificationLabel,
  type InvoiceDetails,
  type InvoiceListItem,
  type InvoiceStatus,
  type Payment,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';
import * as repo from './invoices.repo.js';

/** What leaves the server of an invoice: the whitelisted fields, money as exact text. */
export function invoiceOut(r: { invoice: repo.InvoiceRow; semesterLabel: string | null }): InvoiceListItem {
  const i = r.invoice;
  const amount = Number(i.amountCents);
  const paid = Number(i.paidCents);
  return {
    id: i.id,
    studentId: i.studentId,
    type: i.type,
    typeLabel: invoiceTypeLabel(i.type),
    title: i.title,
    semesterId: i.semesterId,
    semesterLabel: r.semesterLabel,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    status: i.status as InvoiceStatus,
    statusLabel: invoiceStatusLabel(i.status),
    amount: centsToAmount(amount),
    paid: centsToAmount(paid),
    due: centsToAmount(i.status === 'CN' ? 0 : amount - paid),
    createdAt: i.createdAt,
    cancelledAt: i.cancelledAt,
    cancelReason: i.cancelReason,
  };
}

export function paymentOut(r: { payment: repo.PaymentRow; createdByName: string | null }): Payment {
  const p = r.payment;
  return {
    id: p.id,
    studentId: p.studentId,
    invoiceId: p.invoiceId,
    method: p.method as Payment['method'],
    otherKind: p.otherKind as Payment['otherKind'],
    reference: p.reference,
    amount: centsToAmount(Number(p.amountCents)),
    applied: centsToAmount(Number(p.appliedCents)),
    credit: centsToAmount(Number(p.creditCents)),
    paidOn: p.paidOn,
    status: p.cancelled ? 'cancelled' : 'posted',
    verification: p.verification as Payment['verification'],
    verificationLabel: paymentVerificationLabel(p.verification),
    gatewayReference: p.gatewayReference,
    createdAt: p.createdAt,
    createdByName: r.createdByName,
    cancelledAt: p.cancelledAt,
    cancelReason: p.cancelReason,
  };
}

/** An invoice with its items and payments, read in the caller's transaction when it has one. */
export async function invoiceDetailsOf(ex: Executor, studentId: number, invoiceId: number): Promise<InvoiceDetails> {
  const row = await repo.findInvoice(ex, studentId, invoiceId);
  if (!row) throw notFound('Invoice');
  const [items, pays] = [await repo.itemsOf(ex, invoiceId), await repo.paymentsOfInvoice(ex, invoiceId)];
  return {
    ...invoiceOut(row),
    items: items.map(({ item, feeHeadLabel }) => ({
      id: item.id,
      feeHeadId: item.feeHeadId,
      feeHeadLabel,
      description: item.description,
      amount: centsToAmount(Number(item.amountCents)),
      deletedAt: item.deletedAt,
    })),
    payments: pays.map(paymentOut),
    createdByName: row.createdByName,
    cancelledByName: row.cancelledByName,
  };
}
