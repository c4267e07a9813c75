import {
  NOTIFICATION_LINK,
  USER_NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import * as repo from './notifications.repo.js';
import { createLiveHub, publish, type LiveMessage } from './notifications.live.js';

export interface NewNotification {
  userId: number;
  /** DOCUMENT, INSURANCE, INVOICE, SURVEY or TASK */
  type: string;
  title: string;
  body?: string | null;
  /** an in-app path such as /task/edit/12 */
  link?: string | null;
}

const shape = (r: repo.NotificationRow): Notification => ({
  id: r.id,
  type: r.type as NotificationType,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  createdAt: r.createdAt,
});

/**
 * Per-user notifications. Other domains call `notify` inside their own transaction: the row and its
 * live push commit (or roll back) with the change that caused it.
 */
export function createNotificationsService(db: Db, opts: { onError?: (e: unknown) => void } = {}) {
  const hub = createLiveHub(db, opts.onError);

  return {
    async notify(ex: Executor, n: NewNotification): Promise<void> {
      if (!(USER_NOTIFICATION_TYPES as readonly string[]).includes(n.type))
        throw badInput(`Unknown notification type ${n.type}`, { type: 'Unknown notification type' });
      const title = n.title.trim();
      if (!title) throw badInput('A notification needs a title', { title: 'Title is required' });
      if (n.link && !NOTIFICATION_LINK.test(n.link))
        throw badInput('A notification links to a page of this site', { link: 'Link must be a path of this site' });
      const row = await repo.insertNotification(ex, {
        userId: n.userId,
        type: n.type,
        title: title.slice(0, 200),
        body: n.body?.trim().slice(0, 2000) || null,
        link: n.link || null,
      });
      await publish(ex, { userId: n.userId, kind: 'created', id: row.id });
    },
    async list(userId: number, q: { page: number; pageSize: number; unread?: boolean }) {
      const { items, total } = await repo.listFor(db, userId, q);
      return {
        items: items.map(shape),
        total,
        page: q.page,
        pageSize: q.pageSize,
        unread: await repo.unreadCount(db, userId),
      };
    },
    unreadCount: (userId: number) => repo.unreadCount(db, userId),
    /** One of the user's own notifications (absent when it is someone else's). */
    async get(userId: number, id: number) {
      const r = await repo.findOwn(db, userId, id);
      return r ? shape(r) : undefined;
    },
    async setRead(actor: Actor, id: number, read: boolean) {
      const before = await repo.findOwn(db, actor.userId, id);
      if (!before) throw notFound('Notification');
      const after = await db.transaction(async (tx) => {
        const row = await repo.setRead(tx, actor.userId, id, read);
        await audit(tx, actor, {
          action: read ? 'read' : 'unread',
          entity: 'notification',
          entityId: id,
          before,
          after: row,
        });
        await publish(tx, { userId: actor.userId, kind: 'read' });
        return row;
      });
      return shape(after);
    },
    async markAllRead(actor: Actor, upTo?: number) {
      const marked = await db.transaction(async (tx) => {
        const ids = await repo.markAllRead(tx, actor.userId, upTo);
        // recorded even when nothing was unread: who asked, when, and which notifications it marked
        await audit(tx, actor, {
          action: 'readAll',
          entity: 'notification',
          entityId: null,
          after: { marked: ids.length, ids, upTo: upTo ?? null },
        });
        if (ids.length) await publish(tx, { userId: actor.userId, kind: 'read' });
        return ids.length;
      });
      return { marked, unread: await repo.unreadCount(db, actor.userId) };
    },
    /** Live messages for one user (the stream route); answers the unsubscribe function. */
    subscribe: (userId: number, fn: (m: LiveMessage) => void) => hub.subscribe(userId, fn),
    liveListeners: () => hub.listeners(),
    close: () => hub.close(),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
