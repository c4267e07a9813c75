import { and, eq, gt, inArray, isNull, ne, sql, or, ilike, desc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { accessGroups } from '../access/access.schema.js';
import { loginFailures, passwordTokens, sessions, userSignatures, users } from './auth.schema.js';
import { likeTerm } from '../../platform/paging.js';

export type UserRow = typeof users.$inferSelect;

export const findUserByLogin = async (ex: Executor, login: string) =>
  (await ex.select().from(users).where(or(eq(users.username, login.toLowerCase()), eq(sql`lower(${users.email})`, login.toLowerCase()))).limit(2));

export const findUserById = async (ex: Executor, id: number) => (await ex.select().from(users).where(eq(users.id, id)))[0];

export const groupNameOf = async (ex: Executor, groupId: number | null) =>
  groupId ? (await ex.select({ name: accessGroups.name }).from(accessGroups).where(eq(accessGroups.id, groupId)))[0]?.name ?? null : null;

export async function countRecentFailures(ex: Executor, key: string, seconds: number): Promise<number> {
  const [r] = await ex.select({ n: sql<number>`count(*)::int` }).from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, sql`now() - (${seconds} || ' seconds')::interval`)));
  return Number(r.n);
}
/** Marks an attempt under each key; answers the marks' ids in the order of the keys. */
export async function addFailures(ex: Executor, keys: string[]) {
  const rows = await ex.insert(loginFailures).values(keys.map((key) => ({ key }))).returning({ id: loginFailures.id, key: loginFailures.key });
  return keys.map((k) => rows.find((r) => r.key === k)!.id);
}
export const removeFailures = (ex: Executor, ids: number[]) => (ids.length ? ex.delete(loginFailures).where(inArray(loginFailures.id, ids)) : Promise.resolve());
export const clearFailures = (ex: Executor, key: string) => ex.delete(loginFailures).where(eq(loginFailures.key, key));
export const pruneFailures = (ex: Executor) => ex.delete(loginFailures).where(sql`${loginFailures.at} < now() - interval '1 day'`);

export async function insertSession(ex: Executor, s: { userId: number; tokenHash: string; ip: string | null; userAgent: string | null; expiresAt: string }) {
  const [row] = await ex.insert(sessions).values(s).returning();
  return row;
}

/** The session of a token hash with its user, and whether it is still live (not revoked, not past its absolute expiry). */
export async function findSession(ex: Executor, tokenHash: string) {
  const [row] = await ex.select({
    session: sessions, user: users, groupName: accessGroups.name,
    live: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
  }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accessGroups, eq(accessGroups.id, users.groupId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export const touchSession = (ex: Executor, id: number) => ex.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
export const revokeSession = (ex: Executor, id: number) => ex.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt))).returning({ id: sessions.id, userId: sessions.userId });
export const revokeUserSessions = (ex: Executor, userId: number, exceptId?: number) =>
  ex.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined));

export async function listActiveSessions(ex: Executor, idleMinutes: number, name?: string) {
  return ex.select({
    sessionId: sessions.id, userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName,
    userType: users.userType, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt,
  }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`),
      gt(sessions.lastSeenAt, sql`now() - (${idleMinutes} || ' minutes')::interval`),
      name ? or(ilike(users.username, likeTerm(name)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(name))) : undefined))
    .orderBy(desc(sessions.lastSeenAt)).limit(500);
}

/** Every unused link of a user stops working (after any password change, reset or deactivation). */
export const burnPasswordTokens = (ex: Executor, userId: number) =>
  ex.update(passwordTokens).set({ usedAt: sql`now()` }).where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));

/** Is this text (an email) already another account's username or email? */
export async function loginTakenByOther(ex: Executor, value: string, exceptUserId: number | null) {
  const v = value.trim().toLowerCase();
  const rows = await ex.select({ id: users.id }).from(users)
    .where(and(or(eq(users.username, v), eq(sql`lower(${users.email})`, v)), exceptUserId ? ne(users.id, exceptUserId) : undefined)).limit(1);
  return rows.length > 0;
}

export const insertPasswordToken = (ex: Executor, t: { userId: number; tokenHash: string; expiresAt: string }) => ex.insert(passwordTokens).values(t);
export async function takePasswordToken(ex: Executor, tokenHash: string) {
  const [row] = await ex.update(passwordTokens).set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export const updateUser = (ex: Executor, id: number, set: Partial<typeof users.$inferInsert>) =>
  ex.update(users).set({ ...set, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();

export const getSignature = async (ex: Executor, userId: number) => (await ex.select().from(userSignatures).where(eq(userSignatures.userId, userId)))[0];
export const upsertSignature = (ex: Executor, userId: number, image: string) =>
  ex.insert(userSignatures).values({ userId, image }).onConflictDoUpdate({ target: userSignatures.userId, set: { image, updatedAt: sql`now()` } });
