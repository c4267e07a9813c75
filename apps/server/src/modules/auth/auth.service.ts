import { TOASTS, type SessionUser } from '@caduceus/contracts';
import type { Db } from '../../platform/db/index.js';
import { audit, type Actor } from '../../platform/audit.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../../platform/errors.js';
import { DUMMY_HASH, hashPassword, hashToken, newToken, verifyPassword } from '../../platform/crypto.js';
import { enqueueMail } from '../../platform/mail.js';
import type { AccessService } from '../access/access.service.js';
import * as repo from './auth.repo.js';
import { SessionCache } from './session-cache.js';

export interface AuthDeps {
  db: Db;
  access: AccessService;
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  resetTokenMinutes: number;
  /** how long a live session is reused without reading it (0: read on every request); see SessionCache */
  sessionCacheMs?: number;
  mailQueued(): void;
}

/** Login throttling: the 6th failure within a minute, per IP or per account, is refused. */
export const THROTTLE = { windowSeconds: 60, maxFailures: 5 };

export function toSessionUser(u: repo.UserRow, groupName: string | null, sessionId: number): SessionUser {
  return {
    id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email,
    userType: u.userType as SessionUser['userType'], roleId: u.roleId, roleName: u.roleName, groupId: u.groupId, groupName,
    studentId: u.studentId, employeeId: u.employeeId, isOfferLetterAccepted: u.offerLetterAccepted,
    mustChangePassword: u.mustChangePassword, sessionId,
  };
}

const future = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The account a sign-in names: an exact username first, else the one account with that email. */
function pickLoginUser(found: repo.UserRow[], login: string): repo.UserRow | undefined {
  const byName = found.find((u) => u.username === login);
  if (byName) return byName;
  const byMail = found.filter((u) => u.email.toLowerCase() === login);
  return byMail.length === 1 ? byMail[0] : undefined;
}

/** Forgot-password: at most 3 links an account and 20 requests an address per quarter hour. */
export const FORGOT_LIMIT = { windowSeconds: 900, perAccount: 3, perIp: 20 };

export function createAuthService(d: AuthDeps) {
  const { db } = d;
  const cache = new SessionCache(d.sessionCacheMs ?? 0);
  /** a session is marked as used at most once a minute (the idle limit counts from that mark) */
  const TOUCH_MS = 60_000;

  async function sessionView(user: SessionUser) {
    const rights = await d.access.rightsOf(user);
    return { user, accessRights: { menus: rights.menus, components: rights.components }, menu: await d.access.menuTreeFor(user, rights) };
  }

  async function sendResetLink(userId: number, email: string, firstName: string, purpose: 'reset' | 'welcome', username?: string) {
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      await repo.insertPasswordToken(tx, { userId, tokenHash: hash, expiresAt: future((purpose === 'welcome' ? 72 * 60 : d.resetTokenMinutes) * 60_000) });
      const link = `${d.publicUrl}/reset-password?token=${token}`;
      const text = purpose === 'welcome'
        ? `Hello ${firstName},\n\nAn account has been created for you at Caduceus.\nUsername: ${username}\n\nSet your password here (the link works once, for 72 hours):\n${link}\n`
        : `Hello ${firstName},\n\nSomeone asked to reset the password of your Caduceus account.\nUse this link within ${d.resetTokenMinutes} minutes (it works once):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`;
      await enqueueMail(tx, { to: email, subject: purpose === 'welcome' ? 'Your Caduceus account' : 'Reset your Caduceus password', text });
    });
    d.mailQueued();
  }

  return {
    sendResetLink,

    async login(username: string, password: string, ip: string, userAgent: string | undefined, requestId?: string) {
      const login = username.trim().toLowerCase();
      const user = pickLoginUser(await repo.findUserByLogin(db, login), login);
      // the account is throttled by its id, whichever of username or email was typed
      const keys = [`ip:${ip}`, user ? `user:${user.id}` : `login:${login}`];
      // the attempt is counted before the slow password check, so parallel guesses cannot slip past
      const marks = await repo.addFailures(db, keys);
      for (const key of keys) {
        if ((await repo.countRecentFailures(db, key, THROTTLE.windowSeconds)) > THROTTLE.maxFailures) {
          throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Please wait a minute and try again.');
        }
      }
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || !user.active) throw new AppError(401, 'UNAUTHENTICATED', TOASTS.loginFailed);
      const { token, hash } = newToken();
      const session = await db.transaction(async (tx) => {
        // the account's failures (this attempt's mark among them), then the address mark only this
        // request holds: concurrent sign-ins to one account touch the shared rows in one statement
        // each, in the same order, so they queue instead of deadlocking
        await repo.clearFailures(tx, `user:${user.id}`);
        await repo.removeFailures(tx, marks.slice(0, 1));
        const s = await repo.insertSession(tx, { userId: user.id, tokenHash: hash, ip, userAgent: userAgent?.slice(0, 300) ?? null, expiresAt: future(d.sessionAbsoluteHours * 3600_000) });
        await repo.updateUser(tx, user.id, { lastLoginAt: new Date().toISOString() });
        await audit(tx, { userId: user.id, roleId: user.roleId, userType: user.userType, groupId: user.groupId, ip, requestId }, { action: 'login', entity: 'session', entityId: s.id });
        return s;
      });
      const sessionUser = toSessionUser(user, await repo.groupNameOf(db, user.groupId), session.id);
      return { token, ...(await sessionView(sessionUser)) };
    },

    /** The signed-in user of a token, 'expired' for a session past its idle or absolute limit. */
    async authenticate(token: string): Promise<SessionUser | 'expired' | null> {
      if (token.length < 20 || token.length > 100) return null;
      const hash = hashToken(token);
      const now = Date.now();
      // a session read a moment ago, still within its expiry and not yet due to be marked as used
      const hit = cache.get(hash, now);
      if (hit && now < hit.expiresAt && now - hit.lastSeenAt <= TOUCH_MS) return hit.user;
      const generation = cache.generation();
      const row = await repo.findSession(db, hash);
      if (!row) return null;
      if (!row.live) return 'expired';
      let lastSeenAt = new Date(row.session.lastSeenAt).getTime();
      const idleMs = Date.now() - lastSeenAt;
      if (idleMs > d.sessionIdleMinutes * 60_000) {
        await repo.revokeSession(db, row.session.id);
        return 'expired';
      }
      if (!row.user.active) return null;
      if (idleMs > TOUCH_MS) {
        await repo.touchSession(db, row.session.id);
        lastSeenAt = Date.now();
      }
      const user = toSessionUser(row.user, row.groupName, row.session.id);
      cache.set(hash, { user, expiresAt: new Date(row.session.expiresAt).getTime(), lastSeenAt }, generation);
      return user;
    },

    /** Forget cached sessions after a change committed elsewhere in this instance (a user's account, group or sessions). */
    forgetUser: (userId: number) => cache.forgetUser(userId),
    forgetSessions: () => cache.clear(),

    me: sessionView,

    async logout(actor: Actor, sessionId: number) {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, sessionId);
        await audit(tx, actor, { action: 'logout', entity: 'session', entityId: sessionId });
      });
      cache.forgetSession(sessionId);
    },

    /** Always answers the same, whether or not the account exists; floods are refused or dropped. */
    async forgotPassword(login: string, ip: string) {
      const ipKey = `forgot-ip:${ip}`;
      await repo.addFailures(db, [ipKey]);
      if ((await repo.countRecentFailures(db, ipKey, FORGOT_LIMIT.windowSeconds)) > FORGOT_LIMIT.perIp) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many password reset requests. Please wait a few minutes and try again.');
      }
      const user = pickLoginUser(await repo.findUserByLogin(db, login.trim().toLowerCase()), login.trim().toLowerCase());
      if (!user?.active) return;
      const key = `forgot-user:${user.id}`;
      if ((await repo.countRecentFailures(db, key, FORGOT_LIMIT.windowSeconds)) >= FORGOT_LIMIT.perAccount) return; // enough links are on their way
      await repo.addFailures(db, [key]);
      await sendResetLink(user.id, user.email, user.firstName, 'reset');
    },

    async resetPassword(token: string, password: string) {
      const pw = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const t = await repo.takePasswordToken(tx, hashToken(token));
        if (!t) throw badInput('This reset link is invalid or has expired. Please ask for a new one.', { token: 'This reset link is invalid or has expired' });
        await repo.updateUser(tx, t.userId, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, t.userId);
        await repo.revokeUserSessions(tx, t.userId);
        await repo.clearFailures(tx, `user:${t.userId}`);
        await audit(tx, null, { action: 'reset_password', entity: 'user', entityId: t.userId });
        return t.userId;
      });
      cache.forgetUser(userId);
    },

    async forcePasswordChange(actor: Actor, user: SessionUser, password: string) {
      // this change asks for no current password: only for a change that is due
      if (!user.mustChangePassword) throw forbidden('No password change is due; use Change password');
      const current = await repo.findUserById(db, user.id);
      if (await verifyPassword(password, current.passwordHash)) throw badInput('Choose a new password', { password: 'The new password must differ from the current one' });
      const pw = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, user.id);
        await audit(tx, actor, { action: 'force_password_change', entity: 'user', entityId: user.id });
      });
      cache.forgetUser(user.id);
    },

    async changePassword(actor: Actor, user: SessionUser, currentPassword: string, password: string) {
      const current = await repo.findUserById(db, user.id);
      if (!(await verifyPassword(currentPassword, current.passwordHash))) throw badInput('The current password is wrong', { currentPassword: 'The current password is wrong' });
      if (currentPassword === password) throw badInput('Choose a new password', { password: 'The new password must differ from the current one' });
      const pw = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, user.id);
        await repo.revokeUserSessions(tx, user.id, user.sessionId); // other devices sign in again
        await audit(tx, actor, { action: 'change_password', entity: 'user', entityId: user.id });
      });
      cache.forgetUser(user.id);
    },

    async profile(userId: number) {
      const u = await repo.findUserById(db, userId);
      if (!u) throw notFound('User');
      return { id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, userType: u.userType as SessionUser['userType'], groupName: await repo.groupNameOf(db, u.groupId), lastLoginAt: u.lastLoginAt };
    },
    async updateProfile(actor: Actor, userId: number, input: { firstName: string; lastName: string; email: string; phone?: string | null }) {
      const before = await repo.findUserById(db, userId);
      if (await repo.loginTakenByOther(db, input.email, userId)) throw conflict('This email belongs to another account', { email: 'This email belongs to another account' });
      await db.transaction(async (tx) => {
        const [after] = await repo.updateUser(tx, userId, { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone || null });
        await audit(tx, actor, { action: 'update_profile', entity: 'user', entityId: userId, before, after });
      });
      cache.forgetUser(userId);
    },

    async signature(userId: number) {
      const s = await repo.getSignature(db, userId);
      return { image: s?.image ?? null, updatedAt: s?.updatedAt ?? null };
    },
    async saveSignature(actor: Actor, userId: number, image: string) {
      const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
      const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      const declared = image.startsWith('data:image/png') ? 'png' : 'jpeg';
      if ((declared === 'png' && !png) || (declared === 'jpeg' && !jpeg)) throw badInput('The file is not a PNG or JPEG image', { image: 'The file is not a PNG or JPEG image' });
      await db.transaction(async (tx) => {
        await repo.upsertSignature(tx, userId, image);
        await audit(tx, actor, { action: 'save_signature', entity: 'user', entityId: userId, after: { bytes: bytes.length, type: declared } });
      });
    },

    async activeSessions(name?: string) {
      const rows = await repo.listActiveSessions(db, d.sessionIdleMinutes, name);
      return rows.map(({ firstName, lastName, ...r }) => ({ ...r, name: `${firstName} ${lastName}` }));
    },
    async endSession(actor: Actor, sessionId: number) {
      await db.transaction(async (tx) => {
        const [row] = await repo.revokeSession(tx, sessionId);
        if (!row) throw notFound('Session');
        await audit(tx, actor, { action: 'end_session', entity: 'session', entityId: sessionId, after: { userId: row.userId } });
      });
      cache.forgetSession(sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
