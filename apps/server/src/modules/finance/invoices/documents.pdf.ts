import {
  BURSAR_LETTERHEAD,
  formatCents,
  formatDate,
  journalEntryKindLabel,
  toCents,
  type InvoiceDetails,
  type InvoiceListItem,
  type Payment,
} from '@caduceus/contracts';
import { facts, heading, renderPdf, table, type Pdf } from '../../../platform/pdf.js';
import type { StatementEntry, StudentOfDocument } from './documents.repo.js';

/** '1250.50' -> '$1,250.50' (amounts on the wire); cents signed -> '-$12.00' */
const money = (amount: string) => formatCents(toCents(amount));
const signed = formatCents;
const nameOf = (s: StudentOfDocument) => [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');
const addressOf = (s: StudentOfDocument) =>
  [s.address1, s.address2, [s.city, s.zip].filter(Boolean).join(' '), s.country].filter(Boolean).join(', ') || null;

/** The letterhead, the document's title on the right, and the day it was made. */
function letterhead(doc: Pdf, title: string, generated: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f3a5f').text(BURSAR_LETTERHEAD.school, left, top);
  doc.font('Helvetica').fontSize(10).text(BURSAR_LETTERHEAD.office);
  doc.fontSize(8.5).fillColor('#555555').text(BURSAR_LETTERHEAD.address).text(BURSAR_LETTERHEAD.contact);
  const after = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#1f3a5f')
    .text(title, left, top, { width, align: 'right' })
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(`Generated ${formatDate(generated)}`, { width, align: 'right' });
  const ruleY = Math.max(after, doc.y) + 6;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor('#1f3a5f')
    .stroke();
  doc.fillColor('black');
  doc.x = left;
  doc.y = ruleY + 12;
}

/** An invoice on paper: who, its number and dates, its items, what was paid and what is due. */
export function renderInvoicePdf(inv: InvoiceDetails, student: StudentOfDocument, today: string): Promise<Buffer> {
  const name = nameOf(student);
  return renderPdf({ title: `Invoice ${inv.id}`, subject: `Invoice ${inv.id} of ${name}` }, (doc) => {
    letterhead(doc, 'INVOICE', today);
    heading(doc, 'Bill to');
    facts(doc, [
      ['Student', name],
      ['Student ID', student.id],
      ['Email', student.email],
      ['Address', addressOf(student)],
    ]);
    heading(doc, `Invoice ${inv.id}`);
    facts(doc, [
      ['Invoice Number', inv.id],
      ['Title', inv.title],
      ['Invoice Type', inv.typeLabel],
      ['Semester', inv.semesterLabel],
      ['Invoice Date', formatDate(inv.invoiceDate)],
      ['Due Date', formatDate(inv.dueDate)],
      ['Status', inv.statusLabel],
      ...(inv.status === 'CN'
        ? ([
            ['Cancelled', `${formatDate(inv.cancelledAt)}${inv.cancelledByName ? ` by ${inv.cancelledByName}` : ''}`],
            ['Reason', inv.cancelReason],
          ] as [string, string | null][])
        : []),
    ]);
    heading(doc, 'Items');
    const items = inv.items.filter((i) => !i.deletedAt);
    table(
      doc,
      ['#', 'Fee Head', 'Description', 'Amount'],
      [0.07, 0.38, 0.35, 0.2],
      items.map((i, n) => [n + 1, i.feeHeadLabel, i.description, money(i.amount)]),
    );
    heading(doc, 'Payments');
    const pays = inv.payments.filter((p) => p.status === 'posted');
    if (pays.length)
      table(
        doc,
        ['Date', 'Method', 'Reference', 'Applied'],
        [0.2, 0.3, 0.3, 0.2],
        pays.map((p) => [formatDate(p.paidOn), methodOf(p), p.reference, money(p.applied)]),
      );
    else doc.font('Helvetica').fontSize(9.5).text('No payments received.');
    heading(doc, 'Summary');
    facts(doc, [
      ['Invoice Total', money(inv.amount)],
      ['Amount Paid', money(inv.paid)],
      ['Balance Due', money(inv.due)],
    ]);
    if (inv.status !== 'CN' && toCents(inv.due) > 0)
      doc
        .moveDown(0.8)
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#555555')
        .text(
          `Please pay ${money(inv.due)} by ${formatDate(inv.dueDate)}, by card in the student portal, or by cheque or wire transfer quoting invoice ${inv.id}.`,
        )
        .fillColor('black');
  });
}

const methodOf = (p: Pick<Payment, 'method' | 'otherKind'>) =>
  p.method === 'CARD' ? 'Card' : p.otherKind === 'wire' ? 'Wire Transfer' : 'Cheque';

/**
 * A payment's receipt: who paid, when, how (the reference, the gateway's for a card), how much, what it paid
 * (the invoice) and what was kept as credit; a cheque or wire still being verified says so, a cancelled
 * payment says it no longer counts.
 */
export function renderReceiptPdf(
  p: Payment,
  invoice: { id: number; title: string } | null,
  student: StudentOfDocument,
  today: string,
): Promise<Buffer> {
  const name = nameOf(student);
  return renderPdf({ title: `Receipt ${p.id}`, subject: `Receipt ${p.id} of ${name}` }, (doc) => {
    letterhead(doc, 'RECEIPT', today);
    heading(doc, 'Received from');
    facts(doc, [
      ['Student', name],
      ['Student ID', student.id],
      ['Email', student.email],
      ['Address', addressOf(student)],
    ]);
    heading(doc, `Payment ${p.id}`);
    facts(doc, [
      ['Receipt Number', p.id],
      ['Date Paid', formatDate(p.paidOn)],
      ['Method', methodOf(p)],
      ['Reference', p.reference],
      ['Card Charge', p.method === 'CARD' ? p.gatewayReference : null],
      ['Invoice', invoice ? `${invoice.id}: ${invoice.title}` : null],
      ['Verification', p.verificationLabel],
    ]);
    heading(doc, 'Amounts');
    facts(doc, [
      ['Amount Received', money(p.amount)],
      ['Applied to the Invoice', money(p.applied)],
      ['Kept as Credit', money(p.credit)],
    ]);
    const note =
      p.status === 'cancelled'
        ? `This payment was cancelled on ${formatDate(p.cancelledAt)}${p.cancelReason ? ` (${p.cancelReason})` : ''} and no longer counts towards the account.`
        : p.verification !== 'verified'
          ? 'This payment is recorded and awaits verification by the accounting office; the receipt is final once it is verified.'
          : 'Thank you for your payment.';
    doc.moveDown(0.8).font('Helvetica').fontSize(9).fillColor('#555555').text(note).fillColor('black');
  });
}

/** How a posting reads on a statement. */
function describe(e: StatementEntry): string {
  if (e.kind === 'invoice' && e.memo) return e.memo;
  if (e.kind === 'payment' || e.kind === 'paymentCancel') {
    const how = e.method === 'CARD' ? 'card' : e.otherKind === 'wire' ? 'wire transfer' : 'cheque';
    const what = e.kind === 'payment' ? 'Payment' : 'Payment cancelled';
    return `${what} by ${how}${e.invoiceId ? ` on invoice ${e.invoiceId}` : ''}`;
  }
  return e.memo ?? journalEntryKindLabel(e.kind);
}

export interface StatementInput {
  student: StudentOfDocument;
  from: string;
  to: string;
  today: string;
  opening: number;
  entries: StatementEntry[];
  invoices: InvoiceListItem[];
}

/**
 * The payment statement: the balance carried in, every posting of the range with the running balance (owed
 * less credit held), the balance at the end, and the invoices issued in the range.
 */
export function renderStatementPdf(s: StatementInput): Promise<Buffer> {
  const name = nameOf(s.student);
  const charges = s.entries.reduce((c, e) => c + e.debit, 0);
  const credits = s.entries.reduce((c, e) => c + e.credit, 0);
  const closing = s.opening + charges - credits;
  return renderPdf({ title: `Payment Statement of ${name}`, subject: 'Payment statement' }, (doc) => {
    letterhead(doc, 'PAYMENT STATEMENT', s.today);
    facts(doc, [
      ['Student', name],
      ['Student ID', s.student.id],
      ['Email', s.student.email],
      ['Address', addressOf(s.student)],
      ['Period', `${formatDate(s.from)} to ${formatDate(s.to)}`],
    ]);
    heading(doc, 'Summary');
    facts(doc, [
      [`Balance on ${formatDate(s.from)}`, signed(s.opening)],
      ['Charges', signed(charges)],
      ['Payments and Credits', signed(credits)],
      [`Balance on ${formatDate(s.to)}`, signed(closing)],
    ]);
    heading(doc, 'Transactions');
    let balance = s.opening;
    table(
      doc,
      ['Date', 'Description', 'Reference', 'Charges', 'Payments', 'Balance'],
      [0.12, 0.36, 0.16, 0.12, 0.12, 0.12],
      [
        [formatDate(s.from), 'Balance brought forward', null, null, null, signed(s.opening)],
        ...s.entries.map((e) => {
          balance += e.debit - e.credit;
          return [
            formatDate(e.day),
            describe(e),
            e.reference ?? (e.invoiceId ? `Invoice ${e.invoiceId}` : null),
            e.debit ? signed(e.debit) : null,
            e.credit ? signed(e.credit) : null,
            signed(balance),
          ];
        }),
      ],
    );
    heading(doc, 'Invoices issued in this period');
    if (s.invoices.length)
      table(
        doc,
        ['Invoice', 'Title', 'Date', 'Due', 'Amount', 'Paid', 'Balance', 'Status'],
        [0.09, 0.25, 0.11, 0.11, 0.12, 0.11, 0.11, 0.1],
        s.invoices.map((i) => [
          i.id,
          i.title,
          formatDate(i.invoiceDate),
          formatDate(i.dueDate),
          money(i.amount),
          money(i.paid),
          money(i.due),
          i.statusLabel,
        ]),
      );
    else doc.font('Helvetica').fontSize(9.5).text('No invoices were issued in this period.');
  });
}
