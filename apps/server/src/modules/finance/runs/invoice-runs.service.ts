import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CLINICAL_RUN_FEE_TABLE,
  FEE_TABLE_OF_INVOICE_TYPE,
  INVOICE_MESSAGES,
  INVOICE_RUN_ENTITY,
  INVOICE_RUN_MAX_STUDENTS,
  INVOICE_RUN_MESSAGES,
  INVOICE_RUN_SKIPS,
  centsToAmount,
  toCents,
  type InvoiceRun,
  type InvoiceRunInput,
  type InvoiceRunPreview,
  type InvoiceRunPreviewQuery,
  type InvoiceRunKind,
  type IssuedInvoicesQuery,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError, badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { JobContext, JobRunner } from '../../../platform/jobs.js';
import { idempotent } from '../ledger/idempotency.js';
import { refsOf } from '../invoices/invoices.repo.js';
import { createInvoiceRunService } from '../invoices/invoice-run.service.js';
import { dayOf } from '../invoices/invoices.service.js';
import { MAIL_BATCH, mailBatch, type RunMailDeps } from './invoice-runs.mail.js';
import { planRun } from './invoice-runs.plan.js';
import { planClinicalRun } from './clinical-runs.plan.js';
import * as clinicalRepo from './clinical-runs.repo.js';
import * as repo from './invoice-runs.repo.js';
import * as issuedRepo from './issued-invoices.repo.js';
import { invoiceOut } from '../invoices/invoices.out.js';
import { toPage } from '../../../platform/paging.js';
import { runOf, type RunJobData, type RunResult } from './invoice-runs.view.js';

export const INVOICE_RUN_JOB = 'invoice-run';
/**
 * Runs take this lock while they check and invoice, so two runs never invoice a student twice for one head (nor a
 * rotation week twice: a rotation's pay-now takes it too).
 */
export const RUN_LOCK = sql`select pg_advisory_xact_lock(hashtext('caduceus.invoice-runs'))`;

type Plan = ReturnType<typeof planRun> & { invoiceDate: string };

export interface InvoiceRunDeps extends Omit<RunMailDeps, 'db'> {
  db: Db;
  now: () => Date;
  jobs: Pick<JobRunner, 'send' | 'getJob'>;
  /** mail was queued: deliver soon */
  mailQueued: () => void;
}

/** The keys a run's parts are taken under, from the run's own Idempotency-Key. */
const invoicesKey = (key: string) => `${key}#invoices`;
const mailKey = (key: string, n: number) => `${key}#mail#${n}`;

/**
 * Invoice runs: the preview of step 2 (each student's lines priced from the fee settings, and who is skipped and
 * why), the start of a run (once per Idempotency-Key: the job is queued under the run's id), the job itself
 * (the invoices through the invoice-run service, all or none, then the emails with the PDF, in batches, with
 * progress), and the run as it goes.
 */
export function createInvoiceRunsService(d: InvoiceRunDeps) {
  const { db, now } = d;

  /**
   * A clinical run: its Scheduled and Accepted rotations starting by the period's end, each one's weeks not yet
   * invoiced priced at the offer's price per week, under the one fee head chosen.
   */
  async function planClinical(v: InvoiceRunInput, invoiceDate: string, fields: Record<string, string>): Promise<Plan> {
    const [head] = await refsOf(db, 'fee-head', v.feeHeadIds);
    if (!head?.active) fields.feeHeadIds = INVOICE_MESSAGES.feeHead;
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
    const rotations = await clinicalRepo.rotationsToBill(db, v.filters, v.periodEnd!, INVOICE_RUN_MAX_STUDENTS * 4 + 1);
    if (
      new Set(rotations.map((r) => r.studentId)).size > INVOICE_RUN_MAX_STUDENTS ||
      rotations.length > INVOICE_RUN_MAX_STUDENTS * 4
    )
      throw ruleRefused(INVOICE_RUN_MESSAGES.tooMany(INVOICE_RUN_MAX_STUDENTS));
    const chosen = new Set(rotations.map((r) => r.studentId));
    const taken = await clinicalRepo.invoicedWeeks(
      db,
      rotations.map((r) => r.rotationId),
    );
    const planned = planClinicalRun({
      rotations,
      others: await clinicalRepo.studentsNamed(
        db,
        (v.filters.studentIds ?? []).filter((id) => !chosen.has(id)),
      ),
      invoiced: new Set(taken.map((w) => `${w.rotationId}:${w.week}`)),
      feeHead: { id: head.id, name: head.label },
      periodEnd: v.periodEnd!,
    });
    return { ...planned, invoiceDate };
  }

  /** The run's choices checked against the reference data, its students, and each one's lines. */
  async function plan(v: InvoiceRunInput): Promise<Plan> {
    const invoiceDate = v.invoiceDate ?? dayOf(now());
    const table = FEE_TABLE_OF_INVOICE_TYPE[v.type];
    const fields: Record<string, string> = {};
    if (!(await repo.refOf(db, 'semester', v.semesterId))?.active) fields.semesterId = INVOICE_MESSAGES.semester;
    if (v.dueDate < invoiceDate) fields.dueDate = INVOICE_MESSAGES.dueBeforeDate;
    if (v.kind === 'clinical') return planClinical(v, invoiceDate, fields);
    const named = await refsOf(db, 'fee-head', v.feeHeadIds);
    if (v.feeHeadIds.some((id) => !named.find((h) => h.id === id)?.active))
      fields.feeHeadIds = INVOICE_MESSAGES.feeHead;
    const grouped = v.feeGroupHeadId
      ? (await repo.headsOf(db, table)).filter((h) => h.active && h.feeGroupHeadId === v.feeGroupHeadId)
      : [];
    if (v.feeGroupHeadId && !grouped.length)
      fields.feeGroupHeadId = 'No fee head of this group has a fee setting for this invoice type';
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);

    const feeHeads = [
      ...new Map(
        [...named, ...grouped.map((h) => ({ id: h.feeHeadId, label: h.name }))].map((h) => [
          h.id,
          { id: h.id, name: h.label },
        ]),
      ).values(),
    ];
    const students = await repo.studentsOf(
      db,
      { ...v.filters, type: v.type, asOf: invoiceDate, overdueOnly: v.kind === 'due' },
      INVOICE_RUN_MAX_STUDENTS + 1,
    );
    if (students.length > INVOICE_RUN_MAX_STUDENTS)
      throw ruleRefused(INVOICE_RUN_MESSAGES.tooMany(INVOICE_RUN_MAX_STUDENTS));
    const headIds = feeHeads.map((h) => h.id);
    const planned = planRun({
      students,
      feeHeads,
      feeRows: await repo.feeRowsOf(db, table, headIds, v.semesterId, invoiceDate),
      invoiced: await repo.invoicedPairs(
        db,
        students.map((s) => s.id),
        v.semesterId,
        headIds,
      ),
      courseIds: await repo.courseIdsByLabel(db),
      semesterId: v.semesterId,
    });
    return { ...planned, invoiceDate };
  }

  /** Queues the run's job under its id (nothing when the plan has nobody left). */
  async function queue(runId: string, actor: Actor, key: string, v: InvoiceRunInput, planned?: Plan) {
    const p = planned ?? (await plan(v));
    const data: RunJobData = {
      runId,
      key,
      actor,
      kind: v.kind,
      type: v.type,
      title: v.title,
      semesterId: v.semesterId,
      invoiceDate: p.invoiceDate,
      dueDate: v.dueDate,
      createdAt: now().toISOString(),
      students: p.students
        .filter((s) => !s.skip)
        .map((s) => ({
          studentId: s.studentId,
          name: s.name,
          items: s.lines.map((l) => ({
            feeHeadId: l.feeHeadId,
            amount: l.amount,
            ...(l.rotationId
              ? {
                  rotationId: l.rotationId,
                  weeks: l.weeks ?? [],
                  pricePerWeek: l.pricePerWeek ?? '0.00',
                  description: l.description ?? null,
                }
              : {}),
          })),
        })),
      skipped: p.students
        .filter((s) => s.skip)
        .map((s) => ({ studentId: s.studentId, name: s.name, reason: s.skipReason ?? '' })),
    };
    if (data.students.length) await d.jobs.send(INVOICE_RUN_JOB, data, { id: runId, singletonKey: runId });
    return p;
  }

  /** The run's job: the invoices (all or none), then the emails in batches; progress all along. */
  async function runJob({ data: r, progress }: JobContext<RunJobData>): Promise<RunResult> {
    await progress({ phase: 'invoicing', done: 0, of: r.students.length });
    let invoiceIds: number[];
    try {
      invoiceIds = await db.transaction(async (tx) => {
        await tx.execute(RUN_LOCK);
        // a run retried after its invoices committed takes them as they are
        const prior = await repo.storedAnswer<{ invoiceIds: number[] }>(tx, r.actor.userId, invoicesKey(r.key));
        if (prior) return prior.invoiceIds;
        const run = createInvoiceRunService({ db: tx as unknown as Db, now });
        if (r.kind === 'clinical') return clinicalInvoices(tx as unknown as Db, r, run);
        // what another run invoiced since this one was planned is left out now
        const taken = await repo.invoicedPairs(
          tx,
          r.students.map((s) => s.studentId),
          r.semesterId,
          [...new Set(r.students.flatMap((s) => s.items.map((i) => i.feeHeadId)))],
        );
        const students = r.students
          .map((s) => ({
            studentId: s.studentId,
            items: s.items.filter((i) => !taken.has(`${s.studentId}:${i.feeHeadId}`)),
          }))
          .filter((s) => s.items.length);
        const { body } = await run.run(
          r.actor,
          {
            type: r.type,
            title: r.title,
            semesterId: r.semesterId,
            invoiceDate: r.invoiceDate,
            dueDate: r.dueDate,
            students,
          },
          invoicesKey(r.key),
        );
        return body.invoiceIds;
      });
    } catch (e) {
      // a refusal (bad input, a rule) ends the run with its reason; anything else is retried by the queue
      if (e instanceof AppError)
        return { invoices: [], skipped: r.skipped, errors: [{ message: e.message, fields: e.fields ?? null }] };
      throw e;
    }
    const made = await repo.invoicesOf(db, invoiceIds);
    const names = new Map(r.students.map((s) => [s.studentId, s.name]));
    const invoicedStudents = new Set(made.map((i) => i.studentId));
    const skipped = [
      ...r.skipped,
      ...r.students
        .filter((s) => !invoicedStudents.has(s.studentId))
        .map((s) => ({ studentId: s.studentId, name: s.name, reason: INVOICE_RUN_SKIPS.alreadyInvoiced })),
    ];
    const sent = new Set<number>();
    await progress({ phase: 'emailing', done: 0, of: made.length });
    for (let n = 0; n * MAIL_BATCH < made.length; n++) {
      const batch = made
        .slice(n * MAIL_BATCH, (n + 1) * MAIL_BATCH)
        .map((i) => ({ ...i, amountCents: Number(i.amountCents) }));
      for (const id of await mailBatch(d, r.actor, mailKey(r.key, n), batch)) sent.add(id);
      await progress({ phase: 'emailing', done: Math.min(made.length, (n + 1) * MAIL_BATCH), of: made.length });
    }
    if (sent.size) d.mailQueued();
    return {
      invoices: made.map((i) => ({
        invoiceId: i.id,
        studentId: i.studentId,
        name: names.get(i.studentId) ?? '',
        amount: centsToAmount(Number(i.amountCents)),
        emailed: sent.has(i.id),
      })),
      skipped,
      errors: [],
    };
  }

  /**
   * A clinical run's invoices in the job's transaction: the weeks another run or a pay-now invoiced since the plan
   * are left out (a rotation's line re-priced at its price per week), then each item's weeks are recorded.
   */
  async function clinicalInvoices(tx: Db, r: RunJobData, run: ReturnType<typeof createInvoiceRunService>) {
    const taken = new Set(
      (
        await clinicalRepo.invoicedWeeks(
          tx,
          r.students.flatMap((s) => s.items.map((i) => i.rotationId ?? 0)),
        )
      ).map((w) => `${w.rotationId}:${w.week}`),
    );
    const students = r.students
      .map((s) => ({
        studentId: s.studentId,
        items: s.items
          .map((i) => {
            const weeks = (i.weeks ?? []).filter((w) => !taken.has(`${i.rotationId}:${w}`));
            return { ...i, weeks, amount: centsToAmount(weeks.length * toCents(i.pricePerWeek ?? '0')) };
          })
          .filter((i) => i.weeks.length),
      }))
      .filter((s) => s.items.length);
    const { body } = await run.run(
      r.actor,
      {
        type: r.type,
        title: r.title,
        semesterId: r.semesterId,
        invoiceDate: r.invoiceDate,
        dueDate: r.dueDate,
        students: students.map((s) => ({
          studentId: s.studentId,
          items: s.items.map((i) => ({ feeHeadId: i.feeHeadId, amount: i.amount, description: i.description ?? null })),
        })),
      },
      invoicesKey(r.key),
    );
    await recordWeeks(tx, body.invoiceIds, students);
    return body.invoiceIds;
  }

  return {
    runJob,

    /** The fee heads a type's fee table prices (a clinical run: the Clinical Weekly Fees'), for step 1. */
    async heads(type: number, kind?: InvoiceRunKind) {
      return (await repo.headsOf(db, kind === 'clinical' ? CLINICAL_RUN_FEE_TABLE : FEE_TABLE_OF_INVOICE_TYPE[type]))
        .filter((h) => h.active)
        .map(({ active: _a, ...h }) => h);
    },

    /** Step 2: a page of the students invoiced (or skipped), and the run's totals. */
    async preview(v: InvoiceRunInput, q: InvoiceRunPreviewQuery): Promise<InvoiceRunPreview> {
      const { students, summary } = await plan(v);
      const shown = students.filter((s) => (q.show === 'skipped' ? s.skip : !s.skip));
      const start = (q.page - 1) * q.pageSize;
      return {
        items: shown.slice(start, start + q.pageSize),
        total: shown.length,
        page: q.page,
        pageSize: q.pageSize,
        summary,
      };
    },

    /**
     * Starts a run once per Idempotency-Key: the run's id and an audit row in the key's transaction, then its job
     * (queued under that id). The same key answers the same run, queuing its job again only if it is missing.
     */
    async start(actor: Actor, v: InvoiceRunInput, key: string) {
      const replay = await repo.storedAnswer(db, actor.userId, key);
      const first = replay ? null : await plan(v);
      if (first && !first.summary.invoiced) throw ruleRefused(INVOICE_RUN_MESSAGES.nobody);
      const answer = await idempotent(
        db,
        { userId: actor.userId, key, operation: 'startInvoiceRun', request: v, status: 202 },
        async (tx) => {
          const id = randomUUID();
          await audit(tx, actor, {
            action: 'start',
            entity: INVOICE_RUN_ENTITY,
            entityId: id,
            after: {
              kind: v.kind,
              type: v.type,
              title: v.title,
              semesterId: v.semesterId,
              feeHeadIds: v.feeHeadIds,
              feeGroupHeadId: v.feeGroupHeadId ?? null,
              dueDate: v.dueDate,
              periodEnd: v.periodEnd ?? null,
              students: first?.summary.invoiced ?? null,
              amount: first?.summary.amount ?? null,
            },
          });
          return { id, state: 'queued' as const };
        },
      );
      if (!answer.replayed || !(await d.jobs.getJob(INVOICE_RUN_JOB, answer.body.id)))
        await queue(answer.body.id, actor, key, v, first ?? undefined);
      return answer;
    },

    /** A run as it goes, and its result once done (404 for an id that is no run). */
    async get(runId: string): Promise<InvoiceRun> {
      const job = await d.jobs.getJob(INVOICE_RUN_JOB, runId);
      if (!job) throw notFound('Invoice run');
      return runOf(job);
    },

    /** What runs of a kind issued, a page at a time, with each student's name. */
    async issued(q: IssuedInvoicesQuery) {
      const { rows, total } = await issuedRepo.issuedInvoices(db, q);
      const covers =
        q.kind === 'clinical'
          ? await clinicalRepo.coversOf(
              db,
              rows.map((r) => r.invoice.id),
            )
          : null;
      return toPage(q, {
        items: rows.map((r) => ({
          ...invoiceOut(r),
          studentName: r.studentName,
          ...(covers ? { covers: covers.get(r.invoice.id) ?? [] } : {}),
        })),
        total,
      });
    },

    /** The semesters and titles of the kind's invoices. */
    choices: (kind: InvoiceRunKind) => issuedRepo.issuedChoices(db, kind),
  };
}
/**
 * Records the rotation weeks of a clinical invoice run's items, in its transaction: the items of each invoice in
 * the order the run wrote them, matched with the students' lines (one item a rotation).
 */
export async function recordWeeks(
  tx: Executor,
  invoiceIds: number[],
  students: { items: { rotationId?: number; weeks: number[] }[] }[],
) {
  const items = await clinicalRepo.itemsOf(tx, invoiceIds);
  const rows = invoiceIds.flatMap((invoiceId, n) => {
    const mine = items.filter((i) => i.invoiceId === invoiceId);
    // a defect, never a user's error: the run wrote one item a line
    if (mine.length !== students[n].items.length) throw new Error(`clinical run items of invoice ${invoiceId}`);
    return students[n].items.flatMap((it, m) =>
      it.weeks.map((week) => ({ invoiceItemId: mine[m].id, studentRotationId: it.rotationId!, week })),
    );
  });
  await clinicalRepo.insertWeeks(tx, rows);
}
export type InvoiceRunsService = ReturnType<typeof createInvoiceRunsService>;
