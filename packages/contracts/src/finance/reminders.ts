import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalMultilineText, safeString } from '../validation.js';

/**
 * Invoice reminders (spec 002: addInvoiceReminder, getInvoiceRemindList, getInvoiceRemindListBySemester,
 * getCurrentFutureSemester; route /accounting/invoices/send-reminder): the accounting office picks a current
 * or future semester, sees the students owing on its open invoices (overdue ones flagged), and sends them a
 * reminder email; the sending runs as a job ("invoice-reminders") through the mail outbox.
 */
export const INVOICE_REMINDER_ENTITY = 'invoiceReminder';
export const INVOICE_REMINDER_STATES = ['queued', 'sent', 'failed'] as const;

export const REMINDER_MESSAGES = {
  semester: 'Choose a current or future semester',
  nobody: 'No student owes on an open invoice of this semester',
  students: 'Choose students who owe on this semester',
  sendOn: 'The day to send on must be today or later',
} as const;
export const REMINDER_TOASTS = {
  queued: 'Reminder Scheduled Successfully',
  failed: 'Failed to send the reminder, please try again!',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const reminderSemester = z.object({
  id: z.number().int(),
  label: safeString(),
  startDate: safeString().nullable(),
  endDate: safeString().nullable(),
  current: z.boolean(),
});
export const reminderSemesters = z.object({ items: z.array(reminderSemester) });

export const reminderStudentQuery = pageQuery.extend({
  semesterId: id(REMINDER_MESSAGES.semester),
  overdueOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ReminderStudentQuery = z.infer<typeof reminderStudentQuery>;
export const reminderStudent = z.object({
  studentId: z.number().int(),
  name: safeString(),
  email: safeString().nullable(),
  invoices: z.number().int(),
  owed: safeString(),
  overdue: safeString(),
  firstDueDate: safeString(),
  lastRemindedAt: safeString().nullable(),
});
export type ReminderStudent = z.infer<typeof reminderStudent>;

export const reminderInput = z.object({
  semesterId: id(REMINDER_MESSAGES.semester),
  /** only these students (of those owing); every one owing when left out */
  studentIds: z.array(id(REMINDER_MESSAGES.students)).max(5000).optional(),
  overdueOnly: z.boolean().default(false),
  /** a line added to every email */
  message: optionalMultilineText(1000),
  /** the day to send it on (at 08:00 UTC); at once when left out or today */
  sendOn: isoDate.nullish(),
});
export type ReminderInput = z.infer<typeof reminderInput>;

export const reminderListQuery = pageQuery.extend({ semesterId: id(REMINDER_MESSAGES.semester).optional() });
export type ReminderListQuery = z.infer<typeof reminderListQuery>;
export const invoiceReminder = z.object({
  id: z.number().int(),
  semesterId: z.number().int(),
  semester: safeString().nullable(),
  overdueOnly: z.boolean(),
  message: safeString().nullable(),
  state: z.enum(INVOICE_REMINDER_STATES),
  sendOn: safeString().nullable(),
  students: z.number().int(),
  emailed: z.number().int(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
  sentAt: safeString().nullable(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminder>;
