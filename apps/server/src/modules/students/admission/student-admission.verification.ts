import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ERROR_CODES, VERIFICATION, VERIFICATION_MESSAGES, type AdmissionVerification } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto.js';
import { AppError, badInput, ruleRefused } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import * as repo from './student-admission.repo.js';

export interface VerificationDeps {
  db: Db;
  now: () => Date;
  mailQueued?: () => void;
}
/** Who is filling the forms: the person, their sign-in, and whether they are the student or a parent. */
export interface FormFiller {
  actor: Actor;
  sessionId: number;
  studentId: number;
  asParent: boolean;
}

const ENTITY = 'studentAdmission';
const plus = (iso: string | Date, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();
const MINUTE = 60_000;

/** 'stella.s@example.com' -> 's*******@example.com': enough to recognise one's own address. */
export const maskEmail = (address: string) => {
  const [local, domain] = address.split('@');
  return domain ? `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}` : '***';
};

/**
 * Email verification before the admission forms may be filled: a 6-digit code (only its scrypt hash is
 * kept) good for 15 minutes and 5 tries, bound to the person and the sign-in that asked for it; a new
 * code after a short wait, a few an hour. Once verified, the forms stay open for that sign-in (at most
 * VERIFICATION.validHours). The code goes to the person's own address: a student's email on their
 * record, a parent's account email.
 */
export function createAdmissionVerification({ db, now, mailQueued }: VerificationDeps) {
  async function state(f: FormFiller): Promise<AdmissionVerification> {
    const at = now();
    const [done, latest] = await Promise.all([
      repo.verification(db, f.studentId, f.actor.userId, f.sessionId, plus(at, -VERIFICATION.validHours * 60 * MINUTE)),
      repo.latestCode(db, f.studentId, f.actor.userId),
    ]);
    const pending =
      latest &&
      !latest.verifiedAt &&
      latest.sessionId === f.sessionId &&
      new Date(latest.expiresAt) > at &&
      latest.attempts < VERIFICATION.maxTries;
    return {
      verified: !!done?.verifiedAt,
      verifiedUntil: done?.verifiedAt ? plus(done.verifiedAt, VERIFICATION.validHours * 60 * MINUTE) : null,
      sentTo: latest?.sentTo ?? null,
      expiresAt: pending ? latest.expiresAt : null,
      resendAt: latest ? plus(latest.createdAt, VERIFICATION.resendSeconds * 1000) : null,
      triesLeft: pending ? VERIFICATION.maxTries - latest.attempts : null,
    };
  }

  return {
    state,

    async isVerified(f: FormFiller) {
      return (await state(f)).verified;
    },

    /** Refuses a form save (422) until the person has verified in this sign-in. */
    async requireVerified(f: FormFiller) {
      if (!(await state(f)).verified) throw ruleRefused(VERIFICATION_MESSAGES.notVerified);
    },

    async sendCode(f: FormFiller): Promise<AdmissionVerification> {
      const code = String(randomInt(0, 10 ** VERIFICATION.digits)).padStart(VERIFICATION.digits, '0');
      const codeHash = await hashPassword(code);
      await db.transaction(async (tx) => {
        // one student's codes are handed out one at a time: the wait and the hourly limit hold under parallel requests
        await tx.execute(sql`select id from students where id = ${f.studentId} for update`);
        const at = now();
        const latest = await repo.latestCode(tx, f.studentId, f.actor.userId);
        if (latest) {
          const wait = Math.ceil(
            (new Date(latest.createdAt).getTime() + VERIFICATION.resendSeconds * 1000 - at.getTime()) / 1000,
          );
          if (wait > 0)
            throw new AppError(429, ERROR_CODES.tooMany, `Please wait ${wait} seconds before asking for a new code`);
        }
        if (
          (await repo.codesSince(tx, f.studentId, f.actor.userId, plus(at, -60 * MINUTE))) >= VERIFICATION.maxPerHour
        ) {
          throw new AppError(429, ERROR_CODES.tooMany, 'Too many codes were asked for. Try again in an hour.');
        }
        const to = f.asParent ? await repo.userEmail(tx, f.actor.userId) : await repo.studentEmail(tx, f.studentId);
        if (!to?.email) throw ruleRefused('There is no email address to send the code to');
        const sentTo = maskEmail(to.email);
        await repo.insertCode(tx, {
          studentId: f.studentId,
          userId: f.actor.userId,
          sessionId: f.sessionId,
          codeHash,
          sentTo,
          createdAt: at.toISOString(),
          expiresAt: plus(at, VERIFICATION.ttlMinutes * MINUTE),
        });
        await enqueueMail(tx, {
          to: to.email,
          subject: 'Your verification code for the admission forms',
          text:
            `Hello ${to.firstName},\n\nYour verification code for the admission forms is ${code}.\n\n` +
            `It expires in ${VERIFICATION.ttlMinutes} minutes. If you did not ask for it, you can ignore this email.\n`,
        });
        await audit(tx, f.actor, { action: 'sendFormCode', entity: ENTITY, entityId: f.studentId, after: { sentTo } });
      });
      mailQueued?.();
      return state(f);
    },

    async verify(f: FormFiller, code: string): Promise<AdmissionVerification> {
      const latest = await repo.latestCode(db, f.studentId, f.actor.userId);
      if (!latest || latest.sessionId !== f.sessionId) throw ruleRefused(VERIFICATION_MESSAGES.noCode);
      if (latest.verifiedAt) return state(f);
      if (new Date(latest.expiresAt) <= now()) throw ruleRefused(VERIFICATION_MESSAGES.expired);
      const spent = await repo.spendTry(db, latest.id, VERIFICATION.maxTries);
      if (!spent) throw ruleRefused(VERIFICATION_MESSAGES.exhausted);
      if (!(await verifyPassword(code, spent.codeHash))) {
        const left = VERIFICATION.maxTries - spent.attempts;
        if (left <= 0) throw ruleRefused(VERIFICATION_MESSAGES.exhausted);
        const message = `${VERIFICATION_MESSAGES.wrong} (${left} ${left === 1 ? 'try' : 'tries'} left)`;
        throw badInput(message, { code: message });
      }
      await db.transaction(async (tx) => {
        await repo.markVerified(tx, latest.id, now().toISOString());
        await audit(tx, f.actor, {
          action: 'verifyFormCode',
          entity: ENTITY,
          entityId: f.studentId,
          after: { sentTo: latest.sentTo },
        });
      });
      return state(f);
    },
  };
}
export type AdmissionVerificationService = ReturnType<typeof createAdmissionVerification>;
