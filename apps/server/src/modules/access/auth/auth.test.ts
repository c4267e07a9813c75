import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE, TOASTS } from '@caduceus/contracts';
import { DEMO_PASSWORD, linkIn, nextIp, recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { makeGroup, makeUser } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ smtp: true });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Fresh_pass9';
const login = (username: string, password: string, remoteAddress = nextIp()) =>
  t.call('POST', '/api/auth/login', null, { body: { username, password }, remoteAddress });
const me = (token: string | null, opts = {}) => t.call('GET', '/api/auth/me', token, opts);
const sessionIdOf = async (token: string) => (await me(token)).json().user.sessionId as number;
const outboxCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from outbox`))[0].n;
/** A 1x1 transparent PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('POST /api/auth/login', () => {
  it('signs in: token, user, rights, menu, and an HttpOnly SameSite session cookie', async () => {
    const group = await makeGroup(t.db, { name: 'Login group' });
    const u = await makeUser(t.db, { username: 'alice', email: 'alice@school.test', groupId: group.id });
    const res = await login('alice', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toMatchObject({
      id: u.id,
      username: 'alice',
      email: 'alice@school.test',
      userType: 'Staff',
      groupId: group.id,
      groupName: 'Login group',
      mustChangePassword: false,
    });
    expect(body.user.sessionId).toEqual(expect.any(Number));
    expect(body.accessRights).toEqual({ menus: expect.any(Object), components: expect.any(Object) });
    expect(Array.isArray(body.menu)).toBe(true);
    expect(res.body).not.toMatch(/scrypt|passwordHash|password_hash/);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`caduceus_session=${body.token}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    // the token works as a bearer
    expect((await me(body.token)).json().user.id).toBe(u.id);
  });

  it('accepts the email address and any letter case for the username', async () => {
    await makeUser(t.db, { username: 'casey', email: 'Casey.Mail@school.test' });
    expect((await login('CASEY', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('casey.mail@school.test', DEMO_PASSWORD)).json().user.username).toBe('casey');
  });

  it('refuses a wrong password or an unknown user with 401 "Invalid login, try again"', async () => {
    await makeUser(t.db, { username: 'wrongpw' });
    for (const res of [await login('wrongpw', 'Nope@1234'), await login('nobody-here', DEMO_PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: TOASTS.loginFailed } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers bad bodies with 400 and field errors, never 500', async () => {
    const empty = await t.call('POST', '/api/auth/login', null, { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('BAD_INPUT');
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['password', 'username']);

    const wrongTypes = await t.call('POST', '/api/auth/login', null, { body: { username: 12, password: ['x'] } });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error.fields).toHaveProperty('username');

    const blank = await t.call('POST', '/api/auth/login', null, { body: { username: '   ', password: 'x' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.username).toBe('Username is required');

    const malformed = await t.call('POST', '/api/auth/login', null, {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_INPUT');

    const huge = await t.call('POST', '/api/auth/login', null, { body: { username: 'a'.repeat(300), password: 'x' } });
    expect(huge.statusCode).toBe(400);
  });

  it('refuses an inactive user with the same 401 as a wrong password', async () => {
    await makeUser(t.db, { username: 'sleeper', active: false });
    const res = await login('sleeper', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(TOASTS.loginFailed);
  });

  it('refuses the 6th failure within the window for one account from one address, even with the right password', async () => {
    await makeUser(t.db, { username: 'target' });
    const ip = nextIp();
    for (let i = 1; i <= 5; i++) expect((await login('target', `Wrong@${i}pass`, ip)).statusCode).toBe(401);
    const sixth = await login('target', DEMO_PASSWORD, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // other accounts are not affected
    await makeUser(t.db, { username: 'bystander' });
    expect((await login('bystander', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('does not close an address to everybody after a few failures on other accounts', async () => {
    await makeUser(t.db, { username: 'fromip' });
    const ip = nextIp();
    for (let i = 1; i <= 8; i++) expect((await login(`ghost${i}`, 'Wrong@1pass', ip)).statusCode).toBe(401);
    expect((await login('fromip', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets sign-ins to one account run at once, up to the throttle, without a deadlock between their clean-ups', async () => {
    await makeUser(t.db, { username: 'busyaccount' });
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(Array.from({ length: 5 }, () => login('busyaccount', DEMO_PASSWORD)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    }
  });

  it('does not throttle after fewer than 5 failures', async () => {
    await makeUser(t.db, { username: 'clumsy' });
    for (let i = 1; i <= 4; i++) expect((await login('clumsy', `Wrong@${i}pass`)).statusCode).toBe(401);
    expect((await login('clumsy', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me works with a bearer token and with the session cookie', async () => {
    const { user, token } = await t.signIn({ username: 'meuser' });
    const bearer = await me(token);
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toMatchObject({
      user: { id: user.id, username: 'meuser' },
      accessRights: { menus: {}, components: {} },
      menu: [],
    });
    const viaCookie = await me(null, { cookies: { caduceus_session: token } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().user.id).toBe(user.id);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await me(null);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    expect((await me('short')).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    expect((await me(null, { cookies: { caduceus_session: 'y'.repeat(43) } })).statusCode).toBe(401);
  });

  it('refuses a write through the cookie without the X-Requested-With: caduceus header (CSRF)', async () => {
    const { token } = await t.signIn({ username: 'csrf', email: 'csrf@school.test' });
    const body = { firstName: 'Cee', lastName: 'Surf', email: 'csrf@school.test' };
    const bare = await t.call('PUT', '/api/me/profile', null, { body, cookies: { caduceus_session: token } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('FORBIDDEN');
    const wrong = await t.call('PUT', '/api/me/profile', null, {
      body,
      cookies: { caduceus_session: token },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(
      (await t.call('GET', '/api/me/profile', null, { cookies: { caduceus_session: token } })).json().firstName,
    ).toBe('Test');

    const ok = await t.call('PUT', '/api/me/profile', null, {
      body,
      cookies: { caduceus_session: token },
      headers: { 'x-requested-with': 'caduceus' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().firstName).toBe('Cee');
    // a bearer token is not sent by browsers on their own: no header needed
    expect((await t.call('PUT', '/api/me/profile', token, { body: { ...body, firstName: 'Bea' } })).statusCode).toBe(
      200,
    );
  });

  it('logout revokes the session: the token then answers 401 and the cookie is cleared', async () => {
    const { token } = await t.signIn({ username: 'leaver' });
    const other = await t.login('leaver');
    const res = await t.call('POST', '/api/auth/logout', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/caduceus_session=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/logout', token)).statusCode).toBe(401);
    // only that session ends
    expect((await me(other)).statusCode).toBe(200);
  });

  it('ends a session idle past the limit with 401 SESSION_EXPIRED', async () => {
    const { token } = await t.signIn({ username: 'idler' });
    const sessionId = await sessionIdOf(token);
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${t.config.sessionIdleMinutes + 1}) where id = ${sessionId}`,
    );
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: TOASTS.loginExpired });
    // and it stays ended even if the clock were reset
    await t.db.execute(sql`update sessions set last_seen_at = now() where id = ${sessionId}`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps an active session alive: use moves its idle clock', async () => {
    const { token } = await t.signIn({ username: 'busy' });
    const sessionId = await sessionIdOf(token);
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${t.config.sessionIdleMinutes - 5}) where id = ${sessionId}`,
    );
    expect((await me(token)).statusCode).toBe(200);
    const [row] = rowsOf<{ idle: number }>(
      await t.db.execute(
        sql`select extract(epoch from now() - last_seen_at)::int as idle from sessions where id = ${sessionId}`,
      ),
    );
    expect(row.idle).toBeLessThan(60);
  });

  it('ends a session past its absolute limit', async () => {
    const { token } = await t.signIn({ username: 'oldtimer' });
    const sessionId = await sessionIdOf(token);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a session ends when its idle limit is tiny (app built with sessionIdleMinutes = 0)', async () => {
    const strict = await testApp({ config: { sessionIdleMinutes: 0 } });
    try {
      const { token } = await strict.signIn({ username: 'strict' });
      await new Promise((r) => setTimeout(r, 20));
      const res = await strict.call('GET', '/api/auth/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SESSION_EXPIRED');
    } finally {
      await strict.close();
    }
  });
});

describe('forgot and reset password', () => {
  it('mails a one-use reset link; the new password works, the old one and old sessions do not', async () => {
    const u = await makeUser(t.db, { username: 'forgetful', email: 'forgetful@school.test', firstName: 'Flora' });
    const oldSession = await t.login('forgetful');
    const res = await t.call('POST', '/api/auth/forgot-password', null, { body: { username: 'forgetful' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const mails = await t.deliverMail();
    expect(mails).toHaveLength(1);
    expect(recipient(mails[0])).toBe('forgetful@school.test');
    expect(mails[0].subject).toBe('Reset your Caduceus password');
    expect(mails[0].text).toContain('Hello Flora');
    const link = linkIn(mails[0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://caduceus.test/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    // the token itself is never stored
    const stored = rowsOf<{ token_hash: string }>(
      await t.db.execute(sql`select token_hash from password_tokens where user_id = ${u.id}`),
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const mismatch = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token, password: NEW_PASSWORD, confirmPassword: 'Other_pass9' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    const weak = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token, password: 'password', confirmPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe('Please enter valid password');

    const reset = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('forgetful', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('forgetful', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);

    const again = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token, password: 'Another_pass9', confirmPassword: 'Another_pass9' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('token');
    expect((await login('forgetful', 'Another_pass9')).statusCode).toBe(401);
  });

  it('refuses an expired reset token', async () => {
    const u = await makeUser(t.db, { username: 'tardy', email: 'tardy@school.test' });
    await t.call('POST', '/api/auth/forgot-password', null, { body: { username: 'tardy@school.test' } });
    const [mail] = await t.deliverMail();
    expect(recipient(mail)).toBe('tardy@school.test');
    await t.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
    );
    const res = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token: linkIn(mail).searchParams.get('token'), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect((await login('tardy', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers an unknown or inactive user the same 200 and sends nothing', async () => {
    await makeUser(t.db, { username: 'gone', active: false });
    const before = await outboxCount();
    for (const username of ['no-such-user', 'gone']) {
      const res = await t.call('POST', '/api/auth/forgot-password', null, { body: { username } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await outboxCount()).toBe(before);
    expect(await t.deliverMail()).toEqual([]);
  });

  it('answers 400 to a forgot-password request without a username', async () => {
    const res = await t.call('POST', '/api/auth/forgot-password', null, { body: { username: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('username');
  });
});

describe('password changes', () => {
  it('a first-login password change blocks other routes with 403 until done', async () => {
    await makeUser(t.db, { username: 'newbie', mustChangePassword: true });
    const res = await login('newbie', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mustChangePassword).toBe(true);
    const token = res.json().token as string;

    const blocked = await t.call('GET', '/api/me/profile', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe('Please change your password first');
    expect((await t.call('GET', '/api/users/names', token)).statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);

    const same = await t.call('POST', '/api/auth/force-password-change', token, {
      body: { password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toHaveProperty('password');

    const done = await t.call('POST', '/api/auth/force-password-change', token, {
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me/profile', token)).statusCode).toBe(200);
    expect((await me(token)).json().user.mustChangePassword).toBe(false);
    expect((await login('newbie', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('the forced change (no current password asked) is refused when no change is due', async () => {
    const { token } = await t.signIn({ username: 'settled' });
    const res = await t.call('POST', '/api/auth/force-password-change', token, {
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await login('settled', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login('settled', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('change password: a wrong current password is a field error; success keeps this session and ends the others', async () => {
    const { token } = await t.signIn({ username: 'changer' });
    const other = await t.login('changer');
    const wrong = await t.call('POST', '/api/me/password', token, {
      body: { currentPassword: 'Wrong@123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'The current password is wrong' });

    const weak = await t.call('POST', '/api/me/password', token, {
      body: { currentPassword: DEMO_PASSWORD, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');

    const ok = await t.call('POST', '/api/me/password', token, {
      body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login('changer', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('changer', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('profile and signature', () => {
  it('gets and updates the profile, refusing bad fields', async () => {
    const group = await makeGroup(t.db, { name: 'Profile group' });
    const { user, token } = await t.signIn({
      username: 'profiled',
      firstName: 'Pat',
      lastName: 'Prof',
      email: 'pat@school.test',
      groupId: group.id,
    });
    const got = await t.call('GET', '/api/me/profile', token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: user.id,
      username: 'profiled',
      firstName: 'Pat',
      lastName: 'Prof',
      email: 'pat@school.test',
      phone: null,
      userType: 'Staff',
      groupName: 'Profile group',
    });
    expect(got.json().lastLoginAt).not.toBeNull();

    const bad = await t.call('PUT', '/api/me/profile', token, {
      body: { firstName: ' Pat', lastName: '', email: 'not-an-email', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);

    const upd = await t.call('PUT', '/api/me/profile', token, {
      body: { firstName: 'Patricia', lastName: 'Profile', email: 'PAT@school.test', phone: '(555) 123-4567' },
    });
    expect(upd.statusCode).toBe(200);
    // the same address in other letters needs no confirmation
    expect(upd.json()).toMatchObject({
      firstName: 'Patricia',
      lastName: 'Profile',
      email: 'PAT@school.test',
      phone: '(555) 123-4567',
      pendingEmail: null,
    });
    expect((await t.call('GET', '/api/me/profile', token)).json().firstName).toBe('Patricia');
    // the username is not the profile's to change
    expect((await t.call('GET', '/api/me/profile', token)).json().username).toBe('profiled');
  });

  it('saves and returns a PNG signature; refuses what is not an image', async () => {
    const { token } = await t.signIn({ username: 'signer' });
    expect((await t.call('GET', '/api/me/signature', token)).json()).toEqual({ image: null, updatedAt: null });

    const saved = await t.call('PUT', '/api/me/signature', token, { body: { image: PNG } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().image).toBe(PNG);
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    expect((await t.call('GET', '/api/me/signature', token)).json().image).toBe(PNG);

    const notPng = `data:image/png;base64,${Buffer.from('hello, I am text').toString('base64')}`;
    const r1 = await t.call('PUT', '/api/me/signature', token, { body: { image: notPng } });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.fields).toHaveProperty('image');
    const pngAsJpeg = PNG.replace('image/png', 'image/jpeg');
    expect((await t.call('PUT', '/api/me/signature', token, { body: { image: pngAsJpeg } })).statusCode).toBe(400);
    const textUrl = `data:text/plain;base64,${Buffer.from('x').toString('base64')}`;
    expect((await t.call('PUT', '/api/me/signature', token, { body: { image: textUrl } })).statusCode).toBe(400);
    // the saved signature is untouched by the refused ones
    expect((await t.call('GET', '/api/me/signature', token)).json().image).toBe(PNG);
  });
});

describe('active sessions (super user)', () => {
  it("lists live sessions and ends another user's session", async () => {
    const su = await t.signIn({ username: 'sessionboss', roleId: ROLE.superUser });
    const victim = await t.signIn({ username: 'victim', firstName: 'Vic', lastName: 'Tim' });
    const victimSession = await sessionIdOf(victim.token);

    const list = await t.call('GET', '/api/admin/sessions?name=vic', su.token);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { sessionId: number; username: string; name: string }[];
    expect(items.map((i) => i.username)).toEqual(['victim']);
    expect(items[0]).toMatchObject({ sessionId: victimSession, name: 'Vic Tim' });
    expect(list.body).not.toMatch(/token/i);

    expect((await t.call('GET', '/api/admin/sessions', victim.token)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/admin/sessions/${victimSession}`, victim.token)).statusCode).toBe(403);

    const end = await t.call('DELETE', `/api/admin/sessions/${victimSession}`, su.token);
    expect(end.statusCode).toBe(200);
    expect((await me(victim.token)).statusCode).toBe(401);
    expect((await me(su.token)).statusCode).toBe(200);
    const after = (await t.call('GET', '/api/admin/sessions?name=vic', su.token)).json().items;
    expect(after).toEqual([]);
    expect((await t.call('DELETE', `/api/admin/sessions/${victimSession}`, su.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/sessions/999999', su.token)).statusCode).toBe(404);
  });

  it('a super admin (role 99) may not see or end sessions', async () => {
    const sa = await t.signIn({ username: 'notquite', roleId: ROLE.superAdmin });
    expect((await t.call('GET', '/api/admin/sessions', sa.token)).statusCode).toBe(403);
  });
});

describe('session answers', () => {
  it('tells an unknown token (not signed in) from a revoked one (login expired)', async () => {
    const unknown = await t.call('GET', '/api/auth/me', 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('UNAUTHENTICATED');
    const { token } = await t.signIn();
    await t.call('POST', '/api/auth/logout', token);
    const revoked = await t.call('GET', '/api/auth/me', token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('hardening', () => {
  it('counts parallel wrong guesses before checking them, so a burst cannot pass the limit', async () => {
    await makeUser(t.db, { username: 'burst' });
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login('burst', 'Wrong#pass1', ip)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(7);
    // the pair waits whichever of username or email is typed
    expect((await login('burst@caduceus.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('a reset link stops working once the password is changed another way', async () => {
    const { user, token } = await t.signIn({ username: 'carol' });
    await t.call('POST', '/api/auth/forgot-password', null, { body: { username: 'carol' }, remoteAddress: nextIp() });
    const mail = (await t.deliverMail()).find((m) => recipient(m) === user.email)!;
    const link = linkIn(mail);
    const changed = await t.call('POST', '/api/me/password', token, {
      body: { currentPassword: DEMO_PASSWORD, password: 'Carol#New1', confirmPassword: 'Carol#New1' },
    });
    expect(changed.statusCode).toBe(200);
    const reset = await t.call('POST', '/api/auth/reset-password', null, {
      body: { token: link.searchParams.get('token'), password: 'Carol#Evil1', confirmPassword: 'Carol#Evil1' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await login('carol', 'Carol#New1')).statusCode).toBe(200);
  });

  it('sends at most three reset links an account per quarter hour and refuses a flood from one address', async () => {
    const { user } = await t.signIn({ username: 'flooded' });
    const before = t.mails.length;
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.call('POST', '/api/auth/forgot-password', null, {
            body: { username: 'flooded' },
            remoteAddress: nextIp(),
          })
        ).statusCode,
      ).toBe(200);
    }
    await t.deliverMail();
    expect(t.mails.slice(before).filter((m) => recipient(m) === user.email)).toHaveLength(3);
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (
          await t.call('POST', '/api/auth/forgot-password', null, {
            body: { username: `nobody${i}` },
            remoteAddress: ip,
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('names a due password change with its own code', async () => {
    const { token } = await t.signIn({ mustChangePassword: true });
    const res = await t.call('GET', '/api/me/profile', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
