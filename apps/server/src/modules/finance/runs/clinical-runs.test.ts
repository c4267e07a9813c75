import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INVOICE_RUN_MESSAGES, INVOICE_RUN_SKIPS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { hospitalRotations, studentRotations } from '../../clinical/tables.js';
import { seedClinicalSites } from '../../clinical/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

/**
 * The clinical invoice run and a rotation's money through the API, with the job queue running: weeks × the offer's
 * price per week in exact cents, who is skipped and why, no week invoiced twice, the weeks paid before and after a
 * payment, and pay-now (its invoice made first when there is none), once per key, 404 for another's rotation.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let bursar: string;
let head: number;
const LINK = '/accounting/invoices/non-clinical';
const who: Record<'a' | 'b' | 'c' | 'd', { id: number; token: string }> = {} as never;
const rot: Record<'a1' | 'a2' | 'b1' | 'c1' | 'd1', number> = {} as never;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'ClinicalRunBursar' });
  await grantMenus(t.db, g.id, { [LINK]: 3, '/student/list': 1 });
  await grantComponents(t.db, g.id, { 'finance.payments': 1 });
  bursar = (await t.signIn({ groupId: g.id, firstName: 'Clin', lastName: 'Bursar' })).token;
  head = await refIdOf(t.db, 'fee-head', 'Clinical Rotation Fee');
  const sites = await seedClinicalSites(t.db, 2026);
  const offer = (h: number, rotation: string) => sites.hospitals[h].offers.find((o) => o.rotation === rotation)!.id;
  const stMaryIm = offer(0, 'Internal Medicine'); // 450.00 a week
  const lakesideIm = offer(1, 'Internal Medicine');
  const psychiatry = offer(1, 'Psychiatry');
  await t.db.update(hospitalRotations).set({ pricePerWeekCents: 33333 }).where(eq(hospitalRotations.id, lakesideIm));
  await t.db.update(hospitalRotations).set({ pricePerWeekCents: 0 }).where(eq(hospitalRotations.id, psychiatry));
  const clinicalCourse = await refIdOf(t.db, 'course', 'Clinical Sciences');
  for (const n of ['a', 'b', 'c', 'd'] as const) {
    const s = await makeStudent(t.db, { courseId: clinicalCourse, currentCourseStatus: 'Clinical Medicine' });
    who[n] = { id: s.id, token: (await t.signIn({ userType: 'Student', studentId: s.id })).token };
  }
  const add = async (studentId: number, offerId: number, start: string, weeks: number, status: string) => {
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + weeks * 7 - 1);
    const [r] = await t.db
      .insert(studentRotations)
      .values({
        studentId,
        hospitalRotationId: offerId,
        startDate: start,
        endDate: end.toISOString().slice(0, 10),
        weeks,
        status,
      })
      .returning({ id: studentRotations.id });
    return r.id;
  };
  rot.a1 = await add(who.a.id, stMaryIm, '2026-09-07', 4, 'Scheduled');
  rot.a2 = await add(who.a.id, lakesideIm, '2026-10-05', 3, 'Accepted');
  rot.b1 = await add(who.b.id, psychiatry, '2026-09-07', 2, 'Scheduled');
  rot.c1 = await add(who.c.id, stMaryIm, '2026-09-07', 2, 'Requested');
  rot.d1 = await add(who.d.id, stMaryIm, '2026-11-02', 2, 'Scheduled');
  await t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.app.jobs.stop(5000);
  await t?.close();
});

const body = (periodEnd: string, more: Record<string, unknown> = {}) => ({
  kind: 'clinical',
  type: 4,
  semesterId: k.semester,
  feeHeadIds: [head],
  title: 'Clinical rotations, fall',
  invoiceDate: '2026-09-01',
  dueDate: '2027-06-30',
  periodEnd,
  filters: { studentIds: [who.a.id, who.b.id, who.c.id, who.d.id], billedOnly: false },
  ...more,
});
const preview = (b: unknown, query = '') =>
  t.call('POST', `/api/accounting/invoice-runs/preview${query}`, bursar, { body: b });
const start = (b: unknown, key: string) =>
  t.call('POST', '/api/accounting/invoice-runs', bursar, { body: b, headers: { 'idempotency-key': key } });
async function finished(id: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const run = (await t.call('GET', `/api/accounting/invoice-runs/${id}`, bursar)).json();
    if (run.state === 'completed' || run.state === 'failed') return run;
    if (Date.now() > end) throw new Error(`run ${id} still ${run.state}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}
const weeksPaid = (s: { id: number; token: string }, rotationId: number, token = s.token) =>
  t.call('GET', `/api/students/${s.id}/rotations/${rotationId}/weeks-paid`, token);
const payNow = (s: { id: number; token: string }, rotationId: number, key: string, token = s.token) =>
  t.call('POST', `/api/students/${s.id}/rotations/${rotationId}/pay-now`, token, {
    body: { method: 'CARD', cardToken: 'tok_visa' },
    headers: { 'idempotency-key': key },
  });
type Student = {
  studentId: number;
  skip: string | null;
  lines: { amount: string; weeks: number[]; description: string }[];
};

describe('the clinical invoice run', () => {
  it('asks for the period and one fee head', async () => {
    const res = await preview(body('2026-10-12', { periodEnd: null, feeHeadIds: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      periodEnd: INVOICE_RUN_MESSAGES.periodEnd,
      feeHeadIds: INVOICE_RUN_MESSAGES.oneHead,
    });
  });

  it("prices each rotation's weeks in the period at the offer's price per week, and says who is skipped and why", async () => {
    const p = (await preview(body('2026-10-12'))).json();
    // a1: 4 weeks × 450.00; a2: weeks 1-2 (Oct 5 and 12) × 333.33
    expect(p.summary).toMatchObject({ invoiced: 1, skipped: 3, amount: '2466.66' });
    const [a] = p.items as Student[];
    expect(a.studentId).toBe(who.a.id);
    expect(a.lines.map((l) => [l.amount, l.weeks, l.description])).toEqual([
      ['1800.00', [1, 2, 3, 4], 'St. Mary General Hospital: Internal Medicine, weeks 1-4'],
      ['666.66', [1, 2], 'Lakeside Medical Center: Internal Medicine, weeks 1-2'],
    ]);
    const skipped = (await preview(body('2026-10-12'), '?show=skipped')).json().items as (Student & {
      skipReason: string;
    })[];
    expect(Object.fromEntries(skipped.map((s) => [s.studentId, s.skipReason]))).toEqual({
      [who.b.id]: INVOICE_RUN_SKIPS.noPrice,
      [who.c.id]: INVOICE_RUN_SKIPS.nothingToInvoice,
      [who.d.id]: INVOICE_RUN_SKIPS.nothingToInvoice,
    });
  });

  it('invoices one invoice a student with one item a rotation, and never a week twice', async () => {
    const res = await start(body('2026-10-12'), 'clinical-run-1');
    expect(res.statusCode).toBe(202);
    const run = await finished(res.json().id);
    expect(run.state).toBe('completed');
    expect(run.invoices).toEqual([expect.objectContaining({ studentId: who.a.id, amount: '2466.66' })]);
    const issued = (
      await t.call('GET', `/api/accounting/invoice-runs/invoices?kind=clinical&student=${who.a.id}`, bursar)
    ).json();
    expect(issued.items).toHaveLength(1);
    expect(issued.items[0].covers).toEqual([
      'St. Mary General Hospital: Internal Medicine, weeks 1-4',
      'Lakeside Medical Center: Internal Medicine, weeks 1-2',
    ]);
    // the same period again: nothing left to invoice
    const again = await preview(body('2026-10-12'), '?show=skipped');
    expect(again.json().items.find((s: Student) => s.studentId === who.a.id).skip).toBe('weeksInvoiced');
    expect((await start(body('2026-10-12'), 'clinical-run-2')).statusCode).toBe(422);
    // a longer period: only a2's week 3
    const later = await start(body('2026-10-19'), 'clinical-run-3');
    const run3 = await finished(later.json().id);
    expect(run3.invoices).toEqual([expect.objectContaining({ studentId: who.a.id, amount: '333.33' })]);
    const rows = await t.db.execute(sql`select student_rotation_id as r, week, count(*)::int as n
      from clinical_invoiced_weeks where student_rotation_id in (${rot.a1}, ${rot.a2}) group by 1, 2 having count(*) > 1`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe("a rotation's weeks paid and pay-now", () => {
  it('shows the weeks invoiced, then paid once the student pays now', async () => {
    const before = (await weeksPaid(who.a, rot.a1)).json();
    expect(before).toMatchObject({ weeks: 4, invoiced: 4, paid: 0, pricePerWeek: '450.00', payable: '2466.66' });
    const paid = await payNow(who.a, rot.a1, 'pay-a1');
    expect(paid.statusCode).toBe(201);
    expect(paid.json().invoice).toMatchObject({ status: 'FP', amount: '2466.66' });
    const replay = await payNow(who.a, rot.a1, 'pay-a1');
    expect(replay.json().error?.message ?? replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().payment.id).toBe(paid.json().payment.id);
    const after = (await weeksPaid(who.a, rot.a1)).json();
    expect(after).toMatchObject({ weeks: 4, invoiced: 4, paid: 4, payable: '0.00' });
    expect(after.items.map((w: { state: string }) => w.state)).toEqual(['paid', 'paid', 'paid', 'paid']);
    // a2's weeks 1-2 were on the invoice paid; week 3 is on the later one
    const a2 = (await weeksPaid(who.a, rot.a2)).json();
    expect(a2.items.map((w: { state: string }) => w.state)).toEqual(['paid', 'paid', 'invoiced']);
    expect(a2).toMatchObject({ paid: 2, payable: '333.33' });
  });

  it('invoices the weeks first when no invoice exists, then the run leaves them out', async () => {
    const res = await payNow(who.d, rot.d1, 'pay-d1');
    expect(res.statusCode).toBe(201);
    expect(res.json().invoice).toMatchObject({ status: 'FP', amount: '900.00', type: 4 });
    expect((await weeksPaid(who.d, rot.d1)).json()).toMatchObject({ weeks: 2, paid: 2 });
    const p = (await preview(body('2026-12-31'), '?show=skipped')).json();
    expect(p.items.find((s: Student) => s.studentId === who.d.id).skip).toBe('weeksInvoiced');
    // nothing is owed any more
    expect((await payNow(who.d, rot.d1, 'pay-d1-again')).statusCode).toBe(422);
  });

  it("refuses what cannot be paid, and another student's rotation is 404", async () => {
    expect((await payNow(who.b, rot.b1, 'pay-b1')).statusCode).toBe(422);
    expect((await weeksPaid(who.a, rot.b1)).json().error?.message).toBe('Rotation not found');
    expect((await payNow(who.a, rot.b1, 'pay-other')).statusCode).toBe(404);
    expect((await weeksPaid(who.a, rot.a1, who.b.token)).statusCode).toBe(404);
    expect((await payNow(who.a, rot.a2, 'pay-by-b', who.b.token)).statusCode).toBe(404);
  });
});
