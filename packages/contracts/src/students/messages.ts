import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import {
  MESSAGES,
  PATTERNS,
  email,
  optionalText,
  text,
  safeString,
  optionalMultilineText,
  messageText,
} from '../validation.js';
import { MAX_ID, isoDate } from './student.js';

export * from './richText.js';

/**
 * Messages to students (spec 001 "Documents, notes, email" and "Notifications and SMS"): the email tab
 * (templates, rich text, attachments, history with delivery status), the SMS tab (send, history,
 * settings, saved recipient contacts, the portal credentials by SMS, devices, a delivery report) and
 * the "Update Student Info" screen that asks students to update their personal information.
 */

/** The permission entry of the "Update Student Info" screen. */
export const NOTIFY_ALL_LINK = '/admin/notify-all';

// ---------------------------------------------------------------------------------------------
// Email

export const STUDENT_EMAIL_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx';
export const STUDENT_EMAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const STUDENT_EMAIL_MAX_ATTACHMENTS = 10;
export const STUDENT_EMAIL_MAX_CC = 10;
export const STUDENT_EMAIL_BODY_MAX = 20000;

/** Delivery as the outbox row says (pending while the sender job has not delivered it). */
export const EMAIL_DELIVERY_STATUSES = ['Pending', 'Sent', 'Failed'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

const bool = z.preprocess(
  (v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' || v === undefined ? false : v),
  z.boolean(),
);
/** Addresses typed in one field: separated by commas, semicolons or spaces; each must be an email. */
const addressList = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,;]+/) : v),
    z
      .array(safeString())
      .transform((xs) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))])
      .pipe(
        z
          .array(safeString().email(MESSAGES.email))
          .max(STUDENT_EMAIL_MAX_CC, `At most ${STUDENT_EMAIL_MAX_CC} addresses`),
      ),
  )
  .default([]);
const optRef = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(MAX_ID).optional(),
);

/**
 * The email form (multipart/form-data: these text fields and up to 10 `attachments` file parts).
 * `to` defaults to the student's address on the form; cc may add the linked parents (billing
 * contacts) and other addresses.
 */
export const studentEmailInput = z.object({
  to: email,
  cc: addressList,
  ccParents: bool.default(false),
  templateId: optRef,
  subject: text(200),
  body: messageText({ error: MESSAGES.required })
    .refine((s) => s.trim().length > 0, MESSAGES.required)
    .refine((s) => s.length <= STUDENT_EMAIL_BODY_MAX, `At most ${STUDENT_EMAIL_BODY_MAX} characters`),
});
export type StudentEmailInput = z.infer<typeof studentEmailInput>;

export const studentEmailQuery = pageQuery.extend({ status: z.enum(EMAIL_DELIVERY_STATUSES).optional() });
export const STUDENT_EMAIL_SORTS = ['sentAt', 'subject', 'to', 'status'] as const;

export const studentEmailAttachment = z.object({
  id: z.number().int(),
  filename: safeString(),
  contentType: safeString(),
  size: z.number().int(),
});
export type StudentEmailAttachment = z.infer<typeof studentEmailAttachment>;

export const studentEmailListItem = z.object({
  id: z.number().int(),
  to: safeString(),
  cc: z.array(safeString()),
  subject: safeString(),
  sentByName: safeString().nullable(),
  sentAt: safeString(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  deliveredAt: safeString().nullable(),
  attachmentCount: z.number().int(),
});
export type StudentEmailListItem = z.infer<typeof studentEmailListItem>;

export const studentEmail = studentEmailListItem.extend({
  /** the body as written (render it with richTextBlocks) */
  body: safeString(),
  templateName: safeString().nullable(),
  deliveryError: safeString().nullable(),
  attachments: z.array(studentEmailAttachment),
});
export type StudentEmail = z.infer<typeof studentEmail>;

/** A template filled for one student (the form puts these in its subject and body). */
export const filledTemplate = z.object({
  templateId: z.number().int(),
  name: safeString(),
  subject: safeString(),
  body: safeString(),
});
export type FilledTemplate = z.infer<typeof filledTemplate>;
export const emailTemplateParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  templateId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Who the cc-parents box would add (the linked parent accounts). */
export const emailRecipients = z.object({
  student: safeString(),
  parents: z.array(z.object({ name: safeString(), email: safeString() })),
});
export type EmailRecipients = z.infer<typeof emailRecipients>;

// ---------------------------------------------------------------------------------------------
// SMS

/** The form counts the message in 160-character segments. */
export const SMS_SEGMENT_LENGTH = 160;
export const SMS_MAX_SEGMENTS = 4;
export const SMS_MAX_LENGTH = SMS_SEGMENT_LENGTH * SMS_MAX_SEGMENTS;
export const smsSegments = (s: string) => Math.ceil(s.length / SMS_SEGMENT_LENGTH);

/** Queued until the provider answers; Logged by the logging provider (nothing left the school). */
export const SMS_STATUSES = ['Queued', 'Logged', 'Sent', 'Failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_KINDS = ['message', 'credentials'] as const;

const smsPhone = safeString({ error: MESSAGES.required }).trim().regex(PATTERNS.phone, MESSAGES.phone);

export const studentSmsInput = z.object({
  phone: smsPhone,
  text: messageText({ error: MESSAGES.required })
    .refine((s) => s.trim().length > 0, MESSAGES.required)
    .refine((s) => s.length <= SMS_MAX_LENGTH, `At most ${SMS_MAX_LENGTH} characters (${SMS_MAX_SEGMENTS} messages)`),
  /** keep the number as a recipient contact of this student under this name */
  saveAs: optionalText(80),
});
export type StudentSmsInput = z.infer<typeof studentSmsInput>;

export const studentSmsQuery = pageQuery.extend({ status: z.enum(SMS_STATUSES).optional() });
export const STUDENT_SMS_SORTS = ['sentAt', 'to', 'status'] as const;

export const studentSms = z.object({
  id: z.number().int(),
  to: safeString(),
  /** "Student", a saved contact's name, or null for another number */
  recipient: safeString().nullable(),
  kind: z.enum(SMS_KINDS),
  /** the text as sent (one-time links hidden) */
  text: safeString(),
  segments: z.number().int(),
  status: z.enum(SMS_STATUSES),
  providerId: safeString().nullable(),
  error: safeString().nullable(),
  sentByName: safeString().nullable(),
  sentAt: safeString(),
});
export type StudentSms = z.infer<typeof studentSms>;
export const smsIdParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  smsId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Where a student's SMS go and whether they agreed to get them. */
export const smsSettingsInput = z.object({
  /** the number SMS go to; empty: the phone of the personal tab */
  smsPhone: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), smsPhone.nullable()).default(null),
  optedOut: z.boolean().default(false),
});
export type SmsSettingsInput = z.infer<typeof smsSettingsInput>;
export const smsSettings = z.object({
  smsPhone: safeString().nullable(),
  /** the phone of the personal tab */
  studentPhone: safeString().nullable(),
  optedOut: z.boolean(),
  updatedByName: safeString().nullable(),
  updatedAt: safeString().nullable(),
});
export type SmsSettings = z.infer<typeof smsSettings>;

/** A saved recipient contact ("RC") of a student: a number SMS may go to besides the student's. */
export const smsRecipient = z.object({
  id: z.number().int(),
  name: safeString(),
  phone: safeString(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type SmsRecipient = z.infer<typeof smsRecipient>;
export const smsRecipientParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  recipientId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Where the student's (and their parents') accounts are signed in: the devices that get live notifications. */
export const studentDevice = z.object({
  sessionId: z.number().int(),
  userName: safeString(),
  userType: safeString(),
  device: safeString(),
  signedInAt: safeString(),
  lastSeenAt: safeString(),
});
export type StudentDevice = z.infer<typeof studentDevice>;

/** The portal account the credentials SMS names. */
export const smsCredentialsResult = z.object({ sms: studentSms, username: safeString() });

/** Counts of a student's emails and SMS by delivery status within a date range. */
export const messageReportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const messageReport = z.object({
  email: z.record(safeString(), z.number().int()),
  sms: z.record(safeString(), z.number().int()),
  emailTotal: z.number().int(),
  smsTotal: z.number().int(),
  smsSegments: z.number().int(),
  lastEmailAt: safeString().nullable(),
  lastSmsAt: safeString().nullable(),
});
export type MessageReport = z.infer<typeof messageReport>;

// ---------------------------------------------------------------------------------------------
// Update Student Info (/admin/notify-all)

export const notifyStudentQuery = pageQuery.extend({
  statusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  campusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  semesterId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  cohort: safeString().max(40).optional(),
  /** only the students asked to update their information (true) or only the others (false) */
  flagged: z.enum(['true', 'false']).optional(),
});
export type NotifyStudentQuery = z.infer<typeof notifyStudentQuery>;
export const NOTIFY_STUDENT_SORTS = ['id', 'name', 'status', 'campus', 'semester', 'cohort', 'requestedAt'] as const;

export const notifyStudent = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  statusName: safeString().nullable(),
  campusName: safeString().nullable(),
  semesterName: safeString().nullable(),
  cohort: safeString().nullable(),
  forcePersonalInfoUpdate: z.boolean(),
  /** the latest request: when and by whom */
  requestedAt: safeString().nullable(),
  requestedByName: safeString().nullable(),
});
export type NotifyStudent = z.infer<typeof notifyStudent>;

export const NOTIFY_MAX_STUDENTS = 5000;
export const notifyFilters = notifyStudentQuery.pick({
  statusId: true,
  campusId: true,
  semesterId: true,
  cohort: true,
  q: true,
});
export type NotifyFilters = z.infer<typeof notifyFilters>;

export const notifyAllInput = z
  .object({
    /** the students picked one by one; or, when empty, every student the filters match */
    studentIds: z.array(z.number().int().positive().max(MAX_ID)).max(NOTIFY_MAX_STUDENTS).default([]),
    filters: notifyFilters.optional(),
    sendEmail: z.boolean().default(false),
    sendNotification: z.boolean().default(true),
    /** a line from the office added to the email and the notification */
    message: optionalMultilineText(1000),
  })
  .refine((v) => v.studentIds.length > 0 || Object.values(v.filters ?? {}).some((x) => x !== undefined && x !== ''), {
    message: 'Choose students, or at least one filter',
    path: ['studentIds'],
  });
export type NotifyAllInput = z.infer<typeof notifyAllInput>;

export const notifyAllResult = z.object({
  matched: z.number().int(),
  flagged: z.number().int(),
  alreadyFlagged: z.number().int(),
  emailed: z.number().int(),
  notified: z.number().int(),
});
export type NotifyAllResult = z.infer<typeof notifyAllResult>;

export const notifyClearInput = z.object({
  studentIds: z.array(z.number().int().positive().max(MAX_ID)).min(1, 'Choose students').max(NOTIFY_MAX_STUDENTS),
});
export const notifyClearResult = z.object({ cleared: z.number().int() });

/** The email and notification a student gets when asked to update their information. */
export const INFO_UPDATE_MESSAGE = {
  subject: 'Please update your personal information',
  title: 'Please update your personal information',
  body: 'The school asks you to review and update your personal information. Until you save it, your portal shows only the Personal, Billing Contact and Time Table tabs.',
} as const;

export const STUDENT_MESSAGE_TOASTS = {
  emailSent: 'Email sent',
  emailFailed: 'Failed to send email, Try again!',
  templateFetchFailed: 'Failed to fetch Email Templates, Try again!',
  smsSent: 'SMS sent',
  smsLogged: 'SMS recorded (the logging provider sends nothing)',
  smsFailed: 'Failed to send SMS, Try again!',
  credentialsSent: 'Credentials sent by SMS',
  credentialsFailed: 'Failed to send credentials, Try again!',
  settingsSaved: 'SMS settings updated successfully',
  settingsFailed: 'Failed to update SMS settings, Try again!',
  recipientDeleted: 'Recipient deleted successfully',
  recipientDeleteFailed: 'Failed to delete recipient, Try again!',
  notified: 'Students asked to update their information',
  notifyFailed: 'Failed to notify students, Try again!',
  cleared: 'Request cleared successfully',
  clearFailed: 'Failed to clear the request, Try again!',
} as const;
