import { eq, sql } from 'drizzle-orm';
import {
  TEST_CARD_TOKENS,
  centsToAmount,
  toCents,
  type CreateInvoiceInput,
  type PayInvoiceInput,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { rowsOf, type Db, type Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { seeded } from '../../students/index.js';
import { invoices } from './invoices.schema.js';
import { createInvoiceService } from './invoices.service.js';
import { createInvoiceRunService } from './invoice-run.service.js';
import { createPaymentService } from './payments.service.js';
import { createTestGateway } from '../payments/gateway.js';
import { createCreditService } from '../credits/credits.service.js';

/** The fee-settings table (contracts' FEE_TABLES) each invoice type is charged from. */
const FEE_TABLE_OF_TYPE: Record<number, string> = {
  1: 'fee-pre-med',
  2: 'fee-med',
  4: 'fee-clinical',
  9: 'fee-installment',
  10: 'fee-housing-fees',
};
/** The types whose fee table holds the semester's tuition (the invoice's own type). */
const TUITION_TYPES = [1, 2, 4];
const INSURANCE_TABLE = 'fee-insurance';
/** Stella's second invoice: an exam fee of the Non-Clinical Other Fees (type 5), not due yet. */
const EXAM_FEE_TABLE = 'fee-non-clinical-other';
const EXAM_FEE_TYPE = 5;

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY));
const minDay = (a: string, b: string) => (a < b ? a : b);

interface FeeRow {
  table: string;
  feeHeadId: number;
  courseId: number | null;
  amount: string;
}

interface Billed {
  id: number;
  status: string;
  courseId: number | null;
  invoiceTypes: number[];
}

/** A demo account as the actor of the demo's writes (undefined when the account is not there). */
export async function demoActor(ex: Executor, username: string): Promise<Actor | undefined> {
  const [u] = await ex
    .select({ id: users.id, roleId: users.roleId, userType: users.userType, groupId: users.groupId })
    .from(users)
    .where(eq(users.username, username));
  return u && { userId: u.id, roleId: u.roleId, userType: u.userType, groupId: u.groupId, requestId: 'demo' };
}

/** What the demo made, for its test and the load's log. */
export interface DemoFinance {
  invoices: number;
  payments: number;
  cancelled: number;
  scholarships: number;
}

/**
 * The demo school's money, made through the finance services as the bursar would (every invoice and payment
 * posted to the ledger, audited, each under its own Idempotency-Key): this semester's invoice for most billed
 * students (not those on leave), in one invoice run per invoice type, charged from the fee settings by the
 * invoice types of their accounting record (tuition, health and malpractice insurance, housing, the installment
 * fee); the Financially Cleared ones and some others paid in full by card, some partly by cheque or wire with a
 * reference (waiting for verification), the rest open and overdue (the Financially Blocked ones always); one
 * invoice issued twice and cancelled; a few partly paid by a scholarship. Stella Student (the demo student) paid her tuition by card herself and has an
 * exam fee open, not due yet. Who gets what is seeded; the dates follow the day the demo is loaded (the semester's
 * invoice is overdue whatever that day is). Does nothing when the database already has invoices. Payments go one
 * by one through the payment service (about 70, most of the time this takes); the invoices, a few statements a run.
 */
export async function seedDemoFinance(ex: Executor, today = new Date(), seed = 19): Promise<DemoFinance> {
  const made: DemoFinance = { invoices: 0, payments: 0, cancelled: 0, scholarships: 0 };
  const [any] = await ex.select({ id: invoices.id }).from(invoices).limit(1);
  if (any) return made;
  const rnd = seeded(seed);
  const day = isoDay(today);
  // the services open a savepoint in the caller's transaction (drizzle nests transactions)
  const db = ex as Db;
  const now = () => today;
  const inv = createInvoiceService({ db, now });
  const run = createInvoiceRunService({ db, now });
  // card payments of the demo go through the test gateway (the demo's history, never a real charge)
  const pay = createPaymentService({ db, now, gateway: createTestGateway() });
  const credits = createCreditService({ db, now });

  const actorOf = (username: string) => demoActor(ex, username);
  const bursar = await actorOf('bursar');
  if (!bursar) return made;
  const stella = await actorOf('student');
  const [stellaRow] = stella
    ? await ex.select({ studentId: users.studentId }).from(users).where(eq(users.id, stella.userId))
    : [];

  const fees = rowsOf<{ table_key: string; fee_head: number; course: number | null; amount: string }>(
    await ex.execute(sql`select table_key, (data->>'feeHead')::int as fee_head, (data->>'course')::int as course,
      data->>'amount' as amount from ref_rows where table_key like 'fee-%' and active order by id`),
  ).map((r): FeeRow => ({ table: r.table_key, feeHeadId: r.fee_head, courseId: r.course, amount: r.amount }));
  const feesOf = (table: string, courseId: number | null) =>
    fees.filter((f) => f.table === table && (f.courseId == null || f.courseId === courseId));
  const [semester] = rowsOf<{ id: number; label: string; start: string }>(
    await ex.execute(sql`select id, label, data->>'startDate' as start from ref_rows
      where table_key = 'semester' and active and data->>'startDate' <= ${day} order by data->>'startDate' desc limit 1`),
  );
  // the fee tables name the program (Basic Sciences, Clinical Sciences), the student's record their course
  const programs = new Map(
    rowsOf<{ id: number; label: string }>(
      await ex.execute(sql`select id, label from ref_rows where table_key = 'course'`),
    ).map((r) => [r.label, r.id]),
  );
  const billed = rowsOf<{ id: number; status: string; course_status: string | null; invoice_types: number[] }>(
    await ex.execute(sql`select s.id, r.label as status, s.current_course_status as course_status, a.invoice_types
      from students s join ref_rows r on r.id = s.status_id join student_accounting a on a.student_id = s.id
      order by s.id`),
  ).map((r): Billed => ({
    id: r.id,
    status: r.status,
    courseId: programs.get(r.course_status === 'Clinical Medicine' ? 'Clinical Sciences' : 'Basic Sciences') ?? null,
    invoiceTypes: r.invoice_types ?? [],
  }));

  const scholarships = rowsOf<{ id: number }>(
    await ex.execute(sql`select id from ref_rows where table_key = 'scholarship' and active order by id`),
  );

  // the current semester's invoice: due two weeks into it, or two weeks ago when it has only just begun
  const dueDate = minDay(addDays(semester?.start ?? day, 14), addDays(day, -14));
  const invoiceDate = addDays(dueDate, -30);
  const title = `${semester?.label ?? 'Semester'} Tuition and Fees`;
  const key = (what: string) => `demo-${what}`;

  const invoiceFor = (s: Billed): CreateInvoiceInput | undefined => {
    const type = s.invoiceTypes.find((t) => TUITION_TYPES.includes(t));
    if (!type) return undefined;
    const tables = [
      FEE_TABLE_OF_TYPE[type],
      INSURANCE_TABLE,
      ...s.invoiceTypes.filter((t) => t !== type && FEE_TABLE_OF_TYPE[t]).map((t) => FEE_TABLE_OF_TYPE[t]),
    ];
    const items = tables.flatMap((t) =>
      feesOf(t, s.courseId).map((f) => ({ feeHeadId: f.feeHeadId, amount: f.amount })),
    );
    if (!items.length) return undefined;
    return { type, title, semesterId: semester?.id ?? null, invoiceDate, dueDate, items };
  };
  const create = async (actor: Actor, studentId: number, v: CreateInvoiceInput, what: string) => {
    const a = await inv.create(actor, studentId, v, key(what));
    made.invoices++;
    return a.body;
  };
  const payOn = async (actor: Actor, studentId: number, invoiceId: number, v: PayInvoiceInput, what: string) => {
    await pay.pay(actor, studentId, invoiceId, v, key(what));
    made.payments++;
  };
  /** a day between the invoice's date and today (never after), near the due date */
  const paidOn = () => minDay(addDays(invoiceDate, rnd.int(3, 40)), day);
  const reference = (kind: 'cheque' | 'wire') =>
    kind === 'cheque'
      ? `CHQ-${rnd.int(100000, 999999)}`
      : `WIRE-${day.slice(0, 4)}${String(rnd.int(0, 99999999)).padStart(8, '0')}`;

  // the semester's invoices: one run per invoice type, each student with the items their record bills
  const plans = billed.flatMap((s) => {
    // on leave: not billed this semester; a few others not yet
    const skip =
      s.status === 'On-LOA' ||
      (rnd.next() < 0.08 && s.id !== stellaRow?.studentId && s.status !== 'Financially Blocked');
    const v = skip ? undefined : invoiceFor(s);
    return v ? [{ s, v }] : [];
  });
  const invoiceOf = new Map<number, { id: number; cents: number }>();
  for (const type of TUITION_TYPES) {
    const mine = plans.filter((p) => p.v.type === type);
    if (!mine.length) continue;
    const { body } = await run.run(
      bursar,
      { ...mine[0].v, students: mine.map((p) => ({ studentId: p.s.id, items: p.v.items })) },
      key(`run-${type}`),
    );
    body.invoiceIds.forEach((id, n) =>
      invoiceOf.set(mine[n].s.id, { id, cents: mine[n].v.items.reduce((c, i) => c + toCents(i.amount), 0) }),
    );
    made.invoices += body.invoiceIds.length;
  }

  let cancelledOne = false;
  for (const { s, v } of plans) {
    const invoice = invoiceOf.get(s.id)!;
    const amount = centsToAmount(invoice.cents);
    const card = { method: 'CARD' as const, cardToken: TEST_CARD_TOKENS.ok, keepRestAsCredit: false };
    if (s.id === stellaRow?.studentId && stella) {
      // she paid her tuition herself, by card, through self-service; an exam fee is open, not due yet
      await payOn(stella, s.id, invoice.id, { ...card, amount, paidOn: paidOn() }, `payment-${s.id}`);
      const exam = feesOf(EXAM_FEE_TABLE, s.courseId);
      if (exam.length)
        await create(
          bursar,
          s.id,
          {
            type: EXAM_FEE_TYPE,
            title: 'NBME Exam Fee',
            semesterId: semester?.id ?? null,
            invoiceDate: addDays(day, -10),
            dueDate: addDays(day, 20),
            items: exam.map((f) => ({ feeHeadId: f.feeHeadId, amount: f.amount })),
          },
          `invoice-${s.id}-exam`,
        );
      continue;
    }
    if (s.status === 'Financially Blocked') continue; // blocked on their unpaid invoice
    const p = s.status === 'Financially Cleared' ? 0 : rnd.next();
    if (p < 0.25) {
      // paid in full by card (every Financially Cleared student has)
      await payOn(bursar, s.id, invoice.id, { ...card, amount, paidOn: paidOn() }, `payment-${s.id}`);
    } else if (p < 0.4) {
      const kind = rnd.next() < 0.5 ? 'cheque' : 'wire';
      // a round part of it: 30 to 70 per cent, in hundreds
      const part = Math.round((invoice.cents * rnd.int(30, 70)) / 100 / 10000) * 10000;
      await payOn(
        bursar,
        s.id,
        invoice.id,
        {
          amount: centsToAmount(Math.max(10000, Math.min(part, invoice.cents - 100))),
          method: 'OTHER',
          otherKind: kind,
          reference: reference(kind),
          paidOn: paidOn(),
          keepRestAsCredit: false,
        },
        `payment-${s.id}`,
      );
    } else if (!cancelledOne) {
      // issued twice by mistake: the second one cancelled
      const twice = await create(bursar, s.id, v, `invoice-${s.id}-twice`);
      await inv.cancel(bursar, s.id, twice.id, 'Issued twice by mistake');
      made.cancelled++;
      cancelledOne = true;
    } else if (p < 0.6 && scholarships.length) {
      // a scholarship paid part of it (the rest open, past its due date)
      const ref = scholarships[rnd.int(0, scholarships.length - 1)];
      const cents = Math.min(invoice.cents - 100, rnd.int(5, 25) * 10000);
      await credits.award(
        bursar,
        s.id,
        {
          scholarshipId: ref.id,
          amount: centsToAmount(cents),
          createdOn: invoiceDate,
          invoiceId: invoice.id,
          note: null,
        },
        key(`scholarship-${s.id}`),
      );
      made.scholarships++;
    }
    // the rest stay open, past their due date
  }
  return made;
}
