import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
});
afterAll(async () => {
  await t?.close();
});

/** The database's own message, under drizzle's "Failed query" wrapper. */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { message: string; cause?: { message?: string } };
    return `${err.message} ${err.cause?.message ?? ''}`;
  }
  return 'not refused';
}

describe('the database keeps the books', () => {
  it('refuses an unbalanced entry at commit, and any change or removal of posted lines', async () => {
    const s = await makeStudent(t.db);
    await k.createInvoice(s.id, ['10.00']);
    const [line] = rowsOf<{ id: number; entry_id: number; account_id: number }>(
      await t.db.execute(
        sql`select l.id, l.entry_id, l.account_id from journal_lines l join journal_entries e on e.id = l.entry_id where e.student_id = ${s.id} order by l.id limit 1`,
      ),
    );
    const unbalanced = t.db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into journal_entries (kind, student_id) values ('invoice', ${s.id}) returning id`),
      );
      await tx.execute(
        sql`insert into journal_lines (entry_id, account_id, debit_cents) values (${e.id}, ${line.account_id}, 500)`,
      );
      await tx.execute(
        sql`insert into journal_lines (entry_id, account_id, credit_cents) values (${e.id}, ${line.account_id}, 499)`,
      );
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance/);
    // a line added later to a posted entry unbalances it too
    expect(
      await refusal(
        t.db.execute(
          sql`insert into journal_lines (entry_id, account_id, debit_cents) values (${line.entry_id}, ${line.account_id}, 1)`,
        ),
      ),
    ).toMatch(/does not balance/);
    expect(await refusal(t.db.execute(sql`update journal_lines set debit_cents = 1 where id = ${line.id}`))).toMatch(
      /journal_lines is posted: UPDATE is refused/,
    );
    expect(await refusal(t.db.execute(sql`delete from journal_lines where id = ${line.id}`))).toMatch(
      /DELETE is refused/,
    );
    expect(await refusal(t.db.execute(sql`delete from journal_entries where id = ${line.entry_id}`))).toMatch(
      /journal_entries is posted: DELETE is refused/,
    );
    // and an invoice is never paid beyond its amount, whatever writes it
    expect(
      await refusal(
        t.db.execute(sql`update invoices set paid_cents = amount_cents + 1, status = 'FP' where student_id = ${s.id}`),
      ),
    ).toMatch(/invoices_paid_check/);
    expect(await k.unbalancedEntries()).toEqual([]);
  });
});
