import {
  NOTIFICATION_COUNT_ENTRIES,
  permissionFor,
  type NotificationCountKey,
  type NotificationCounts,
  type SessionUser,
} from '@caduceus/contracts';

/** Counts the work waiting behind one entry of the top-bar dropdown (for this user). */
export type CountSource = (user: SessionUser) => Promise<number>;

/**
 * The top-bar counts (spec call notificationsCount). Each domain registers its count once, in app.ts:
 *   notificationCounts.add('invoiceRequests', () => invoices.pendingRequestCount());
 * An entry without a registered count (its domain is not built yet) is hidden; an entry is shown only
 * to a user who may read its page. The badge is the sum of the shown entries.
 */
export class NotificationCountRegistry {
  private sources = new Map<NotificationCountKey, CountSource>();

  add(key: NotificationCountKey, source: CountSource) {
    if (this.sources.has(key)) throw new Error(`Notification count ${key} is registered twice`);
    this.sources.set(key, source);
    return this;
  }

  registered(): NotificationCountKey[] {
    return [...this.sources.keys()];
  }

  async countsFor(
    user: SessionUser,
    mayRead: (user: SessionUser, link: string) => Promise<boolean>,
  ): Promise<NotificationCounts> {
    const shown = await Promise.all(
      NOTIFICATION_COUNT_ENTRIES.map(async (e) => {
        const source = this.sources.get(e.key);
        const link = permissionFor(e.link) ?? e.link;
        if (!source || !(await mayRead(user, link))) return null;
        return { key: e.key, label: e.label, link: e.link, count: Math.max(0, Math.trunc(await source(user))) };
      }),
    );
    const items = shown.filter((e) => e !== null);
    return { items, total: items.reduce((n, e) => n + e.count, 0) };
  }
}
