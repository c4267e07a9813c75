import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeGroup } from '../../../factories/index.js';
import { groupRights, menus } from './access.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { rightsCacheMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

describe('the rights cache', () => {
  it("reuses a user's rights between requests, and a change through the API applies at once", async () => {
    const group = await makeGroup(t.db, { name: 'Cached Office' });
    const { token } = await t.signIn({ username: 'cacheduser', groupId: group.id });
    const su = (await t.signIn({ roleId: ROLE.superUser })).token;
    const [studentMenu] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.link, '/student/list'));

    expect((await t.call('GET', '/api/students', token)).statusCode).toBe(403);
    const save = await t.call('PUT', `/api/admin/groups/${group.id}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: studentMenu.id, mode: 1 }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await t.call('GET', '/api/students', token)).statusCode).toBe(200);

    // a change behind the service's back (another instance) waits for the cache to expire
    await t.db.delete(groupRights).where(eq(groupRights.groupId, group.id));
    expect((await t.call('GET', '/api/students', token)).statusCode).toBe(200);
    t.app.forgetRights();
    expect((await t.call('GET', '/api/students', token)).statusCode).toBe(403);
  });
});
