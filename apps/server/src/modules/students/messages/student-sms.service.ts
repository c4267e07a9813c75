import {
  smsSegments,
  type MessageReport,
  type SmsSettings,
  type SmsSettingsInput,
  type StudentDevice,
  type StudentSms,
  type StudentSmsInput,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { newToken } from '../../../platform/crypto.js';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import type { SmsProvider } from '../../../platform/sms.js';
import { insertPasswordToken } from '../../access/index.js';
import type { MessageStudent } from './student-email.service.js';
import * as repo from './student-messages.repo.js';

const digits = (p: string | null | undefined) => (p ?? '').replace(/\D/g, '');
const samePhone = (a: string | null | undefined, b: string | null | undefined) => {
  const x = digits(a),
    y = digits(b);
  return x.length >= 7 && y.length >= 7 && (x.endsWith(y.slice(-10)) || y.endsWith(x.slice(-10)));
};
/** One-time links are secrets of their addressee: the history keeps the text without them. */
export const hideTokens = (text: string) => text.replace(/([?&]token=)[^\s&]+/g, '$1[hidden]');
/** How long the password link of a credentials SMS works (as the welcome email's). */
export const CREDENTIALS_LINK_HOURS = 72;

/** A short name of the device a session runs on, from its user agent. */
export function deviceOf(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const os = /Android/i.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/i.test(ua)
      ? 'iOS'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  return [browser, os].filter(Boolean).join(' on ') || ua.slice(0, 60);
}

export interface StudentSmsDeps {
  db: Db;
  sms: SmsProvider;
  publicUrl: string;
}

/**
 * The SMS tab: send through the configured provider (a row first, then the provider's answer on it),
 * the history, where SMS go and the opt-out, saved recipient contacts, the portal credentials by SMS
 * (the password-reset link flow of modules/auth), the devices signed in, and a delivery report.
 */
export function createStudentSmsService({ db, sms, publicUrl }: StudentSmsDeps) {
  const shape = (r: NonNullable<Awaited<ReturnType<typeof repo.findSms>>>): StudentSms => ({
    ...r,
    kind: r.kind as StudentSms['kind'],
    status: r.status as StudentSms['status'],
  });

  async function get(studentId: number, id: number) {
    const row = await repo.findSms(db, studentId, id);
    if (!row) throw notFound('SMS');
    return shape(row);
  }

  async function settingsOf(s: MessageStudent): Promise<SmsSettings> {
    const row = await repo.findSettings(db, s.id);
    return {
      smsPhone: row?.smsPhone ?? null,
      studentPhone: s.phone,
      optedOut: row?.optedOut ?? false,
      updatedByName: row?.updatedByName ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  }

  async function refuseOptedOut(s: MessageStudent) {
    if ((await settingsOf(s)).optedOut) throw ruleRefused('The student has opted out of SMS');
  }

  /** Hands the text to the provider after the row is committed, and records its answer. */
  async function deliver(studentId: number, id: number, to: string, text: string) {
    try {
      const r = await sms.send(to, text);
      await repo.updateSms(db, id, {
        status: r.status,
        providerId: r.providerId,
        error: null,
        sentAt: new Date().toISOString(),
      });
    } catch (e) {
      await repo.updateSms(db, id, { status: 'Failed', error: String((e as Error).message ?? e).slice(0, 300) });
    }
    return get(studentId, id);
  }

  return {
    get,
    settings: settingsOf,

    async list(studentId: number, q: { page: number; pageSize: number; sort?: string; q?: string; status?: string }) {
      const { items, total } = await repo.listSms(db, studentId, q);
      return { items: items.map(shape), total, page: q.page, pageSize: q.pageSize };
    },

    async send(actor: Actor, s: MessageStudent, input: StudentSmsInput): Promise<StudentSms> {
      await refuseOptedOut(s);
      const settings = await settingsOf(s);
      const to = input.phone.trim();
      const saved = await repo.findRecipientByPhone(db, s.id, to);
      const recipient = samePhone(to, settings.smsPhone ?? s.phone)
        ? 'Student'
        : input.saveAs?.trim() || saved?.name || null;
      const row = await db.transaction(async (tx) => {
        const r = await repo.insertSms(tx, {
          studentId: s.id,
          toPhone: to,
          recipient,
          kind: 'message',
          text: input.text,
          segments: smsSegments(input.text),
          provider: sms.name,
          sentBy: actor.userId,
        });
        if (input.saveAs?.trim() && recipient !== 'Student') {
          const contact = await repo.saveRecipient(tx, {
            studentId: s.id,
            name: input.saveAs.trim(),
            phone: to,
            createdBy: actor.userId,
          });
          await audit(tx, actor, {
            action: 'saveSmsRecipient',
            entity: 'studentSmsRecipient',
            entityId: contact.id,
            after: { studentId: s.id, name: contact.name, phone: to },
          });
        }
        await audit(tx, actor, {
          action: 'sendSms',
          entity: 'studentSms',
          entityId: r.id,
          after: { studentId: s.id, to, recipient, segments: r.segments },
        });
        return r;
      });
      return deliver(s.id, row.id, to, input.text);
    },

    /** Texts the student their portal username and a one-time link to set a password. */
    async sendCredentials(actor: Actor, s: MessageStudent): Promise<{ sms: StudentSms; username: string }> {
      await refuseOptedOut(s);
      const account = (await repo.studentAccounts(db, [s.id])).find((a) => a.active);
      if (!account) throw ruleRefused('This student has no active portal account');
      const settings = await settingsOf(s);
      const to = settings.smsPhone ?? s.phone;
      if (!to) throw ruleRefused('The student has no phone number for SMS');
      const { token, hash } = newToken();
      const text = `Caduceus: your username is ${account.username}. Set your password here (works once, for ${CREDENTIALS_LINK_HOURS} hours): ${publicUrl}/reset-password?token=${token}`;
      const row = await db.transaction(async (tx) => {
        await insertPasswordToken(tx, {
          userId: account.id,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + CREDENTIALS_LINK_HOURS * 3600_000).toISOString(),
        });
        const r = await repo.insertSms(tx, {
          studentId: s.id,
          toPhone: to,
          recipient: 'Student',
          kind: 'credentials',
          text: hideTokens(text),
          segments: smsSegments(text),
          provider: sms.name,
          sentBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'sendCredentialsSms',
          entity: 'user',
          entityId: account.id,
          after: { studentId: s.id, smsId: r.id },
        });
        return r;
      });
      return { sms: await deliver(s.id, row.id, to, text), username: account.username };
    },

    async saveSettings(actor: Actor, s: MessageStudent, input: SmsSettingsInput): Promise<SmsSettings> {
      const before = await settingsOf(s);
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, {
          studentId: s.id,
          smsPhone: input.smsPhone?.trim() || null,
          optedOut: input.optedOut,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'updateSmsSettings',
          entity: 'student',
          entityId: s.id,
          before: { smsPhone: before.smsPhone, optedOut: before.optedOut },
          after: { smsPhone: input.smsPhone ?? null, optedOut: input.optedOut },
        });
      });
      return settingsOf(s);
    },

    recipients: (studentId: number) => repo.listRecipients(db, studentId),

    async deleteRecipient(actor: Actor, studentId: number, id: number) {
      const before = await repo.findRecipient(db, studentId, id);
      if (!before) throw notFound('Recipient');
      await db.transaction(async (tx) => {
        await repo.deleteRecipient(tx, id);
        await audit(tx, actor, { action: 'deleteSmsRecipient', entity: 'studentSmsRecipient', entityId: id, before });
      });
    },

    async devices(studentId: number): Promise<StudentDevice[]> {
      return (await repo.liveSessions(db, studentId)).map(({ userAgent, ...r }) => ({
        ...r,
        device: deviceOf(userAgent),
      }));
    },

    async report(studentId: number, from?: string, to?: string): Promise<MessageReport> {
      const r = await repo.report(db, studentId, from, to);
      const latest = (xs: { last: string | Date | null }[]) => {
        const ts = xs.map((x) => (x.last ? new Date(x.last).getTime() : 0)).filter(Boolean);
        return ts.length ? new Date(Math.max(...ts)).toISOString() : null;
      };
      return {
        email: Object.fromEntries(r.emails.map((x) => [x.status, x.n])),
        sms: Object.fromEntries(r.sms.map((x) => [x.status, x.n])),
        emailTotal: r.emails.reduce((a, x) => a + x.n, 0),
        smsTotal: r.sms.reduce((a, x) => a + x.n, 0),
        smsSegments: r.sms.reduce((a, x) => a + x.segments, 0),
        lastEmailAt: latest(r.emails),
        lastSmsAt: latest(r.sms),
      };
    },
  };
}
export type StudentSmsService = ReturnType<typeof createStudentSmsService>;
