import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_REQUEST_ENTITY, INVOICE_REQUEST_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { daysFromNow, staff } from '../loa/loa.testkit.js';

/**
 * Invoice requests: a student asks for a fee head on her own record; the office lists them (head filter),
 * invoices one (ledger balanced, once per key) or rejects it; the top bar's count and the office's notifications.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let office: string;
let reader: string;
let outsider: string;
const base = '/api/accounting/invoice-requests';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  office = await staff(t, 'RequestOffice', { '/accounting/invoice-requests': 15, '/accounting/notifications': 1 });
  reader = await staff(t, 'RequestReader', { '/accounting/invoice-requests': 1 });
  outsider = await staff(t, 'RequestOutsider', { '/student/list': 1 });
});
afterAll(async () => {
  await t?.close();
});

async function ownRequest(feeHeadId = k.meal) {
  const s = await makeStudent(t.db);
  const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
  const res = await t.call('POST', k.url(s.id, '/invoice-requests'), token, {
    body: { feeHeadId, notes: 'Spring meals' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { s, token, request: res.json() };
}
const invoiceBody = { type: 7, title: 'Meal plan', amount: '420.00', dueDate: daysFromNow(14) };

describe('invoice requests', () => {
  it('a student asks; the office sees it by head, invoices it once, and the count goes down', async () => {
    const heads = (await t.call('GET', '/api/invoice-requests/fee-heads', reader)).json();
    expect(heads.items).toContainEqual({ value: k.meal, label: 'Meal Plan' });
    const { s, token, request } = await ownRequest();
    expect(request).toMatchObject({ studentId: s.id, feeHead: 'Meal Plan', status: 'pending', invoiceId: null });
    expect((await t.call('GET', k.url(s.id, '/invoice-requests'), token)).json().total).toBe(1);

    const counts = async () => (await t.call('GET', '/api/accounting/notifications', office)).json().items;
    const pendingBefore = (await counts()).find((i: { key: string }) => i.key === 'invoiceRequests').count;
    expect(pendingBefore).toBeGreaterThanOrEqual(1);

    const byHead = (await t.call('GET', `${base}?feeHeadId=${k.meal}&status=pending&q=${s.id}`, reader)).json();
    expect(byHead.items.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect((await t.call('GET', `${base}?feeHeadId=${k.tuition}&q=${s.id}`, reader)).json().total).toBe(0);

    const key = k.key();
    const call = () =>
      t.call('POST', `${base}/${request.id}/invoice`, office, {
        body: invoiceBody,
        headers: { 'idempotency-key': key },
      });
    const res = await call();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'invoiced', decidedByName: 'RequestOffice Staff' });
    const inv = (await t.call('GET', k.url(s.id, `/invoices/${res.json().invoiceId}`), k.bursar)).json();
    expect(inv).toMatchObject({ type: 7, title: 'Meal plan', amount: '420.00', status: 'CR' });
    expect((await call()).headers['idempotent-replayed']).toBe('true');
    expect((await k.counts(s.id)).invoices).toBe(1);
    expect(await k.unbalancedEntries()).toEqual([]);
    const done = await t.call('POST', `${base}/${request.id}/reject`, office, { body: { reason: 'Late' } });
    expect(done.statusCode).toBe(422);
    expect(done.json().error.message).toBe(INVOICE_REQUEST_MESSAGES.decided);
    expect((await counts()).find((i: { key: string }) => i.key === 'invoiceRequests').count).toBe(pendingBefore - 1);
    expect((await k.auditOf(INVOICE_REQUEST_ENTITY, request.id)).map((a) => a.action)).toEqual(['create', 'invoice']);
  });

  it('rejects with a reason; the top bar counts pending requests for those who may see them', async () => {
    const { request } = await ownRequest();
    const bar = async (token: string) =>
      ((await t.call('GET', '/api/notifications/counts', token)).json().items ?? []).find(
        (i: { key: string }) => i.key === 'invoiceRequests',
      );
    const pending = (await bar(office))?.count;
    expect(pending).toBeGreaterThanOrEqual(1);
    const res = await t.call('POST', `${base}/${request.id}/reject`, office, {
      body: { reason: 'Not offered this term' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Not offered this term', invoiceId: null });
    expect((await bar(office))?.count).toBe(pending - 1);
    expect(await bar(outsider)).toBeUndefined();
  });

  it('answers bad input with the fields; access is the menu, a student only her own record', async () => {
    const { s, token, request } = await ownRequest();
    const other = await makeStudent(t.db);
    expect(
      (await t.call('POST', k.url(other.id, '/invoice-requests'), token, { body: { feeHeadId: k.meal } })).statusCode,
    ).toBe(404);
    const bad = await t.call('POST', k.url(s.id, '/invoice-requests'), token, { body: { feeHeadId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('feeHeadId');
    const unknown = await t.call('POST', k.url(s.id, '/invoice-requests'), token, { body: { feeHeadId: 999999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ feeHeadId: INVOICE_REQUEST_MESSAGES.feeHead });
    const badInvoice = await t.call('POST', `${base}/${request.id}/invoice`, office, {
      body: { ...invoiceBody, amount: '-1', dueDate: 'soon' },
      headers: { 'idempotency-key': k.key() },
    });
    expect(badInvoice.statusCode).toBe(400);
    expect(Object.keys(badInvoice.json().error.fields).sort()).toEqual(['amount', 'dueDate']);
    expect((await t.call('POST', `${base}/${request.id}/reject`, office, { body: {} })).statusCode).toBe(400);

    expect((await t.call('GET', base, token)).statusCode).toBe(403);
    expect((await t.call('GET', base, outsider)).statusCode).toBe(403);
    expect((await t.call('POST', `${base}/${request.id}/reject`, reader, { body: { reason: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/accounting/notifications', reader)).statusCode).toBe(403);
  });
});
