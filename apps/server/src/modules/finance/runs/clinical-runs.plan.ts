import {
  INVOICE_RUN_SKIPS,
  centsToAmount,
  clinicalItemDescription,
  rotationWeeksUntil,
  toCents,
  type InvoiceRunStudent,
  type InvoiceRunSummary,
} from '@caduceus/contracts';
import type { ClinicalRotationRow } from './clinical-runs.repo.js';

export interface ClinicalPlanInput {
  rotations: ClinicalRotationRow[];
  /** the students named by the review whom no rotation chose (skipped: nothing to invoice) */
  others: {
    id: number;
    name: string;
    email: string | null;
    course: string | null;
    campus: string | null;
    status: string | null;
  }[];
  /** `${rotationId}:${week}` already on a live invoice */
  invoiced: Set<string>;
  feeHead: { id: number; name: string };
  periodEnd: string;
}

/**
 * The clinical run's students: one line a rotation, its weeks starting by the period's end and not yet invoiced,
 * priced weeks × the offer's price per week (in cents); a rotation left out says why (its weeks all invoiced or
 * paid, no price per week), and a student with no line is skipped for the strongest of her rotations' reasons.
 */
export function planClinicalRun(p: ClinicalPlanInput): { students: InvoiceRunStudent[]; summary: InvoiceRunSummary } {
  const byStudent = new Map<number, ClinicalRotationRow[]>();
  for (const r of p.rotations) byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r]);
  let invoiced = 0;
  let total = 0;
  let count = 0;
  const students: InvoiceRunStudent[] = [];
  for (const rows of byStudent.values()) {
    const lines: InvoiceRunStudent['lines'] = [];
    const omitted: InvoiceRunStudent['omitted'] = [];
    for (const r of rows) {
      const named = `${r.hospital}: ${r.rotation}`;
      const inPeriod = rotationWeeksUntil(r.startDate, r.weeks, p.periodEnd);
      const open = inPeriod.filter((w) => !p.invoiced.has(`${r.rotationId}:${w}`));
      const leave = (reason: string) =>
        omitted.push({ feeHeadId: p.feeHead.id, feeHead: named, reason, rotationId: r.rotationId });
      if (!inPeriod.length) leave(INVOICE_RUN_SKIPS.nothingToInvoice);
      else if (!open.length) leave(INVOICE_RUN_SKIPS.weeksInvoiced);
      else if (r.pricePerWeekCents <= 0) leave(INVOICE_RUN_SKIPS.noPrice);
      else
        lines.push({
          feeHeadId: p.feeHead.id,
          feeHead: p.feeHead.name,
          amount: centsToAmount(open.length * r.pricePerWeekCents),
          rotationId: r.rotationId,
          description: clinicalItemDescription(r.hospital, r.rotation, open),
          weeks: open,
          pricePerWeek: centsToAmount(r.pricePerWeekCents),
        });
    }
    const cents = lines.reduce((sum, l) => sum + toCents(l.amount), 0);
    const reasons = new Set(omitted.map((o) => o.reason));
    const skip = lines.length
      ? null
      : reasons.has(INVOICE_RUN_SKIPS.noPrice)
        ? ('noPrice' as const)
        : reasons.has(INVOICE_RUN_SKIPS.weeksInvoiced)
          ? ('weeksInvoiced' as const)
          : ('nothingToInvoice' as const);
    if (!skip) {
      invoiced++;
      total += cents;
      count += lines.length;
    }
    const s = rows[0];
    students.push({
      studentId: s.studentId,
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
    });
  }
  for (const o of p.others)
    students.push({
      studentId: o.id,
      name: o.name,
      email: o.email,
      course: o.course,
      campus: o.campus,
      status: o.status,
      lines: [],
      total: centsToAmount(0),
      omitted: [],
      skip: 'nothingToInvoice',
      skipReason: INVOICE_RUN_SKIPS.nothingToInvoice,
    });
  return {
    students,
    summary: {
      invoiced,
      skipped: students.length - invoiced,
      amount: centsToAmount(total),
      byFeeHead: invoiced
        ? [{ feeHeadId: p.feeHead.id, feeHead: p.feeHead.name, count, amount: centsToAmount(total) }]
        : [],
    },
  };
}
