import {
  INVOICE_TYPES,
  INVOICE_TYPES_LABEL,
  PAYMENT_PLAN_OPTIONS,
  STUDENT_ACCOUNTING_INFO_FIELDS,
} from '@caduceus/contracts';
import { formatMoney } from '../../../components/fieldFormat';
import { plural } from '../../../components/format';

/** "1 student", "2 students". */
export const studentsText = (n: number) => plural(n, 'student');

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const F = STUDENT_ACCOUNTING_INFO_FIELDS;

/**
 * What a bulk accounting update will set, one "Label: value" line per value given (blank ones are left
 * as they are, so they are not listed). `names` names the chosen scholarship and financial aid rows.
 */
export function accountingChanges(
  values: Record<string, unknown>,
  names: { scholarshipId?: string | null; financialAidId?: string | null } = {},
): string[] {
  const out: string[] = [];
  const types = values.invoiceTypes as number[] | undefined;
  if (!blank(types))
    out.push(
      `${INVOICE_TYPES_LABEL}: ${INVOICE_TYPES.filter((o) => types!.includes(o.value))
        .map((o) => o.label)
        .join(', ')}`,
    );
  if (!blank(values.paymentPlan)) {
    const plan = PAYMENT_PLAN_OPTIONS.find((o) => o.value === values.paymentPlan)?.label ?? String(values.paymentPlan);
    out.push(
      `${F.paymentPlan.label}: ${plan}${values.paymentPlan === 'installments' && !blank(values.installments) ? ` (${String(values.installments)})` : ''}`,
    );
  }
  for (const key of ['scholarshipId', 'financialAidId'] as const) {
    if (!blank(values[key])) out.push(`${F[key].label}: ${names[key] ?? `#${String(values[key])}`}`);
  }
  if (!blank(values.sponsor)) out.push(`${F.sponsor.label}: ${String(values.sponsor).trim()}`);
  if (!blank(values.billingEmail)) out.push(`${F.billingEmail.label}: ${String(values.billingEmail).trim()}`);
  if (!blank(values.tuitionLockedAmount))
    out.push(`${F.tuitionLockedAmount.label}: ${formatMoney(String(values.tuitionLockedAmount).replace(/[$,]/g, ''))}`);
  return out;
}
