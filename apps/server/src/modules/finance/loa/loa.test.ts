import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOA_ENTITY, LOA_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { outbox } from '../../../platform/db/tables.js';
import { makeStudent, refIdOf } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { currentSemester, daysFromNow, feeRow, staff } from './loa.testkit.js';

/**
 * Letters of authorization through the API: the create list, an LOA made as an invoice priced from the fee
 * settings (ledger balanced, audited, once per key), the verification of its payment, bad input and access.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let bursar: string;
let reader: string;
let outsider: string;
let semester: number;
const base = '/api/accounting/loas';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  bursar = await staff(t, 'LoaBursar', { '/accounting/loa/med6Loa': 15, '/student/list': 1 });
  reader = await staff(t, 'LoaReader', { '/accounting/loa/med6Loa': 1, '/student/list': 1 });
  outsider = await staff(t, 'LoaOutsider', { '/student/list': 1 });
  semester = await currentSemester(t, 'LOA Term 2026');
  await feeRow(t, 'fee-basic-science-loa', k.tuition, '1500.00');
  await feeRow(t, 'fee-clinical-other', k.meal, '900.00');
  // a new LOA's invoice leaves by the loa-invoice-mail job
  await t.app.jobs.start();
});
afterAll(async () => {
  await t?.app.jobs.stop(5000);
  await t?.close();
});

const body = (studentId: number, more: Record<string, unknown> = {}) => ({
  studentId,
  semesterId: semester,
  feeHeadId: k.tuition,
  fromDate: daysFromNow(10),
  toDate: daysFromNow(60),
  dueDate: daysFromNow(20),
  ...more,
});
const create = (kind: string, b: unknown, key: string = k.key(), token = bursar) =>
  t.call('POST', `${base}/${kind}`, token, { body: b, headers: { 'idempotency-key': key } });

describe('letters of authorization', () => {
  it("emails the new LOA's invoice to the student with its PDF, once", async () => {
    const s = await makeStudent(t.db);
    const key = k.key();
    const res = await create('med6', body(s.id), key);
    expect(res.statusCode, res.body).toBe(201);
    const { invoiceId } = res.json();
    const mails = () => t.db.select().from(outbox).where(eq(outbox.to, s.email!));
    await vi.waitFor(async () => expect(await mails()).toHaveLength(1), { timeout: 15_000, interval: 200 });
    expect(await mails()).toEqual([
      expect.objectContaining({
        subject: `Invoice ${invoiceId}: Med6 LOA LOA Term 2026`,
        attachments: [expect.objectContaining({ filename: `Invoice_${invoiceId}.pdf` })],
      }),
    ]);
    // a replay of the same key sends nothing again
    expect((await create('med6', body(s.id), key)).headers['idempotent-replayed']).toBe('true');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mails()).toHaveLength(1);
  });

  it('lists eligible students, creates a Med6 LOA as a priced invoice, and verifies its payment once paid', async () => {
    const s = await makeStudent(t.db);
    const clinical = await makeStudent(t.db, { currentCourseStatus: 'Clinical Medicine' });
    const heads = await t.call('GET', `${base}/med6/fee-heads`, reader);
    expect(heads.json().invoiceType).toBe(11);
    expect(heads.json().items).toContainEqual({ value: k.tuition, label: 'Tuition Fee' });

    const eligible = async () =>
      (await t.call('GET', `${base}/med6/eligible?semesterId=${semester}&pageSize=100&q=${s.id}`, reader)).json();
    expect((await eligible()).items.map((r: { studentId: number }) => r.studentId)).toEqual([s.id]);
    const clinicalSearch = await t.call('GET', `${base}/med6/eligible?semesterId=${semester}&q=${clinical.id}`, reader);
    expect(clinicalSearch.json().total).toBe(0);

    const key = k.key();
    const res = await create('med6', body(s.id), key);
    expect(res.statusCode, res.body).toBe(201);
    const loa = res.json();
    expect(loa).toMatchObject({
      kind: 'med6',
      studentId: s.id,
      amount: '1500.00',
      due: '1500.00',
      verification: 'unpaid',
    });
    const inv = (await t.call('GET', k.url(s.id, `/invoices/${loa.invoiceId}`), k.bursar)).json();
    expect(inv).toMatchObject({ type: 11, amount: '1500.00', status: 'CR', title: 'Med6 LOA LOA Term 2026' });
    expect(await k.unbalancedEntries()).toEqual([]);
    expect((await eligible()).total).toBe(0);

    // the same key replays; another key for the same student and semester is refused
    const again = await create('med6', body(s.id), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(loa.id);
    const twice = await create('med6', body(s.id));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ studentId: LOA_MESSAGES.exists });
    expect((await k.counts(s.id)).invoices).toBe(1);

    // not paid yet: not verifiable
    const early = await t.call('POST', `${base}/med6/${loa.id}/verify`, bursar);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(LOA_MESSAGES.notPaid);

    expect((await k.pay(s.id, loa.invoiceId, { amount: '1500.00' })).statusCode).toBe(201);
    const queue = (await t.call('GET', `${base}/med6/verification?studentId=${s.id}`, reader)).json();
    expect(queue.items).toEqual([expect.objectContaining({ id: loa.id, verification: 'pending', due: '0.00' })]);

    const ok = await t.call('POST', `${base}/med6/${loa.id}/verify`, bursar);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ verification: 'verified', verifiedByName: 'LoaBursar Staff' });
    expect((await t.call('POST', `${base}/med6/${loa.id}/verify`, bursar)).statusCode).toBe(422);
    expect((await t.call('GET', `${base}/med6/verification?studentId=${s.id}`, reader)).json().total).toBe(0);
    const list = (await t.call('GET', `${base}/med6?studentId=${s.id}`, reader)).json();
    expect(list.items).toEqual([expect.objectContaining({ id: loa.id, verification: 'verified' })]);
    expect((await k.auditOf(LOA_ENTITY, loa.id)).map((a) => a.action)).toEqual(['create', 'verify']);
    // a clinical LOA's path does not reach a Med6 LOA
    expect((await t.call('POST', `${base}/clinical/${loa.id}/verify`, bursar)).statusCode).toBe(404);
  });

  it('creates a clinical LOA for a Clinical Medicine student from the clinical other fees', async () => {
    const s = await makeStudent(t.db, {
      currentCourseStatus: 'Clinical Medicine',
      courseId: await refIdOf(t.db, 'course', 'Clinical Sciences'),
    });
    const res = await create('clinical', body(s.id, { feeHeadId: k.meal }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'clinical', amount: '900.00' });
    const inv = (await t.call('GET', k.url(s.id, `/invoices/${res.json().invoiceId}`), k.bursar)).json();
    expect(inv.type).toBe(6);
  });

  it('answers bad input with the fields, and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const clinical = await makeStudent(t.db, { currentCourseStatus: 'Clinical Medicine' });
    const shape = await create('med6', body(s.id, { semesterId: 'x', fromDate: '2026-02-30' }));
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().error.fields).sort()).toEqual(['fromDate', 'semesterId']);
    const dates = await create('med6', body(s.id, { toDate: daysFromNow(1), fromDate: daysFromNow(5) }));
    expect(dates.json().error.fields).toEqual({ toDate: LOA_MESSAGES.toBeforeFrom });
    const rules = await create('med6', body(clinical.id, { feeHeadId: k.meal, dueDate: daysFromNow(-3) }));
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error.fields).toEqual({
      studentId: LOA_MESSAGES.student,
      feeHeadId: LOA_MESSAGES.feeHead,
      dueDate: LOA_MESSAGES.dueBeforeToday,
    });
    expect((await t.call('POST', `${base}/other`, bursar, { body: body(s.id) })).statusCode).toBe(400);
    expect((await create('med6', body(s.id), 'bad key with spaces')).statusCode).toBe(400);
    expect((await k.counts(s.id)).invoices).toBe(0);
  });

  it('needs the LOA menu: read to list, write to create', async () => {
    const s = await makeStudent(t.db);
    expect((await create('med6', body(s.id), k.key(), reader)).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/med6?semesterId=${semester}`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/med6/eligible?semesterId=${semester}`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/med6`)).statusCode).toBe(401);
  });
});
