import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../factories/index.js';
import { students } from '../modules/students/tables.js';
import { refRows } from '../modules/reference/tables.js';
import { recordAccessLog } from './db/tables.js';

let t: TestApp;
let registrar: string;
let outsider: string;
beforeAll(async () => {
  // the harness turns list caching off; this file is about it
  t = await testApp({ config: { listCacheMs: 60_000 } });
  const group = await makeGroup(t.db, { name: 'Cache Office' });
  await grantMenus(t.db, group.id, { '/student/list': 15 });
  registrar = (await t.signIn({ username: 'cache-office', groupId: group.id })).token;
  outsider = (await t.signIn({ username: 'cache-outsider' })).token;
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/students?page=1&pageSize=25&sort=-id';
const firstRow = async () => {
  const res = await t.call('GET', URL, registrar);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json().items[0] as { id: number; name: string; statusName: string | null };
};
/** Until the page shows what `ok` wants: a change made behind the app's back arrives as a notification. */
async function eventually(ok: (row: Awaited<ReturnType<typeof firstRow>>) => boolean) {
  for (let i = 0; i < 100; i++) {
    const row = await firstRow();
    if (ok(row)) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the list never showed the change');
}

describe('list pages kept until something changes', () => {
  it('answers a repeated page from memory, with the same text as the first answer', async () => {
    await makeStudent(t.db, { firstName: 'Ayla' });
    await eventually((r) => r.name.startsWith('Ayla'));
    const before = t.app.pageCache.stats();
    const a = await t.call('GET', URL, registrar);
    const b = await t.call('GET', URL, registrar);
    expect(b.body).toBe(a.body);
    expect(t.app.pageCache.stats().hits).toBeGreaterThanOrEqual(before.hits + 2);
  });

  it("a write through the API is seen by the writer's next read at once", async () => {
    const top = await firstRow();
    const rec = (await t.call('GET', `/api/students/${top.id}`, registrar)).json();
    const body = {
      firstName: 'Renamed',
      lastName: rec.lastName,
      dateOfBirth: rec.dateOfBirth,
      email: rec.email,
      phone: rec.phone,
    };
    const put = await t.call('PUT', `/api/students/${top.id}/personal`, registrar, { body });
    expect(put.statusCode, put.body).toBe(200);
    expect((await firstRow()).name).toMatch(/^Renamed /);
  });

  it("a write behind the app (another instance, a job, a script) reaches the page through the table's notification", async () => {
    const top = await firstRow();
    await t.db.update(students).set({ firstName: 'Behind' }).where(eq(students.id, top.id));
    await eventually((r) => r.name.startsWith('Behind '));
  });

  it('a renamed reference row shows in the labels of the rows that use it', async () => {
    const top = await firstRow();
    const [s] = await t.db.select({ statusId: students.statusId }).from(students).where(eq(students.id, top.id));
    await t.db
      .update(refRows)
      .set({ label: sql`${refRows.label} || ' (renamed)'` })
      .where(eq(refRows.id, s.statusId!));
    await eventually((r) => (r.statusName ?? '').endsWith(' (renamed)'));
  });

  it('a rolled-back write changes nothing and the page stays kept', async () => {
    await firstRow();
    const before = t.app.pageCache.stats();
    await t.db
      .transaction(async (tx) => {
        await tx.update(students).set({ firstName: 'Never' });
        tx.rollback();
      })
      .catch(() => {});
    const row = await firstRow();
    expect(row.name.startsWith('Never')).toBe(false);
    expect(t.app.pageCache.stats().hits).toBe(before.hits + 1);
  });

  it('callers asking for the same page at once share one read', async () => {
    t.app.pageCache.clear();
    const before = t.app.pageCache.stats();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('GET', URL, registrar)));
    const after = t.app.pageCache.stats();
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(after.misses - before.misses).toBe(1);
    expect(after.shared - before.shared + after.hits - before.hits).toBe(7);
  });

  it('every answer, from memory or shared, is still a read of its students in the record access log', async () => {
    const reads = async () => {
      await t.app.accessLog.flush();
      return t.db
        .select({ ids: recordAccessLog.entityIds, requestId: recordAccessLog.requestId })
        .from(recordAccessLog)
        .where(eq(recordAccessLog.entity, 'student.list'));
    };
    // a page with students on it (this test may run alone)
    if (!(await t.call('GET', URL, registrar)).json().items.length) await makeStudent(t.db);
    t.app.pageCache.clear();
    const before = (await reads()).length;
    const stats = t.app.pageCache.stats();
    // one read shared by two callers, then two answers from memory
    const [first] = await Promise.all([t.call('GET', URL, registrar), t.call('GET', URL, registrar)]);
    await t.call('GET', URL, registrar);
    await t.call('GET', URL, registrar);
    expect(t.app.pageCache.stats().misses - stats.misses).toBe(1);
    const rows = (await reads()).slice(before);
    expect(rows).toHaveLength(4);
    const ids = (first.json().items as { id: number }[]).map((i) => String(i.id));
    for (const r of rows) expect(r.ids).toEqual(ids);
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(4);
  });

  it('still checks access before answering from memory', async () => {
    await firstRow();
    expect((await t.call('GET', URL, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', URL, null)).statusCode).toBe(401);
  });
});
