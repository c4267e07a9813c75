import {
  FEE_TABLE_OF_INVOICE_TYPE,
  LOA_ENTITY,
  LOA_KIND_RULES,
  LOA_MESSAGES,
  centsToAmount,
  type Loa,
  type LoaEligibleQuery,
  type LoaInput,
  type LoaKind,
  type LoaListQuery,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { JobContext, JobRunner } from '../../../platform/jobs.js';
import { toPage } from '../../../platform/paging.js';
import { idempotent } from '../ledger/idempotency.js';
import { createInvoiceRunService } from '../invoices/invoice-run.service.js';
import { dayOf, refused } from '../invoices/invoices.service.js';
import { PROGRAM_OF_COURSE_STATUS, priceOf } from '../runs/invoice-runs.plan.js';
import { mailBatch, type RunMailDeps } from '../runs/invoice-runs.mail.js';
import * as runs from '../runs/invoice-runs.repo.js';
import * as repo from './loa.repo.js';

export function loaOut(r: repo.LoaRow): Loa {
  const amount = Number(r.amountCents);
  const paid = Number(r.paidCents);
  return {
    id: r.id,
    kind: r.kind,
    studentId: r.studentId,
    studentName: r.studentName,
    semesterId: r.semesterId,
    semester: r.semester,
    fromDate: r.fromDate,
    toDate: r.toDate,
    notes: r.notes,
    invoiceId: r.invoiceId,
    invoiceStatus: r.invoiceStatus,
    amount: centsToAmount(amount),
    due: centsToAmount(r.invoiceStatus === 'CN' ? 0 : amount - paid),
    dueDate: r.dueDate,
    verification: r.verification,
    verifiedByName: r.verifiedByName,
    verifiedAt: r.verifiedAt,
    createdByName: r.createdByName,
    createdAt: r.createdAt,
  };
}

async function loaOf(ex: Executor, id: number) {
  const row = await repo.byId(ex, id);
  if (!row) throw notFound('LOA');
  return loaOut(row);
}

/** The job that emails a new LOA's invoice to the student, with its PDF, once the LOA is committed. */
export const LOA_MAIL_JOB = 'loa-invoice-mail';
export interface LoaMailJobData {
  loaId: number;
  actor: Actor;
  key: string;
}

export interface LoaDeps {
  db: Db;
  now: () => Date;
  /** the emails of new LOAs (left out, no email is sent: tests of the rules alone) */
  mail?: Omit<RunMailDeps, 'db'> & { jobs: Pick<JobRunner, 'send'>; mailQueued: () => void };
}

/**
 * Letters of authorization: the students a kind may give one to, the LOA made as an invoice of the kind's type
 * priced from its fee settings (the invoice-run service makes it: its items, its balanced posting, its audit row,
 * all in the LOA's transaction, once per Idempotency-Key), the LOAs, and the verification of a paid one. A new
 * LOA's invoice is emailed to the student with its PDF by the `loa-invoice-mail` job, as a run's invoices are.
 */
export function createLoaService({ db, now, mail }: LoaDeps) {
  const tableOf = (kind: LoaKind) => FEE_TABLE_OF_INVOICE_TYPE[LOA_KIND_RULES[kind].invoiceType];

  return {
    async feeHeads(kind: LoaKind) {
      const heads = (await runs.headsOf(db, tableOf(kind))).filter((h) => h.active);
      return {
        invoiceType: LOA_KIND_RULES[kind].invoiceType,
        items: heads.map((h) => ({ value: h.feeHeadId, label: h.name })),
      };
    },

    async eligible(kind: LoaKind, q: LoaEligibleQuery) {
      const { rows, total } = await repo.eligible(db, kind, LOA_KIND_RULES[kind].courseStatus, q);
      return toPage(q, { items: rows, total });
    },

    async list(kind: LoaKind, q: LoaListQuery) {
      const { rows, total } = await repo.list(db, kind, q);
      return toPage(q, { items: rows.map(loaOut), total });
    },

    async create(actor: Actor, kind: LoaKind, v: LoaInput, key: string) {
      const answer = await createLoa(actor, kind, v, key);
      if (mail && !answer.replayed)
        await mail.jobs.send(LOA_MAIL_JOB, { loaId: answer.body.id, actor, key } satisfies LoaMailJobData, {
          singletonKey: `loa-mail-${answer.body.id}`,
        });
      return answer;
    },

    /** The job: the LOA's invoice emailed (once per LOA key, like a run's batch), then the outbox kicked. */
    async mailJob({ data }: JobContext<LoaMailJobData>) {
      if (!mail) return { sent: 0 };
      const loa = await repo.byId(db, data.loaId);
      if (!loa?.invoiceId || loa.invoiceStatus === 'CN') return { sent: 0 };
      const sent = await mailBatch({ db, ...mail }, data.actor, `${data.key}#mail`, [
        {
          id: loa.invoiceId,
          studentId: loa.studentId,
          amountCents: Number(loa.amountCents),
          dueDate: loa.dueDate,
          title: `${LOA_KIND_RULES[loa.kind].label} ${loa.semester ?? ''}`.trim(),
        },
      ]);
      if (sent.length) mail.mailQueued();
      return { sent: sent.length };
    },

    /** payMed6LOAVerify: the LOA's invoice is paid in full; the accounting office confirms it (once). */
    async verify(actor: Actor, kind: LoaKind, loaId: number) {
      return verifyLoa(actor, kind, loaId);
    },

    pendingCount: (kind: LoaKind) => repo.pendingCount(db, kind),
  };

  function createLoa(actor: Actor, kind: LoaKind, v: LoaInput, key: string) {
    const rule = LOA_KIND_RULES[kind];
    return idempotent(
      db,
      { userId: actor.userId, key, operation: `saveLoa ${kind}`, request: v, status: 201 },
      async (tx) => {
        const today = dayOf(now());
        const fields: Record<string, string> = {};
        const student = await repo.lockStudent(tx, v.studentId);
        if (!student || student.courseStatus !== rule.courseStatus) fields.studentId = LOA_MESSAGES.student;
        const semester = await runs.refOf(tx, 'semester', v.semesterId);
        if (!semester?.active) fields.semesterId = LOA_MESSAGES.semester;
        const head = (await runs.headsOf(tx, tableOf(kind))).find((h) => h.feeHeadId === v.feeHeadId && h.active);
        if (!head) fields.feeHeadId = LOA_MESSAGES.feeHead;
        if (v.dueDate < today) fields.dueDate = LOA_MESSAGES.dueBeforeToday;
        if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
        if (await repo.existing(tx, kind, v.studentId, v.semesterId)) throw refused(LOA_MESSAGES.exists, 'studentId');
        const programId = (await runs.courseIdsByLabel(tx)).get(PROGRAM_OF_COURSE_STATUS(student.courseStatus));
        const fee = priceOf(
          await runs.feeRowsOf(tx, tableOf(kind), [v.feeHeadId], v.semesterId, today),
          student.courseId,
          programId ?? null,
          v.semesterId,
        );
        if (!fee || Number(fee.amount) <= 0) throw refused(LOA_MESSAGES.noFee, 'feeHeadId');
        const made = await createInvoiceRunService({ db: tx as unknown as Db, now }).run(
          actor,
          {
            type: rule.invoiceType,
            title: `${rule.label} ${semester!.label}`,
            semesterId: v.semesterId,
            invoiceDate: today,
            dueDate: v.dueDate,
            students: [
              {
                studentId: v.studentId,
                items: [{ feeHeadId: v.feeHeadId, amount: fee.amount, description: `${v.fromDate} to ${v.toDate}` }],
              },
            ],
          },
          `${key}#invoice`,
        );
        const invoiceId = made.body.invoiceIds[0];
        const loa = await repo.insert(tx, {
          kind,
          studentId: v.studentId,
          semesterId: v.semesterId,
          invoiceId,
          fromDate: v.fromDate,
          toDate: v.toDate,
          notes: v.notes ?? null,
          createdBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: LOA_ENTITY,
          entityId: loa.id,
          after: { kind, ...v, invoiceId, amount: fee.amount },
        });
        return loaOf(tx, loa.id);
      },
    );
  }

  function verifyLoa(actor: Actor, kind: LoaKind, loaId: number) {
    return db.transaction(async (tx) => {
      const row = await repo.lock(tx, loaId);
      if (!row || row.kind !== kind) throw notFound('LOA');
      if (row.invoiceStatus === 'CN') throw refused(LOA_MESSAGES.cancelled);
      if (row.verifiedBy != null) throw refused(LOA_MESSAGES.verified);
      if (row.invoiceStatus !== 'FP') throw refused(LOA_MESSAGES.notPaid);
      await repo.verify(tx, loaId, actor.userId, now());
      await audit(tx, actor, {
        action: 'verify',
        entity: LOA_ENTITY,
        entityId: loaId,
        before: { verified: false },
        after: { verified: true, studentId: row.studentId },
      });
      return loaOf(tx, loaId);
    });
  }
}
export type LoaService = ReturnType<typeof createLoaService>;
