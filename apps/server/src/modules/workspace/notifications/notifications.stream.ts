import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, NOTIFICATION_EVENTS } from '@caduceus/contracts';
import { AppError } from '../../../platform/errors.js';
import type { NotificationRouteDeps } from './notifications.routes.js';

/** The open streams of one app, ended when it closes (an open stream would hold the server up). */
export type OpenStreams = Set<() => void>;

const HEARTBEAT_MS = 25_000;

/**
 * One server-sent event stream for the signed-in user: a `ready` event with the unread count, then a
 * `notification` event for each new one (after its transaction commits) and a `read` event when the
 * unread count changes in another tab. A comment every 25 s keeps proxies from closing it and checks
 * that the session is still live, without extending it (an open tab does not defeat the idle limit).
 */
export async function openStream(
  req: FastifyRequest,
  reply: FastifyReply,
  d: NotificationRouteDeps,
  streams: OpenStreams,
) {
  const user = req.user!;
  // an event stream never ends: only a client that asks for one (EventSource does) gets it
  if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError(406, ERROR_CODES.badInput, 'This address answers a text/event-stream (use EventSource)');
  }
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  let closed = false;
  const send = (event: string, data: unknown) => {
    if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // queue sends so events leave in the order their messages arrived
  let chain = Promise.resolve();
  const later = (fn: () => Promise<void>) => {
    chain = chain.then(fn).catch((err: unknown) => req.log.warn({ err }, 'notification stream'));
  };

  let unsubscribe: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined = undefined;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    unsubscribe?.();
    streams.delete(end);
    res.end();
  };
  streams.add(end);
  req.raw.on('close', end);
  res.on('error', end);

  try {
    unsubscribe = await d.notifications.subscribe(user.id, (m) =>
      later(async () => {
        if (m.kind === 'created' && m.id) {
          const n = await d.notifications.get(user.id, m.id);
          if (n)
            send(NOTIFICATION_EVENTS.created, { notification: n, unread: await d.notifications.unreadCount(user.id) });
        } else {
          send(NOTIFICATION_EVENTS.read, { unread: await d.notifications.unreadCount(user.id) });
        }
      }),
    );
    if (closed) return unsubscribe();
    res.write('retry: 5000\n\n');
    send(NOTIFICATION_EVENTS.ready, { unread: await d.notifications.unreadCount(user.id) });
  } catch (err) {
    req.log.error({ err }, 'notification stream could not start');
    return end();
  }
  timer = setInterval(
    () =>
      later(async () => {
        if (!(await d.sessionLive(user.sessionId))) {
          send('end', { reason: 'session' });
          return end();
        }
        if (!closed) res.write(': ping\n\n');
      }),
    d.heartbeatMs ?? HEARTBEAT_MS,
  );
}
