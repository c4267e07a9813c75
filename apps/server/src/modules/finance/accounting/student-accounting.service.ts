import {
  STUDENT_ACCOUNTING_DEFAULTS,
  STUDENT_ACCOUNTING_ENTITY,
  type BulkAccountingInput,
  type PaymentPlan,
  type StudentAccounting,
  type StudentAccountingInfoInput,
  type StudentAccountingListItem,
  type StudentAccountingListQuery,
  type StudentAccountingOtherInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import * as repo from './student-accounting.repo.js';

/** The audited values of a record: whose it is (the activity log finds it by studentId) and what it holds. */
const AUDITED = [
  'invoiceFinancialStatus',
  'invoiceTypes',
  'paymentPlan',
  'installments',
  'scholarshipId',
  'financialAidId',
  'sponsor',
  'billingEmail',
  'tuitionLockedAmount',
  'accountNumber',
  'remarks',
] as const;
type Audited = (typeof AUDITED)[number];
type Values = Pick<repo.AccountingValues, Audited>;
const valuesOf = (row: repo.AccountingRow | undefined): Values => {
  const v = row ?? STUDENT_ACCOUNTING_DEFAULTS;
  return Object.fromEntries(AUDITED.map((k) => [k, v[k] ?? null])) as Values;
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The fields that change, before and after, with the student's id (null when nothing changes). */
function changes(studentId: number, before: Values, patch: Partial<Values>) {
  const keys = (Object.keys(patch) as Audited[]).filter((k) => !same(before[k] ?? null, patch[k] ?? null));
  if (!keys.length) return null;
  return {
    before: { studentId, ...Object.fromEntries(keys.map((k) => [k, before[k] ?? null])) },
    after: { studentId, ...Object.fromEntries(keys.map((k) => [k, patch[k] ?? null])) },
  };
}
/** Invoice types once each, in number order. */
const typesOf = (types: number[]) => [...new Set(types)].sort((a, b) => a - b);
/** The plan with its number of installments: none when paid in full. */
const planOf = (plan: PaymentPlan, installments: number | null | undefined) => ({
  paymentPlan: plan,
  installments: plan === 'installments' ? (installments ?? null) : null,
});

/** An amount as the database's numeric(12, 2) writes it ("1250" -> "1250.00"), without passing through a float. */
const moneyText = (a: string) => {
  const [whole, cents = ''] = a.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

/** Which control table each dropdown reads. */
const REFS = { scholarshipId: 'scholarship', financialAidId: 'financial-aid' } as const;

export function createStudentAccountingService({ db }: { db: Db }) {
  /** Dropdown values must be rows of their table, active unless the record already holds them. */
  async function checkRefs(
    ex: Executor,
    input: Partial<Record<keyof typeof REFS, number | null | undefined>>,
    held?: Partial<Values>,
  ) {
    const fields: Record<string, string> = {};
    for (const [field, table] of Object.entries(REFS) as [keyof typeof REFS, string][]) {
      const id = input[field];
      if (id == null) continue;
      const row = await repo.refOf(ex, table, id);
      if (!row || (!row.active && held?.[field] !== id)) fields[field] = 'Choose a value from the list';
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  async function read(studentId: number): Promise<StudentAccounting> {
    const r = await repo.findAccounting(db, studentId);
    const v = valuesOf(r?.a);
    return {
      studentId,
      ...v,
      invoiceTypes: v.invoiceTypes ?? [],
      paymentPlan: v.paymentPlan as PaymentPlan,
      tuitionLockedAmount: v.tuitionLockedAmount ?? null,
      scholarshipLabel: r?.scholarshipLabel ?? null,
      financialAidLabel: r?.financialAidLabel ?? null,
      recorded: !!r,
      updatedAt: r?.a.updatedAt ?? null,
      updatedByName: r?.updatedByName ?? null,
    } as StudentAccounting;
  }

  /** One student's form: the record is made on its first save; audited with the fields that changed. */
  async function save(
    actor: Actor,
    studentId: number,
    action: string,
    patch: (before: Values, tx: Executor) => Promise<Partial<Values>>,
  ) {
    await db.transaction(async (tx) => {
      if (!(await repo.lockStudents(tx, [studentId])).length) throw notFound('Student');
      const [row] = await repo.lockRows(tx, [studentId]);
      const before = valuesOf(row);
      const set = await patch(before, tx);
      const changed = changes(studentId, before, set);
      if (!changed) return;
      await repo.upsert(tx, [studentId], set, actor.userId);
      await audit(tx, actor, { action, entity: STUDENT_ACCOUNTING_ENTITY, entityId: studentId, ...changed });
    });
    return read(studentId);
  }

  /**
   * A bulk update: every chosen student gets the values, in one transaction (all or none); an unknown
   * student refuses the whole set. Students who already hold the values are left alone. Answers how many changed.
   */
  async function bulk(actor: Actor, ids: number[], action: string, set: Partial<Values>) {
    return db.transaction(async (tx) => {
      const wanted = [...new Set(ids)];
      const found = new Set(await repo.lockStudents(tx, wanted));
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length)
        throw badInput('Some chosen students do not exist', { studentIds: `Unknown students: ${missing.join(', ')}` });
      const rows = new Map((await repo.lockRows(tx, wanted)).map((r) => [r.studentId, r]));
      const changed = wanted.map((id) => ({ id, c: changes(id, valuesOf(rows.get(id)), set) })).filter((x) => x.c);
      await repo.upsert(
        tx,
        changed.map((x) => x.id),
        set,
        actor.userId,
      );
      for (const { id, c } of changed)
        await audit(tx, actor, { action, entity: STUDENT_ACCOUNTING_ENTITY, entityId: id, ...c! });
      return changed.length;
    });
  }

  return {
    read,

    updateInfo: (actor: Actor, studentId: number, v: StudentAccountingInfoInput) =>
      save(actor, studentId, 'updateInfo', async (before, tx) => {
        await checkRefs(tx, v, before);
        return {
          invoiceFinancialStatus: v.invoiceFinancialStatus,
          invoiceTypes: typesOf(v.invoiceTypes),
          ...planOf(v.paymentPlan, v.installments),
          scholarshipId: v.scholarshipId ?? null,
          financialAidId: v.financialAidId ?? null,
          sponsor: v.sponsor ?? null,
          billingEmail: v.billingEmail ?? null,
          tuitionLockedAmount: v.tuitionLockedAmount == null ? null : moneyText(v.tuitionLockedAmount),
        };
      }),

    updateOther: (actor: Actor, studentId: number, v: StudentAccountingOtherInput) =>
      save(actor, studentId, 'updateOtherInfo', async () => ({
        accountNumber: v.accountNumber ?? null,
        remarks: v.remarks ?? null,
      })),

    async bulkAccounting(actor: Actor, input: BulkAccountingInput) {
      const { studentIds, invoiceTypes, paymentPlan, installments, tuitionLockedAmount, ...rest } = input;
      await checkRefs(db, rest);
      const set: Partial<Values> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      if (invoiceTypes) set.invoiceTypes = typesOf(invoiceTypes);
      if (paymentPlan) Object.assign(set, planOf(paymentPlan, installments));
      if (tuitionLockedAmount !== undefined) set.tuitionLockedAmount = moneyText(tuitionLockedAmount);
      return bulk(actor, studentIds, 'bulkUpdate', set);
    },

    bulkInvoiceFinancialStatus: (actor: Actor, studentIds: number[], invoiceFinancialStatus: number) =>
      bulk(actor, studentIds, 'updateInvoiceFinancialStatus', { invoiceFinancialStatus }),

    async list(q: StudentAccountingListQuery) {
      const { rows, total } = await repo.listWithAccounting(db, q);
      const items: StudentAccountingListItem[] = rows.map((r) => {
        const v = valuesOf(r.a ?? undefined);
        return {
          id: r.id,
          name: r.name,
          email: r.email,
          statusName: r.statusName,
          campusName: r.campusName,
          cohort: r.cohort,
          financialStatus: r.financialStatus,
          invoiceFinancialStatus: v.invoiceFinancialStatus!,
          invoiceTypes: v.invoiceTypes ?? [],
          paymentPlan: v.paymentPlan as PaymentPlan,
          installments: v.installments ?? null,
          scholarshipLabel: r.scholarshipLabel,
        };
      });
      return { items, total, page: q.page, pageSize: q.pageSize };
    },
  };
}
export type StudentAccountingService = ReturnType<typeof createStudentAccountingService>;
