import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenu, MENU_CATALOGUE, ROLE, type MenuNode } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeUser } from '../../../factories/index.js';

let t: TestApp;
let su: string; // super user (role 100)
let sa: string; // super admin (role 99)
let menuIds: Map<string, number>; // by key
let compIds: Map<string, number>; // by key
beforeAll(async () => {
  t = await testApp();
  su = (await t.signIn({ username: 'root', roleId: ROLE.superUser })).token;
  sa = (await t.signIn({ username: 'admin99', roleId: ROLE.superAdmin })).token;
  const menus = (await t.call('GET', '/api/admin/menus', su)).json().items as { id: number; key: string }[];
  menuIds = new Map(menus.map((m) => [m.key, m.id]));
  const comps = (await t.call('GET', '/api/admin/components', su)).json().items as { id: number; key: string }[];
  compIds = new Map(comps.map((c) => [c.key, c.id]));
});
afterAll(async () => {
  await t?.close();
});

const menuId = (key: string) => {
  const id = menuIds.get(key);
  if (!id) throw new Error(`no menu ${key}`);
  return id;
};
const compId = (key: string) => {
  const id = compIds.get(key);
  if (!id) throw new Error(`no component ${key}`);
  return id;
};
const createGroup = async (body: object, token = su) => t.call('POST', '/api/admin/groups', token, { body });
const groupId = async (name: string, parentId?: number) => {
  const res = await createGroup({ name, parentId });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
/** Nested keys of a menu tree: ['lead', ['student', ['student.registrar']]]. */
type Shape = (string | [string, Shape])[];
const shape = (nodes: MenuNode[]): Shape =>
  nodes.map((n) => (n.children ? ([n.key, shape(n.children)] as [string, Shape]) : n.key));
const flatKeys = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.key, ...flatKeys(n.children ?? [])]);

describe('access groups', () => {
  it('creates groups in a hierarchy and refuses duplicates, unknown parents and cycles', async () => {
    const root = await createGroup({ name: 'Faculty Board', description: 'Top' });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toMatchObject({
      name: 'Faculty Board',
      description: 'Top',
      parentId: null,
      parentName: null,
      active: true,
      userCount: 0,
    });
    const child = await createGroup({ name: 'Department', parentId: root.json().id });
    expect(child.json()).toMatchObject({ parentId: root.json().id, parentName: 'Faculty Board' });
    const grandchild = await createGroup({ name: 'Section', parentId: child.json().id });
    expect(grandchild.statusCode).toBe(201);

    const dup = await createGroup({ name: 'faculty board' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'CONFLICT', fields: { name: expect.any(String) } });

    const orphan = await createGroup({ name: 'Orphan', parentId: 999999 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.fields).toHaveProperty('parentId');

    const bad = await createGroup({ name: ' padded ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('name');

    const rootId = root.json().id;
    for (const parentId of [grandchild.json().id, child.json().id, rootId]) {
      const cycle = await t.call('PUT', `/api/admin/groups/${rootId}`, su, {
        body: { name: 'Faculty Board', parentId },
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().error.fields).toHaveProperty('parentId');
    }
    expect((await t.call('GET', `/api/admin/groups/${rootId}`, su)).json().parentId).toBeNull();

    const rename = await t.call('PUT', `/api/admin/groups/${child.json().id}`, su, {
      body: { name: 'Department of Surgery', parentId: rootId, description: 'Cuts' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({
      name: 'Department of Surgery',
      description: 'Cuts',
      parentName: 'Faculty Board',
    });
    const clash = await t.call('PUT', `/api/admin/groups/${child.json().id}`, su, {
      body: { name: 'FACULTY BOARD', parentId: rootId },
    });
    expect(clash.statusCode).toBe(409);
    // keeping one's own name is no clash
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${rootId}`, su, {
          body: { name: 'Faculty Board', description: 'Top level' },
        })
      ).statusCode,
    ).toBe(200);

    expect((await t.call('GET', '/api/admin/groups/999999', su)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/admin/groups/999999', su, { body: { name: 'Nope' } })).statusCode).toBe(404);
  });

  it('lists groups with paging, search and sort', async () => {
    for (const n of ['List Alpha', 'List Beta', 'List Gamma']) await groupId(n);
    const res = await t.call('GET', '/api/admin/groups?q=list%20&sort=-name&pageSize=25', su);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.json().items.map((g: { name: string }) => g.name)).toEqual(['List Gamma', 'List Beta', 'List Alpha']);
    const asc = await t.call('GET', '/api/admin/groups?q=list%20&sort=name', su);
    expect(asc.json().items[0].name).toBe('List Alpha');

    const all = await t.call('GET', '/api/admin/groups?pageSize=25', su);
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    const page2 = await t.call('GET', `/api/admin/groups?pageSize=25&page=2`, su);
    expect(page2.json()).toMatchObject({ page: 2, total: all.json().total });
    expect(page2.json().items).toHaveLength(Math.max(0, all.json().total - 25));

    const badSort = await t.call('GET', '/api/admin/groups?sort=password', su);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.fields).toHaveProperty('sort');
    expect((await t.call('GET', '/api/admin/groups?pageSize=30', su)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/groups?page=0', su)).statusCode).toBe(400);
  });

  it('answers the tree, the members and the supervisors (users of the groups above)', async () => {
    const top = await groupId('Tree Top');
    const mid = await groupId('Tree Mid', top);
    const leaf = await groupId('Tree Leaf', mid);
    const boss = await makeUser(t.db, { username: 'treeboss', firstName: 'Aaron', groupId: top });
    const lead = await makeUser(t.db, { username: 'treelead', firstName: 'Berta', groupId: mid });
    await makeUser(t.db, { username: 'treeformer', firstName: 'Cleo', groupId: mid, active: false });
    const worker = await makeUser(t.db, { username: 'treeworker', firstName: 'Dora', groupId: leaf });

    const tree = (await t.call('GET', '/api/admin/groups/tree', su)).json().items as {
      id: number;
      name: string;
      children: unknown[];
    }[];
    const topNode = tree.find((n) => n.id === top);
    expect(topNode).toEqual({
      id: top,
      name: 'Tree Top',
      active: true,
      children: [
        {
          id: mid,
          name: 'Tree Mid',
          active: true,
          children: [{ id: leaf, name: 'Tree Leaf', active: true, children: [] }],
        },
      ],
    });
    expect(tree.some((n) => n.id === mid || n.id === leaf)).toBe(false);

    const members = (await t.call('GET', `/api/admin/groups/${mid}/users`, su)).json().items;
    expect(members.map((u: { id: number }) => u.id)).toEqual([lead.id]);

    const sup = (await t.call('GET', `/api/admin/groups/${leaf}/supervisors`, su)).json().items;
    expect(sup.map((u: { id: number }) => u.id)).toEqual([boss.id, lead.id]);
    expect(sup.map((u: { id: number }) => u.id)).not.toContain(worker.id);
    expect((await t.call('GET', `/api/admin/groups/${top}/supervisors`, su)).json().items).toEqual([]);
    expect((await t.call('GET', '/api/admin/groups/999999/supervisors', su)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/groups/999999/users', su)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/admin/groups/${top}`, su)).json().userCount).toBe(1);
  });

  it('refuses to delete a group with users or child groups (422); deletes an empty one', async () => {
    const parent = await groupId('Del Parent');
    const child = await groupId('Del Child', parent);
    const withUser = await groupId('Del Staffed');
    await makeUser(t.db, { username: 'delstaff', groupId: withUser });

    const staffed = await t.call('DELETE', `/api/admin/groups/${withUser}`, su);
    expect(staffed.statusCode).toBe(422);
    expect(staffed.json().error.code).toBe('RULE');
    expect((await t.call('DELETE', `/api/admin/groups/${parent}`, su)).statusCode).toBe(422);

    await t.call('PUT', `/api/admin/groups/${child}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('lead'), mode: 1 }] },
    });
    expect((await t.call('DELETE', `/api/admin/groups/${child}`, su)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/groups/${child}`, su)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/groups/${parent}`, su)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/groups/${parent}`, su)).statusCode).toBe(404);
  });
});

describe('access rights', () => {
  it("saves a group's rights: write implies read, 16 is refused, unknown or repeated targets are refused", async () => {
    const g = await groupId('Rights Group');
    const save = await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: {
        rights: [
          { kind: 'menu', targetId: menuId('lead'), mode: 2 },
          { kind: 'menu', targetId: menuId('reports'), mode: 12 },
          { kind: 'menu', targetId: menuId('calendar'), mode: 0 },
          { kind: 'component', targetId: compId('studentProfile'), mode: 4 },
        ],
      },
    });
    expect(save.statusCode).toBe(200);
    const modeOf = (m: { menus: { menuId: number; mode: number }[] }, key: string) =>
      m.menus.find((r) => r.menuId === menuId(key))?.mode;
    expect(modeOf(save.json(), 'lead')).toBe(3);
    expect(modeOf(save.json(), 'reports')).toBe(13);
    expect(modeOf(save.json(), 'calendar')).toBe(0);
    expect(modeOf(save.json(), 'dashboard')).toBe(0);
    expect(save.json().menus).toHaveLength(flattenMenu().length);

    const got = (await t.call('GET', `/api/admin/groups/${g}/rights`, su)).json();
    expect(got).toEqual(save.json());
    expect(got.components.find((c: { componentId: number }) => c.componentId === compId('studentProfile')).mode).toBe(
      5,
    );

    const sixteen = await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('lead'), mode: 16 }] },
    });
    expect(sixteen.statusCode).toBe(400);
    expect(sixteen.json().error.code).toBe('BAD_INPUT');
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
          body: { rights: [{ kind: 'menu', targetId: menuId('lead'), mode: -1 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
          body: { rights: [{ kind: 'menu', targetId: 999999, mode: 1 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
          body: {
            rights: [
              { kind: 'menu', targetId: menuId('lead'), mode: 1 },
              { kind: 'menu', targetId: menuId('lead'), mode: 3 },
            ],
          },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
          body: { rights: [{ kind: 'screen', targetId: menuId('lead'), mode: 1 }] },
        })
      ).statusCode,
    ).toBe(400);
    // the refused saves changed nothing
    expect((await t.call('GET', `/api/admin/groups/${g}/rights`, su)).json()).toEqual(got);
    expect((await t.call('GET', '/api/admin/groups/999999/rights', su)).statusCode).toBe(404);
  });

  it("a user's rights follow their group, at once", async () => {
    const g = await groupId('Readers');
    const { token } = await t.signIn({ username: 'reader', groupId: g });
    expect((await t.call('GET', '/api/admin/groups', token)).statusCode).toBe(403);

    await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('admin.group'), mode: 1 }] },
    });
    expect((await t.call('GET', '/api/admin/groups', token)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/groups', token, { body: { name: 'By Reader' } })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/auth/me', token)).json().accessRights.menus['/admin/group/list']).toBe(1);

    await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('admin.group'), mode: 3 }] },
    });
    expect((await t.call('POST', '/api/admin/groups', token, { body: { name: 'By Reader' } })).statusCode).toBe(201);
    const created = (await t.call('GET', '/api/admin/groups?q=By%20Reader', token)).json().items[0];
    expect(
      (await t.call('PUT', `/api/admin/groups/${created.id}`, token, { body: { name: 'By Reader 2' } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/admin/groups/${created.id}`, token)).statusCode).toBe(403);

    // moved to another group, the user carries that group's rights
    const other = await groupId('Nothing Group');
    const me = (await t.call('GET', '/api/auth/me', token)).json().user;
    const moved = await t.call('PUT', `/api/admin/users/${me.id}`, su, {
      body: {
        username: 'reader',
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        userType: 'Staff',
        groupId: other,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/groups', token)).statusCode).toBe(403);
  });

  it("a user's own override wins over the group, both ways", async () => {
    const g = await groupId('Override Group');
    await grantMenus(t.db, g, { '/admin/group/list': 15 });
    const narrowed = await t.signIn({ username: 'narrowed', groupId: g });
    const widened = await t.signIn({ username: 'widened', groupId: g });
    const plain = await t.signIn({ username: 'plain', groupId: g });

    const put = (userId: number, rights: object[]) =>
      t.call('PUT', `/api/admin/users/${userId}/rights`, su, { body: { rights } });
    const r1 = await put(narrowed.user.id, [{ kind: 'menu', targetId: menuId('admin.group'), mode: 1 }]);
    expect(r1.statusCode).toBe(200);
    const row = r1.json().menus.find((m: { menuId: number }) => m.menuId === menuId('admin.group'));
    expect(row).toMatchObject({ mode: 1, inherited: 15 });
    expect((await t.call('GET', '/api/admin/groups', narrowed.token)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/admin/groups', narrowed.token, { body: { name: 'Narrowed Try' } })).statusCode,
    ).toBe(403);

    await put(widened.user.id, [
      { kind: 'menu', targetId: menuId('lead'), mode: 1 },
      { kind: 'menu', targetId: menuId('admin.groupAccess'), mode: 4 },
    ]);
    const wRights = (await t.call('GET', '/api/auth/me', widened.token)).json().accessRights.menus;
    expect(wRights).toMatchObject({ '/lead/list': 1, '/admin/group/access': 5, '/admin/group/list': 15 });
    expect((await t.call('GET', `/api/admin/groups/${g}/rights`, widened.token)).statusCode).toBe(200);

    // the group's other members keep the group's rights
    expect((await t.call('POST', '/api/admin/groups', plain.token, { body: { name: 'Plain Try' } })).statusCode).toBe(
      201,
    );
    expect((await t.call('GET', `/api/admin/groups/${g}/rights`, plain.token)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/admin/users/${plain.user.id}/rights`, su))
        .json()
        .menus.find((m: { menuId: number }) => m.menuId === menuId('admin.group')),
    ).toMatchObject({ mode: 0, inherited: 15 });
  });

  it('component rights reach the signed-in user with their sub-components', async () => {
    const g = await groupId('Component Group');
    await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: {
        rights: [
          { kind: 'component', targetId: compId('studentProfile'), mode: 1 },
          { kind: 'component', targetId: compId('studentProfile.notes'), mode: 6 },
        ],
      },
    });
    const { token } = await t.signIn({ username: 'compuser', groupId: g });
    const comps = (await t.call('GET', '/api/auth/me', token)).json().accessRights.components;
    expect(comps.studentProfile.accessMode).toBe(1);
    expect(comps.studentProfile.subComponents.notes.accessMode).toBe(7);
    expect(comps.studentProfile.subComponents.statusChange.accessMode).toBe(0);
    expect(comps.finance.accessMode).toBe(0);
  });

  it("menu access saves menus only and keeps the group's component rights", async () => {
    const g = await groupId('Menu Access Group');
    await t.call('PUT', `/api/admin/groups/${g}/rights`, su, {
      body: {
        rights: [
          { kind: 'menu', targetId: menuId('lead'), mode: 15 },
          { kind: 'component', targetId: compId('finance'), mode: 3 },
        ],
      },
    });
    const refused = await t.call('PUT', `/api/admin/groups/${g}/menu-access`, su, {
      body: { rights: [{ kind: 'component', targetId: compId('finance'), mode: 0 }] },
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.call('PUT', `/api/admin/groups/${g}/menu-access`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('calendar'), mode: 8 }] },
    });
    expect(saved.statusCode).toBe(200);
    const m = (await t.call('GET', `/api/admin/groups/${g}/menu-access`, su)).json();
    const modeOf = (key: string) => m.menus.find((r: { menuId: number }) => r.menuId === menuId(key)).mode;
    expect(modeOf('calendar')).toBe(9);
    expect(modeOf('lead')).toBe(0);
    expect(m.components.find((c: { componentId: number }) => c.componentId === compId('finance')).mode).toBe(3);
  });
});

describe('menus and components (super user)', () => {
  it('lists the seeded catalogue and does menu CRUD', async () => {
    const list = (await t.call('GET', '/api/admin/menus', su)).json().items as {
      key: string;
      link: string;
      superUserView: boolean;
    }[];
    expect(list.map((m) => m.key).sort()).toEqual(
      flattenMenu()
        .map((d) => d.key)
        .sort(),
    );
    expect(list.find((m) => m.key === 'admin.user')).toMatchObject({ link: '/admin/user', superUserView: true });

    const body = {
      key: 'admin.custom',
      name: 'custom',
      title: 'Custom Page',
      link: '/admin/custom',
      parentId: menuId('admin'),
      icon: 'ToolOutlined',
      sortOrder: 500,
    };
    const created = await t.call('POST', '/api/admin/menus', su, { body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, superUserView: false, adminCannotView: false, urlParam: false });
    const id = created.json().id as number;

    expect((await t.call('POST', '/api/admin/menus', su, { body })).statusCode).toBe(409);
    expect(
      (
        await t.call('POST', '/api/admin/menus', su, { body: { ...body, key: 'admin.custom2', link: 'not a path' } })
      ).json().error.fields,
    ).toHaveProperty('link');
    expect(
      (await t.call('POST', '/api/admin/menus', su, { body: { ...body, key: 'admin.custom3', parentId: 999999 } }))
        .statusCode,
    ).toBe(400);

    const upd = await t.call('PUT', `/api/admin/menus/${id}`, su, {
      body: { ...body, title: 'Custom Tools', superUserView: true },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ id, title: 'Custom Tools', superUserView: true });
    expect((await t.call('PUT', `/api/admin/menus/${id}`, su, { body: { ...body, parentId: id } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call('PUT', `/api/admin/menus/${id}`, su, { body: { ...body, key: 'admin.user' } })).statusCode,
    ).toBe(409);
    expect((await t.call('PUT', '/api/admin/menus/999999', su, { body })).statusCode).toBe(404);

    // no cycles: an entry cannot sit under its own child
    const child = await t.call('POST', '/api/admin/menus', su, {
      body: { ...body, key: 'admin.custom.child', link: '/admin/custom/child', parentId: id },
    });
    expect(child.statusCode).toBe(201);
    const cycle = await t.call('PUT', `/api/admin/menus/${id}`, su, { body: { ...body, parentId: child.json().id } });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toHaveProperty('parentId');
    expect(
      (await t.call('PUT', `/api/admin/menus/${id}`, su, { body: { ...body, parentId: 999999 } })).statusCode,
    ).toBe(400);
    expect((await t.call('DELETE', `/api/admin/menus/${id}`, su)).statusCode).toBe(422);
    expect((await t.call('DELETE', `/api/admin/menus/${child.json().id}`, su)).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/admin/menus/${menuId('admin')}`, su)).statusCode).toBe(422);
    expect((await t.call('DELETE', `/api/admin/menus/${id}`, su)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/menus/${id}`, su)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/menus', su)).json().items.some((m: { id: number }) => m.id === id)).toBe(
      false,
    );
  });

  it('does component CRUD', async () => {
    const list = (await t.call('GET', '/api/admin/components', su)).json().items as {
      key: string;
      parentId: number | null;
    }[];
    expect(list.map((c) => c.key)).toEqual(
      expect.arrayContaining(['studentProfile', 'studentProfile.notes', 'finance.refunds']),
    );
    expect(list.find((c) => c.key === 'studentProfile.notes')!.parentId).toBe(compId('studentProfile'));

    const body = { key: 'housing', name: 'Housing', description: 'Rooms' };
    const created = await t.call('POST', '/api/admin/components', su, { body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, parentId: null });
    const id = created.json().id as number;
    const sub = await t.call('POST', '/api/admin/components', su, {
      body: { key: 'housing.rooms', name: 'Rooms', parentId: id },
    });
    expect(sub.statusCode).toBe(201);
    expect((await t.call('POST', '/api/admin/components', su, { body })).statusCode).toBe(409);
    expect((await t.call('POST', '/api/admin/components', su, { body: { key: '9bad', name: 'Bad' } })).statusCode).toBe(
      400,
    );

    const upd = await t.call('PUT', `/api/admin/components/${id}`, su, { body: { ...body, name: 'Student Housing' } });
    expect(upd.json()).toMatchObject({ id, name: 'Student Housing' });
    expect(
      (await t.call('PUT', `/api/admin/components/${id}`, su, { body: { ...body, parentId: id } })).statusCode,
    ).toBe(400);
    const cycle = await t.call('PUT', `/api/admin/components/${id}`, su, {
      body: { ...body, parentId: sub.json().id },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toHaveProperty('parentId');
    expect(
      (await t.call('PUT', `/api/admin/components/${id}`, su, { body: { ...body, parentId: 999999 } })).statusCode,
    ).toBe(400);

    expect((await t.call('DELETE', `/api/admin/components/${id}`, su)).statusCode).toBe(422);
    expect((await t.call('DELETE', `/api/admin/components/${sub.json().id}`, su)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/components/${id}`, su)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/components/${id}`, su)).statusCode).toBe(404);
  });

  it('a super admin gets 403 on menus, components and users but 200 on groups and rights', async () => {
    for (const url of ['/api/admin/menus', '/api/admin/components', '/api/admin/users']) {
      const res = await t.call('GET', url, sa);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(
      (await t.call('POST', '/api/admin/menus', sa, { body: { key: 'x.y', name: 'x', title: 'x', link: '/x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/admin/groups', sa)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/groups/tree', sa)).statusCode).toBe(200);
    const g = await groupId('Admin Made', undefined);
    expect((await t.call('GET', `/api/admin/groups/${g}/rights`, sa)).statusCode).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/admin/groups/${g}/rights`, sa, {
          body: { rights: [{ kind: 'menu', targetId: menuId('lead'), mode: 1 }] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await createGroup({ name: 'By Super Admin' }, sa)).statusCode).toBe(201);
  });
});

describe('the signed-in menu', () => {
  it("holds exactly the entries the user's group can read, with their parents", async () => {
    const g = await makeGroup(t.db, { name: 'Menu Shape Group' });
    await grantMenus(t.db, g.id, {
      '/lead/list': 1,
      '/medical/registrar': 1,
      '/exams/kaplan': 3,
      '/exams/nbme-shelf': 0,
      '/admin/user': 15,
      '/admin/menu/list': 15,
      '/admin/group/access': 1,
    });
    await makeUser(t.db, { username: 'menushape', groupId: g.id });
    const login = await t.call('POST', '/api/auth/login', null, {
      body: { username: 'menushape', password: 'Caduceus@2026' },
    });
    const menu = login.json().menu as MenuNode[];
    expect(shape(menu)).toEqual([
      ['student', ['student.registrar']],
      'lead',
      ['exams', ['exams.kaplan']],
      ['admin', ['admin.groupAccess']],
    ]);
    // a module's own link is its first visible child
    expect(menu[0]).toMatchObject({ title: 'Student', link: '/medical/registrar', icon: 'TeamOutlined' });
    expect(menu[3].link).toBe('/admin/group/access');
    expect((await t.call('GET', '/api/auth/me', login.json().token)).json().menu).toEqual(menu);
  });

  it('is empty for a user whose group has no rights', async () => {
    const g = await makeGroup(t.db, { name: 'Empty Menu Group' });
    const { token } = await t.signIn({ username: 'nomenu', groupId: g.id });
    expect((await t.call('GET', '/api/auth/me', token)).json().menu).toEqual([]);
  });

  it('shows a super admin everything but the super-user entries, and a super user everything', async () => {
    const all = flattenMenu().map((d) => d.key);
    const suOnly = flattenMenu()
      .filter((d) => d.superUserView || d.adminCannotView)
      .map((d) => d.key);
    expect(suOnly).toEqual(expect.arrayContaining(['admin.user', 'admin.menu', 'admin.component']));
    const adminMenu = (await t.call('GET', '/api/auth/me', sa)).json().menu as MenuNode[];
    expect(flatKeys(adminMenu).sort()).toEqual(all.filter((k) => !suOnly.includes(k)).sort());
    const suMenu = (await t.call('GET', '/api/auth/me', su)).json().menu as MenuNode[];
    expect(flatKeys(suMenu).sort()).toEqual([...all].sort());
    expect(suMenu.map((n) => n.key)).toEqual(MENU_CATALOGUE.map((d) => d.key));
  });
});

describe('GET /api/admin/groups (list)', () => {
  it('shows each group its own parent name and its own number of users', async () => {
    const top = await groupId('Listing Top');
    const mid = await groupId('Listing Middle', top);
    await groupId('Listing Empty', mid);
    await makeUser(t.db, { groupId: mid });
    await makeUser(t.db, { groupId: mid, active: false });
    await makeUser(t.db, { groupId: top });
    const res = await t.call('GET', '/api/admin/groups?q=Listing&sort=name', su);
    expect(res.statusCode).toBe(200);
    const rows = (res.json().items as { name: string; parentName: string | null; userCount: number }[]).map((g) => [
      g.name,
      g.parentName,
      g.userCount,
    ]);
    expect(rows).toEqual([
      ['Listing Empty', 'Listing Middle', 0],
      ['Listing Middle', 'Listing Top', 2],
      ['Listing Top', null, 1],
    ]);
  });
});

describe('user overrides', () => {
  it('keeps an explicit "no rights" override apart from no override', async () => {
    const g = await makeGroup(t.db, { name: 'Explicit Deny Group' });
    await grantMenus(t.db, g.id, { '/lead/list': 15, '/task/list': 3 });
    const { user, token } = await t.signIn({ groupId: g.id });
    const save = await t.call('PUT', `/api/admin/users/${user.id}/rights`, su, {
      body: { rights: [{ kind: 'menu', targetId: menuId('lead'), mode: 0 }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const rows = save.json().menus as { menuId: number; mode: number; inherited: number; overridden: boolean }[];
    expect(rows.find((r) => r.menuId === menuId('lead'))).toMatchObject({ mode: 0, inherited: 15, overridden: true });
    expect(rows.find((r) => r.menuId === menuId('task'))).toMatchObject({ mode: 0, inherited: 3, overridden: false });
    const me = (await t.call('GET', '/api/auth/me', token)).json();
    expect(me.accessRights.menus['/lead/list']).toBe(0);
    expect(me.accessRights.menus['/task/list']).toBe(3);
    expect((await t.call('GET', '/api/admin/users/1/rights', su)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/groups/options', () => {
  it('is readable with any of the group list, group access or menu access rights, and lists every group', async () => {
    for (let i = 0; i < 3; i++) await groupId(`Option Group ${i}`);
    const g = await makeGroup(t.db, { name: 'Menu Access Only' });
    await grantMenus(t.db, g.id, { '/admin/menu-access': 1 });
    const { token } = await t.signIn({ groupId: g.id });
    const res = await t.call('GET', '/api/admin/groups/options', token);
    expect(res.statusCode).toBe(200);
    const names = (res.json().items as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Option Group 0', 'Option Group 2', 'Menu Access Only']));
    expect((await t.call('GET', '/api/admin/groups', token)).statusCode).toBe(403);
    const none = (await t.signIn()).token;
    expect((await t.call('GET', '/api/admin/groups/options', none)).statusCode).toBe(403);
  });
});
