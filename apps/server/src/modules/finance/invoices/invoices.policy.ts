import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, SELF_SERVICE_PAYMENT_MESSAGES, type PayInvoiceInput } from '@caduceus/contracts';
import { AppError, forbidden } from '../../../platform/errors.js';
import { isSelfService } from '../../../platform/guard.js';

/**
 * Who may pay how. Staff with the payments component's write bit record any payment (the guard checked it).
 * The student's own side (the student gate has already checked that the record is hers and that paying is the
 * one write she may make on the tab; a parent writes nothing) pays her own invoices by card only, for at most
 * what is owed (no credit kept from an overpayment), dated the day she pays (the
 * service's today: she sends no date). The invoice itself must be one of
 * this student's, which the payment service checks (another's is a 404).
 */
export function checkPayment(req: FastifyRequest, v: PayInvoiceInput) {
  const user = req.user;
  if (!user || !isSelfService(user)) return;
  if (v.method !== 'CARD') throw forbidden(SELF_SERVICE_PAYMENT_MESSAGES.cardOnly);
  const refuse = (field: string, message: string) => new AppError(422, ERROR_CODES.rule, message, { [field]: message });
  if (v.keepRestAsCredit) throw refuse('keepRestAsCredit', SELF_SERVICE_PAYMENT_MESSAGES.noCredit);
  if (v.paidOn) throw refuse('paidOn', SELF_SERVICE_PAYMENT_MESSAGES.today);
}
