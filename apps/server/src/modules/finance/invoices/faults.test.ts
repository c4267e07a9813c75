import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from './invoices.testkit.js';

/**
 * A fault in the middle of a money move: the database connection is cut (PostgreSQL: the server ends the
 * backend while the ledger lines are being written) or the statement fails (PGlite, which has one
 * connection). Nothing partial stays, and the same Idempotency-Key (a payment) or the queue's retry (an
 * invoice run) then completes the move exactly once.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let runner: string;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  // the fault: armed for an entry kind with a number of strikes, it strikes on a ledger line of such an entry
  // (a sequence counts the strikes: it is not rolled back with the transaction the fault ends)
  const strike =
    t.database.kind === 'postgres'
      ? 'perform pg_terminate_backend(pg_backend_pid());'
      : "raise exception 'the connection dropped';";
  await t.db.execute(sql.raw(`create table fault_switch (kind text not null, strikes int not null)`));
  await t.db.execute(sql.raw(`create sequence fault_struck`));
  await t.db.execute(
    sql.raw(`create function fault_strike() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from fault_switch f join journal_entries e on e.kind = f.kind
          where e.id = new.entry_id and f.strikes >= nextval('fault_struck')) then
        ${strike}
      end if;
      return new;
    end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger fault_strike before insert on journal_lines for each row execute function fault_strike()`),
  );
  const g = await makeGroup(t.db, { name: 'FaultRunner' });
  await grantMenus(t.db, g.id, { '/accounting/invoices/non-clinical': 3, '/student/list': 1 });
  await grantComponents(t.db, g.id, { 'finance.payments': 1 });
  runner = (await t.signIn({ groupId: g.id, firstName: 'Fault', lastName: 'Runner' })).token;
  await t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.app.jobs.stop(5000);
  await t?.close();
});

/** Arms the fault for entries of a kind, to strike that many times; disarms it with no kind. */
async function arm(kind?: 'payment' | 'invoice', strikes = 1) {
  await t.db.execute(sql`delete from fault_switch`);
  await t.db.execute(sql`select setval('fault_struck', 1, false)`);
  if (kind) await t.db.execute(sql`insert into fault_switch values (${kind}, ${strikes})`);
}

async function books(studentId: number, invoiceId: number) {
  const [row] = rowsOf<{ paid: number; status: string; keys: number }>(
    await t.db.execute(sql`select i.paid_cents::int as paid, i.status,
      (select count(*)::int from idempotency_keys) as keys from invoices i where i.id = ${invoiceId}`),
  );
  return { ...(await k.counts(studentId)), paid: row!.paid, status: row!.status, keys: row!.keys };
}

describe('a fault in the middle of a payment', () => {
  it('leaves nothing partial, and the same key then pays exactly once', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['400.00']);
    const before = await books(s.id, inv.id);
    const key = k.key();

    await arm('payment', 1000);
    const cut = await k.pay(s.id, inv.id, { amount: '150.00' }, key);
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    await arm();
    // no payment, no ledger entry or line, the invoice untouched, the key not taken (so it may be retried)
    expect(await books(s.id, inv.id)).toEqual(before);

    const retried = await k.pay(s.id, inv.id, { amount: '150.00' }, key);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await k.pay(s.id, inv.id, { amount: '150.00' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retried.json());

    const after = await books(s.id, inv.id);
    expect(after).toMatchObject({
      payments: before.payments + 1,
      entries: before.entries + 1,
      lines: before.lines + 2,
      paid: 15000,
      status: 'PP',
      keys: before.keys + 1,
    });
    expect(await k.unbalancedEntries()).toEqual([]);
  });
});

describe('a fault in the middle of an invoice run', () => {
  it('writes none of the run, and the retried run invoices every student exactly once', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    await t.db.execute(sql`insert into ref_rows (table_key, label, unique_key, data) values ('fee-med', 'Tuition Fee',
      ${`fault-${Date.now()}`}, ${JSON.stringify({ feeHead: k.tuition, semester: k.semester, amount: '9000.00', effectiveFrom: '2025-09-01' })}::jsonb)`);
    const before = { a: await k.counts(a.id), b: await k.counts(b.id) };
    // the first attempt's connection is cut on its first ledger line; the queue retries the job
    await arm('invoice', 1);
    const started = await t.call('POST', '/api/accounting/invoice-runs', runner, {
      body: {
        kind: 'non-clinical',
        type: 2,
        semesterId: k.semester,
        feeHeadIds: [k.tuition],
        title: 'Fault run',
        invoiceDate: '2026-09-01',
        dueDate: '2026-09-30',
        filters: { studentIds: [a.id, b.id], billedOnly: false },
      },
      headers: { 'idempotency-key': k.key() },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    let run: { state: string; counts: { invoiced: number } } | undefined;
    for (let i = 0; i < 120; i++) {
      run = (await t.call('GET', `/api/accounting/invoice-runs/${id}`, runner)).json();
      if (run!.state === 'completed' || run!.state === 'failed') break;
      // before the retry: nothing of the run is in the books
      if (i === 0) expect({ a: await k.counts(a.id), b: await k.counts(b.id) }).toEqual(before);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(run).toMatchObject({ state: 'completed', counts: { invoiced: 2 } });
    // the fault struck (the first line of the first attempt) and the retry wrote past it
    const [struck] = rowsOf<{ n: string }>(await t.db.execute(sql`select last_value::text as n from fault_struck`));
    expect(Number(struck!.n)).toBeGreaterThanOrEqual(2);
    for (const [s, was] of [
      [a, before.a],
      [b, before.b],
    ] as const)
      expect(await k.counts(s.id)).toMatchObject({ invoices: was.invoices + 1, entries: was.entries + 1 });
    expect(await k.unbalancedEntries()).toEqual([]);
    await arm();
  }, 90_000);
});
