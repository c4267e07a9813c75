import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MESSAGES, PATTERNS, optionalText, safeString, messageText } from '../validation.js';
import { MAX_ID } from '../students/student.js';
import { leadCreateInput } from './lead.js';

/**
 * Inbound email of the Admissions CRM and the representative's own messages (spec 002: /lead/unverified/email
 * with unverifiedEmailList, getUnverifiedEmail, markAsRead, updateUnverifiedEmail, convertToLeadFromEmail,
 * discardUnverifiedEmail, mergeUnverifiedEmail; /lead/notification/mymail, mysms, mychats).
 *
 * A message arrives as raw RFC 822 (the ingestion endpoint or a mailbox source). When its sender is a lead's
 * address it joins that lead's email history as an inbound message and the lead's representative is told;
 * otherwise it waits as an unverified email until staff convert it to a lead, merge it into one, or discard it.
 */
export const UNVERIFIED_EMAIL_LINK = '/lead/unverified/email';
export const MY_MESSAGES_LINKS = {
  mail: '/lead/notification/mymail',
  sms: '/lead/notification/mysms',
  chats: '/lead/notification/mychats',
} as const;

// ---- limits of what an inbound message may bring ----
/** The whole raw message (headers, body, encoded attachments). */
export const INBOUND_EMAIL_MAX_BYTES = 25 * 1024 * 1024;
/** Each kept attachment; larger ones are listed as skipped. */
export const INBOUND_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const INBOUND_MAX_ATTACHMENTS = 10;
/** The text kept of a body (a longer one is cut, and says so). */
export const INBOUND_BODY_MAX = 100_000;

// ---- statuses ----
export const UNVERIFIED_EMAIL_STATUSES = ['open', 'converted', 'merged', 'discarded'] as const;
export type UnverifiedEmailStatus = (typeof UNVERIFIED_EMAIL_STATUSES)[number];
export const UNVERIFIED_EMAIL_STATUS_LABELS: Record<UnverifiedEmailStatus, string> = {
  open: 'Open',
  converted: 'Converted to lead',
  merged: 'Merged into lead',
  discarded: 'Discarded',
};
/** Which actions each status allows: open emails are worked on; a discarded one can only be restored. */
export const UNVERIFIED_EMAIL_ACTIONS = {
  update: ['open'],
  convert: ['open'],
  merge: ['open'],
  discard: ['open'],
  restore: ['discarded'],
} as const satisfies Record<string, readonly UnverifiedEmailStatus[]>;
export type UnverifiedEmailAction = keyof typeof UNVERIFIED_EMAIL_ACTIONS;
export const canDoUnverified = (action: UnverifiedEmailAction, status: UnverifiedEmailStatus) =>
  (UNVERIFIED_EMAIL_ACTIONS[action] as readonly UnverifiedEmailStatus[]).includes(status);

export const INBOX_MESSAGES = {
  notOpen: 'This email has already been resolved',
  notDiscarded: 'Only a discarded email can be restored',
  emailTaken: 'A lead with this email already exists; merge the email into that lead instead',
  leadGone: 'Choose a lead that exists and is not deleted',
  badMessage: 'The message could not be read as an RFC 822 email',
  noSender: 'The message has no sender address',
  notConfigured: 'Inbound email is not configured on this server',
} as const;

/** Toasts of the unverified email screen and the representative's messages (spec 002 section 8 style). */
export const INBOX_TOASTS = {
  fetchFailed: 'Failed to fetch Emails, Try again!',
  markedRead: 'Email marked as read',
  markedUnread: 'Email marked as unread',
  markFailed: 'Failed to update the email, Try again!',
  updated: 'Email updated successfully',
  updateFailed: 'Failed to update the email, Try again!',
  converted: 'Lead added successfully',
  convertFailed: 'Failed to add Lead, Try again!',
  merged: 'Email merged into the lead successfully',
  mergeFailed: 'Failed to merge the email. Try again!',
  discarded: 'Email discarded successfully',
  discardFailed: 'Failed to discard the email, Try again!',
  restored: 'Email restored successfully',
  restoreFailed: 'Failed to restore the email, Try again!',
  replySent: 'Email sent',
  replyFailed: 'Failed to send email, Try again!',
} as const;

// ---- the unverified email screen ----
const id = z.coerce.number().int().positive().max(MAX_ID);
export const unverifiedEmailParam = z.object({ id });
export const unverifiedEmailFileParam = z.object({ id, fileId: id });

export const UNVERIFIED_READ_FILTERS = ['read', 'unread'] as const;
export const unverifiedEmailQuery = pageQuery.extend({
  status: z.enum(UNVERIFIED_EMAIL_STATUSES).optional(),
  read: z.enum(UNVERIFIED_READ_FILTERS).optional(),
});
export type UnverifiedEmailQuery = z.infer<typeof unverifiedEmailQuery>;
export const UNVERIFIED_EMAIL_SORTS = ['receivedAt', 'from', 'subject', 'status'] as const;

export const unverifiedEmailListItem = z.object({
  id: z.number().int(),
  fromAddress: safeString(),
  fromName: safeString().nullable(),
  subject: safeString(),
  /** the first words of the text, for the list */
  snippet: safeString(),
  receivedAt: safeString(),
  read: z.boolean(),
  status: z.enum(UNVERIFIED_EMAIL_STATUSES),
  attachmentCount: z.number().int(),
  leadId: z.number().int().nullable(),
  leadName: safeString().nullable(),
});
export type UnverifiedEmailListItem = z.infer<typeof unverifiedEmailListItem>;

export const inboundAttachment = z.object({
  id: z.number().int(),
  filename: safeString(),
  contentType: safeString(),
  size: z.number().int(),
});
/** An attachment that was not kept, and why (its kind, its size, or too many). */
export const skippedAttachment = z.object({ filename: safeString(), reason: safeString() });
export type SkippedAttachment = z.infer<typeof skippedAttachment>;

export const unverifiedEmail = unverifiedEmailListItem.extend({
  /** the message as plain text (HTML parts are reduced to text; nothing of the sender's markup is shown) */
  body: safeString(),
  messageId: safeString().nullable(),
  senderFirstName: safeString().nullable(),
  senderLastName: safeString().nullable(),
  senderPhone: safeString().nullable(),
  notes: safeString().nullable(),
  attachments: z.array(inboundAttachment),
  skippedAttachments: z.array(skippedAttachment),
  readAt: safeString().nullable(),
  resolvedByName: safeString().nullable(),
  resolvedAt: safeString().nullable(),
  /** what the convert form starts with: the edited sender fields, else the name split from the sender */
  suggestion: z.object({
    firstName: safeString(),
    lastName: safeString(),
    email: safeString(),
    phone: safeString().nullable(),
  }),
});
export type UnverifiedEmail = z.infer<typeof unverifiedEmail>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** updateUnverifiedEmail: what staff learnt about the sender (used by the convert form) and notes. */
export const unverifiedEmailUpdate = z.object({
  senderFirstName: z.preprocess(blankToNull, optionalText(60)),
  senderLastName: z.preprocess(blankToNull, optionalText(60)),
  senderPhone: z.preprocess(blankToNull, safeString().trim().regex(PATTERNS.phone, MESSAGES.phone).nullish()),
  notes: z.preprocess(blankToNull, messageText().pipe(safeString().max(2000, 'At most 2000 characters')).nullish()),
});
export type UnverifiedEmailUpdate = z.infer<typeof unverifiedEmailUpdate>;

export const unverifiedEmailRead = z.object({ read: z.boolean() });
/** convertToLeadFromEmail: the add-lead form, prefilled from the sender. */
export const unverifiedEmailConvert = leadCreateInput;
export type UnverifiedEmailConvert = z.infer<typeof unverifiedEmailConvert>;
/** mergeUnverifiedEmail: the lead the email joins. */
export const unverifiedEmailMerge = z.object({
  leadId: z.coerce.number({ error: 'Choose a lead' }).int().positive('Choose a lead').max(MAX_ID),
});
export type UnverifiedEmailMerge = z.infer<typeof unverifiedEmailMerge>;
/** What a convert or merge answers: the lead and the email's row in its history. */
export const unverifiedEmailResolved = z.object({
  id: z.number().int(),
  status: z.enum(UNVERIFIED_EMAIL_STATUSES),
  leadId: z.number().int(),
  leadEmailId: z.number().int(),
});
export type UnverifiedEmailResolved = z.infer<typeof unverifiedEmailResolved>;

/** What the ingestion endpoint answers for one message. */
export const INBOUND_OUTCOMES = ['lead', 'unverified', 'duplicate'] as const;
export const inboundResult = z.object({
  outcome: z.enum(INBOUND_OUTCOMES),
  leadId: z.number().int().nullable(),
  leadEmailId: z.number().int().nullable(),
  unverifiedEmailId: z.number().int().nullable(),
  attachments: z.number().int(),
  skippedAttachments: z.array(skippedAttachment),
});
export type InboundResult = z.infer<typeof inboundResult>;

/**
 * A sender's display name as a first and last name: "Ana María López" → Ana María / López; "López, Ana" →
 * Ana / López; no name → the address's local part split at dots, dashes or underscores ("ana.lopez" → Ana / Lopez).
 */
export function splitSenderName(
  name: string | null | undefined,
  address: string,
): { firstName: string; lastName: string } {
  const cap = (w: string) => (w ? w[0].toLocaleUpperCase() + w.slice(1) : w);
  const clean = (name ?? '').replace(/["']/g, '').replace(/\s+/g, ' ').trim();
  if (clean && !clean.includes('@')) {
    const comma = clean.indexOf(',');
    if (comma > 0)
      return {
        firstName: clean
          .slice(comma + 1)
          .trim()
          .slice(0, 60),
        lastName: clean.slice(0, comma).trim().slice(0, 60),
      };
    const words = clean.split(' ');
    if (words.length === 1) return { firstName: words[0].slice(0, 60), lastName: '' };
    return { firstName: words.slice(0, -1).join(' ').slice(0, 60), lastName: words[words.length - 1].slice(0, 60) };
  }
  const local = address.split('@')[0].replace(/\+.*$/, '');
  const parts = local
    .split(/[._-]+/)
    .filter((p) => /[A-Za-z]/.test(p))
    .map((p) => cap(p.toLocaleLowerCase()));
  if (!parts.length) return { firstName: '', lastName: '' };
  if (parts.length === 1) return { firstName: parts[0].slice(0, 60), lastName: '' };
  return { firstName: parts.slice(0, -1).join(' ').slice(0, 60), lastName: parts[parts.length - 1].slice(0, 60) };
}

/** The first words of a text on one line (list snippets, thread previews). */
export const snippetOf = (text: string, max = 140) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).trimEnd()}…`;
};

// ---- the representative's own messages ----
export const LEAD_EMAIL_DIRECTIONS = ['out', 'in'] as const;
export type LeadEmailDirection = (typeof LEAD_EMAIL_DIRECTIONS)[number];
export const LEAD_EMAIL_DIRECTION_LABELS: Record<LeadEmailDirection, string> = { out: 'Sent', in: 'Received' };

/** /lead/notification/mymail: emails I sent to leads and replies from the leads I represent. */
export const myMailQuery = pageQuery.extend({ direction: z.enum(LEAD_EMAIL_DIRECTIONS).optional() });
export type MyMailQuery = z.infer<typeof myMailQuery>;
export const MY_MAIL_SORTS = ['at', 'subject', 'lead'] as const;
export const myMailItem = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  leadName: safeString(),
  direction: z.enum(LEAD_EMAIL_DIRECTIONS),
  /** the other party: the lead's address for an email I sent, the sender's for a reply */
  address: safeString(),
  subject: safeString(),
  at: safeString(),
  /** delivery of a sent email; Received for a reply */
  status: safeString(),
  /** a reply has been opened by its representative */
  read: z.boolean(),
  attachmentCount: z.number().int(),
});
export type MyMailItem = z.infer<typeof myMailItem>;

/** /lead/notification/mysms: the SMS I sent (the student SMS log). */
export const mySmsQuery = pageQuery;
export const MY_SMS_SORTS = ['sentAt', 'to', 'status'] as const;
export const mySmsItem = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  to: safeString(),
  text: safeString(),
  status: safeString(),
  sentAt: safeString(),
});
export type MySmsItem = z.infer<typeof mySmsItem>;

/** /lead/notification/mychats: one thread per lead I represent that has messages. */
export const myChatsQuery = pageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const myChat = z.object({
  leadId: z.number().int(),
  leadName: safeString(),
  leadEmail: safeString(),
  lastAt: safeString(),
  lastSubject: safeString(),
  lastDirection: z.enum(LEAD_EMAIL_DIRECTIONS),
  lastSnippet: safeString(),
  unread: z.number().int(),
  total: z.number().int(),
});
export type MyChat = z.infer<typeof myChat>;

export const chatMessage = z.object({
  id: z.number().int(),
  direction: z.enum(LEAD_EMAIL_DIRECTIONS),
  from: safeString(),
  to: safeString(),
  subject: safeString(),
  body: safeString(),
  at: safeString(),
  sentByName: safeString().nullable(),
  status: safeString(),
  read: z.boolean(),
  attachmentCount: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatThread = z.object({
  leadId: z.number().int(),
  leadName: safeString(),
  leadEmail: safeString(),
  closed: z.boolean(),
  isRepresentative: z.boolean(),
  messages: z.array(chatMessage),
});
export type ChatThread = z.infer<typeof chatThread>;
/** The newest messages a thread shows. */
export const CHAT_THREAD_MAX = 200;

/** The thread's reply box: a plain text answer to the lead (subject "Re: " the last one unless given). */
export const chatReplyInput = z.object({
  subject: z.preprocess(blankToNull, optionalText(200)),
  body: messageText({ error: MESSAGES.required })
    .refine((s) => s.trim().length > 0, MESSAGES.required)
    .refine((s) => s.length <= 20000, 'At most 20000 characters'),
});
export type ChatReplyInput = z.infer<typeof chatReplyInput>;
/** The reply's subject: the given one, else "Re: " + the last subject (not doubled), else a plain greeting. */
export const replySubject = (given: string | null | undefined, last: string | null | undefined) => {
  if (given?.trim()) return given.trim();
  const l = (last ?? '').trim();
  if (!l) return 'Message from the admissions office';
  return /^re:/i.test(l) ? l : `Re: ${l}`;
};
