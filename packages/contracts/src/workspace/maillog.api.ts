import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * Mail logs (000 sections 2, 3 and 7): the school's register of physical and electronic mail, kept in
 * five registers: incoming, outgoing, Aruba (island campus) incoming and outgoing, and returned mail.
 * One resource serves them all; an entry belongs to one register for good. Department and type of
 * outgoing come from the control tables 'department' and 'outgoing-mail-type'.
 */
export const MAIL_LOG_KINDS = ['incoming', 'outgoing', 'aruba-incoming', 'aruba-outgoing', 'returned'] as const;
export type MailLogKind = (typeof MAIL_LOG_KINDS)[number];

/** The permission entry (menu link) that guards every mail log screen and call. */
export const MAIL_LOG_LINK = '/mailLog/incoming';

export interface MailLogRegister {
  kind: MailLogKind;
  title: string;
  /** the screen's route */
  path: string;
  /** the spec's flags */
  isAruba: boolean;
  isIncoming: boolean;
  /** sent by the school: a type of outgoing is required */
  outgoing: boolean;
  /** labels of the date and the two parties in this register */
  labels: { mailDate: string; fromName: string; toName: string };
}

const register = (
  kind: MailLogKind,
  title: string,
  path: string,
  flags: Pick<MailLogRegister, 'isAruba' | 'isIncoming' | 'outgoing'>,
  labels: MailLogRegister['labels'],
): MailLogRegister => ({ kind, title, path, ...flags, labels });
// the parties are From and To in every register (the form's messages name them so); the date says what happened
const RECEIVED = { mailDate: 'Date Received', fromName: 'From', toName: 'To' };
const SENT = { mailDate: 'Date Sent', fromName: 'From', toName: 'To' };

export const MAIL_LOG_REGISTERS: Record<MailLogKind, MailLogRegister> = {
  incoming: register(
    'incoming',
    'Incoming Mail',
    '/mailLog/incoming',
    { isAruba: false, isIncoming: true, outgoing: false },
    RECEIVED,
  ),
  outgoing: register(
    'outgoing',
    'Outgoing Mail',
    '/mailLog/outgoing',
    { isAruba: false, isIncoming: false, outgoing: true },
    SENT,
  ),
  'aruba-incoming': register(
    'aruba-incoming',
    'Aruba Incoming Mail',
    '/mailLog/aruba/incoming',
    { isAruba: true, isIncoming: true, outgoing: false },
    RECEIVED,
  ),
  'aruba-outgoing': register(
    'aruba-outgoing',
    'Aruba Outgoing Mail',
    '/mailLog/aruba/outgoing',
    { isAruba: true, isIncoming: false, outgoing: true },
    SENT,
  ),
  returned: register(
    'returned',
    'Returned Mail',
    '/mailLog/returned',
    { isAruba: false, isIncoming: true, outgoing: false },
    { mailDate: 'Date Returned', fromName: 'From', toName: 'To' },
  ),
};

/** The register a mail log screen shows (undefined for any other path). */
export const mailLogKindOfPath = (path: string): MailLogKind | undefined =>
  MAIL_LOG_KINDS.find((k) => MAIL_LOG_REGISTERS[k].path === path.split(/[?#]/)[0].replace(/\/+$/, ''));
/** Registers whose entries may name a type of outgoing (required on the outgoing ones). */
export const hasOutgoingType = (kind: MailLogKind) => MAIL_LOG_REGISTERS[kind].outgoing || kind === 'returned';

export const MAIL_MEDIA = ['Physical', 'Electronic'] as const;
export type MailMedium = (typeof MAIL_MEDIA)[number];

/** Attachments: PDF, Word, Excel, PNG or JPEG (checked by content on the server), 10 MB each, 10 an entry. */
export const MAIL_LOG_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx';
export const MAIL_LOG_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAIL_LOG_MAX_ATTACHMENTS = 10;

export const MAIL_LOG_TOASTS = {
  added: 'Mail log added successfully',
  addFailed: 'Failed to add mail log, Try again!',
  updated: 'Mail log updated successfully',
  updateFailed: 'Failed to update mail log, Try again!',
  deleted: 'Mail log deleted successfully',
  deleteFailed: 'Failed to delete mail log, Try again!',
} as const;

export const MAIL_LOG_MESSAGES = {
  futureDate: 'The date cannot be in the future',
  dateOrder: 'The end date must be on or after the start date',
  outgoingTypeRequired: 'Type of Outgoing is required',
  returnReasonRequired: 'Reason Returned is required',
  department: 'Choose a department from the list',
  outgoingType: 'Choose a type of outgoing from the list',
  otherRegister: 'An entry stays in the register it was logged in',
  tooManyAttachments: `At most ${MAIL_LOG_MAX_ATTACHMENTS} attachments an entry`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return ISO_DATE.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
/** ISO (YYYY-MM-DD) or MM/DD/YYYY as shown on screens, to ISO. */
const toIsoDate = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : v.trim();
};
const date = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : toIsoDate(v)),
    safeString({ error: `${label} is required` }).refine(isRealDate, `${label} must be a valid date (MM/DD/YYYY)`),
  );
const optionalDate = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : toIsoDate(v)),
    safeString().refine(isRealDate, `${label} must be a valid date (MM/DD/YYYY)`).optional(),
  );
const toId = (v: unknown) =>
  blank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
const id = (label: string) =>
  z.preprocess(
    toId,
    z
      .number({ error: `${label} is required` })
      .int()
      .positive(`Choose a ${label.toLowerCase()}`),
  );
const optionalId = (label: string) =>
  z.preprocess(
    (v) => toId(v) ?? null,
    z
      .number({ error: `Choose a ${label.toLowerCase()}` })
      .int()
      .positive(`Choose a ${label.toLowerCase()}`)
      .nullable(),
  );
const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    safeString({ error: `${label} is required` })
      .trim()
      .max(max, `${label} can be at most ${max} characters`),
  );
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : v),
    safeString().trim().max(max, `${label} can be at most ${max} characters`).nullable(),
  );

/** The fields of an entry, without the rules across fields (forms pick from it). */
export const mailLogFields = z.object({
  kind: z.enum(MAIL_LOG_KINDS, { error: 'Choose a register' }),
  mailDate: date('Date'),
  department: id('Department'),
  medium: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(MAIL_MEDIA, { error: 'Choose physical or electronic' }).default('Physical'),
  ),
  fromName: requiredText('From', 200),
  toName: requiredText('To', 200),
  subject: requiredText('Subject', 300),
  outgoingType: optionalId('Type of Outgoing'),
  trackingNumber: optionalText('Tracking Number', 100),
  returnReason: optionalText('Reason Returned', 500),
  notes: optionalText('Notes', 2000),
});

type RegisterValues = { kind?: unknown; outgoingType?: unknown; returnReason?: unknown };
const kindOf = (v: unknown) => (v as RegisterValues | undefined)?.kind;
/**
 * The rules of the registers, checked even while other fields are in error (so a form shows every
 * missing field at once): the outgoing registers need a type of outgoing, returned mail its reason.
 */
const withRegisterRules = <T extends z.ZodType<RegisterValues>>(schema: T) =>
  schema
    .refine((v) => !!v.outgoingType, {
      path: ['outgoingType'],
      message: MAIL_LOG_MESSAGES.outgoingTypeRequired,
      when: (p) => MAIL_LOG_KINDS.some((k) => k === kindOf(p.value) && MAIL_LOG_REGISTERS[k].outgoing),
    })
    .refine((v) => !!v.returnReason, {
      path: ['returnReason'],
      message: MAIL_LOG_MESSAGES.returnReasonRequired,
      when: (p) => kindOf(p.value) === 'returned',
    });

/** Add an entry: the text fields of a multipart form, with `attachments` file parts. */
export const mailLogInput = withRegisterRules(mailLogFields);
export type MailLogInput = z.infer<typeof mailLogInput>;

/** Edit an entry: the same fields (kind must stay), new `attachments`, and attachments to remove by id ("3,7"). */
export const mailLogUpdateInput = withRegisterRules(
  mailLogFields.extend({
    removeAttachments: z.preprocess(
      (v) => (blank(v) ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
      z
        .array(z.coerce.number({ error: 'Attachments to remove are ids' }).int().positive())
        .max(MAIL_LOG_MAX_ATTACHMENTS * 2),
    ),
  }),
);
export type MailLogUpdateInput = z.infer<typeof mailLogUpdateInput>;

export const mailLogAttachment = z.object({
  id: z.number().int(),
  filename: safeString(),
  contentType: safeString(),
  size: z.number().int(),
  uploadedAt: safeString(),
  uploadedByName: safeString().nullable(),
});
export type MailLogAttachment = z.infer<typeof mailLogAttachment>;

/** An entry as lists show it; ref fields carry their row's name as `<field>Label`. */
export const mailLogListItem = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_LOG_KINDS),
  mailDate: safeString(),
  department: z.number().int(),
  departmentLabel: safeString().nullable(),
  medium: z.enum(MAIL_MEDIA),
  fromName: safeString(),
  toName: safeString(),
  subject: safeString(),
  outgoingType: z.number().int().nullable(),
  outgoingTypeLabel: safeString().nullable(),
  trackingNumber: safeString().nullable(),
  returnReason: safeString().nullable(),
  notes: safeString().nullable(),
  attachmentCount: z.number().int(),
  enteredBy: z.number().int().nullable(),
  enteredByName: safeString().nullable(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type MailLogListItem = z.infer<typeof mailLogListItem>;

/** One entry with its attachments and who changed it last. */
export const mailLog = mailLogListItem.extend({
  attachments: z.array(mailLogAttachment),
  updatedByName: safeString().nullable(),
});
export type MailLog = z.infer<typeof mailLog>;

export const MAIL_LOG_SORTS = ['mailDate', 'fromName', 'toName', 'subject', 'createdAt', 'id'] as const;

/**
 * List query of one register: paging, sort (one of MAIL_LOG_SORTS, `-` for descending; newest date
 * first by default), q (words in from, to, subject, tracking number, notes), the date range from..to
 * (inclusive), department, enteredBy (user id), outgoingType and medium.
 */
export const mailLogListQuery = pageQuery
  .extend({
    kind: z.enum(MAIL_LOG_KINDS, { error: 'Choose a register' }),
    from: optionalDate('From date'),
    to: optionalDate('To date'),
    department: z.coerce.number().int().positive().optional(),
    enteredBy: z.coerce.number().int().positive().optional(),
    outgoingType: z.coerce.number().int().positive().optional(),
    medium: z.enum(MAIL_MEDIA).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: MAIL_LOG_MESSAGES.dateOrder });
  });
export type MailLogListQuery = z.infer<typeof mailLogListQuery>;

export const mailLogKindQuery = z.object({ kind: z.enum(MAIL_LOG_KINDS, { error: 'Choose a register' }) });
export const mailLogFileParam = z.object({
  id: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});

/** The people who logged entries of a register (the entered-by filter). */
export const mailLogEnteredBy = z.object({
  items: z.array(z.object({ value: z.number().int(), label: safeString() })),
});
