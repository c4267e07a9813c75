/**
 * The books at school scale (bench/README.md, "Finance"): fills a scratch PostgreSQL database with the demo
 * school, generated students up to BENCH_STUDENTS (20,000), about 10 invoices each (200,000) with their
 * payments and their ledger postings (about 1,000,000 journal entries and lines), one student with 500
 * ledger entries, and a queue of cheques and wires waiting for verification; starts the server in its own
 * process and measures, as the bursar:
 * - an invoice run for BENCH_RUN_STUDENTS (2,000) students, from the POST to the run's invoices made (budget 5 s);
 * - the busy student's ledger, the all-payments list and the unverified-payments queue with BENCH_CLIENTS
 *   callers (budget p95 50 ms).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_finance npm run bench:finance -w @caduceus/bench
 *
 * The generated money is written in bulk SQL with the ledger's triggers off for the load (the
 * session_replication_role of a restore): every generated entry balances by construction, and the bench
 * checks that afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase, rowsOf } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { students } from '../apps/server/src/modules/students/record/students.schema.js';
import { seedStudents } from '../apps/server/src/modules/students/record/students.demo.js';
import { measure } from './measure.js';
import { signIn, startServer } from './server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20000);
const INVOICES_EACH = Number(process.env.BENCH_INVOICES_EACH ?? 10);
const RUN_STUDENTS = Number(process.env.BENCH_RUN_STUDENTS ?? 2000);
const BUSY_ENTRIES = 500;
const SEED = 2029;

const dbUrl = loadConfig().databaseUrl;
if (!dbUrl) throw new Error('bench:finance wants PostgreSQL: set DATABASE_URL to a scratch database');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
const db = database.db;
await migrate(database);
await seedDemo(db);
const have = await db.$count(students);
if (have < STUDENTS) {
  const t = performance.now();
  await seedStudents(db, STUDENTS - have, SEED);
  console.log(`generated ${STUDENTS - have} students in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!;
const refId = async (table: string, label?: string) =>
  (
    await one<{ id: number }>(
      label
        ? sql`select id from ref_rows where table_key = ${table} and label = ${label} limit 1`
        : sql`select id from ref_rows where table_key = ${table} order by id limit 1`,
    )
  ).id;
const tuition = await refId('fee-head', 'Tuition Fee');
const semester = await refId('semester');
const bursarId = (await one<{ id: number }>(sql`select id from users where username = 'bursar'`)).id;
const registrarId = (await one<{ id: number }>(sql`select id from users where username = 'registrar'`)).id;

/** The generated books: invoices, items, payments and their postings, in bulk (once per database). */
async function fillBooks() {
  const { n } = await one<{ n: number }>(sql`select count(*)::int as n from invoices where title like 'Bench %'`);
  if (n > 0) return;
  const t = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // each student's receivable and credit accounts, the tuition's revenue account, cash and clearing
    await tx.execute(sql`insert into ledger_accounts (code, kind, name, student_id)
      select 'AR-S' || id, 'receivable', 'Receivable: student ' || id, id from students
      union all select 'CR-S' || id, 'credit', 'Credit: student ' || id, id from students
      on conflict (code) do nothing`);
    await tx.execute(sql`insert into ledger_accounts (code, kind, name, fee_head_id)
      values (${`REV-H${tuition}`}, 'revenue', 'Revenue: Tuition Fee', ${tuition}) on conflict (code) do nothing`);
    await tx.execute(sql`insert into ledger_accounts (code, kind, name) values ('CASH', 'cash', 'Cash'),
      ('CLEARING', 'clearing', 'Clearing') on conflict (code) do nothing`);
    // the busy student: the lowest id, with BUSY_ENTRIES / 2 invoices, each paid (an entry each)
    const busy = (await one<{ id: number }>(sql`select min(id)::int as id from students`)).id;
    // invoices: 10 a student (60% paid in full, 20% in part, 20% open), amounts 100.00 to 5,000.00
    await tx.execute(sql`insert into invoices (student_id, type, title, semester_id, invoice_date, due_date, status,
        amount_cents, paid_cents, created_by, created_at, updated_at)
      select s.id, 2, 'Bench invoice ' || g.n, ${semester}, d.day, d.day + 30,
        case when g.r < 0.6 then 'FP' when g.r < 0.8 then 'PP' else 'CR' end,
        g.amount,
        case when g.r < 0.6 then g.amount when g.r < 0.8 then g.amount / 2 else 0 end,
        ${bursarId}, d.day::timestamptz, d.day::timestamptz
      from students s
      cross join lateral generate_series(1, case when s.id = ${busy} then ${BUSY_ENTRIES / 2}::int else ${INVOICES_EACH}::int end) as gs(n)
      cross join lateral (select gs.n as n, random() as r, (10000 + floor(random() * 490000))::bigint as amount) g
      cross join lateral (select (date '2024-01-01' + (g.n * 37 + s.id % 30))::date as day) d`);
    // the busy student's invoices all paid in full: one invoice entry and one payment entry each
    await tx.execute(sql`update invoices set status = 'FP', paid_cents = amount_cents
      where student_id = ${busy} and title like 'Bench %'`);
    await tx.execute(sql`insert into invoice_items (invoice_id, fee_head_id, description, amount_cents)
      select id, ${tuition}, 'Tuition Fee', amount_cents from invoices where title like 'Bench %'`);
    // a payment for what is paid: 95% by card, 5% cheques and wires, half of those waiting in the queue
    await tx.execute(sql`insert into payments (student_id, invoice_id, method, other_kind, reference, amount_cents,
        applied_cents, paid_on, created_by, created_at, verification, step1_by, step1_at, verified_by, verified_at)
      select i.student_id, i.id, p.method, p.other_kind, p.reference, i.paid_cents, i.paid_cents, i.invoice_date + 3,
        ${bursarId}, (i.invoice_date + 3)::timestamptz, p.verification,
        case when p.verification = 'verified' and p.method = 'OTHER' then ${bursarId}::int end,
        case when p.verification = 'verified' and p.method = 'OTHER' then (i.invoice_date + 4)::timestamptz end,
        case when p.verification = 'verified' and p.method = 'OTHER' then ${registrarId}::int end,
        case when p.verification = 'verified' and p.method = 'OTHER' then (i.invoice_date + 5)::timestamptz end
      from invoices i
      cross join lateral (select random() as r) x
      cross join lateral (select
          case when x.r < 0.95 then 'CARD' else 'OTHER' end as method,
          case when x.r < 0.95 then null when x.r < 0.975 then 'cheque' else 'wire' end as other_kind,
          case when x.r < 0.95 then null else 'REF-' || i.id end as reference,
          case when x.r < 0.975 then 'verified' else 'unverified' end as verification) p
      where i.title like 'Bench %' and i.paid_cents > 0`);
    // postings: the invoice (receivable to revenue) and the payment (cash or clearing to receivable)
    await tx.execute(sql`with e as (
        insert into journal_entries (kind, student_id, invoice_id, memo, posted_by, posted_at)
        select 'invoice', student_id, id, title, ${bursarId}, created_at from invoices where title like 'Bench %'
        returning id, student_id, invoice_id)
      insert into journal_lines (entry_id, account_id, debit_cents, credit_cents)
      select e.id, ar.id, i.amount_cents, 0 from e join invoices i on i.id = e.invoice_id
        join ledger_accounts ar on ar.code = 'AR-S' || e.student_id
      union all
      select e.id, rev.id, 0, i.amount_cents from e join invoices i on i.id = e.invoice_id
        join ledger_accounts rev on rev.code = ${`REV-H${tuition}`}`);
    await tx.execute(sql`with e as (
        insert into journal_entries (kind, student_id, invoice_id, payment_id, memo, posted_by, posted_at)
        select 'payment', p.student_id, p.invoice_id, p.id, 'Payment', ${bursarId}, p.created_at
        from payments p join invoices i on i.id = p.invoice_id where i.title like 'Bench %'
        returning id, student_id, payment_id)
      insert into journal_lines (entry_id, account_id, debit_cents, credit_cents)
      select e.id, acc.id, p.amount_cents, 0 from e join payments p on p.id = e.payment_id
        join ledger_accounts acc on acc.code = case when p.method = 'OTHER' and p.verification <> 'verified'
          then 'CLEARING' else 'CASH' end
      union all
      select e.id, ar.id, 0, p.amount_cents from e join payments p on p.id = e.payment_id
        join ledger_accounts ar on ar.code = 'AR-S' || e.student_id`);
  });
  await db.execute(sql`vacuum analyze`);
  console.log(`generated the books in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
await fillBooks();
// the load ran with triggers off: the kept count of payments (row_counts) is set to the table's
await db.execute(sql`insert into row_counts (key, n) select 'payments', d.n from (select (select count(*) from payments)
  - (select coalesce(sum(n), 0) from row_counts where key = 'payments') as n) d where d.n <> 0`);

const counts = await one<{ invoices: number; payments: number; entries: number; lines: number; queue: number }>(
  sql`select (select count(*)::int from invoices) as invoices, (select count(*)::int from payments) as payments,
    (select count(*)::int from journal_entries) as entries, (select count(*)::int from journal_lines) as lines,
    (select count(*)::int from payments where verification in ('unverified', 'step1')) as queue`,
);
const unbalanced = await one<{ n: number }>(sql`select count(*)::int as n from (select e.id from journal_entries e
  join journal_lines l on l.entry_id = e.id group by e.id having sum(l.debit_cents) <> sum(l.credit_cents)) x`);
if (unbalanced.n) throw new Error(`${unbalanced.n} generated entries do not balance`);
const busy = await one<{ id: number; n: number }>(sql`select student_id::int as id, count(*)::int as n
  from journal_entries group by student_id order by count(*) desc limit 1`);
const studentIds = rowsOf<{ id: number }>(await db.execute(sql`select id from students order by id`)).map((r) => r.id);

// the run: a semester of its own (nobody invoiced in it yet) priced by one fee row for every course
const runSemester = (
  await one<{ id: number }>(sql`insert into ref_rows (table_key, label, unique_key, data)
    values ('semester', ${`Bench ${new Date().toISOString()}`}, ${`bench-${randomUUID()}`}, '{}'::jsonb) returning id`)
).id;
await db.execute(sql`insert into ref_rows (table_key, label, unique_key, data) values ('fee-med', 'Tuition Fee',
  ${`bench-${randomUUID()}`}, ${JSON.stringify({ feeHead: tuition, course: null, semester: runSemester, amount: '12000.00', effectiveFrom: '2025-09-01' })}::jsonb)`);
await database.close();

const port = Number(process.env.BENCH_PORT ?? 3999);
const { url, pid, stop } = await startServer(dataDir, port);
const auth = await signIn(url, 'bursar');
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One invoice run for RUN_STUDENTS students, timed from the POST to its invoices made and to its end. */
async function timeRun(students: number[], n: number) {
  const headers = {
    ...auth,
    'content-type': 'application/json',
    'x-requested-with': 'caduceus',
    'idempotency-key': randomUUID(),
  };
  const body = {
    kind: 'non-clinical',
    type: 2,
    semesterId: runSemester,
    feeHeadIds: [tuition],
    title: `Bench run ${n}`,
    dueDate: '2027-01-31',
    filters: { studentIds: students, billedOnly: false },
  };
  const t0 = performance.now();
  const res = await fetch(`${url}/api/accounting/invoice-runs`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (res.status !== 202) throw new Error(`start run: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  let invoicedMs = 0;
  for (;;) {
    const r = await fetch(`${url}/api/accounting/invoice-runs/${id}`, { headers: auth });
    const run = (await r.json()) as { state: string; progress: { phase: string }; counts: { invoiced: number } };
    if (!invoicedMs && (run.progress.phase === 'emailing' || run.progress.phase === 'done'))
      invoicedMs = performance.now() - t0;
    if (run.state === 'failed') throw new Error(`run failed: ${JSON.stringify(run)}`);
    if (run.state === 'completed')
      return {
        invoiced: run.counts.invoiced,
        invoicedMs: invoicedMs || performance.now() - t0,
        totalMs: performance.now() - t0,
      };
    await new Promise((r) => setTimeout(r, 50));
  }
}
// two runs over different students (the second on a warm server)
const shuffled = [...studentIds].sort(() => Math.random() - 0.5);
const runs = [];
for (let n = 0; n < 2; n++) runs.push(await timeRun(shuffled.slice(n * RUN_STUDENTS, (n + 1) * RUN_STUDENTS), n + 1));

const rows = await measure({ url, auth, serverPid: pid, dbUrl, clients: CLIENTS, seconds: SECONDS, budgetMs: 50 }, [
  { name: `busy student's ledger (${busy.n} entries), first page`, path: `/api/students/${busy.id}/ledger` },
  { name: "busy student's ledger, last page", path: `/api/students/${busy.id}/ledger?page=${Math.ceil(busy.n / 25)}` },
  { name: 'a random student: invoices', path: () => `/api/students/${pick(studentIds)}/invoices` },
  { name: 'a random student: balance', path: () => `/api/students/${pick(studentIds)}/balance` },
  { name: 'all payments, newest first', path: '/api/accounting/payments' },
  { name: 'all payments, deep page', path: `/api/accounting/payments?page=${Math.floor(counts.payments / 25 / 2)}` },
  { name: 'unverified payments queue', path: '/api/accounting/unverified-payments' },
]);
console.log(
  `\ndatabase: ${database.kind}, students: ${studentIds.length}, invoices: ${counts.invoices}, payments: ${counts.payments}, ` +
    `ledger: ${counts.entries} entries + ${counts.lines} lines, queue: ${counts.queue}; clients: ${CLIENTS}, ${SECONDS} s each, as the bursar`,
);
for (const [n, r] of runs.entries())
  console.log(
    `invoice run ${n + 1}: ${r.invoiced} students invoiced in ${(r.invoicedMs / 1000).toFixed(2)} s (run done, emails queued: ${(r.totalMs / 1000).toFixed(2)} s; budget 5 s)`,
  );
for (const r of rows) console.log(r.line);
await stop();
fs.rmSync(dataDir, { recursive: true, force: true });
