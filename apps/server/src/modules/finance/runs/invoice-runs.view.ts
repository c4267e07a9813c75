import { centsToAmount, toCents, type InvoiceRun, type InvoiceRunKind } from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { QueuedJob } from '../../../platform/jobs.js';

/**
 * A run is its job's record in the queue (no table of its own): the job's data is the run as planned when it
 * started, its output the progress while it runs and the result once done. The queue keeps finished jobs for
 * days (archived, then deleted); the invoices, their postings, audit rows and emails stay for good.
 */
export interface RunJobData {
  runId: string;
  /** the run's Idempotency-Key: its parts (the invoices, each batch of emails) are taken once under keys made from it */
  key: string;
  actor: Actor;
  kind: InvoiceRunKind;
  type: number;
  title: string;
  semesterId: number;
  invoiceDate: string;
  dueDate: string;
  createdAt: string;
  students: {
    studentId: number;
    name: string;
    /** a clinical run's items also name their rotation, its weeks, its price per week and what the item says */
    items: {
      feeHeadId: number;
      amount: string;
      rotationId?: number;
      weeks?: number[];
      pricePerWeek?: string;
      description?: string | null;
    }[];
  }[];
  skipped: { studentId: number; name: string; reason: string }[];
}

export interface RunResult {
  invoices: InvoiceRun['invoices'];
  skipped: InvoiceRun['skipped'];
  errors: InvoiceRun['errors'];
}

interface Progress {
  phase: 'invoicing' | 'emailing';
  done: number;
  of: number;
}

const INVOICE_RUN_STOPPED =
  'The run stopped on an unexpected error before it finished; a system administrator can retry it from the failed jobs (nothing is invoiced or emailed twice)';

/** Invoicing is the first half of the bar, emailing the second. */
function percentOf(p: Progress) {
  const part = p.of ? p.done / p.of : 1;
  return Math.round(p.phase === 'invoicing' ? 5 + part * 45 : 50 + part * 50);
}

/** The run as GET /api/accounting/invoice-runs/{runId} shows it, from its job. */
export function runOf(job: QueuedJob): InvoiceRun {
  const r = job.data as RunJobData;
  const planned = r.students.length;
  const base = {
    id: job.id,
    kind: r.kind,
    type: r.type,
    title: r.title,
    semesterId: r.semesterId,
    createdAt: r.createdAt ?? job.createdOn,
    completedAt: job.completedOn,
  };
  const plannedAmount = centsToAmount(
    r.students.reduce((c, s) => c + s.items.reduce((a, i) => a + toCents(i.amount), 0), 0),
  );
  if (job.state === 'completed') {
    const out = job.output as RunResult;
    const invoices = out.invoices ?? [];
    const emailed = invoices.filter((i) => i.emailed).length;
    return {
      ...base,
      state: out.errors?.length ? 'failed' : 'completed',
      progress: { phase: 'done', done: invoices.length, of: invoices.length, percent: 100 },
      counts: {
        planned,
        invoiced: invoices.length,
        skipped: out.skipped.length,
        emailed,
        notEmailed: invoices.length - emailed,
      },
      amount: centsToAmount(invoices.reduce((c, i) => c + toCents(i.amount), 0)),
      invoices,
      skipped: out.skipped,
      errors: out.errors ?? [],
    };
  }
  const counts = { planned, invoiced: 0, skipped: r.skipped.length, emailed: 0, notEmailed: 0 };
  if (job.state === 'active') {
    const p = (job.output as { progress?: Progress } | null)?.progress ?? { phase: 'invoicing', done: 0, of: planned };
    return {
      ...base,
      state: 'running',
      progress: { ...p, percent: percentOf(p) },
      counts: p.phase === 'emailing' ? { ...counts, invoiced: p.of } : counts,
      amount: plannedAmount,
      invoices: [],
      skipped: r.skipped,
      errors: [],
    };
  }
  const failed = job.state === 'failed' || job.state === 'cancelled';
  return {
    ...base,
    state: failed ? 'failed' : 'queued',
    progress: { phase: 'waiting', done: 0, of: planned, percent: 0 },
    counts,
    amount: plannedAmount,
    invoices: [],
    skipped: r.skipped,
    // the error itself stays in the failed jobs list (/admin/jobs), where the super user may retry it
    errors: failed ? [{ message: INVOICE_RUN_STOPPED, fields: null }] : [],
  };
}
