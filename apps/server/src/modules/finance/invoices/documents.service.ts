import {
  invoicePdfFilename,
  receiptFilename,
  statementFilename,
  type PaymentStatementQuery,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';
import * as repo from './documents.repo.js';
import { renderInvoicePdf, renderReceiptPdf, renderStatementPdf } from './documents.pdf.js';
import { invoiceDetailsOf, invoiceOut, paymentOut } from './invoices.out.js';
import { findInvoice, paymentById } from './invoices.repo.js';
import { dayOf } from './invoices.service.js';

/** A PDF to send: its file name and bytes. */
export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** The student's money on paper: an invoice, and the payment statement of a date range. */
export function createFinanceDocumentsService({ db, now }: { db: Db; now: () => Date }) {
  async function student(studentId: number) {
    const s = await repo.studentOf(db, studentId);
    if (!s) throw notFound('Student');
    return s;
  }

  return {
    /** Invoice_<id>.pdf: the invoice as the screen shows it (another student's invoice is absent: 404). */
    async invoicePdf(studentId: number, invoiceId: number): Promise<PdfFile> {
      const inv = await invoiceDetailsOf(db, studentId, invoiceId);
      const bytes = await renderInvoicePdf(inv, await student(studentId), dayOf(now()));
      return { filename: invoicePdfFilename(inv.id), bytes };
    },

    /** Receipt_<id>.pdf: one payment of the student (another student's payment is absent: 404). */
    async receiptPdf(studentId: number, paymentId: number): Promise<PdfFile> {
      const row = await paymentById(db, paymentId);
      if (!row || row.payment.studentId !== studentId) throw notFound('Payment');
      const inv = row.payment.invoiceId ? await findInvoice(db, studentId, row.payment.invoiceId) : undefined;
      const bytes = await renderReceiptPdf(
        paymentOut(row),
        inv ? { id: inv.invoice.id, title: inv.invoice.title } : null,
        await student(studentId),
        dayOf(now()),
      );
      return { filename: receiptFilename(paymentId), bytes };
    },

    /**
     * The payment statement from `from` (the student's first posting when left out) to `to` (today): the
     * balance brought forward, each posting with the running balance, and the invoices issued in the range.
     */
    async statementPdf(studentId: number, q: PaymentStatementQuery): Promise<PdfFile> {
      const s = await student(studentId);
      const today = dayOf(now());
      const to = q.to ?? today;
      const first = q.from ? null : await repo.firstDay(db, studentId);
      const from = q.from ?? (first && first < to ? first : to);
      const { opening, entries } = await repo.statementEntries(db, studentId, from, to);
      const issued = await repo.invoicesIssued(db, studentId, from, to);
      const bytes = await renderStatementPdf({
        student: s,
        from,
        to,
        today,
        opening,
        entries,
        invoices: issued.map((invoice) => invoiceOut({ invoice, semesterLabel: null })),
      });
      return { filename: statementFilename(studentId, from, to), bytes };
    },
  };
}
export type FinanceDocumentsService = ReturnType<typeof createFinanceDocumentsService>;
