import {
  BURSAR_LETTERHEAD,
  INVOICE_REMINDER_ENTITY,
  REMINDER_MESSAGES,
  centsToAmount,
  formatCents,
  formatDate,
  type InvoiceReminder,
  type ReminderInput,
  type ReminderListQuery,
  type ReminderStudent,
  type ReminderStudentQuery,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/index.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { JobContext, JobRunner } from '../../../platform/jobs.js';
import { enqueueMail } from '../../../platform/mail.js';
import { toPage } from '../../../platform/paging.js';
import { dayOf } from '../invoices/invoices.service.js';
import * as repo from './reminders.repo.js';

export const INVOICE_REMINDER_JOB = 'invoice-reminders';
interface ReminderJobData {
  reminderId: number;
  studentIds?: number[];
}

const reminderOut = (r: repo.ReminderRow): InvoiceReminder => ({ ...r, overdueOnly: Boolean(r.overdueOnly) });

const bodyOf = (r: repo.OwingRow, semester: string, message: string | null) =>
  [
    `Dear ${r.firstName},`,
    '',
    `This is a reminder that ${formatCents(Number(r.owedCents))} is owed on ${r.invoices} open invoice(s) of ${semester}` +
      (Number(r.overdueCents) > 0 ? `, of which ${formatCents(Number(r.overdueCents))} is overdue.` : '.') +
      ` The first is due on ${formatDate(r.firstDueDate)}.`,
    ...(message ? ['', message] : []),
    '',
    'You can see your invoices and pay them online under Invoices & Payments in your student account.',
    '',
    BURSAR_LETTERHEAD.office,
    BURSAR_LETTERHEAD.school,
    BURSAR_LETTERHEAD.contact,
  ].join('\n');

/**
 * Invoice reminders: the semesters to choose from (the current one and those to come), the students owing on a
 * semester's open invoices, a reminder recorded and its job queued ("invoice-reminders"), and the job: every
 * owing student with an email gets one through the outbox, in one transaction with the reminder's counts (a
 * retried job finds it sent and sends nothing twice).
 */
export function createReminderService(d: {
  db: Db;
  now: () => Date;
  jobs: Pick<JobRunner, 'send'>;
  mailQueued: () => void;
}) {
  const { db, now } = d;
  const today = () => dayOf(now());

  async function semesters() {
    const t = today();
    const rows = await repo.currentAndFutureSemesters(db, t);
    return {
      items: rows.map((r) => ({ ...r, current: (r.startDate ?? '') <= t && t <= (r.endDate ?? '9999') })),
    };
  }

  async function checkSemester(semesterId: number) {
    if (!(await semesters()).items.some((s) => s.id === semesterId))
      throw badInput(REMINDER_MESSAGES.semester, { semesterId: REMINDER_MESSAGES.semester });
  }

  return {
    semesters,

    async students(q: ReminderStudentQuery) {
      await checkSemester(q.semesterId);
      const { rows, total } = await repo.owingPage(db, q, today());
      return toPage(q, {
        items: rows.map((r): ReminderStudent => ({
          studentId: r.studentId,
          name: r.name,
          email: r.email,
          invoices: r.invoices,
          owed: centsToAmount(Number(r.owedCents)),
          overdue: centsToAmount(Number(r.overdueCents)),
          firstDueDate: r.firstDueDate,
          lastRemindedAt: r.lastRemindedAt,
        })),
        total,
      });
    },

    async list(q: ReminderListQuery) {
      const { rows, total } = await repo.listReminders(db, q);
      return toPage(q, { items: rows.map(reminderOut), total });
    },

    /** Records the reminder and queues its job (422 when nobody owes). */
    async add(actor: Actor, v: ReminderInput) {
      await checkSemester(v.semesterId);
      if (v.sendOn && v.sendOn < today())
        throw badInput(REMINDER_MESSAGES.sendOn, { sendOn: REMINDER_MESSAGES.sendOn });
      const sendOn = v.sendOn && v.sendOn > today() ? v.sendOn : null;
      const owing = await repo.owingAll(db, v.semesterId, today(), v.overdueOnly, v.studentIds);
      if (!owing.length) throw ruleRefused(REMINDER_MESSAGES.nobody);
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertReminder(tx, {
          semesterId: v.semesterId,
          overdueOnly: v.overdueOnly,
          message: v.message ?? null,
          sendOn,
          students: owing.length,
          createdBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: INVOICE_REMINDER_ENTITY, entityId: row.id, after: v });
        return row.id;
      });
      const data: ReminderJobData = { reminderId: id, ...(v.studentIds && { studentIds: v.studentIds }) };
      const startAfterSeconds = sendOn
        ? Math.max(1, Math.ceil((Date.parse(`${sendOn}T08:00:00Z`) - now().getTime()) / 1000))
        : undefined;
      await d.jobs.send(INVOICE_REMINDER_JOB, data, { singletonKey: `reminder-${id}`, startAfterSeconds });
      return reminderOut((await repo.reminderById(db, id))!);
    },

    async get(id: number) {
      const row = await repo.reminderById(db, id);
      if (!row) throw notFound('Reminder');
      return reminderOut(row);
    },

    /** The job: the emails, the students reminded and the reminder's counts, in one transaction. */
    async runJob({ data }: JobContext<ReminderJobData>) {
      const emailed = await db.transaction(async (tx) => {
        const r = await repo.lockReminder(tx, data.reminderId);
        if (!r || r.state !== 'queued') return 0;
        const semester = (await repo.reminderById(tx, r.id))?.semester ?? '';
        const owing = await repo.owingAll(tx, r.semesterId, today(), r.overdueOnly, data.studentIds);
        const sent: { reminderId: number; studentId: number; outboxId: number }[] = [];
        for (const o of owing) {
          if (!o.email) continue;
          const outboxId = await enqueueMail(tx, {
            to: o.email,
            cc: o.billingEmail && o.billingEmail !== o.email ? [o.billingEmail] : [],
            subject: `Payment reminder: ${semester}`.replace(/[\r\n]+/g, ' '),
            text: bodyOf(o, semester, r.message),
          });
          sent.push({ reminderId: r.id, studentId: o.studentId, outboxId });
        }
        await repo.insertSent(tx, sent);
        await repo.markSent(tx, r.id, owing.length, sent.length, now().toISOString());
        return sent.length;
      });
      if (emailed) d.mailQueued();
      return { emailed };
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
