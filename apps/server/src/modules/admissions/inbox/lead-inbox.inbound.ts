import { simpleParser, type AddressObject } from 'mailparser';
import {
  INBOUND_ATTACHMENT_MAX_BYTES,
  INBOUND_BODY_MAX,
  INBOUND_MAX_ATTACHMENTS,
  INBOX_MESSAGES,
  cleanText,
  type SkippedAttachment,
} from '@caduceus/contracts';
import { badInput } from '../../../platform/errors.js';
import { EMAIL_ATTACHMENT_KINDS } from '../../../platform/rich-email.js';
import { safeFilename, sniff } from '../../../platform/storage.js';
import type { UploadedFile } from '../../../platform/multipart.js';

/** One inbound message as the inbox keeps it: plain text, the sender, the files worth keeping and those left out. */
export interface InboundMessage {
  messageId: string | null;
  fromAddress: string;
  fromName: string | null;
  toAddress: string;
  subject: string;
  text: string;
  /** the Date header when it is plausible (not in the future, not before 1990) */
  date: Date | null;
  attachments: UploadedFile[];
  skipped: SkippedAttachment[];
}

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value.find((v) => v.address);
/** Header values reach text columns and logs: one line, no control characters, bounded. */
const oneLine = (s: string | undefined | null, max: number) =>
  cleanText(s ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
const looksLikeAddress = (s: string) => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(s);

/**
 * Reads a raw RFC 822 message. The body is kept as text only (an HTML-only message is reduced to text by
 * the parser; the sender's markup is never stored or shown). Attachments are kept when their content is a
 * kind an email attachment may be (PDF, PNG, JPEG, DOCX, XLSX), within the size and count limits; images
 * embedded in the HTML (signatures, logos) and anything else are listed as skipped with the reason.
 */
export async function parseInbound(raw: Buffer | string, now = new Date()): Promise<InboundMessage> {
  if (
    !raw.length ||
    !/^[\x21-\x39\x3b-\x7e]+:/m.test(
      typeof raw === 'string' ? raw.slice(0, 4096) : raw.subarray(0, 4096).toString('latin1'),
    )
  ) {
    throw badInput(INBOX_MESSAGES.badMessage, { message: INBOX_MESSAGES.badMessage });
  }
  let mail;
  try {
    mail = await simpleParser(raw, {
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
      maxHtmlLengthToParse: 2 * 1024 * 1024,
    });
  } catch {
    throw badInput(INBOX_MESSAGES.badMessage, { message: INBOX_MESSAGES.badMessage });
  }
  const from = firstAddress(mail.from);
  const fromAddress = oneLine(from?.address, 254).toLowerCase();
  if (!fromAddress || !looksLikeAddress(fromAddress))
    throw badInput(INBOX_MESSAGES.noSender, { from: INBOX_MESSAGES.noSender });

  let text = cleanText(mail.text ?? '').trim();
  if (text.length > INBOUND_BODY_MAX)
    text = `${text.slice(0, INBOUND_BODY_MAX)}\n\n[The rest of this message was cut: it was longer than ${INBOUND_BODY_MAX} characters.]`;

  const attachments: UploadedFile[] = [];
  const skipped: SkippedAttachment[] = [];
  for (const a of mail.attachments) {
    const filename = safeFilename(a.filename || 'attachment');
    const kind = sniff(a.content);
    if (a.related) skipped.push({ filename, reason: 'Image inside the message' });
    else if (!kind || !EMAIL_ATTACHMENT_KINDS.includes(kind))
      skipped.push({ filename, reason: 'This type of file is not kept (PDF, PNG, JPEG, DOCX, XLSX are)' });
    else if (a.content.length > INBOUND_ATTACHMENT_MAX_BYTES)
      skipped.push({ filename, reason: `Larger than ${INBOUND_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB` });
    else if (!a.content.length) skipped.push({ filename, reason: 'Empty file' });
    else if (attachments.length >= INBOUND_MAX_ATTACHMENTS)
      skipped.push({ filename, reason: `More than ${INBOUND_MAX_ATTACHMENTS} attachments` });
    else attachments.push({ field: 'attachments', filename, mimetype: a.contentType, bytes: a.content });
  }

  const date =
    mail.date &&
    !Number.isNaN(mail.date.getTime()) &&
    mail.date <= new Date(now.getTime() + 5 * 60_000) &&
    mail.date.getFullYear() >= 1990
      ? mail.date
      : null;
  return {
    messageId: oneLine(mail.messageId, 500) || null,
    fromAddress,
    fromName: oneLine(from?.name, 120) || null,
    toAddress: oneLine(firstAddress(mail.to)?.address, 254).toLowerCase(),
    subject: oneLine(mail.subject, 300) || '(no subject)',
    text: text || '(This message has no text.)',
    date,
    attachments,
    skipped,
  };
}
