import { sql } from 'drizzle-orm';
import { BURSAR_LETTERHEAD, formatCents, formatDate } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { rowsOf, type Db, type Executor } from '../../../platform/db/index.js';
import { enqueueMail } from '../../../platform/mail.js';
import type { BufferFile } from '../../../platform/multipart.js';
import { idempotent } from '../ledger/idempotency.js';
import type { PdfFile } from '../invoices/documents.service.js';
import { storedAnswer } from './invoice-runs.repo.js';

const PDF = 'application/pdf';
/** Invoices emailed per transaction (each batch once per run key, so a retried run sends nothing twice). */
export const MAIL_BATCH = 20;

/** What the run's emails need: the invoice PDF, and storing it as a file to attach. */
export interface RunMailDeps {
  db: Db;
  invoicePdf(studentId: number, invoiceId: number): Promise<PdfFile>;
  storeFile(ex: Executor, file: BufferFile, contentType: string, uploadedBy: number | null): Promise<{ id: number }>;
}

export interface MailedInvoice {
  id: number;
  studentId: number;
  amountCents: number;
  dueDate: string;
  title: string;
}

/** The student's email and first name, and the billing email of their accounting details (a copy). */
async function contactsOf(ex: Executor, studentIds: number[]) {
  const rows = rowsOf<{ id: number; firstName: string; email: string | null; billingEmail: string | null }>(
    await ex.execute(sql`select s.id, s.first_name as "firstName", nullif(trim(s.email), '') as email,
        nullif(trim(a.billing_email), '') as "billingEmail"
      from students s left join student_accounting a on a.student_id = s.id
      where s.id = any(${`{${studentIds.join(',')}}`}::int[])`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const bodyOf = (firstName: string, inv: MailedInvoice) =>
  [
    `Dear ${firstName},`,
    '',
    `Invoice ${inv.id}, "${inv.title}", of ${formatCents(inv.amountCents)} has been issued to your account and is due on ${formatDate(inv.dueDate)}. The invoice is attached as a PDF.`,
    '',
    'You can see your invoices and pay them online under Invoices & Payments in your student account.',
    '',
    BURSAR_LETTERHEAD.office,
    BURSAR_LETTERHEAD.school,
    BURSAR_LETTERHEAD.contact,
  ].join('\n');

/**
 * One batch of a run's emails: each student with an address gets their invoice with its PDF attached (stored as
 * a file, queued in the outbox), in one transaction taken once under `key` (a batch already sent answers what it
 * sent). Answers the ids of the invoices emailed.
 */
export async function mailBatch(d: RunMailDeps, actor: Actor, key: string, batch: MailedInvoice[]) {
  const done = await storedAnswer<{ sent: number[] }>(d.db, actor.userId, key);
  if (done) return done.sent;
  const contacts = await contactsOf(
    d.db,
    batch.map((i) => i.studentId),
  );
  const pdfs = new Map<number, PdfFile>();
  for (const inv of batch)
    if (contacts.get(inv.studentId)?.email) pdfs.set(inv.id, await d.invoicePdf(inv.studentId, inv.id));
  const answer = await idempotent(
    d.db,
    { userId: actor.userId, key, operation: 'invoiceRunMail', request: batch.map((i) => i.id), status: 200 },
    async (tx) => {
      const sent: number[] = [];
      for (const inv of batch) {
        const who = contacts.get(inv.studentId);
        const pdf = pdfs.get(inv.id);
        if (!who?.email || !pdf) continue;
        const file = await d.storeFile(
          tx,
          { field: 'invoice', filename: pdf.filename, mimetype: PDF, bytes: pdf.bytes },
          PDF,
          actor.userId,
        );
        await enqueueMail(tx, {
          to: who.email,
          cc: who.billingEmail && who.billingEmail !== who.email ? [who.billingEmail] : [],
          subject: `Invoice ${inv.id}: ${inv.title}`.replace(/[\r\n]+/g, ' '),
          text: bodyOf(who.firstName, inv),
          attachments: [{ fileId: file.id, filename: pdf.filename }],
        });
        sent.push(inv.id);
      }
      return { sent };
    },
  );
  return answer.body.sent;
}
