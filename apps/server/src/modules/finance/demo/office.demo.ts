import { eq, sql } from 'drizzle-orm';
import { TEST_CARD_TOKENS } from '@caduceus/contracts';
import { rowsOf, type Db, type Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { demoActor } from '../invoices/invoices.demo.js';
import { createTestGateway } from '../payments/gateway.js';
import { createEstimateService } from '../estimates/estimates.service.js';
import { createInvoiceRequestService } from '../requests/invoice-requests.service.js';
import { createLoaService } from '../loa/loa.service.js';
import { estimates } from '../estimates/estimates.schema.js';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY));

/** What the office demo made, for its test. */
export interface DemoFinanceOffice {
  estimates: number;
  seatDeposits: number;
  requests: number;
  loas: number;
}

/**
 * The accounting office's day in the demo school, made through the services as the bursar would: estimates for
 * two students (one partly paid by card, the rest open), a seat deposit by cheque waiting in clearing, invoice
 * requests (Stella Student's own, pending; another pending; one rejected with its reason) and a Med6 letter of
 * authorization for the first eligible Basic Sciences student, invoiced from the LOA fee settings. Runs after the
 * semester's invoices (seedDemoFinance); does nothing when the database already has estimates.
 */
export async function seedDemoFinanceOffice(ex: Executor, today = new Date()): Promise<DemoFinanceOffice> {
  const made: DemoFinanceOffice = { estimates: 0, seatDeposits: 0, requests: 0, loas: 0 };
  const [any] = await ex.select({ id: estimates.id }).from(estimates).limit(1);
  if (any) return made;
  const bursar = await demoActor(ex, 'bursar');
  if (!bursar) return made;
  const stella = await demoActor(ex, 'student');
  const [stellaRow] = stella
    ? await ex.select({ studentId: users.studentId }).from(users).where(eq(users.id, stella.userId))
    : [];
  const day = isoDay(today);
  const db = ex as Db;
  const now = () => today;
  const key = (what: string) => `demo-office-${what}`;

  // current students other than Stella, in id order
  const others = rowsOf<{ id: number }>(
    await ex.execute(sql`select s.id from students s join ref_rows r on r.id = s.status_id
      where r.label = 'Student' order by s.id limit 8`),
  )
    .map((r) => r.id)
    .filter((id) => id !== stellaRow?.studentId);
  if (others.length < 3) return made;
  const [a, b, c] = others;

  const est = createEstimateService({ db, now, gateway: createTestGateway() });
  const first = await est.create(bursar, a, {
    type: 'perSemester',
    course: 'basicSciences',
    note: 'Next semester, as asked at the open day',
    lines: [
      { description: 'Tuition', amount: '18500.00' },
      { description: 'Health insurance', amount: '1250.00' },
    ],
  });
  await est.pay(
    bursar,
    a,
    first.id,
    { method: 'CARD', cardToken: TEST_CARD_TOKENS.ok, amount: '5000.00', paidOn: day, keepRestAsCredit: false },
    key('estimate-pay'),
  );
  await est.create(bursar, b, {
    type: 'fullProgram',
    course: 'md',
    lines: [
      { description: 'Basic Sciences, five semesters', amount: '97500.00' },
      { description: 'Clinical Sciences, four semesters', amount: '88000.00' },
    ],
  });
  made.estimates += 2;
  await est.paySeatDeposit(
    bursar,
    c,
    {
      method: 'OTHER',
      otherKind: 'cheque',
      reference: 'CHQ-DEMO-0417',
      amount: '500.00',
      paidOn: addDays(day, -3),
      keepRestAsCredit: false,
    },
    key('seat-deposit'),
  );
  made.seatDeposits++;

  const requests = createInvoiceRequestService({ db, now });
  const heads = (await requests.feeHeads()).items;
  if (heads.length) {
    const head = (name: string) => heads.find((h) => h.label === name)?.value ?? heads[0].value;
    if (stella && stellaRow?.studentId)
      await requests.request(stella, stellaRow.studentId, {
        feeHeadId: head('NBME Exam Fee'),
        notes: 'For the shelf exam retake next month',
      });
    await requests.request(bursar, b, { feeHeadId: head('Tuition Fee'), notes: 'Asked at the front desk' });
    const rejected = await requests.request(bursar, c, { feeHeadId: head('Tuition Fee'), notes: null });
    await requests.reject(bursar, rejected.id, 'Already invoiced with the semester tuition');
    made.requests += stella ? 3 : 2;
  }

  const loas = createLoaService({ db, now });
  const [semester] = rowsOf<{ id: number }>(
    await ex.execute(sql`select id from ref_rows where table_key = 'semester' and active
      and data->>'startDate' <= ${day} order by data->>'startDate' desc limit 1`),
  );
  const loaHead = (await loas.feeHeads('med6')).items[0];
  if (semester && loaHead) {
    const [eligible] = (await loas.eligible('med6', { semesterId: semester.id, page: 1, pageSize: 25 })).items;
    if (eligible) {
      await loas.create(
        bursar,
        'med6',
        {
          studentId: eligible.studentId,
          semesterId: semester.id,
          feeHeadId: loaHead.value,
          fromDate: addDays(day, 7),
          toDate: addDays(day, 60),
          dueDate: addDays(day, 14),
          notes: 'Letter for the clinical placement visa',
        },
        key('loa'),
      );
      made.loas++;
    }
  }
  return made;
}
