import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParam,
  NOTIFICATION_EVENTS,
  notification,
  notificationCounts,
  notificationList,
  notificationListQuery,
  notificationReadInput,
  notificationsReadAll,
  notificationsReadAllInput,
  type SessionUser,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { NotificationCountRegistry } from './notifications.counts.js';
import type { NotificationsService } from './notifications.service.js';
import { openStream, type OpenStreams } from './notifications.stream.js';

export interface NotificationRouteDeps {
  notifications: NotificationsService;
  counts: NotificationCountRegistry;
  mayRead: (user: SessionUser, link: string) => Promise<boolean>;
  /** the stream ends when the session is no longer live (checked without extending it) */
  sessionLive: (sessionId: number) => Promise<boolean>;
  heartbeatMs?: number;
}

export function notificationsRoutes(app: FastifyInstance, d: NotificationRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('notifications');
  const streams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
    await d.notifications.close();
  });

  r.get(
    '/api/notifications/counts',
    op('notificationCounts', 'authenticated', ['notificationsCount'], {
      ok: notificationCounts,
      description: 'The top-bar counts the user may see (read permission on each page); the badge is their total.',
    }),
    async (req) => d.counts.countsFor(req.user!, d.mayRead),
  );

  r.get(
    '/api/notifications',
    op('listNotifications', 'authenticated', ['studentNotification'], {
      querystring: notificationListQuery,
      ok: notificationList,
      description: "The signed-in user's own notifications, newest first.",
    }),
    async (req) => d.notifications.list(req.user!.id, req.query),
  );

  r.put(
    '/api/notifications/:id/read',
    op('setNotificationRead', 'authenticated', { params: idParam, body: notificationReadInput, ok: notification }),
    async (req) => d.notifications.setRead(actorOf(req), req.params.id, req.body.read),
  );

  r.post(
    '/api/notifications/read-all',
    op('markAllNotificationsRead', 'authenticated', { body: notificationsReadAllInput, ok: notificationsReadAll }),
    async (req) => d.notifications.markAllRead(actorOf(req), req.body.upTo),
  );

  r.get(
    '/api/notifications/stream',
    op('streamNotifications', 'authenticated', ['push notification POST to messaging endpoint'], {
      description:
        `Server-sent events for the signed-in user (the session cookie authenticates it): \`${NOTIFICATION_EVENTS.ready}\` with the unread count, ` +
        `\`${NOTIFICATION_EVENTS.created}\` with each new notification and the unread count, \`${NOTIFICATION_EVENTS.read}\` when the unread count changes ` +
        'elsewhere. Comments keep it open; it ends when the session does. Replaces the old push to a messaging endpoint for browsers.',
    }),
    (req, reply) => openStream(req, reply, d, streams),
  );
}
