import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  INVOICE_ENTITY,
  INVOICE_MESSAGES,
  INVOICE_RUN_ENTITY,
  INVOICE_RUN_MESSAGES,
  INVOICE_RUN_SKIPS,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { outbox } from '../../../platform/db/tables.js';
import { studentAccounting } from '../accounting/student-accounting.schema.js';
import { financeKit } from '../invoices/invoices.testkit.js';

/**
 * Invoice runs through the API, with the job queue running: the preview prices each student from the fee
 * settings, a run makes the invoices (ledger, audit) and emails them with the PDF, a key replays, a second run
 * skips who is already invoiced.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let bursar: string;
let reader: string;
let outsider: string;
const LINK = '/accounting/invoices/non-clinical';
const students: Record<'a' | 'b' | 'clinical', { id: number; email: string }> = {} as never;

beforeAll(async () => {
  t = await testApp({ smtp: true });
  k = await financeKit(t);
  const sign = async (name: string, menus: Record<string, number>) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, menus);
    await grantComponents(t.db, g.id, { 'finance.payments': 1 });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  bursar = await sign('RunBursar', { [LINK]: 3, '/student/list': 1 });
  reader = await sign('RunReader', { [LINK]: 1, '/student/list': 1 });
  outsider = await sign('RunOutsider', { '/student/list': 1 });
  // a: Doctor of Medicine, with a fee row of its own course for this semester; b: priced by its program
  // (Basic Sciences) and billed type 2 in its accounting details; clinical: no Med 1-5 fee for Clinical Sciences
  students.a = await makeStudent(t.db);
  students.b = await makeStudent(t.db, { courseId: await refIdOf(t.db, 'course', 'Pre-Medical Sciences') });
  students.clinical = await makeStudent(t.db, {
    courseId: await refIdOf(t.db, 'course', 'Clinical Sciences'),
    currentCourseStatus: 'Clinical Medicine',
  });
  await t.db.insert(studentAccounting).values({ studentId: students.b.id, invoiceTypes: [2] });
  const md = await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)');
  await t.db.execute(sql`insert into ref_rows (table_key, label, unique_key, data) values ('fee-med', 'Tuition Fee',
    ${`run-test-${Date.now()}`}, ${JSON.stringify({ feeHead: k.tuition, course: md, semester: k.semester, amount: '20000.00', effectiveFrom: '2025-09-01' })}::jsonb)`);
  await t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.app.jobs.stop(5000);
  await t?.close();
});

const body = (ids: number[], more: Record<string, unknown> = {}) => ({
  kind: 'non-clinical',
  type: 2,
  semesterId: k.semester,
  feeHeadIds: [k.tuition, k.meal],
  title: 'Fall Med 1-5 Tuition',
  invoiceDate: '2026-09-01',
  dueDate: '2026-09-30',
  filters: { studentIds: ids, billedOnly: false },
  ...more,
});
const preview = (b: unknown, query = '', token = bursar) =>
  t.call('POST', `/api/accounting/invoice-runs/preview${query}`, token, { body: b });
const start = (b: unknown, key: string | null, token = bursar) =>
  t.call('POST', '/api/accounting/invoice-runs', token, { body: b, headers: key ? { 'idempotency-key': key } : {} });

async function finished(id: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const res = await t.call('GET', `/api/accounting/invoice-runs/${id}`, reader);
    expect(res.statusCode).toBe(200);
    const run = res.json();
    if (run.state === 'completed' || run.state === 'failed') return run;
    if (Date.now() > end) throw new Error(`run ${id} still ${run.state}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

describe('invoice runs', () => {
  it("previews each student's lines from the fee settings, and who is skipped and why", async () => {
    const ids = [students.a.id, students.b.id, students.clinical.id];
    const res = await preview(body(ids), '', reader);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.summary).toMatchObject({ invoiced: 2, skipped: 1, amount: '39500.00' });
    expect(p.summary.byFeeHead).toEqual([
      { feeHeadId: k.tuition, feeHead: 'Tuition Fee', count: 2, amount: '39500.00' },
    ]);
    const a = p.items.find((s: { studentId: number }) => s.studentId === students.a.id);
    const b = p.items.find((s: { studentId: number }) => s.studentId === students.b.id);
    expect(a).toMatchObject({
      lines: [{ feeHeadId: k.tuition, feeHead: 'Tuition Fee', amount: '20000.00' }],
      total: '20000.00',
      omitted: [{ feeHeadId: k.meal, feeHead: 'Meal Plan', reason: INVOICE_RUN_SKIPS.noFeeSetting }],
      skip: null,
    });
    expect(b).toMatchObject({ lines: [{ amount: '19500.00' }], total: '19500.00' });
    expect(p.total).toBe(2);

    const skipped = (await preview(body(ids), '?show=skipped')).json();
    expect(skipped.items).toEqual([
      expect.objectContaining({ studentId: students.clinical.id, skip: 'noFeeSetting', lines: [] }),
    ]);
    // billed only: those whose accounting details name the type
    const billed = (await preview(body(ids, { filters: { studentIds: ids } }))).json();
    expect(billed.items.map((s: { studentId: number }) => s.studentId)).toEqual([students.b.id]);
  });

  it('runs once per key: invoices posted and audited, each emailed with its PDF; a second run skips them', async () => {
    const ids = [students.a.id, students.b.id, students.clinical.id];
    const before = { a: await k.counts(students.a.id), b: await k.counts(students.b.id) };
    const key = k.key();
    const res = await start(body(ids), key);
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    const run = await finished(id);
    expect(run).toMatchObject({
      state: 'completed',
      kind: 'non-clinical',
      progress: { phase: 'done', percent: 100 },
      counts: { planned: 2, invoiced: 2, skipped: 1, emailed: 2, notEmailed: 0 },
      amount: '39500.00',
      errors: [],
    });
    expect(run.skipped).toEqual([
      { studentId: students.clinical.id, name: expect.any(String), reason: INVOICE_RUN_SKIPS.noFeeSetting },
    ]);
    const invoiceOf = (s: number) => run.invoices.find((i: { studentId: number }) => i.studentId === s);
    expect(invoiceOf(students.a.id)).toMatchObject({ amount: '20000.00', emailed: true });

    // the invoice, its posting and its audit row, as a single invoice has them
    const inv = (
      await t.call('GET', k.url(students.a.id, `/invoices/${invoiceOf(students.a.id).invoiceId}`), bursar)
    ).json();
    expect(inv).toMatchObject({ type: 2, title: 'Fall Med 1-5 Tuition', amount: '20000.00', dueDate: '2026-09-30' });
    const ledger = (await t.call('GET', k.url(students.a.id, '/ledger'), bursar)).json();
    expect(ledger.items).toEqual([
      expect.objectContaining({ kind: 'invoice', invoiceId: inv.id, debit: '20000.00', balance: '20000.00' }),
    ]);
    expect(await k.auditOf(INVOICE_ENTITY, inv.id)).toEqual([expect.objectContaining({ action: 'create' })]);
    expect(await k.auditOf(INVOICE_RUN_ENTITY, id as never)).toEqual([
      expect.objectContaining({ action: 'start', after: expect.objectContaining({ students: 2, amount: '39500.00' }) }),
    ]);
    expect(await k.unbalancedEntries()).toEqual([]);

    // one email each, the invoice PDF attached, queued in the outbox and delivered
    const queued = await t.db.select().from(outbox).where(eq(outbox.to, students.a.email));
    expect(queued).toEqual([
      expect.objectContaining({
        subject: `Invoice ${inv.id}: Fall Med 1-5 Tuition`,
        attachments: [expect.objectContaining({ filename: `Invoice_${inv.id}.pdf` })],
      }),
    ]);
    await t.deliverMail();
    const mail = t.mails.find((m) => m.subject === `Invoice ${inv.id}: Fall Med 1-5 Tuition`);
    expect(mail?.text).toContain('$20,000.00');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Invoice_${inv.id}.pdf`, 'application/pdf'],
    ]);
    expect(mail?.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    // the same key answers the same run, writing nothing more; with another body it is refused
    const again = await start(body(ids), key);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(id);
    expect((await start(body(ids, { title: 'Other' }), key)).statusCode).toBe(422);
    expect((await finished(id)).counts.invoiced).toBe(2);
    expect(await k.counts(students.a.id)).toMatchObject({ invoices: before.a.invoices + 1 });
    expect(await k.counts(students.b.id)).toMatchObject({ invoices: before.b.invoices + 1 });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, students.a.email))).toHaveLength(1);

    // a second run for the semester and head: who is invoiced is skipped; a new student only is invoiced
    const fresh = await makeStudent(t.db);
    const second = (await preview(body([...ids, fresh.id]))).json();
    expect(second.summary).toMatchObject({ invoiced: 1, skipped: 3 });
    expect(second.items.map((s: { studentId: number }) => s.studentId)).toEqual([fresh.id]);
    const skipped = (await preview(body(ids), '?show=skipped')).json();
    expect(skipped.items.find((s: { studentId: number }) => s.studentId === students.a.id)).toMatchObject({
      skip: 'alreadyInvoiced',
      skipReason: INVOICE_RUN_SKIPS.alreadyInvoiced,
    });
    const nobody = await start(body(ids), k.key());
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.message).toBe(INVOICE_RUN_MESSAGES.nobody);
    const next = await finished((await start(body([...ids, fresh.id]), k.key())).json().id);
    expect(next.counts).toMatchObject({ invoiced: 1, skipped: 3 });
    expect(next.invoices).toEqual([expect.objectContaining({ studentId: fresh.id, amount: '20000.00' })]);
    expect(await k.counts(students.a.id)).toMatchObject({ invoices: before.a.invoices + 1 });
  }, 60_000);

  it("lists what a kind's runs issued by semester, title, status and student, and the choices to search by", async () => {
    const url = (q: string) => `/api/accounting/invoice-runs/invoices?kind=non-clinical${q}`;
    const choices = await t.call('GET', '/api/accounting/invoice-runs/invoice-choices?kind=non-clinical', reader);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().titles[0]).toBe('Fall Med 1-5 Tuition');
    expect(choices.json().semesters).toContainEqual(expect.objectContaining({ id: k.semester }));
    const housing = (await t.call('GET', '/api/accounting/invoice-runs/invoice-choices?kind=housing', reader)).json();
    expect(housing.titles).not.toContain('Fall Med 1-5 Tuition');

    const byTitle = await t.call('GET', url(`&semesterId=${k.semester}&title=Fall%20Med%201-5%20Tuition`), reader);
    expect(byTitle.statusCode).toBe(200);
    const page = byTitle.json();
    expect(page.total).toBe(3);
    expect(page.items.map((i: { studentId: number }) => i.studentId).sort()).toEqual(
      [students.a.id, students.b.id, expect.any(Number)].sort(),
    );
    expect(page.items[0]).toMatchObject({
      title: 'Fall Med 1-5 Tuition',
      status: 'CR',
      studentName: expect.any(String),
    });
    const a = (await t.call('GET', url(`&title=Fall%20Med%201-5%20Tuition&student=${students.a.id}`), reader)).json();
    expect(a.items).toEqual([
      expect.objectContaining({ studentId: students.a.id, amount: '20000.00', due: '20000.00' }),
    ]);
    const name = a.items[0].studentName.split(' ')[1];
    const byName = (await t.call('GET', url(`&title=Fall%20Med%201-5%20Tuition&student=${name}`), reader)).json();
    expect(byName.items.map((i: { studentId: number }) => i.studentId)).toContain(students.a.id);
    expect((await t.call('GET', url('&title=Fall%20Med%201-5%20Tuition&status=FP'), reader)).json().total).toBe(0);
    expect(
      (
        await t.call('GET', url('').replace('non-clinical', 'housing') + '&title=Fall%20Med%201-5%20Tuition', reader)
      ).json().total,
    ).toBe(0);

    expect((await t.call('GET', '/api/accounting/invoice-runs/invoices?kind=weekly', reader)).statusCode).toBe(400);
    expect((await t.call('GET', url(''), outsider)).statusCode).toBe(403);
  });

  it('refuses bad input with the fields (400), and checks who may preview and run', async () => {
    const ids = [students.a.id];
    const bad = await preview({ ...body(ids), title: '', kind: 'housing', dueDate: '2026-08-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      title: expect.any(String),
      type: INVOICE_RUN_MESSAGES.typeOfKind,
      dueDate: INVOICE_MESSAGES.dueBeforeDate,
    });
    const heads = await preview(body(ids, { feeHeadIds: [] }));
    expect(heads.json().error.fields).toMatchObject({ feeHeadIds: INVOICE_RUN_MESSAGES.heads });
    const unknown = await preview(body(ids, { feeHeadIds: [99999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toMatchObject({ feeHeadIds: INVOICE_MESSAGES.feeHead });
    const semester = await preview(body(ids, { semesterId: k.tuition }));
    expect(semester.json().error.fields).toMatchObject({ semesterId: INVOICE_MESSAGES.semester });
    const noKey = await start(body(ids), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toHaveProperty('idempotency-key');

    expect((await start(body(ids), k.key(), reader)).statusCode).toBe(403);
    expect((await preview(body(ids), '', outsider)).statusCode).toBe(403);
    expect((await preview(body(ids), '', null as never)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/accounting/invoice-runs/not-a-run', reader)).statusCode).toBe(400);
    const absent = await t.call('GET', `/api/accounting/invoice-runs/${k.key()}`, reader);
    expect(absent.statusCode).toBe(404);

    const list = await t.call('GET', '/api/accounting/invoice-runs/fee-heads?type=10', reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((h: { name: string }) => h.name)).toEqual(['Meal Plan', 'Room and Board']);
    expect(list.json()[0]).toMatchObject({ feeGroupHead: 'Housing', amounts: ['1800.00'] });
  });
});
