import { z } from 'zod';
import type { Option } from '../reference/engine.js';
import { safeString, text } from '../validation.js';

/**
 * A student's financial status (students.financial_status, the header's financialStatus): 1 Cleared,
 * 2 Hold, 3 Blocked, the one list FINANCIAL_STATUSES (labels "Cleared", "Hold", "Blocked" wherever it shows,
 * under FINANCIAL_STATUS_LABEL). Blocked restricts what the student sees to the financial-block tabs
 * (students/tabs.ts). Finance keeps it: the overdue rule below, applied by a daily sweep and after each
 * payment, unless staff set it by hand with a reason (an override the sweep leaves alone until it is lifted).
 */
export const FINANCIAL_STATUS = { cleared: 1, hold: 2, blocked: 3 } as const;
export type FinancialStatus = (typeof FINANCIAL_STATUS)[keyof typeof FINANCIAL_STATUS];
/** The option list (reference/options.ts lists it as 'financial-status'; this file imports no other list, so the tab rules may read it). */
export const FINANCIAL_STATUSES: Option<number>[] = [
  { value: FINANCIAL_STATUS.cleared, label: 'Cleared' },
  { value: FINANCIAL_STATUS.hold, label: 'Hold' },
  { value: FINANCIAL_STATUS.blocked, label: 'Blocked' },
];

/** The label of a financial status (the one wording of FINANCIAL_STATUSES). */
export function financialStatusLabel(status: number | null | undefined): string {
  return FINANCIAL_STATUSES.find((o) => o.value === status)?.label ?? FINANCIAL_STATUSES[0].label;
}

/** Days an invoice may stay unpaid past its due date before the student is put on Hold, then Blocked. */
export const FINANCIAL_HOLD_AFTER_DAYS = 30;
export const FINANCIAL_BLOCK_AFTER_DAYS = 60;
export interface FinancialStatusRule {
  holdAfterDays: number;
  blockAfterDays: number;
}
export const FINANCIAL_STATUS_RULE: FinancialStatusRule = {
  holdAfterDays: FINANCIAL_HOLD_AFTER_DAYS,
  blockAfterDays: FINANCIAL_BLOCK_AFTER_DAYS,
};

/** An open invoice as the rule reads it: its due date (YYYY-MM-DD) and what is still owed, in cents. */
export interface OpenInvoiceDue {
  dueDate: string;
  owedCents: number;
}

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (both YYYY-MM-DD, read as UTC dates); negative when `to` is earlier. */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The status the rule gives: the oldest invoice still owing something decides. Overdue by more than
 * blockAfterDays: Blocked; by more than holdAfterDays: Hold; else (nothing owed, or not that late) Cleared.
 */
export function financialStatusByRule(
  open: readonly OpenInvoiceDue[],
  today: string,
  rule: FinancialStatusRule = FINANCIAL_STATUS_RULE,
): FinancialStatus {
  let worst = -Infinity;
  for (const inv of open) if (inv.owedCents > 0) worst = Math.max(worst, daysFromTo(inv.dueDate, today));
  if (worst > rule.blockAfterDays) return FINANCIAL_STATUS.blocked;
  if (worst > rule.holdAfterDays) return FINANCIAL_STATUS.hold;
  return FINANCIAL_STATUS.cleared;
}

/** A status set by hand: it stands, whatever the rule says, until it is lifted. */
export interface FinancialStatusOverride {
  status: FinancialStatus;
  reason: string;
}
/** The status a student has: the override's while there is one, else the rule's. */
export function effectiveFinancialStatus(
  ruleStatus: FinancialStatus,
  override: FinancialStatusOverride | null | undefined,
): FinancialStatus {
  return override ? override.status : ruleStatus;
}

const REASON_MAX = 500;
export const FINANCIAL_STATUS_MESSAGES = {
  choose: 'Choose a financial status',
} as const;
export const financialStatusValue = z
  .number({ error: FINANCIAL_STATUS_MESSAGES.choose })
  .int(FINANCIAL_STATUS_MESSAGES.choose)
  .min(FINANCIAL_STATUS.cleared, FINANCIAL_STATUS_MESSAGES.choose)
  .max(FINANCIAL_STATUS.blocked, FINANCIAL_STATUS_MESSAGES.choose);

/** financialStatusChange: set the status by hand, with the reason (kept until the override is lifted). */
export const financialStatusChangeInput = z.object({
  financialStatus: financialStatusValue,
  reason: text(REASON_MAX),
});
export type FinancialStatusChangeInput = z.infer<typeof financialStatusChangeInput>;
/** updateFinancialCleared: mark the student financially cleared (an override to Cleared), with the reason. */
export const financialClearedInput = z.object({ reason: text(REASON_MAX) });
export type FinancialClearedInput = z.infer<typeof financialClearedInput>;

export const studentFinancialStatus = z.object({
  studentId: z.number().int(),
  financialStatus: z.number().int(),
  financialStatusLabel: safeString(),
  /** what the overdue rule gives today */
  ruleStatus: z.number().int(),
  override: z
    .object({
      financialStatus: z.number().int(),
      reason: safeString(),
      setAt: safeString(),
      setByName: safeString().nullable(),
    })
    .nullable(),
});
export type StudentFinancialStatus = z.infer<typeof studentFinancialStatus>;

export const FINANCIAL_STATUS_TOASTS = {
  changed: 'Financial Status Updated Successfully',
  failed: 'Failed to update the financial status, Try again!',
} as const;
