import { sql } from 'drizzle-orm';
import { richTextToHtml, richTextToPlain } from '@caduceus/contracts';
import { outbox } from './db/tables.js';
import type { Executor } from './db/index.js';
import { badInput } from './errors.js';
import { enqueueMail } from './mail.js';
import type { UploadedFile } from './multipart.js';
import type { FileKind } from './storage.js';

/**
 * An email staff write to a person on a record (a student, a lead): a rich-text body, copies and
 * attachments sent with the form. The attachments are stored as files and the message queued in the
 * outbox in the caller's transaction; the record's domain keeps its own history row.
 */

/** What an email attachment may be (recognised by content). */
export const EMAIL_ATTACHMENT_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'];

/** The HTML part: the escaped rich text in a plain frame. */
export const emailHtml = (body: string) =>
  `<!doctype html><html><body><div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5">${richTextToHtml(body)}</div></body></html>`;

/** Every file part must be an `attachments` part, at most `max` of them (400 with the field otherwise). */
export function checkAttachments(uploads: UploadedFile[], max: number) {
  const stray = uploads.find((f) => f.field !== 'attachments');
  if (stray) throw badInput('Send files as attachments', { [stray.field]: 'Unexpected file' });
  if (uploads.length > max) throw badInput('Too many attachments', { attachments: `At most ${max} attachments` });
}

/** Stores files (the files service's store). */
export interface StoresFiles {
  store(
    ex: Executor,
    file: UploadedFile,
    allowed: FileKind[],
    uploadedBy: number | null,
  ): Promise<{ id: number; filename: string }>;
}

/** Stores the attachments and queues the message; answers the outbox row and the stored files. */
export async function queueRichEmail(
  tx: Executor,
  files: StoresFiles,
  userId: number,
  m: { to: string; cc: string[]; subject: string; body: string },
  uploads: UploadedFile[],
) {
  const stored = [];
  for (const f of uploads) stored.push(await files.store(tx, f, EMAIL_ATTACHMENT_KINDS, userId));
  const outboxId = await enqueueMail(tx, {
    to: m.to,
    cc: m.cc,
    subject: m.subject.replace(/[\r\n]+/g, ' '),
    text: richTextToPlain(m.body),
    html: emailHtml(m.body),
    attachments: stored.map((f) => ({ fileId: f.id, filename: f.filename })),
  });
  return { outboxId, stored };
}

/** The outbox status as an email history shows it (Pending until the sender job delivered it). */
export const outboxDeliveryStatus = sql<string>`case ${outbox.status} when 'sent' then 'Sent' when 'failed' then 'Failed' else 'Pending' end`;
