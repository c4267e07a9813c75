import type { LoginLimits } from '../../../config.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { tooMany } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import * as repo from './auth.repo.js';

/**
 * Sign-in throttling. Each attempt whose password is checked leaves a mark under three keys:
 * - the account and address pair (tight: `pairMaxFailures` within `pairWindowSeconds`, then that pair waits);
 * - the address (loose: hundreds of a school's users may share one NAT address);
 * - the account: after `accountFreeFailures`, each further attempt waits 1 s, 2 s, 4 s... after the
 *   previous one (capped at `accountMaxDelaySeconds`), unless the address signed in to the account
 *   before. It is a delay, never a lock: a refused attempt leaves no mark, so hammering does not lengthen it.
 * A success clears the account's marks (the delay starts over) and takes back its address mark.
 *
 * The check and the marks of one account happen under that account's transaction lock, so attempts
 * under way in parallel are counted before their passwords are checked and none slips past. The
 * address mark is written first, outside that lock, so that parallel attempts from one address on
 * different accounts see each other too (a refused attempt takes its mark back).
 */
export interface Attempt {
  accountKey: string;
  pairKey: string;
  /** the marks this attempt left (address, pair, account) */
  marks: number[];
  /** the account's failures within its window, this attempt included */
  accountFailures: number;
}

export const accountKeyOf = (user: { id: number } | undefined, login: string) =>
  user ? `user:${user.id}` : `login:${login}`;

function waitMessage(seconds: number) {
  const s = Math.max(1, Math.ceil(seconds));
  const when = s <= 90 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${when} and try again.`;
}

export function createLoginThrottle(db: Db, limits: LoginLimits, mailQueued: () => void) {
  /** The wait an account's next attempt owes after `failures` failures (0 while free). */
  const accountDelay = (failures: number) =>
    failures < limits.accountFreeFailures
      ? 0
      : Math.min(2 ** (failures - limits.accountFreeFailures), limits.accountMaxDelaySeconds);

  return {
    accountDelay,

    /** Counts an attempt before its password is checked, or refuses it with 429 and Retry-After. */
    async admit(ip: string, accountKey: string, userId: number | undefined): Promise<Attempt> {
      const ipKey = `ip:${ip}`;
      const pairKey = `pair:${accountKey}@${ip}`;
      const [ipMark] = await repo.addFailures(db, [ipKey]);
      let refusal: number | undefined;
      let attempt: Attempt | undefined;
      try {
        attempt = await db.transaction(async (tx) => {
          await repo.lockThrottleKey(tx, accountKey);
          const s = await repo.throttleState(tx, {
            ipKey,
            pairKey,
            accountKey,
            userId: userId ?? 0,
            ip,
            ipWindow: limits.ipWindowSeconds,
            pairWindow: limits.pairWindowSeconds,
            accountWindow: limits.accountWindowSeconds,
            knownDays: limits.knownAddressDays,
          });
          // the address's count holds this attempt's own mark
          if (s.ipFailures > limits.ipMaxFailures) {
            refusal = s.ipWait;
            return undefined;
          }
          if (s.pairFailures >= limits.pairMaxFailures) {
            refusal = s.pairWait;
            return undefined;
          }
          const owed = s.knownAddress ? 0 : accountDelay(s.accountFailures);
          if (owed > 0 && owed > s.sinceLastAccountFailure) {
            refusal = owed - s.sinceLastAccountFailure;
            return undefined;
          }
          const [pairMark, accountMark] = await repo.addFailures(tx, [pairKey, accountKey]);
          return {
            accountKey,
            pairKey,
            marks: [ipMark, pairMark, accountMark],
            accountFailures: s.accountFailures + 1,
          };
        });
      } catch (e) {
        await repo.removeFailures(db, [ipMark]);
        // the account's lock was not free within the time limit: a flood on that account
        if (
          (e as { code?: string; cause?: { code?: string } }).code === '55P03' ||
          (e as { cause?: { code?: string } }).cause?.code === '55P03'
        )
          throw tooMany(waitMessage(1), 1);
        throw e;
      }
      if (!attempt) {
        await repo.removeFailures(db, [ipMark]);
        throw tooMany(waitMessage(refusal ?? 1), refusal ?? 1);
      }
      return attempt;
    },

    /**
     * The password was right: inside the sign-in's transaction, the account's failures and those of this
     * pair go (the delay starts over; other addresses' pairs stay), and the address takes back this
     * attempt's mark. A password reset clears every pair of the account (repo.clearAccountFailures).
     */
    async succeeded(tx: Executor, a: Attempt) {
      await repo.lockThrottleKey(tx, a.accountKey);
      await repo.clearFailureKeys(tx, [a.accountKey, a.pairKey]);
      await repo.removeFailures(tx, a.marks.slice(0, 1));
    },

    /** Takes back this attempt's marks only (a right password asked again of a signed-in user). */
    forget: (a: Attempt) => repo.removeFailures(db, a.marks),

    /**
     * After a failure: the owner of an existing account hears by email once the account's failures
     * reach `noticeFailures`, at most once per `noticeHours` (checked under the account's lock).
     */
    async failed(
      a: Attempt,
      owner: { id: number; email: string; firstName: string; username: string; active: boolean } | undefined,
      ip: string,
    ) {
      if (!owner?.active || a.accountFailures < limits.noticeFailures) return;
      const noticeKey = `notice:${a.accountKey}`;
      const sent = await db.transaction(async (tx) => {
        await repo.lockThrottleKey(tx, a.accountKey);
        if ((await repo.countRecentFailures(tx, noticeKey, limits.noticeHours * 3600)) > 0) return false;
        await repo.addFailures(tx, [noticeKey]);
        const minutes = Math.round(limits.accountWindowSeconds / 60);
        await enqueueMail(tx, {
          to: owner.email,
          subject: 'Failed sign-in attempts on your Caduceus account',
          text:
            `Hello ${owner.firstName},\n\nThere were ${a.accountFailures} failed attempts to sign in to your Caduceus account (${owner.username}) ` +
            `in the last ${minutes} minutes, the latest from the address ${ip}.\n\n` +
            'Your account is not locked: you can still sign in as usual. If these attempts were not yours, change your password ' +
            '(Settings > Password), or use "Forgot password?" on the sign-in page.\n\n' +
            `We send this message at most once every ${limits.noticeHours} hours.\n`,
        });
        return true;
      });
      if (sent) mailQueued();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
