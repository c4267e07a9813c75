import { eq, sql } from 'drizzle-orm';
import { INVOICE_FINANCIAL_STATUS, STUDENT_ACCOUNTING_DEFAULTS, STUDENT_ACCOUNTING_ENTITY } from '@caduceus/contracts';
import { auditLog } from '../../../platform/db/tables.js';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { seeded } from '../../students/index.js';
import { studentAccounting } from './student-accounting.schema.js';

/** Invoice types (contracts' INVOICE_TYPES) a student is billed under by where they are in the program. */
const TYPES_BY_COURSE: Record<string, number[]> = {
  'Pre-Medical': [1],
  'Basic Science': [2],
  'Clinical Medicine': [4, 19],
};
const HOUSING_FEE = 10;
const INSTALLMENT = 9;
/** Statuses whose students are billed (the others have no accounting record yet and read as the defaults). */
const BILLED = ['Financially Cleared', 'Student', 'Financially Blocked', 'On-LOA'];

/**
 * Accounting records of the demo school, kept by the bursar: the enrolled students' invoice types, plans,
 * scholarships and locked-in tuition; the Financially Blocked ones blocked on their invoices, a few on hold.
 */
export async function seedStudentAccounting(ex: Executor, seed = 11) {
  const rnd = seeded(seed);
  const [bursar] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'bursar'));
  const scholarships = (
    await ex.select({ id: refRows.id }).from(refRows).where(eq(refRows.tableKey, 'scholarship'))
  ).map((r) => r.id);
  const aids = (await ex.select({ id: refRows.id }).from(refRows).where(eq(refRows.tableKey, 'financial-aid'))).map(
    (r) => r.id,
  );
  const billed = rowsOf<{ id: number; status: string; course_status: string | null; campus_status: string | null }>(
    await ex.execute(sql`
    select s.id, r.label as status, s.current_course_status as course_status, s.campus_status from students s join ref_rows r on r.id = s.status_id
    where r.label in ${BILLED} order by s.id`),
  );
  const rows: (typeof studentAccounting.$inferInsert)[] = billed.map((s) => {
    const installments = rnd.next() < 0.3 ? rnd.int(2, 6) : null;
    const types = [
      ...(TYPES_BY_COURSE[s.course_status ?? ''] ?? [2]),
      ...(s.campus_status === 'On-Campus' ? [HOUSING_FEE] : []),
      ...(installments ? [INSTALLMENT] : []),
    ];
    const status =
      s.status === 'Financially Blocked'
        ? INVOICE_FINANCIAL_STATUS.blocked
        : rnd.next() < 0.08
          ? INVOICE_FINANCIAL_STATUS.hold
          : INVOICE_FINANCIAL_STATUS.cleared;
    return {
      studentId: s.id,
      invoiceFinancialStatus: status,
      invoiceTypes: [...new Set(types)].sort((a, b) => a - b),
      paymentPlan: installments ? 'installments' : 'full',
      installments,
      scholarshipId: scholarships.length && rnd.next() < 0.15 ? rnd.pick(scholarships) : null,
      financialAidId: aids.length && rnd.next() < 0.25 ? rnd.pick(aids) : null,
      tuitionLockedAmount: s.course_status === 'Clinical Medicine' ? '22000.00' : '19500.00',
      createdBy: bursar?.id ?? null,
      updatedBy: bursar?.id ?? null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await ex.insert(studentAccounting).values(rows.slice(i, i + 500));
  // each record leaves the audit row its first save on the tab does: the fields that differ from the defaults
  const audited = rows.map((r) => {
    const keys = (Object.keys(STUDENT_ACCOUNTING_DEFAULTS) as (keyof typeof STUDENT_ACCOUNTING_DEFAULTS)[]).filter(
      (k) => JSON.stringify(r[k] ?? null) !== JSON.stringify(STUDENT_ACCOUNTING_DEFAULTS[k]),
    );
    return {
      actorId: bursar?.id ?? null,
      action: 'updateInfo',
      entity: STUDENT_ACCOUNTING_ENTITY,
      entityId: String(r.studentId),
      before: { studentId: r.studentId, ...Object.fromEntries(keys.map((k) => [k, STUDENT_ACCOUNTING_DEFAULTS[k]])) },
      after: { studentId: r.studentId, ...Object.fromEntries(keys.map((k) => [k, r[k] ?? null])) },
    };
  });
  for (let i = 0; i < audited.length; i += 500) await ex.insert(auditLog).values(audited.slice(i, i + 500));
}
