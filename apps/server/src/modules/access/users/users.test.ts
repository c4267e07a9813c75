import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { DEMO_PASSWORD, linkIn, nextIp, recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { makeGroup, makeUser } from '../../../factories/index.js';

let t: TestApp;
let su: string;
let suId: number;
beforeAll(async () => {
  t = await testApp({ smtp: true });
  const s = await t.signIn({ username: 'chief', roleId: ROLE.superUser });
  su = s.token;
  suId = s.user.id;
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password = DEMO_PASSWORD) =>
  t.call('POST', '/api/auth/login', null, { body: { username, password }, remoteAddress: nextIp() });
const input = (v: Record<string, unknown> = {}) => ({
  username: 'newperson',
  firstName: 'New',
  lastName: 'Person',
  email: `${String(v.username ?? 'newperson').toLowerCase()}@school.test`,
  userType: 'Staff',
  ...v,
});
type Listed = { items: { username: string }[]; total: number; page: number; pageSize: number };
const list = async (qs: string) => {
  const res = await t.call('GET', `/api/admin/users?${qs}`, su);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};

describe('GET /api/admin/users', () => {
  it('pages, filters and sorts', async () => {
    const g = await makeGroup(t.db, { name: 'Listing Group' });
    for (let i = 0; i < 27; i++)
      await makeUser(t.db, {
        username: `lister${String(i).padStart(2, '0')}`,
        lastName: `Zed${i}`,
        groupId: i % 2 ? g.id : null,
        userType: i < 3 ? 'Student' : 'Staff',
        active: i !== 4,
      });

    const p1 = await list('q=lister&pageSize=25&sort=username');
    expect(p1).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(p1.items).toHaveLength(25);
    expect(p1.items[0].username).toBe('lister00');
    const p2 = await list('q=lister&pageSize=25&page=2&sort=username');
    expect(p2.items.map((u) => u.username)).toEqual(['lister25', 'lister26']);

    const desc = await list('q=lister&sort=-username');
    expect(desc.items[0].username).toBe('lister26');

    expect((await list('q=lister&userType=Student')).items.map((u) => u.username).sort()).toEqual([
      'lister00',
      'lister01',
      'lister02',
    ]);
    expect((await list(`q=lister&groupId=${g.id}`)).total).toBe(13);
    const inactive = await list('q=lister&active=false');
    expect(inactive.items.map((u) => u.username)).toEqual(['lister04']);
    expect((await list('q=lister&active=true')).total).toBe(26);
    // search covers names and email too
    expect((await list('q=zed13')).items.map((u) => u.username)).toEqual(['lister13']);

    const row = (await list('q=lister01')).items[0];
    expect(row).toMatchObject({
      username: 'lister01',
      groupName: 'Listing Group',
      active: true,
      mustChangePassword: false,
    });
    expect(JSON.stringify(row)).not.toMatch(/password_?hash|scrypt/i);

    for (const bad of [
      'sort=passwordHash',
      'sort=-secret',
      'sort=1x',
      'pageSize=10',
      'page=0',
      'userType=Wizard',
      'active=yes',
    ]) {
      const res = await t.call('GET', `/api/admin/users?${bad}`, su);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('BAD_INPUT');
    }
    expect((await t.call('GET', '/api/admin/users?sort=passwordHash', su)).json().error.fields).toHaveProperty('sort');
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user and mails a welcome with a set-password link that works once', async () => {
    const g = await makeGroup(t.db, { name: 'Welcome Group' });
    const res = await t.call('POST', '/api/admin/users', su, {
      body: input({
        username: 'Welcomed',
        email: 'welcomed@school.test',
        firstName: 'Wanda',
        groupId: g.id,
        phone: '555-123-4567',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'welcomed',
      email: 'welcomed@school.test',
      firstName: 'Wanda',
      groupId: g.id,
      groupName: 'Welcome Group',
      active: true,
      roleId: null,
    });
    expect(res.body).not.toMatch(/password_?hash|scrypt/i);

    // no password works until one is set through the link
    expect((await login('welcomed')).statusCode).toBe(401);

    const mails = await t.deliverMail();
    expect(mails).toHaveLength(1);
    expect(recipient(mails[0])).toBe('welcomed@school.test');
    expect(mails[0].subject).toBe('Your Caduceus account');
    expect(mails[0].text).toContain('Username: welcomed');
    const link = linkIn(mails[0]);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');

    const set = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token, password: 'Welcome_1st', confirmPassword: 'Welcome_1st' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login('welcomed', 'Welcome_1st')).statusCode).toBe(200);
    expect(
      (
        await t.call('POST', '/api/auth/reset-password', null, {
          body: { token, password: 'Welcome_2nd', confirmPassword: 'Welcome_2nd' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('sends nothing when asked not to', async () => {
    const res = await t.call('POST', '/api/admin/users', su, {
      body: input({ username: 'quietone', email: 'quiet@school.test', sendCredentials: false }),
    });
    expect(res.statusCode).toBe(201);
    expect(await t.deliverMail()).toEqual([]);
  });

  it('refuses a taken username with 409, in any letter case', async () => {
    await makeUser(t.db, { username: 'taken' });
    const res = await t.call('POST', '/api/admin/users', su, {
      body: input({ username: 'TAKEN', sendCredentials: false }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', fields: { username: 'This username is taken' } });
  });

  it('refuses bad fields with 400', async () => {
    const res = await t.call('POST', '/api/admin/users', su, {
      body: { username: 'a', firstName: '', lastName: 'X ', email: 'nope', userType: 'Wizard', phone: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phone',
      'userType',
      'username',
    ]);
    const group = await t.call('POST', '/api/admin/users', su, {
      body: input({ username: 'nogroup', groupId: 999999, sendCredentials: false }),
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().error.fields).toHaveProperty('groupId');
    const role = await t.call('POST', '/api/admin/users', su, {
      body: input({ username: 'oddrole', roleId: 150, sendCredentials: false }),
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.fields).toHaveProperty('roleId');
  });

  it('lets only the super user hand out roles 100 and 99', async () => {
    const made = await t.call('POST', '/api/admin/users', su, {
      body: input({ username: 'deputy', roleId: ROLE.superAdmin, sendCredentials: false }),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().roleId).toBe(99);
    const sa = await t.signIn({ username: 'nearlyroot', roleId: ROLE.superAdmin });
    for (const roleId of [ROLE.superUser, ROLE.superAdmin]) {
      const res = await t.call('POST', '/api/admin/users', sa.token, {
        body: input({ username: `climber${roleId}`, roleId, sendCredentials: false }),
      });
      expect(res.statusCode).toBe(403);
    }
    const self = await t.call('PUT', `/api/admin/users/${sa.user.id}`, sa.token, {
      body: input({ username: 'nearlyroot', roleId: ROLE.superUser }),
    });
    expect(self.statusCode).toBe(403);
    const staff = await t.signIn({ username: 'plainstaff' });
    expect(
      (
        await t.call('POST', '/api/admin/users', staff.token, {
          body: input({ username: 'climber', roleId: ROLE.superUser }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/admin/users?q=climber`, su)).json().total).toBe(0);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('updates a user', async () => {
    const u = await makeUser(t.db, { username: 'editme' });
    const g = await makeGroup(t.db, { name: 'Edit Group' });
    const res = await t.call('PUT', `/api/admin/users/${u.id}`, su, {
      body: input({
        username: 'edited',
        firstName: 'Eddie',
        email: 'eddie@school.test',
        userType: 'Employee',
        groupId: g.id,
        roleName: 'HR',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      username: 'edited',
      firstName: 'Eddie',
      email: 'eddie@school.test',
      userType: 'Employee',
      groupName: 'Edit Group',
      roleName: 'HR',
    });
    expect((await t.call('GET', `/api/admin/users/${u.id}`, su)).json().username).toBe('edited');
    expect((await login('edited')).statusCode).toBe(200);

    await makeUser(t.db, { username: 'occupied' });
    expect(
      (await t.call('PUT', `/api/admin/users/${u.id}`, su, { body: input({ username: 'occupied' }) })).statusCode,
    ).toBe(409);
    expect((await t.call('PUT', '/api/admin/users/999999', su, { body: input() })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/users/999999', su)).statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it("ends the user's sessions and stops sign-in; activation restores it", async () => {
    const { user, token } = await t.signIn({ username: 'leaving' });
    const res = await t.call('POST', `/api/admin/users/${user.id}/deactivate`, su);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, active: false });
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await login('leaving')).statusCode).toBe(401);
    expect((await t.call('POST', `/api/admin/users/${user.id}/send-password-reset`, su)).statusCode).toBe(422);

    expect((await t.call('POST', `/api/admin/users/${user.id}/activate`, su)).json().active).toBe(true);
    expect((await login('leaving')).statusCode).toBe(200);
    // the sessions ended for good: activation does not bring them back
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });

  it('deactivating through an update ends the sessions too', async () => {
    const { user, token } = await t.signIn({ username: 'updatedout' });
    const res = await t.call('PUT', `/api/admin/users/${user.id}`, su, {
      body: input({ username: 'updatedout', active: false }),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await login('updatedout')).statusCode).toBe(401);
    await t.call('POST', `/api/admin/users/${user.id}/activate`, su);
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });

  it('refuses to deactivate oneself (422)', async () => {
    const res = await t.call('POST', `/api/admin/users/${suId}/deactivate`, su);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('RULE');
    const me = (await t.call('GET', `/api/admin/users/${suId}`, su)).json();
    const upd = await t.call('PUT', `/api/admin/users/${suId}`, su, {
      body: input({ username: me.username, email: me.email, roleId: ROLE.superUser, active: false }),
    });
    expect(upd.statusCode).toBe(422);
    expect((await t.call('GET', '/api/auth/me', su)).statusCode).toBe(200);
  });
});

describe('mail on request and pickers', () => {
  it('sends a password reset and credentials on request', async () => {
    const u = await makeUser(t.db, { username: 'remind', email: 'remind@school.test' });
    expect((await t.call('POST', `/api/admin/users/${u.id}/send-password-reset`, su)).statusCode).toBe(200);
    expect((await t.call('POST', `/api/admin/users/${u.id}/send-credentials`, su)).statusCode).toBe(200);
    const mails = await t.deliverMail();
    expect(mails.map((m) => [recipient(m), m.subject])).toEqual([
      ['remind@school.test', 'Reset your Caduceus password'],
      ['remind@school.test', 'Your Caduceus account'],
    ]);
    expect((await t.call('POST', '/api/admin/users/999999/send-credentials', su)).statusCode).toBe(404);
  });

  it("audits every link it issues (reset, credentials, a new account's welcome) with who and until when, never the token", async () => {
    const u = await makeUser(t.db, { username: 'linked', email: 'linked@school.test' });
    expect((await t.call('POST', `/api/admin/users/${u.id}/send-password-reset`, su)).statusCode).toBe(200);
    expect((await t.call('POST', `/api/admin/users/${u.id}/send-credentials`, su)).statusCode).toBe(200);
    const created = await t.call('POST', '/api/admin/users', su, { body: input({ username: 'linkwelcome' }) });
    expect(created.statusCode, created.body).toBe(201);
    const mails = await t.deliverMail();
    const tokens = mails.map((m) => linkIn(m).searchParams.get('token')!);
    expect(tokens).toHaveLength(3);

    const trail = async (id: number) =>
      (await t.call('GET', `/api/admin/audit?entity=user&entityId=${id}&pageSize=100`, su)).json().items as {
        action: string;
        actorId: number | null;
        after: Record<string, unknown> | null;
      }[];
    const issued = (await trail(u.id)).filter((r) => r.action.startsWith('send_')).reverse();
    expect(issued.map((r) => [r.action, r.actorId, r.after?.purpose, r.after?.email])).toEqual([
      ['send_password_reset', suId, 'reset', 'linked@school.test'],
      ['send_credentials', suId, 'welcome', 'linked@school.test'],
    ]);
    expect(issued.every((r) => typeof r.after?.expiresAt === 'string')).toBe(true);
    const welcome = (await trail(created.json().id)).find((r) => r.action === 'send_credentials');
    expect(welcome).toMatchObject({ actorId: suId, after: { purpose: 'welcome', email: 'linkwelcome@school.test' } });
    const all = JSON.stringify([...(await trail(u.id)), ...(await trail(created.json().id))]);
    for (const token of tokens) expect(all).not.toContain(token);
  });

  it("GET /api/users/names answers staff with the names of their group tree's colleagues, and refuses other user types", async () => {
    const top = await makeGroup(t.db, { name: 'Pick school' });
    const office = await makeGroup(t.db, { name: 'Pick office', parentId: top.id });
    const aside = await makeGroup(t.db, { name: 'Pick aside', parentId: top.id });
    const able = await makeUser(t.db, { username: 'pickme', firstName: 'Pick', lastName: 'Able', groupId: aside.id });
    await makeUser(t.db, {
      username: 'pickgone',
      firstName: 'Pick',
      lastName: 'Gone',
      active: false,
      groupId: office.id,
    });
    await makeUser(t.db, {
      username: 'pickpupil',
      firstName: 'Pick',
      lastName: 'Pupil',
      userType: 'Student',
      groupId: office.id,
    });
    await makeUser(t.db, {
      username: 'pickfar',
      firstName: 'Pick',
      lastName: 'Far',
      groupId: (await makeGroup(t.db, { name: 'Pick elsewhere' })).id,
    });
    const staff = await t.signIn({ username: 'picker', firstName: 'Pick', lastName: 'Er', groupId: office.id });
    const res = await t.call('GET', '/api/users/names?q=pick', staff.token);
    expect(res.statusCode).toBe(200);
    // names only: no usernames; no inactive users, students or other organisations
    expect(res.json().items).toEqual([
      { id: able.id, name: 'Pick Able' },
      { id: staff.user.id, name: 'Pick Er' },
    ]);
    expect(res.body).not.toContain('pickme');
    expect((await t.call('GET', '/api/users/names?q=pickme', staff.token)).json().items).toEqual([]);
    // a staff account in no group has no colleagues to pick
    expect(
      (await t.call('GET', '/api/users/names?q=pick', (await t.signIn({ username: 'pickloner' })).token)).json().items,
    ).toEqual([]);
    const student = await t.signIn({ username: 'pupil', userType: 'Student' });
    expect((await t.call('GET', '/api/users/names', student.token)).statusCode).toBe(403);
  });
});

describe('require a new password', () => {
  it('an administrator can require a new password at the next sign-in, which blocks everything until it is chosen', async () => {
    const { user } = await t.signIn({ username: 'renewme' });
    const put = await t.call('PUT', `/api/admin/users/${user.id}`, su, {
      body: input({ username: 'renewme', email: user.email, mustChangePassword: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().mustChangePassword).toBe(true);
    const token = (await login('renewme')).json().token as string;
    expect((await t.call('GET', '/api/auth/me', token)).json().user.mustChangePassword).toBe(true);
    expect((await t.call('GET', '/api/me/profile', token)).statusCode).toBe(403);
    const change = await t.call('POST', '/api/auth/force-password-change', token, {
      body: { password: 'Fresh#Start1', confirmPassword: 'Fresh#Start1' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await t.call('GET', '/api/me/profile', token)).statusCode).toBe(200);
    expect((await login('renewme', 'Fresh#Start1')).statusCode).toBe(200);
  });
});
