import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { preceptors, studentRotations } from '../core/clinical.schema.js';

let t: TestApp;
let mine: number;
let theirs: number;

beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
  const [petra] = await t.db
    .select({ id: preceptors.id })
    .from(preceptors)
    .innerJoin(users, eq(users.id, preceptors.userId))
    .where(eq(users.username, 'preceptor'));
  const two = rowsOf<{ id: number }>(await t.db.execute(sql`select id from student_rotations order by id limit 2`));
  [mine, theirs] = two.map((r) => r.id);
  await t.db.update(studentRotations).set({ preceptorId: petra.id }).where(eq(studentRotations.id, mine));
  await t.db.update(studentRotations).set({ preceptorId: null }).where(eq(studentRotations.id, theirs));
});
afterAll(async () => {
  await t?.close();
});

describe('the preceptor portal', () => {
  it("lists the signed-in preceptor's rotations only, and opens one with its student's contact", async () => {
    const token = await t.login('preceptor');
    const list = await t.call('GET', '/api/preceptor/rotations', token);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().items.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const one = await t.call('GET', `/api/preceptor/rotations/${mine}`, token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: mine, preceptorName: 'Petra Preceptor' });
    expect(one.json().studentEmail).toMatch(/@/);
    // a rotation she does not supervise is not found
    expect((await t.call('GET', `/api/preceptor/rotations/${theirs}`, token)).statusCode).toBe(404);
  });

  it('is not for staff or students: 404, as if it were not there', async () => {
    for (const who of ['clinical', 'student']) {
      const token = await t.login(who);
      expect((await t.call('GET', '/api/preceptor/rotations', token)).statusCode, who).toBe(404);
      expect((await t.call('GET', `/api/preceptor/rotations/${mine}`, token)).statusCode, who).toBe(404);
    }
    expect((await t.call('GET', '/api/preceptor/rotations')).statusCode).toBe(401);
  });
});
