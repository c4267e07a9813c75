import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { sessions } from '../../access/tables.js';
import { notifications } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

const mine = (userId: number, unread?: boolean) =>
  and(eq(notifications.userId, userId), unread ? isNull(notifications.readAt) : undefined);

export async function listFor(ex: Executor, userId: number, q: { page: number; pageSize: number; unread?: boolean }) {
  const w = mine(userId, q.unread);
  const items = await ex
    .select()
    .from(notifications)
    .where(w)
    .orderBy(desc(notifications.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(w);
  return { items, total: Number(n) };
}
export const unreadCount = async (ex: Executor, userId: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(mine(userId, true))
    )[0].n,
  );
export const findOwn = async (ex: Executor, userId: number, id: number) =>
  (
    await ex
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  )[0];
export const insertNotification = async (ex: Executor, v: typeof notifications.$inferInsert) =>
  (await ex.insert(notifications).values(v).returning())[0];
export const setRead = async (ex: Executor, userId: number, id: number, read: boolean) =>
  (
    await ex
      .update(notifications)
      .set({ readAt: read ? (sql`coalesce(${notifications.readAt}, now())` as never) : null })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning()
  )[0];
/** Marks every unread notification of a user up to (and including) an id read; answers the ids marked. */
export const markAllRead = async (ex: Executor, userId: number, upTo?: number) =>
  (
    await ex
      .update(notifications)
      .set({ readAt: sql`now()` as never })
      .where(and(mine(userId, true), upTo ? lt(notifications.id, upTo + 1) : undefined))
      .returning({ id: notifications.id })
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** Is this session still live (not revoked, not past its absolute or idle limit)? Reads only: it does not extend the session. */
export async function sessionLive(ex: Executor, sessionId: number, idleMinutes: number) {
  const [row] = await ex
    .select({ ok: sql<boolean>`true` })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
      ),
    );
  return !!row;
}
