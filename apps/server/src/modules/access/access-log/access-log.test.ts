import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type AccessLogRow } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { components, groupRights } from '../rights/access.schema.js';

let t: TestApp;
let su: string;
let registrar: { token: string; id: number };
let mine: { id: number }[];
let stranger: { id: number };
const REGISTRAR_IP = '10.77.0.1';
const EXPORT_IP = '10.77.0.2';

/** Every component at full mode: the tabs and the export need theirs, whatever the catalogue holds. */
async function grantAllComponents(groupId: number) {
  for (const c of await t.db.select({ id: components.id }).from(components)) {
    await t.db
      .insert(groupRights)
      .values({ groupId, kind: 'component', targetId: c.id, mode: 15 })
      .onConflictDoNothing();
  }
}

beforeAll(async () => {
  t = await testApp();
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  const group = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, group.id, { '/student/list': 15, '/admin/notify-all': 3 });
  await grantAllComponents(group.id);
  const r = await t.signIn({ username: 'reg-reader', firstName: 'Rita', lastName: 'Reader', groupId: group.id });
  registrar = { token: r.token, id: r.user.id };
  mine = [];
  for (let i = 0; i < 3; i++) mine.push(await makeStudent(t.db, { lastName: `Ferpawatch${i}` }));
  stranger = await makeStudent(t.db, { lastName: 'Elsewhere' });
});
afterAll(async () => {
  await t?.close();
});

const log = async (query: string, token = su) => {
  const res = await t.call('GET', `/api/admin/access-log?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AccessLogRow[]; total: number };
};

describe('the record access log', () => {
  it("records a registrar's reads of a tab, the list, the Update Student Info list and an export, and finds them by reader, student, part, way and day", async () => {
    const [a, b, c] = mine;
    expect(
      (await t.call('GET', `/api/students/${a.id}`, registrar.token, { remoteAddress: REGISTRAR_IP })).statusCode,
    ).toBe(200);
    const list = await t.call('GET', '/api/students?q=Ferpawatch&sort=id', registrar.token, {
      remoteAddress: REGISTRAR_IP,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: number }) => s.id)).toEqual([a.id, b.id, c.id]);
    expect(
      (
        await t.call('GET', '/api/admin/notify-all/students?q=Ferpawatch', registrar.token, {
          remoteAddress: REGISTRAR_IP,
        })
      ).statusCode,
    ).toBe(200);
    const exp = await t.call('POST', '/api/exports', registrar.token, {
      body: { path: '/api/students', params: { q: 'Ferpawatch' }, filename: 'students' },
      remoteAddress: EXPORT_IP,
    });
    expect(exp.statusCode, exp.body).toBe(200);
    // a list that found nobody read nobody
    expect((await t.call('GET', '/api/students?q=Nobodyatall', registrar.token)).statusCode).toBe(200);

    const all = await log(`actorId=${registrar.id}`);
    const seen = all.items.map((r) => [r.part, r.via, r.ip, r.studentId ?? r.studentIds.slice().sort((x, y) => x - y)]);
    expect(seen).toEqual([
      ['student.list', 'export', EXPORT_IP, [a.id, b.id, c.id]],
      ['student.notifyList', 'direct', REGISTRAR_IP, [a.id, b.id, c.id]],
      ['student.list', 'direct', REGISTRAR_IP, [a.id, b.id, c.id]],
      ['student.personal', 'direct', REGISTRAR_IP, a.id],
    ]);
    expect(all.total).toBe(4);
    expect(all.items[3]).toMatchObject({
      actorName: 'Rita Reader',
      actorUsername: 'reg-reader',
      partLabel: 'Tab: Personal',
      studentName: expect.stringContaining('Ferpawatch0'),
      count: 1,
    });
    expect(all.items[0]).toMatchObject({ partLabel: 'Student list', count: 3, studentName: null });

    // by student: its own page and every answer that held it; a student nobody read has no row
    expect((await log(`studentId=${a.id}&actorId=${registrar.id}`)).total).toBe(4);
    expect((await log(`studentId=${b.id}&actorId=${registrar.id}`)).items.map((r) => r.part)).toEqual([
      'student.list',
      'student.notifyList',
      'student.list',
    ]);
    expect((await log(`studentId=${stranger.id}`)).total).toBe(0);
    // by part and way
    const exported = await log(`actorId=${registrar.id}&part=student.list&via=export`);
    expect(exported.items.map((r) => r.ip)).toEqual([EXPORT_IP]);
    expect((await log(`actorId=${registrar.id}&via=direct`)).total).toBe(3);
    // by day (UTC), both ends included
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await log(`actorId=${registrar.id}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await log(`actorId=${registrar.id}&from=${tomorrow}`)).total).toBe(0);
    expect((await log(`actorId=${registrar.id}&to=2000-01-01`)).total).toBe(0);
    // by the reader's name, username or address
    expect((await log('q=reg-reader')).total).toBe(4);
    expect((await log(`q=${EXPORT_IP}`)).total).toBe(1);
  });

  it('records the students a global search found', async () => {
    const { user, token } = await t.signIn({ roleId: ROLE.superAdmin });
    const res = await t.call('GET', '/api/search?q=Ferpawatch', token);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await log(`actorId=${user.id}&part=student.search`)).items;
    expect(rows).toHaveLength(1);
    expect(rows[0].studentIds.sort((x, y) => x - y)).toEqual(mine.map((s) => s.id));
    expect(rows[0]).toMatchObject({ partLabel: 'Global search', via: 'direct', count: 3 });
  });

  it('pages, sorts and refuses bad filters with field errors', async () => {
    const first = await log(`actorId=${registrar.id}&pageSize=25&sort=at`);
    expect(first.items.map((r) => r.part)[0]).toBe('student.personal');
    expect((await log(`actorId=${registrar.id}&sort=-ip`)).items[0].ip).toBe(EXPORT_IP);
    expect((await log('sort=reader')).total).toBeGreaterThan(4);
    expect((await log(`actorId=${registrar.id}&page=2&pageSize=25`)).items).toEqual([]);
    for (const [query, field] of [
      ['sort=secret', 'sort'],
      ['from=2026-02-30x', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['studentId=abc', 'studentId'],
      ['via=mail', 'via'],
      ['part=student%3Bdrop', 'part'],
    ]) {
      const res = await t.call('GET', `/api/admin/access-log?${query}`, su);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), query).toContain(field);
    }
  });

  it("is the super user's and an auditor group's: a registrar and a super admin get 403", async () => {
    expect((await t.call('GET', '/api/admin/access-log', registrar.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/access-log/readers', registrar.token)).statusCode).toBe(403);
    const sa = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    expect((await t.call('GET', '/api/admin/access-log', sa)).statusCode).toBe(403);

    const auditors = await makeGroup(t.db, { name: 'Auditors' });
    await grantMenus(t.db, auditors.id, { '/admin/access-log': 1 });
    const auditor = (await t.signIn({ groupId: auditors.id })).token;
    expect((await log(`actorId=${registrar.id}`, auditor)).total).toBe(4);
    const me = (await t.call('GET', '/api/auth/me', auditor)).json();
    expect(JSON.stringify(me.menu)).toContain('/admin/access-log');
    const readers = await t.call('GET', '/api/admin/access-log/readers?q=reg-', auditor);
    expect(readers.statusCode).toBe(200);
    expect(readers.json().items).toEqual([{ id: registrar.id, name: 'Rita Reader', username: 'reg-reader' }]);
  });

  it('exports through the generic export', async () => {
    const res = await t.call('POST', '/api/exports', su, {
      body: {
        path: '/api/admin/access-log',
        params: { actorId: registrar.id },
        columns: [
          { key: 'at', title: 'At' },
          { key: 'partLabel', title: 'Part' },
          { key: 'studentIds', title: 'Students' },
        ],
        filename: 'access_log',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
  });
});
