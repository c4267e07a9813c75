import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent, makeUser } from '../../../factories/index.js';

let t: TestApp;
let superUser: string;
let superAdmin: string;
beforeAll(async () => {
  t = await testApp();
  superUser = (await t.signIn({ roleId: ROLE.superUser })).token;
  superAdmin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  await makeUser(t.db, { firstName: 'Margarethe', lastName: 'Okonkwo-Search', username: 'mokonkwo' });
  await makeUser(t.db, { firstName: 'Ignatius', lastName: 'Okonkwo-Search', username: 'iokonkwo', active: false });
});
afterAll(async () => {
  await t?.close();
});

type Group = { key: string; label: string; items: { title: string; subtitle: string | null; link: string }[] };
const search = async (token: string, q: string, extra = '') => {
  const res = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups as Group[];
};

describe('global search', () => {
  it("finds users by name or username for the super user, each linking to the user's form", async () => {
    const users = (await search(superUser, 'okonkwo-sea')).find((g) => g.key === 'users')!;
    expect(users.label).toBe('Users');
    expect(users.items.map((i) => i.title)).toEqual(['Ignatius Okonkwo-Search', 'Margarethe Okonkwo-Search']);
    expect(users.items[0].subtitle).toContain('inactive');
    expect(users.items[1].link).toMatch(/^\/admin\/user\?edit=\d+$/);
    expect((await search(superUser, 'MOKONKWO')).find((g) => g.key === 'users')!.items).toHaveLength(1);
  });

  it('finds reference rows by label, linking to the row on its table', async () => {
    const ref = (await search(superUser, 'arab')).find((g) => g.key === 'reference')!;
    expect(ref.items).toContainEqual({
      title: 'United Arab Emirates',
      subtitle: 'Country',
      link: expect.stringMatching(/^\/admin\/control-table\/admin\?table=country&edit=\d+$/),
    });
  });

  it('finds students by name or id, each opening the record', async () => {
    const s = await makeStudent(t.db, { firstName: 'Philippa', lastName: 'Quatermain' });
    const students = (await search(superUser, 'philippa quater')).find((g) => g.key === 'students')!;
    expect(students.items).toEqual([
      {
        title: 'Philippa Quatermain',
        subtitle: expect.stringContaining(String(s.id)),
        link: `/student/details/personal/${s.id}`,
      },
    ]);
    expect((await search(superUser, String(s.id))).find((g) => g.key === 'students')!.items[0].title).toBe(
      'Philippa Quatermain',
    );
  });

  it('answers only what the searcher may open: a super admin does not see users (super-user-only screen)', async () => {
    const groups = await search(superAdmin, 'okonkwo');
    expect(groups.find((g) => g.key === 'users')).toBeUndefined();
  });

  it('limits each group and treats search characters literally', async () => {
    expect((await search(superUser, 'united', '&limit=1')).find((g) => g.key === 'reference')!.items).toHaveLength(1);
    expect(await search(superUser, '%_%')).toEqual([]);
  });

  it('belongs to super admin and super user; bad input is a 400 with the field', async () => {
    const staff = (await t.signIn()).token;
    expect((await t.call('GET', '/api/search?q=okonkwo', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/search?q=okonkwo', null)).statusCode).toBe(401);
    const short = await t.call('GET', '/api/search?q=a', superUser);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe('Type at least 2 characters');
    expect((await t.call('GET', `/api/search?q=${'x'.repeat(101)}`, superUser)).statusCode).toBe(400);
  });
});
