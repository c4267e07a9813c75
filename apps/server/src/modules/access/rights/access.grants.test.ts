import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';

let t: TestApp;
let su: string;
let sa: string;
let menuIds: Map<string, number>;
let compIds: Map<string, number>;
beforeAll(async () => {
  t = await testApp();
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  sa = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  menuIds = new Map(
    ((await t.call('GET', '/api/admin/menus', su)).json().items as { id: number; key: string }[]).map((m) => [
      m.key,
      m.id,
    ]),
  );
  compIds = new Map(
    ((await t.call('GET', '/api/admin/components', su)).json().items as { id: number; key: string }[]).map((c) => [
      c.key,
      c.id,
    ]),
  );
});
afterAll(async () => {
  await t?.close();
});

const menu = (key: string, mode: number) => ({ kind: 'menu', targetId: menuIds.get(key)!, mode });
const comp = (key: string, mode: number) => ({ kind: 'component', targetId: compIds.get(key)!, mode });
const rightsOf = async (groupId: number) => (await t.call('GET', `/api/admin/groups/${groupId}/rights`, su)).json();
const saveRights = (token: string, groupId: number, rights: object[], screen: 'rights' | 'menu-access' = 'rights') =>
  t.call('PUT', `/api/admin/groups/${groupId}/${screen}`, token, { body: { rights } });

/** A group whose members may edit group access and menu access, and hold a little else. */
async function granter() {
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/admin/group/access': 5, '/admin/menu-access': 5, '/lead/list': 3 });
  await t.call('PUT', `/api/admin/groups/${g.id}/rights`, su, {
    body: {
      rights: [menu('admin.groupAccess', 5), menu('admin.menuAccess', 5), menu('lead', 3), comp('studentProfile', 1)],
    },
  });
  const { token } = await t.signIn({ groupId: g.id });
  return { group: g, token };
}

describe('granting rights', () => {
  it('nobody edits the rights of their own group (403), on either screen; nothing changes', async () => {
    const { group, token } = await granter();
    const before = await rightsOf(group.id);
    for (const screen of ['rights', 'menu-access'] as const) {
      const res = await saveRights(
        token,
        group.id,
        [menu('admin.groupAccess', 5), menu('lead', 15), menu('reports', 1)],
        screen,
      );
      expect(res.statusCode, screen).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    // not even lowering
    expect((await saveRights(token, group.id, [menu('lead', 1)])).statusCode).toBe(403);
    expect(await rightsOf(group.id)).toEqual(before);
  });

  it("nobody grants more than they hold: each entry above the granter's own mode is named", async () => {
    const { token } = await granter();
    const target = await makeGroup(t.db);
    const res = await saveRights(token, target.id, [
      menu('lead', 15),
      menu('calendar', 1),
      comp('studentProfile', 3),
      menu('admin.user', 1),
    ]);
    expect(res.statusCode).toBe(403);
    const { error } = res.json();
    expect(error.code).toBe('FORBIDDEN');
    expect(Object.keys(error.fields).sort()).toEqual(['rights.0', 'rights.1', 'rights.2', 'rights.3']);
    expect(error.fields['rights.0']).toMatch(/Lead/);
    expect(error.fields['rights.2']).toMatch(/Student profile/);
    expect(error.message).toMatch(/Lead/);
    expect((await rightsOf(target.id)).menus.every((m: { mode: number }) => m.mode === 0)).toBe(true);

    // menu access is held to the same rule
    expect((await saveRights(token, target.id, [menu('reports', 1)], 'menu-access')).statusCode).toBe(403);

    // within the granter's own modes it saves
    const ok = await saveRights(token, target.id, [
      menu('lead', 3),
      comp('studentProfile', 1),
      menu('admin.groupAccess', 1),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().menus.find((m: { menuId: number }) => m.menuId === menuIds.get('lead')).mode).toBe(3);
  });

  it('keeping or lowering what another granted is no grant', async () => {
    const { token } = await granter();
    const target = await makeGroup(t.db);
    await saveRights(su, target.id, [menu('reports', 15), menu('lead', 1)]);
    // the matrix saved back as it is, with one change within the granter's modes
    expect((await saveRights(token, target.id, [menu('reports', 15), menu('lead', 3)])).statusCode).toBe(200);
    // lowering an entry the granter does not hold
    expect((await saveRights(token, target.id, [menu('reports', 1), menu('lead', 3)])).statusCode).toBe(200);
    // but raising it back is a grant
    expect((await saveRights(token, target.id, [menu('reports', 3), menu('lead', 3)])).statusCode).toBe(403);
    const modes = (await rightsOf(target.id)).menus
      .filter((m: { mode: number }) => m.mode > 0)
      .map((m: { link: string; mode: number }) => [m.link, m.mode]);
    expect(modes.sort()).toEqual([
      ['/lead/list', 3],
      ['/reports/list', 1],
    ]);
  });

  it('a super admin grants anything but the entries hidden from super admins; a super user grants everything, own group included', async () => {
    const target = await makeGroup(t.db);
    expect((await saveRights(sa, target.id, [menu('lead', 15), comp('finance', 15)])).statusCode).toBe(200);
    const hidden = await saveRights(sa, target.id, [menu('lead', 15), menu('admin.menu', 1)]);
    expect(hidden.statusCode).toBe(403);
    expect(Object.keys(hidden.json().error.fields)).toEqual(['rights.1']);

    const suGroup = await makeGroup(t.db);
    const { token: suInGroup } = await t.signIn({ roleId: ROLE.superUser, groupId: suGroup.id });
    expect((await saveRights(suInGroup, suGroup.id, [menu('admin.menu', 15)])).statusCode).toBe(200);
    expect((await saveRights(su, target.id, [menu('admin.user', 15)])).statusCode).toBe(200);
  });
});
