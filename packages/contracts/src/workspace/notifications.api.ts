import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * Notifications (spec 000 sections 2 and 3): the top-bar counts of work waiting for staff, and each
 * user's own notifications (a document, an insurance, an invoice, a survey, a task), pushed live.
 */
/**
 * The types of a user's notification: the spec's four (options.ts NOTIFICATION_TYPES), TASK (an assigned task),
 * PROFILE (a request to update one's personal information, from /admin/notify-all) and EMAIL (a lead wrote to
 * the representative: leads/inbox.ts).
 */
export const USER_NOTIFICATION_TYPES = [
  'DOCUMENT',
  'INSURANCE',
  'INVOICE',
  'SURVEY',
  'TASK',
  'PROFILE',
  'EMAIL',
] as const;
export type NotificationType = (typeof USER_NOTIFICATION_TYPES)[number];

/** An in-app link: a path of this site (never another site or a script URL). */
export const NOTIFICATION_LINK = /^\/(?![/\\])[^\s]*$/;

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(USER_NOTIFICATION_TYPES),
  title: safeString(),
  body: safeString().nullable(),
  link: safeString().nullable(),
  read: z.boolean(),
  createdAt: safeString(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const notificationList = z.object({
  items: z.array(notification),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationReadInput = z.object({ read: z.boolean({ error: 'Read must be true or false' }) });
/** Mark all read up to the newest one the user has seen (a notification arriving meanwhile stays unread). */
export const notificationsReadAllInput = z.object({ upTo: z.number().int().positive().optional() });
export const notificationsReadAll = z.object({ marked: z.number().int(), unread: z.number().int() });

/** What the live stream (`GET /api/notifications/stream`, server-sent events) sends. */
export const NOTIFICATION_EVENTS = { created: 'notification', read: 'read', ready: 'ready' } as const;
export const notificationCreatedEvent = z.object({ notification, unread: z.number().int() });
export const notificationReadEvent = z.object({ unread: z.number().int() });

/**
 * The spec's top-bar counts (000 section 2). Each entry is shown only to a user with read permission
 * on its page, links where the spec says, and counts 0 until its domain registers the count.
 */
export const NOTIFICATION_COUNT_KEYS = [
  'paymentsVerify',
  'invoiceRequests',
  'transcriptCompletion',
  'transcriptVerify',
  'unAssignedLeadCount',
  'unverfiedDocumentCount',
  'unverifiedEmailCount',
] as const;
export type NotificationCountKey = (typeof NOTIFICATION_COUNT_KEYS)[number];

/** Each count's label and link (000 section 2, notification dropdown); its page's permission decides who sees it. */
export const NOTIFICATION_COUNT_ENTRIES: readonly { key: NotificationCountKey; label: string; link: string }[] = [
  { key: 'paymentsVerify', label: 'Unverified payments', link: '/accounting/unverified-notifications' },
  { key: 'invoiceRequests', label: 'Invoice requests', link: '/accounting/invoice-requests' },
  {
    key: 'transcriptCompletion',
    label: 'Transcript requests paid',
    link: '/medical/request/transcript-request?status=Paid',
  },
  {
    key: 'transcriptVerify',
    label: 'Transcript requests verified',
    link: '/medical/request/transcript-request?status=Verified',
  },
  { key: 'unAssignedLeadCount', label: 'Unassigned leads', link: '/lead/notifications/unassigned-lead' },
  { key: 'unverfiedDocumentCount', label: 'Lead documents', link: '/lead/notifications/documents' },
  { key: 'unverifiedEmailCount', label: 'Unverified lead emails', link: '/lead/unverified/email' },
];

export const notificationCount = z.object({
  key: z.enum(NOTIFICATION_COUNT_KEYS),
  label: safeString(),
  link: safeString(),
  count: z.number().int(),
});
export type NotificationCount = z.infer<typeof notificationCount>;
export const notificationCounts = z.object({ items: z.array(notificationCount), total: z.number().int() });
export type NotificationCounts = z.infer<typeof notificationCounts>;

export const NOTIFICATION_TOASTS = {
  allRead: 'All notifications marked as read',
  failed: 'Something went Wrong!',
} as const;
