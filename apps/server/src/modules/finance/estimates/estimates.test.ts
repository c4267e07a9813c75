import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_ENTITY, ESTIMATE_MESSAGES, MONEY_MESSAGES, TEST_CARD_TOKENS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** the accounting office: the Invoices screens and Lead Payments */
let office: string;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'Office' });
  await grantMenus(t.db, g.id, { '/accounting/invoices/non-clinical': 3, '/accounting/lead': 1 });
  office = (await t.signIn({ groupId: g.id, firstName: 'Olga', lastName: 'Office' })).token;
});
afterAll(async () => {
  await t?.close();
});

const body = (amounts = ['15000.00', '250.25']) => ({
  type: 'fullProgram',
  course: 'md',
  lines: amounts.map((amount, n) => ({ description: `Line ${n + 1}`, amount })),
});
const post = (path: string, b: unknown, token = k.bursar, key: string | null = k.key()) =>
  t.call('POST', path, token, { body: b, headers: key ? { 'idempotency-key': key } : {} });
const get = (path: string, token = k.bursar) => t.call('GET', path, token);
async function newEstimate(studentId: number, amounts?: string[]) {
  const res = await post(k.url(studentId, '/estimates'), body(amounts), k.bursar, null);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const card = (amount: string) => ({ amount, method: 'CARD', cardToken: TEST_CARD_TOKENS.ok });

describe('estimates of a student', () => {
  it('creates an estimate with exact money, lists it, pays it by card and cheque once per key', async () => {
    const s = await makeStudent(t.db);
    const e = await newEstimate(s.id);
    expect(e).toMatchObject({
      type: 'fullProgram',
      typeLabel: 'Full Program',
      course: 'md',
      status: 'open',
      amount: '15250.25',
      due: '15250.25',
      lines: [{ amount: '15000.00' }, { amount: '250.25' }],
    });
    expect((await get(k.url(s.id, '/estimates'))).json()).toMatchObject({ total: 1, items: [{ id: e.id }] });
    expect((await get('/api/finance/estimate-types')).json().map((o: { value: string }) => o.value)).toContain(
      'perSemester',
    );
    expect((await get(k.url(s.id, '/estimate-courses'))).statusCode).toBe(200);

    const key = k.key();
    const paid = await post(k.url(s.id, `/estimates/${e.id}/payments`), card('250.25'), k.bursar, key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().estimate).toMatchObject({ status: 'partial', paid: '250.25', due: '15000.00' });
    const replay = await post(k.url(s.id, `/estimates/${e.id}/payments`), card('250.25'), k.bursar, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(paid.json());

    const cheque = await post(k.url(s.id, `/estimates/${e.id}/payments`), {
      amount: '15000',
      method: 'OTHER',
      otherKind: 'cheque',
      reference: 'CHQ-1',
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect(cheque.json().estimate).toMatchObject({ status: 'paid', due: '0.00' });
    expect(cheque.json().estimate.payments).toHaveLength(2);
    // held as the student's credit, and the books balance
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ credit: '15250.25' });
    expect(await k.unbalancedEntries()).toEqual([]);
    expect((await get(k.url(s.id, '/estimation-value'))).json()).toMatchObject({
      estimates: 1,
      estimated: '15250.25',
      paid: '15250.25',
      due: '0.00',
    });
    // the credit it became goes with the estimate: not deleted on its own
    const creditId = paid.json().payment.creditId;
    const del = await post(k.url(s.id, `/credits/${creditId}/delete`), { reason: 'x' }, k.bursar, null);
    expect(del.statusCode).toBe(422);
    expect(del.json().error.message).toBe(ESTIMATE_MESSAGES.deleteCredit);
    const audits = await k.auditOf(ESTIMATE_ENTITY, e.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'pay', 'pay']);
  });

  it('refuses bad amounts with field errors (400) and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const e = await newEstimate(s.id, ['100.00']);
    const pay = (amount: unknown) => post(k.url(s.id, `/estimates/${e.id}/payments`), card(amount as string));
    const over = await pay('100.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amount: ESTIMATE_MESSAGES.overpay('100.00') });
    expect((await pay('0')).json().error.fields).toEqual({ amount: MONEY_MESSAGES.positive });
    expect((await pay('-5')).statusCode).toBe(400);
    expect((await pay('1.005')).json().error.fields).toEqual({ amount: MONEY_MESSAGES.format });
    const bad = await post(k.url(s.id, '/estimates'), { ...body(['1.999']), type: 'nope' }, k.bursar, null);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['type', 'lines.0.amount']));
    const noKey = await post(k.url(s.id, `/estimates/${e.id}/payments`), card('1'), k.bursar, null);
    expect(noKey.statusCode).toBe(400);
    expect((await get(k.url(s.id, `/estimates/${e.id}`))).json()).toMatchObject({ status: 'open', payments: [] });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ credit: '0.00' });
  });

  it('takes a typed card as the invoice dialog does: the gateway tokenizes it, a declined number pays nothing', async () => {
    const s = await makeStudent(t.db);
    const e = await newEstimate(s.id, ['300']);
    const typed = (number: string) => ({
      amount: '300',
      method: 'CARD',
      cardName: 'Ada Student',
      cardNumber: number,
      cardExpiry: '12/40',
      cardCvc: '123',
    });
    const declined = await post(k.url(s.id, `/estimates/${e.id}/payments`), typed('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    const bad = await post(k.url(s.id, `/estimates/${e.id}/payments`), typed('4242 4242 4242 4241'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('cardNumber');
    const paid = await post(k.url(s.id, `/estimates/${e.id}/payments`), typed('4242 4242 4242 4242'));
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await get(k.url(s.id, `/estimates/${e.id}`))).json()).toMatchObject({ status: 'paid', due: '0.00' });
  });

  it('cancels with a reason; a cancelled estimate cannot be paid (422)', async () => {
    const s = await makeStudent(t.db);
    const e = await newEstimate(s.id, ['500']);
    const c = await post(k.url(s.id, `/estimates/${e.id}/cancel`), { reason: 'Changed program' }, k.bursar, null);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Changed program', due: '0.00' });
    const again = await post(k.url(s.id, `/estimates/${e.id}/cancel`), { reason: 'x' }, k.bursar, null);
    expect(again.statusCode).toBe(422);
    const pay = await post(k.url(s.id, `/estimates/${e.id}/payments`), card('10'));
    expect(pay.statusCode).toBe(422);
    expect(pay.json().error.message).toBe(ESTIMATE_MESSAGES.cancelled);
    expect((await post(k.url(s.id, `/estimates/${e.id}/cancel`), {}, k.bursar, null)).statusCode).toBe(400);
  });
});

describe('seat deposits', () => {
  it('records a seat deposit once per key: a credit of source seatDeposit, posted and listed', async () => {
    const s = await makeStudent(t.db);
    const key = k.key();
    const b = { amount: '$1,000.00', method: 'OTHER', otherKind: 'wire', reference: 'W-77' };
    const d = await post(k.url(s.id, '/seat-deposits'), b, k.bursar, key);
    expect(d.statusCode, d.body).toBe(201);
    expect(d.json()).toMatchObject({ amount: '1000.00', method: 'OTHER', creditLeft: '1000.00', creditDeleted: false });
    expect((await post(k.url(s.id, '/seat-deposits'), b, k.bursar, key)).headers['idempotent-replayed']).toBe('true');
    const other = await post(k.url(s.id, '/seat-deposits'), { ...b, amount: '5' }, k.bursar, key);
    expect(other.statusCode).toBe(422);
    expect((await get(k.url(s.id, '/seat-deposits'))).json()).toHaveLength(1);
    const creditList = await get(k.url(s.id, '/credits'));
    expect(creditList.statusCode, creditList.body).toBe(200);
    const credits = creditList.json();
    expect(credits.items).toEqual([
      expect.objectContaining({ source: 'seatDeposit', sourceLabel: 'Seat deposit', amount: '1000.00' }),
    ]);
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ credit: '1000.00' });
    expect((await get(k.url(s.id, '/estimation-value'))).json()).toMatchObject({ seatDeposits: '1000.00' });
    expect(await k.unbalancedEntries()).toEqual([]);
    // a seat deposit's credit may be deleted (a reversal): the list says so
    const del = await post(k.url(s.id, `/credits/${d.json().creditId}/delete`), { reason: 'Refused' }, k.bursar, null);
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(k.url(s.id, '/seat-deposits'))).json()).toMatchObject([
      { creditDeleted: true, creditLeft: '0.00' },
    ]);
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ credit: '0.00' });
    expect(await k.unbalancedEntries()).toEqual([]);
    const declined = await post(k.url(s.id, '/seat-deposits'), {
      amount: '5',
      method: 'CARD',
      cardToken: TEST_CARD_TOKENS.declined,
    });
    expect(declined.statusCode).toBe(402);
    expect((await get(k.url(s.id, '/seat-deposits'))).json()).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it('a student sees her own estimates only; staff without the payments component are refused', async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const e = await newEstimate(s.id, ['300']);
    await newEstimate(other.id, ['300']);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await get(k.url(s.id, '/estimates'), token)).json()).toMatchObject({ total: 1 });
    expect((await get(k.url(s.id, `/estimates/${e.id}`), token)).statusCode).toBe(200);
    expect((await get(k.url(other.id, '/estimates'), token)).statusCode).toBe(404);
    expect((await get(k.url(other.id, '/seat-deposits'), token)).statusCode).toBe(404);
    // she cannot create, cancel or pay
    expect((await post(k.url(s.id, '/estimates'), body(), token, null)).statusCode).toBe(403);
    const chq = await post(k.url(s.id, `/estimates/${e.id}/payments`), { ...card('1'), method: 'OTHER' }, token);
    expect(chq.statusCode).toBe(403);
    // payments on estimates are the bursar's to record
    expect((await post(k.url(s.id, `/estimates/${e.id}/payments`), card('1'), token)).statusCode).toBe(403);
    expect((await get(k.url(s.id, '/estimates'), k.noFinance)).statusCode).toBe(403);
    expect((await get('/api/accounting/estimates', k.bursar)).statusCode).toBe(403);
  });
});

describe('the accounting office', () => {
  it('lists the filtered students, creates estimates for them all at once, lists them by status', async () => {
    const a = await makeStudent(t.db, { lastName: 'Zyxbulk' });
    const b = await makeStudent(t.db, { lastName: 'Zyxbulk' });
    const step = await get('/api/accounting/estimates/students?search=Zyxbulk&pageSize=25', office);
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toMatchObject({ total: 2 });
    const made = await post(
      '/api/accounting/estimates',
      { ...body(['1200.50']), studentIds: [a.id, b.id] },
      office,
      null,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().created).toBe(2);
    const list = await get('/api/accounting/estimates?status=open&search=Zyxbulk', office);
    expect(list.json()).toMatchObject({ total: 2, items: [{ amount: '1200.50', status: 'open' }, {}] });
    expect((await get('/api/accounting/estimates?status=paid&search=Zyxbulk', office)).json().total).toBe(0);
    expect((await get('/api/accounting/estimates?status=bogus', office)).statusCode).toBe(400);
    const unknown = await post('/api/accounting/estimates', { ...body(), studentIds: [a.id, 99999999] }, office, null);
    expect(unknown.statusCode).toBe(400);
    expect((await get('/api/accounting/estimates?search=Zyxbulk', office)).json().total).toBe(2);
    expect((await get('/api/accounting/lead-estimates', office)).statusCode).toBe(200);
    expect((await get('/api/accounting/estimates/students', k.bursar)).statusCode).toBe(403);
  });
});
