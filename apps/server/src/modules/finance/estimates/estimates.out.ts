import {
  studentVerificationLabel,
  centsToAmount,
  estimateCourseLabel,
  estimateStatusLabel,
  estimateTypeLabel,
  type LeadEstimateRow,
  type SeatDeposit,
  type StudentEstimate,
  type StudentEstimatePayment,
} from '@caduceus/contracts';
import type { EstimateListRow, PaymentListRow } from './estimates.repo.js';
import type * as repo from './estimates.repo.js';

/** What leaves the server of an estimate, a payment on one, a seat deposit: whitelisted fields, money as text. */
export function estimateOut(r: EstimateListRow): StudentEstimate {
  const amount = Number(r.amountCents);
  const paid = Number(r.paidCents);
  return {
    id: r.id,
    studentId: r.studentId,
    studentName: r.studentName,
    type: r.type as StudentEstimate['type'],
    typeLabel: estimateTypeLabel(r.type),
    course: r.course as StudentEstimate['course'],
    courseLabel: estimateCourseLabel(r.course),
    semesterId: r.semesterId,
    note: r.note,
    status: r.status as StudentEstimate['status'],
    statusLabel: estimateStatusLabel(r.status),
    amount: centsToAmount(amount),
    paid: centsToAmount(paid),
    due: centsToAmount(r.status === 'cancelled' ? 0 : amount - paid),
    createdAt: String(r.createdAt),
    cancelledAt: r.cancelledAt == null ? null : String(r.cancelledAt),
    cancelReason: r.cancelReason,
  };
}

export const paymentOut = (p: PaymentListRow): StudentEstimatePayment => ({
  id: p.id,
  creditId: p.creditId,
  method: p.method as 'CARD' | 'OTHER',
  otherKind: p.otherKind,
  reference: p.reference,
  amount: centsToAmount(Number(p.amountCents)),
  paidOn: String(p.paidOn),
  createdAt: String(p.createdAt),
  paymentId: p.paymentId,
  verification: (p.verification ?? 'verified') as StudentEstimatePayment['verification'],
  verificationLabel: studentVerificationLabel(p.verification),
});

export const seatDepositOut = (p: PaymentListRow): SeatDeposit => ({
  ...paymentOut(p),
  studentId: p.studentId,
  creditLeft: centsToAmount(p.creditDeleted ? 0 : Number(p.creditLeftCents)),
  creditDeleted: p.creditDeleted,
});

export const leadEstimateOut = (
  r: Awaited<ReturnType<typeof repo.leadEstimateRows>>['rows'][number],
): LeadEstimateRow => ({
  id: r.id,
  leadId: r.leadId,
  leadName: r.leadName,
  leadEmail: r.leadEmail,
  title: r.title,
  total: centsToAmount(Number(r.totalCents)),
  createdAt: String(r.createdAt),
  studentId: r.studentId == null ? null : Number(r.studentId),
});
