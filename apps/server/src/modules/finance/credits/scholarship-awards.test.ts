import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

/** /accounting/scholarship: the scholarships of every student, filtered, with the sums of the whole set. */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let office: string;
let merit: number;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'Scholarship Office' });
  await grantMenus(t.db, g.id, { '/accounting/scholarship': 1 }, { parts: false });
  office = (await t.signIn({ groupId: g.id })).token;
  merit = await refIdOf(t.db, 'scholarship', 'Merit Scholarship');
});
afterAll(async () => {
  await t?.close();
});

const award = (studentId: number, amount: string, createdOn: string) =>
  t.call('POST', k.url(studentId, '/scholarships'), k.bursar, {
    body: { scholarshipId: merit, amount, createdOn },
    headers: { 'idempotency-key': k.key() },
  });
const list = (query: string, token = office) => t.call('GET', `/api/accounting/scholarships?${query}`, token);

describe('the scholarships of every student', () => {
  it('lists them with the student, filters by day, student and deletion, and sums the whole filtered set', async () => {
    const [ann, bob] = [
      await makeStudent(t.db, { firstName: 'Annika', lastName: 'Sholar' }),
      await makeStudent(t.db, { firstName: 'Bob', lastName: 'Bursary' }),
    ];
    const a1 = await award(ann.id, '1000.00', '2026-09-01');
    expect(a1.statusCode, a1.body).toBe(201);
    expect((await award(ann.id, '250.50', '2026-10-15')).statusCode).toBe(201);
    const b1 = (await award(bob.id, '500.00', '2026-10-20')).json();
    // one applied in part, one deleted
    const inv = await k.createInvoice(ann.id, ['400.00']);
    const applied = await t.call('POST', k.url(ann.id, `/credits/${a1.json().id}/apply`), k.bursar, {
      body: { invoiceId: inv.id, amount: '400.00' },
      headers: { 'idempotency-key': k.key() },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const del = await t.call('POST', k.url(bob.id, `/credits/${b1.id}/delete`), k.bursar, {
      body: { reason: 'Awarded in error' },
    });
    expect(del.statusCode, del.body).toBe(200);

    const all = await list('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, sums: { amount: '1250.50', applied: '400.00', left: '850.50' } });
    // newest award first, with its student and scholarship
    expect(all.json().items.map((i: { studentName: string; amount: string }) => [i.studentName, i.amount])).toEqual([
      ['Annika Sholar', '250.50'],
      ['Annika Sholar', '1000.00'],
    ]);
    expect(all.json().items[0].scholarshipName).toBe('Merit Scholarship');
    // the sums are the whole set's, not the page's
    expect((await list('page=2')).json()).toMatchObject({ items: [], total: 2, sums: { amount: '1250.50' } });
    expect((await list('from=2026-10-01&to=2026-10-31')).json()).toMatchObject({
      total: 1,
      sums: { amount: '250.50' },
    });
    expect((await list('student=sholar')).json().total).toBe(2);
    expect((await list(`student=${bob.id}`)).json().total).toBe(0);
    expect((await list('deleted=yes')).json()).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ studentName: 'Bob Bursary', deleteReason: 'Awarded in error' })],
      sums: { amount: '500.00', left: '0.00' },
    });
    expect((await list(`scholarshipId=${merit}&sort=-amount`)).json().items[0].amount).toBe('1000.00');
  });

  it('needs the scholarship menu; bad filters are a 400 with the field', async () => {
    const g = await makeGroup(t.db, { name: 'Elsewhere' });
    await grantMenus(t.db, g.id, { '/accounting/payments/list': 1 }, { parts: false });
    const other = (await t.signIn({ groupId: g.id })).token;
    expect((await list('', other)).statusCode).toBe(403);
    const bad = await list('from=2026-13-40');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['from']);
  });
});
