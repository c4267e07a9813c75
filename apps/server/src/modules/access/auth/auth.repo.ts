import { and, eq, gt, inArray, isNull, ne, sql, or, ilike, desc } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { accessGroups } from '../rights/access.schema.js';
import {
  emailChanges,
  loginFailures,
  passwordResetRequests,
  passwordTokens,
  sessions,
  userSignatures,
  users,
} from './auth.schema.js';
import { likeTerm } from '../../../platform/paging.js';

export type UserRow = typeof users.$inferSelect;

export const findUserByLogin = async (ex: Executor, login: string) =>
  await ex
    .select()
    .from(users)
    .where(or(eq(users.username, login.toLowerCase()), eq(sql`lower(${users.email})`, login.toLowerCase())))
    .limit(2);

export const findUserById = async (ex: Executor, id: number) =>
  (await ex.select().from(users).where(eq(users.id, id)))[0];

export const groupNameOf = async (ex: Executor, groupId: number | null) =>
  groupId
    ? ((await ex.select({ name: accessGroups.name }).from(accessGroups).where(eq(accessGroups.id, groupId)))[0]?.name ??
      null)
    : null;

export async function countRecentFailures(ex: Executor, key: string, seconds: number): Promise<number> {
  const [r] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, sql`now() - (${seconds} || ' seconds')::interval`)));
  return Number(r.n);
}
/** Marks an attempt under each key; answers the marks' ids in the order of the keys. */
export async function addFailures(ex: Executor, keys: string[]) {
  const rows = await ex
    .insert(loginFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: loginFailures.id, key: loginFailures.key });
  return keys.map((k) => rows.find((r) => r.key === k)!.id);
}
export const removeFailures = (ex: Executor, ids: number[]) =>
  ids.length ? ex.delete(loginFailures).where(inArray(loginFailures.id, ids)) : Promise.resolve();
export const clearFailures = (ex: Executor, key: string) => ex.delete(loginFailures).where(eq(loginFailures.key, key));
export const clearFailureKeys = (ex: Executor, keys: string[]) =>
  ex.delete(loginFailures).where(inArray(loginFailures.key, keys));
/** Every failure of an account: its own marks and those of each address it was tried from. */
export const clearAccountFailures = (ex: Executor, accountKey: string) =>
  ex
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, accountKey), sql`${loginFailures.key} like ${`pair:${accountKey}@%`}`));

/** Lock ids of the throttle's keys: one namespace (the first key of the two-key form), a 32-bit hash of the key. */
const THROTTLE_LOCK_SPACE = 0x10c1;
/**
 * Waits (at most lockTimeoutMs, then PostgreSQL's lock_not_available) for the transaction's lock on a
 * throttle key, so that attempts on one account are checked and counted one after the other.
 */
export async function lockThrottleKey(tx: Executor, key: string, lockTimeoutMs = 5000) {
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${key}))`);
}

export interface ThrottleState {
  /** failures of the address within its window (attempts under way included), seconds until the oldest leaves it */
  ipFailures: number;
  ipWait: number;
  /** the same for the account and address pair */
  pairFailures: number;
  pairWait: number;
  /** failures of the account within its window, seconds since the latest */
  accountFailures: number;
  sinceLastAccountFailure: number;
  /** the account has signed in from this address within knownDays */
  knownAddress: boolean;
}
/**
 * The throttle's counts for one attempt, in one statement. The same statement runs for an unknown
 * account (user id 0), so that the answer takes as long whether or not the account exists. Times are
 * the clock's, not the transaction's start (which may precede marks of attempts it waited for).
 */
export async function throttleState(
  ex: Executor,
  k: {
    ipKey: string;
    pairKey: string;
    accountKey: string;
    userId: number;
    ip: string;
    ipWindow: number;
    pairWindow: number;
    accountWindow: number;
    knownDays: number;
  },
): Promise<ThrottleState> {
  const within = (key: string, secs: number) =>
    sql`key = ${key} and at > clock_timestamp() - make_interval(secs => ${secs})`;
  const [r] = rowsOf<Record<string, number | boolean>>(
    await ex.execute(sql`
    select
      count(*) filter (where ${within(k.ipKey, k.ipWindow)})::int as "ipFailures",
      coalesce(extract(epoch from min(at) filter (where ${within(k.ipKey, k.ipWindow)}) + make_interval(secs => ${k.ipWindow}) - clock_timestamp()), 0)::float8 as "ipWait",
      count(*) filter (where ${within(k.pairKey, k.pairWindow)})::int as "pairFailures",
      coalesce(extract(epoch from min(at) filter (where ${within(k.pairKey, k.pairWindow)}) + make_interval(secs => ${k.pairWindow}) - clock_timestamp()), 0)::float8 as "pairWait",
      count(*) filter (where ${within(k.accountKey, k.accountWindow)})::int as "accountFailures",
      coalesce(extract(epoch from clock_timestamp() - max(at) filter (where ${within(k.accountKey, k.accountWindow)})), 1e9)::float8 as "sinceLastAccountFailure",
      exists(select 1 from ${sessions} where ${sessions.userId} = ${k.userId} and ${sessions.ip} = ${k.ip}
        and ${sessions.createdAt} > clock_timestamp() - make_interval(days => ${k.knownDays})) as "knownAddress"
    from ${loginFailures} where key in (${k.ipKey}, ${k.pairKey}, ${k.accountKey})`),
  );
  return {
    ipFailures: Number(r.ipFailures),
    ipWait: Number(r.ipWait),
    pairFailures: Number(r.pairFailures),
    pairWait: Number(r.pairWait),
    accountFailures: Number(r.accountFailures),
    sinceLastAccountFailure: Number(r.sinceLastAccountFailure),
    knownAddress: r.knownAddress === true,
  };
}
export const pruneFailures = (ex: Executor) =>
  ex.delete(loginFailures).where(sql`${loginFailures.at} < now() - interval '1 day'`);

export async function insertSession(
  ex: Executor,
  s: { userId: number; tokenHash: string; ip: string | null; userAgent: string | null; expiresAt: string },
) {
  const [row] = await ex.insert(sessions).values(s).returning();
  return row;
}

/** The session of a token hash with its user, and whether it is still live (not revoked, not past its absolute expiry). */
export async function findSession(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select({
      session: sessions,
      user: users,
      groupName: accessGroups.name,
      live: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accessGroups, eq(accessGroups.id, users.groupId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export const touchSession = (ex: Executor, id: number) =>
  ex
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
export const revokeSession = (ex: Executor, id: number) =>
  ex
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
export const revokeUserSessions = (ex: Executor, userId: number, exceptId?: number) =>
  ex
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
      ),
    );

export async function listActiveSessions(ex: Executor, idleMinutes: number, name?: string) {
  return ex
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - (${idleMinutes} || ' minutes')::interval`),
        name
          ? or(
              ilike(users.username, likeTerm(name)),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(name)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(500);
}

/** Every unused link of a user stops working (after any password change, reset or deactivation). */
export const burnPasswordTokens = (ex: Executor, userId: number) =>
  ex
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));

/** Is this text (an email) already another account's username or email? */
export async function loginTakenByOther(ex: Executor, value: string, exceptUserId: number | null) {
  const v = value.trim().toLowerCase();
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(users.username, v), eq(sql`lower(${users.email})`, v)),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const insertPasswordToken = (ex: Executor, t: { userId: number; tokenHash: string; expiresAt: string }) =>
  ex.insert(passwordTokens).values(t);
export async function takePasswordToken(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export const updateUser = (ex: Executor, id: number, set: Partial<typeof users.$inferInsert>) =>
  ex
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();

export const getSignature = async (ex: Executor, userId: number) =>
  (await ex.select().from(userSignatures).where(eq(userSignatures.userId, userId)))[0];
export const upsertSignature = (ex: Executor, userId: number, image: string) =>
  ex
    .insert(userSignatures)
    .values({ userId, image })
    .onConflictDoUpdate({ target: userSignatures.userId, set: { image, updatedAt: sql`now()` } });

/** Pending changes of a user's email stop working (a newer request, a password change or reset). */
export const burnEmailChanges = (ex: Executor, userId: number) =>
  ex
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
export const insertEmailChange = (
  ex: Executor,
  c: { userId: number; newEmail: string; tokenHash: string; expiresAt: string },
) => ex.insert(emailChanges).values(c);
/** The user's email change of this token hash, marked as used; none when unknown, used, expired or another user's. */
export async function takeEmailChange(ex: Executor, userId: number, tokenHash: string) {
  const [row] = await ex
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
/** The address a user's latest live email change waits on. */
export async function pendingEmailOf(ex: Executor, userId: number) {
  const [row] = await ex
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail ?? null;
}

export const insertResetRequest = (ex: Executor, r: { login: string; ip: string | null; requestId: string | null }) =>
  ex.insert(passwordResetRequests).values(r);
/** Takes the oldest waiting reset request (skipping one another instance holds); inside the caller's transaction. */
export async function takeResetRequest(ex: Executor) {
  const rows = rowsOf<{ id: number; login: string; ip: string | null; request_id: string | null }>(
    await ex.execute(sql`
    delete from ${passwordResetRequests} where id = (
      select id from ${passwordResetRequests} order by id limit 1 for update skip locked
    ) returning id, login, ip, request_id`),
  );
  return rows[0] ? { id: rows[0].id, login: rows[0].login, ip: rows[0].ip, requestId: rows[0].request_id } : undefined;
}
