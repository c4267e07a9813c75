import { TOASTS, type SessionUser } from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError, badInput, forbidden, notFound, tooMany } from '../../../platform/errors.js';
import { DUMMY_HASH, hashPassword, hashToken, newToken, verifyPassword } from '../../../platform/crypto.js';
import { enqueueMail } from '../../../platform/mail.js';
import type { AccessService } from '../rights/access.service.js';
import * as repo from './auth.repo.js';
import { SessionCache } from './session-cache.js';
import { loadLoginLimits, type LoginLimits } from '../../../config.js';
import { accountKeyOf, createLoginThrottle } from './auth.throttle.js';

export interface AuthDeps {
  db: Db;
  access: AccessService;
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  resetTokenMinutes: number;
  /** how long a live session is reused without reading it (0: read on every request); see SessionCache */
  sessionCacheMs?: number;
  /** sign-in throttling (auth.throttle.ts); the defaults of config.ts when left out */
  login?: LoginLimits;
  mailQueued(): void;
}

export function toSessionUser(u: repo.UserRow, groupName: string | null, sessionId: number): SessionUser {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    userType: u.userType as SessionUser['userType'],
    roleId: u.roleId,
    roleName: u.roleName,
    groupId: u.groupId,
    groupName,
    studentId: u.studentId,
    employeeId: u.employeeId,
    isOfferLetterAccepted: u.offerLetterAccepted,
    mustChangePassword: u.mustChangePassword,
    sessionId,
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
/** Own email changes: at most 3 requests an account per quarter hour; a link works for a day. */
export const EMAIL_CHANGE = { windowSeconds: 900, perAccount: 3, linkHours: 24 };

/** Who a reset or welcome link is for. */
export interface LinkUser {
  id: number;
  email: string;
  firstName: string;
  username: string;
}

export function createAuthService(d: AuthDeps) {
  const { db } = d;
  const cache = new SessionCache(d.sessionCacheMs ?? 0);
  const throttle = createLoginThrottle(db, d.login ?? loadLoginLimits({}), d.mailQueued);
  /** a session is marked as used at most once a minute (the idle limit counts from that mark) */
  const TOUCH_MS = 60_000;

  async function sessionView(user: SessionUser) {
    const rights = await d.access.rightsOf(user);
    return {
      user,
      accessRights: { menus: rights.menus, components: rights.components },
      menu: await d.access.menuTreeFor(user, rights),
    };
  }

  /** Mails a one-time link (reset, or welcome with the username) and audits its issue: who, for whom, until when; never the token. */
  async function issueLink(
    tx: Executor,
    by: Actor | Pick<Actor, 'ip' | 'requestId'> | null,
    u: LinkUser,
    purpose: 'reset' | 'welcome',
    action: string,
  ) {
    const { token, hash } = newToken();
    const expiresAt = future((purpose === 'welcome' ? 72 * 60 : d.resetTokenMinutes) * 60_000);
    await repo.insertPasswordToken(tx, { userId: u.id, tokenHash: hash, expiresAt });
    const link = `${d.publicUrl}/reset-password?token=${token}`;
    const text =
      purpose === 'welcome'
        ? `Hello ${u.firstName},\n\nAn account has been created for you at Caduceus.\nUsername: ${u.username}\n\nSet your password here (the link works once, for 72 hours):\n${link}\n`
        : `Hello ${u.firstName},\n\nSomeone asked to reset the password of your Caduceus account.\nUse this link within ${d.resetTokenMinutes} minutes (it works once):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`;
    await enqueueMail(tx, {
      to: u.email,
      subject: purpose === 'welcome' ? 'Your Caduceus account' : 'Reset your Caduceus password',
      text,
    });
    await audit(tx, by, { action, entity: 'user', entityId: u.id, after: { purpose, email: u.email, expiresAt } });
  }

  /** An administrator's (or an import's) reset or welcome link for a user, audited as send_password_reset or send_credentials. */
  async function sendResetLink(actor: Actor, u: LinkUser, purpose: 'reset' | 'welcome') {
    await db.transaction((tx) =>
      issueLink(tx, actor, u, purpose, purpose === 'welcome' ? 'send_credentials' : 'send_password_reset'),
    );
    d.mailQueued();
  }

  /**
   * A signed-in user's own password asked again (changing the password or the email, a large export):
   * throttled and counted like a sign-in of the account from this address; wrong, a 400 on `field`.
   */
  async function checkOwnPassword(userId: number, password: string, ip: string, field: string, message: string) {
    const attempt = await throttle.admit(ip, `user:${userId}`, userId);
    const current = await repo.findUserById(db, userId);
    if (!current || !(await verifyPassword(password, current.passwordHash))) {
      await throttle.failed(attempt, current, ip);
      throw badInput(message, { [field]: message });
    }
    await throttle.forget(attempt);
  }

  return {
    sendResetLink,

    async login(username: string, password: string, ip: string, userAgent: string | undefined, requestId?: string) {
      const login = username.trim().toLowerCase();
      const user = pickLoginUser(await repo.findUserByLogin(db, login), login);
      // the account is throttled by its id, whichever of username or email was typed; the attempt is
      // counted before the slow password check, so parallel guesses cannot slip past (auth.throttle.ts)
      const attempt = await throttle.admit(ip, accountKeyOf(user, login), user?.id);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || !user.active) {
        await throttle.failed(attempt, user, ip);
        throw new AppError(401, 'UNAUTHENTICATED', TOASTS.loginFailed);
      }
      const { token, hash } = newToken();
      const session = await db.transaction(async (tx) => {
        // the account's failures go (under its lock, so concurrent sign-ins queue instead of deadlocking)
        await throttle.succeeded(tx, attempt);
        const s = await repo.insertSession(tx, {
          userId: user.id,
          tokenHash: hash,
          ip,
          userAgent: userAgent?.slice(0, 300) ?? null,
          expiresAt: future(d.sessionAbsoluteHours * 3600_000),
        });
        await repo.updateUser(tx, user.id, { lastLoginAt: new Date().toISOString() });
        await audit(
          tx,
          { userId: user.id, roleId: user.roleId, userType: user.userType, groupId: user.groupId, ip, requestId },
          { action: 'login', entity: 'session', entityId: s.id },
        );
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

    /**
     * Answers the same, in the same time, whether or not the account exists: the request only records
     * the name it was given (a flood from one address is refused) and never looks at accounts; the
     * outbox job turns it into a link (issueRequestedResets).
     */
    async forgotPassword(login: string, ip: string, requestId?: string) {
      const ipKey = `forgot-ip:${ip}`;
      await repo.addFailures(db, [ipKey]);
      if ((await repo.countRecentFailures(db, ipKey, FORGOT_LIMIT.windowSeconds)) > FORGOT_LIMIT.perIp) {
        throw tooMany('Too many password reset requests. Please wait a few minutes and try again.', 300);
      }
      await repo.insertResetRequest(db, { login: login.trim().toLowerCase(), ip, requestId: requestId ?? null });
      d.mailQueued();
    },

    /**
     * Turns waiting forgot-password requests into links: an active account named by the request gets
     * one (at most FORGOT_LIMIT.perAccount a quarter hour), audited as forgot_password; any other
     * request is dropped. Run by the outbox job before it delivers; answers how many requests it took.
     */
    async issueRequestedResets(max = 200) {
      let taken = 0;
      while (taken < max) {
        const more = await db.transaction(async (tx) => {
          const r = await repo.takeResetRequest(tx);
          if (!r) return false;
          const user = pickLoginUser(await repo.findUserByLogin(tx, r.login), r.login);
          if (!user?.active) return true;
          const key = `forgot-user:${user.id}`;
          await repo.lockThrottleKey(tx, key);
          if ((await repo.countRecentFailures(tx, key, FORGOT_LIMIT.windowSeconds)) >= FORGOT_LIMIT.perAccount)
            return true; // enough links are on their way
          await repo.addFailures(tx, [key]);
          await issueLink(
            tx,
            { ip: r.ip ?? undefined, requestId: r.requestId ?? undefined },
            user,
            'reset',
            'forgot_password',
          );
          return true;
        });
        if (!more) break;
        taken++;
      }
      return taken;
    },

    async resetPassword(token: string, password: string) {
      const pw = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const t = await repo.takePasswordToken(tx, hashToken(token));
        if (!t)
          throw badInput('This reset link is invalid or has expired. Please ask for a new one.', {
            token: 'This reset link is invalid or has expired',
          });
        await repo.updateUser(tx, t.userId, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, t.userId);
        await repo.revokeUserSessions(tx, t.userId);
        await repo.burnEmailChanges(tx, t.userId);
        // the account's sign-in delay starts over, for every address
        await repo.clearAccountFailures(tx, `user:${t.userId}`);
        await audit(tx, null, { action: 'reset_password', entity: 'user', entityId: t.userId });
        return t.userId;
      });
      cache.forgetUser(userId);
    },

    async forcePasswordChange(actor: Actor, user: SessionUser, password: string) {
      // this change asks for no current password: only for a change that is due
      if (!user.mustChangePassword) throw forbidden('No password change is due; use Change password');
      const current = await repo.findUserById(db, user.id);
      if (await verifyPassword(password, current.passwordHash))
        throw badInput('Choose a new password', { password: 'The new password must differ from the current one' });
      const pw = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, user.id);
        await repo.burnEmailChanges(tx, user.id);
        await audit(tx, actor, { action: 'force_password_change', entity: 'user', entityId: user.id });
      });
      cache.forgetUser(user.id);
    },

    async changePassword(actor: Actor, user: SessionUser, currentPassword: string, password: string) {
      await checkOwnPassword(
        user.id,
        currentPassword,
        actor.ip ?? '',
        'currentPassword',
        'The current password is wrong',
      );
      if (currentPassword === password)
        throw badInput('Choose a new password', { password: 'The new password must differ from the current one' });
      const pw = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash: pw, mustChangePassword: false });
        await repo.burnPasswordTokens(tx, user.id);
        await repo.burnEmailChanges(tx, user.id);
        await repo.revokeUserSessions(tx, user.id, user.sessionId); // other devices sign in again
        await audit(tx, actor, { action: 'change_password', entity: 'user', entityId: user.id });
      });
      cache.forgetUser(user.id);
    },

    /**
     * The signed-in user's password asked again before a sensitive action (a large export). It is
     * throttled and counted like a sign-in: a wrong password is a failed attempt of the account and the
     * address (400 with the field error), past the limit 429; a right one removes this attempt's marks.
     */
    async confirmPassword(user: SessionUser, password: string, ip: string) {
      await checkOwnPassword(user.id, password, ip, 'password', 'The password is not correct');
    },

    async profile(userId: number) {
      const u = await repo.findUserById(db, userId);
      if (!u) throw notFound('User');
      return {
        id: u.id,
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        userType: u.userType as SessionUser['userType'],
        groupName: await repo.groupNameOf(db, u.groupId),
        lastLoginAt: u.lastLoginAt,
        pendingEmail: await repo.pendingEmailOf(db, userId),
      };
    },
    /**
     * Names and phone change at once. Another email address needs the current password and is not
     * taken at once: a one-time link goes to the new address and the email changes when the user opens
     * it (confirmEmail). The answer is the same whether or not another account holds that address (its
     * owner is told instead, and no link can take it), so the profile never reveals who is registered.
     */
    async updateProfile(
      actor: Actor,
      userId: number,
      input: { firstName: string; lastName: string; email: string; phone?: string | null; currentPassword?: string },
    ) {
      const before = await repo.findUserById(db, userId);
      if (!before) throw notFound('User');
      const email = input.email.trim();
      // the same address in other letters is no change of mailbox
      const newAddress = email.toLowerCase() !== before.email.toLowerCase();
      if (newAddress) {
        const message = 'Enter your current password to change your email';
        if (!input.currentPassword) throw badInput(message, { currentPassword: message });
        await checkOwnPassword(
          userId,
          input.currentPassword,
          actor.ip ?? '',
          'currentPassword',
          'The current password is wrong',
        );
        const key = `email-change:${userId}`;
        if ((await repo.countRecentFailures(db, key, EMAIL_CHANGE.windowSeconds)) >= EMAIL_CHANGE.perAccount) {
          throw tooMany(
            'You asked to change your email several times. Please wait a few minutes and try again.',
            EMAIL_CHANGE.windowSeconds,
          );
        }
        await repo.addFailures(db, [key]);
      }
      await db.transaction(async (tx) => {
        const [after] = await repo.updateUser(tx, userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone || null,
          ...(newAddress ? {} : { email }),
        });
        await audit(tx, actor, { action: 'update_profile', entity: 'user', entityId: userId, before, after });
        if (!newAddress) return;
        const { token, hash } = newToken();
        await repo.burnEmailChanges(tx, userId);
        await repo.insertEmailChange(tx, {
          userId,
          newEmail: email,
          tokenHash: hash,
          expiresAt: future(EMAIL_CHANGE.linkHours * 3600_000),
        });
        const taken = await repo.loginTakenByOther(tx, email, userId);
        await enqueueMail(
          tx,
          taken
            ? {
                to: email,
                subject: 'Your email address on Caduceus',
                text:
                  'Hello,\n\nA Caduceus user asked to use this email address for their account. It already belongs to your Caduceus account, ' +
                  'so nothing has changed and no action is needed.\n',
              }
            : {
                to: email,
                subject: 'Confirm your new Caduceus email address',
                text:
                  `Hello ${before.firstName},\n\nYou asked to use this address for your Caduceus account (${before.username}). ` +
                  `Open this link within ${EMAIL_CHANGE.linkHours} hours to confirm (it works once; you may be asked to sign in):\n` +
                  `${d.publicUrl}/settings/user/profile?token=${token}\n\nIf it was not you, ignore this message; nothing changes.\n`,
              },
        );
        await audit(tx, actor, {
          action: 'request_email_change',
          entity: 'user',
          entityId: userId,
          before: { email: before.email },
          after: { email },
        });
      });
      if (newAddress) d.mailQueued();
      cache.forgetUser(userId);
    },

    /**
     * The signed-in user opens the link mailed to their new address: the email changes (unless another
     * account took the address meanwhile), their old address is told, and links mailed before stop working.
     */
    async confirmEmail(actor: Actor, userId: number, token: string) {
      const invalid = 'This link is invalid or has expired. Change your email again to get a new one.';
      await db.transaction(async (tx) => {
        const c = await repo.takeEmailChange(tx, userId, hashToken(token));
        if (!c) throw badInput(invalid, { token: invalid });
        // two accounts confirming one address at once: one after the other
        await repo.lockThrottleKey(tx, `email:${c.newEmail.toLowerCase()}`);
        if (await repo.loginTakenByOther(tx, c.newEmail, userId)) throw badInput(invalid, { token: invalid });
        const before = await repo.findUserById(tx, userId);
        const [after] = await repo.updateUser(tx, userId, { email: c.newEmail });
        await repo.burnEmailChanges(tx, userId);
        await repo.burnPasswordTokens(tx, userId);
        await enqueueMail(tx, {
          to: before.email,
          subject: 'Your Caduceus email address was changed',
          text:
            `Hello ${before.firstName},\n\nThe email address of your Caduceus account (${before.username}) is now ${c.newEmail}. ` +
            'If you did not make this change, contact your administrator at once.\n',
        });
        await audit(tx, actor, {
          action: 'change_email',
          entity: 'user',
          entityId: userId,
          before: { email: before.email },
          after: { email: after.email },
        });
      });
      d.mailQueued();
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
      if ((declared === 'png' && !png) || (declared === 'jpeg' && !jpeg))
        throw badInput('The file is not a PNG or JPEG image', { image: 'The file is not a PNG or JPEG image' });
      await db.transaction(async (tx) => {
        await repo.upsertSignature(tx, userId, image);
        await audit(tx, actor, {
          action: 'save_signature',
          entity: 'user',
          entityId: userId,
          after: { bytes: bytes.length, type: declared },
        });
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
        await audit(tx, actor, {
          action: 'end_session',
          entity: 'session',
          entityId: sessionId,
          after: { userId: row.userId },
        });
      });
      cache.forgetSession(sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
