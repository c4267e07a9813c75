import {
  INVOICE_RUN_SKIPS,
  centsToAmount,
  toCents,
  type InvoiceRunStudent,
  type InvoiceRunSummary,
} from '@caduceus/contracts';
import type { FeeRow, RunStudentRow } from './invoice-runs.repo.js';

/**
 * The fee tables name programs where the student record names a course (the demo's semester invoices read them
 * the same way, invoices.demo.ts): a student in the clinical years is priced as Clinical Sciences, any other as
 * Basic Sciences, unless a row names the student's own course.
 */
export const PROGRAM_OF_COURSE_STATUS = (courseStatus: string | null) =>
  courseStatus === 'Clinical Medicine' ? 'Clinical Sciences' : 'Basic Sciences';

/**
 * The fee row that prices a fee head for a student: the most specific one (the student's course, then their
 * program, then a row for every course; this semester's before one for any semester), the latest in force.
 */
export function priceOf(rows: FeeRow[], courseId: number | null, programId: number | null, semesterId: number) {
  const courseRank = (r: FeeRow) =>
    r.courseId == null ? 1 : r.courseId === courseId ? 3 : r.courseId === programId ? 2 : 0;
  let best: FeeRow | undefined;
  let bestRank = '';
  for (const r of rows) {
    const c = courseRank(r);
    if (!c) continue;
    const rank = `${c}${r.semesterId === semesterId ? 1 : 0}${r.effectiveFrom}`;
    if (rank > bestRank) [best, bestRank] = [r, rank];
  }
  return best;
}

export interface PlanInput {
  students: RunStudentRow[];
  feeHeads: { id: number; name: string }[];
  feeRows: FeeRow[];
  /** `${studentId}:${feeHeadId}` already on an invoice of the semester */
  invoiced: Set<string>;
  courseIds: Map<string, number>;
  semesterId: number;
}

/** Each student's lines (a fee head and its amount), the heads left out and why, or why the student is skipped. */
export function planRun(p: PlanInput): { students: InvoiceRunStudent[]; summary: InvoiceRunSummary } {
  const byHead = new Map<number, FeeRow[]>();
  for (const r of p.feeRows) byHead.set(r.feeHeadId, [...(byHead.get(r.feeHeadId) ?? []), r]);
  const heads = new Map<number, { feeHeadId: number; feeHead: string; count: number; cents: number }>();
  let total = 0;
  let invoiced = 0;
  const students = p.students.map((s): InvoiceRunStudent => {
    const programId = p.courseIds.get(PROGRAM_OF_COURSE_STATUS(s.courseStatus)) ?? null;
    const lines: InvoiceRunStudent['lines'] = [];
    const omitted: InvoiceRunStudent['omitted'] = [];
    for (const h of p.feeHeads) {
      const row = priceOf(byHead.get(h.id) ?? [], s.courseId, programId, p.semesterId);
      if (p.invoiced.has(`${s.id}:${h.id}`))
        omitted.push({ feeHeadId: h.id, feeHead: h.name, reason: INVOICE_RUN_SKIPS.alreadyInvoiced });
      else if (!row || toCents(row.amount) <= 0)
        omitted.push({ feeHeadId: h.id, feeHead: h.name, reason: INVOICE_RUN_SKIPS.noFeeSetting });
      else lines.push({ feeHeadId: h.id, feeHead: h.name, amount: centsToAmount(toCents(row.amount)) });
    }
    const cents = lines.reduce((sum, l) => sum + toCents(l.amount), 0);
    const skip = lines.length
      ? null
      : omitted.some((o) => o.reason === INVOICE_RUN_SKIPS.alreadyInvoiced)
        ? ('alreadyInvoiced' as const)
        : ('noFeeSetting' as const);
    if (!skip) {
      invoiced++;
      total += cents;
      for (const l of lines) {
        const h = heads.get(l.feeHeadId) ?? { feeHeadId: l.feeHeadId, feeHead: l.feeHead, count: 0, cents: 0 };
        h.count++;
        h.cents += toCents(l.amount);
        heads.set(l.feeHeadId, h);
      }
    }
    return {
      studentId: s.id,
      name: s.name,
      email: s.email,
      course: s.course,
      campus: s.campus,
      status: s.status,
      lines,
      total: centsToAmount(cents),
      omitted,
      skip,
      skipReason: skip && INVOICE_RUN_SKIPS[skip],
    };
  });
  return {
    students,
    summary: {
      invoiced,
      skipped: students.length - invoiced,
      amount: centsToAmount(total),
      byFeeHead: [...heads.values()].map(({ cents, ...h }) => ({ ...h, amount: centsToAmount(cents) })),
    },
  };
}
