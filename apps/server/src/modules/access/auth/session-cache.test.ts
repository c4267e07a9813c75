import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { sessions, users } from './auth.schema.js';

let t: TestApp;
// a cache far longer than the test: whatever takes effect here did so through invalidation
beforeAll(async () => {
  t = await testApp({ config: { sessionCacheMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

const me = async (token: string) => (await t.call('GET', '/api/auth/me', token)).statusCode;

describe('the session cache', () => {
  it("reuses a session between requests; a change behind the services' back waits for the cache", async () => {
    const { user, token } = await t.signIn({ username: 'cached.reader' });
    expect(await me(token)).toBe(200);
    // as if another instance had revoked it: this instance still holds the session for a while
    await t.db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.userId, user.id));
    expect(await me(token)).toBe(200);
  });

  it('signing out ends the session at once', async () => {
    const { token } = await t.signIn({ username: 'cached.leaver' });
    expect(await me(token)).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
  });

  it('a super user ending a session, or deactivating an account, takes effect at once', async () => {
    const su = (await t.signIn({ roleId: ROLE.superUser })).token;
    const { user, token } = await t.signIn({ username: 'cached.ended' });
    expect(await me(token)).toBe(200);
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect((await t.call('DELETE', `/api/admin/sessions/${session.id}`, su)).statusCode).toBe(200);
    expect(await me(token)).toBe(401);

    const other = await t.signIn({ username: 'cached.deactivated' });
    expect(await me(other.token)).toBe(200);
    expect((await t.call('POST', `/api/admin/users/${other.user.id}/deactivate`, su)).statusCode).toBe(200);
    expect(await me(other.token)).toBe(401);
  });

  it("changing the password ends the user's other sessions at once and keeps this one", async () => {
    const { user, token } = await t.signIn({ username: 'cached.changer' });
    const second = await t.login(user.username);
    expect(await me(second)).toBe(200);
    const res = await t.call('POST', '/api/me/password', token, {
      body: { currentPassword: 'Caduceus@2026', password: 'Fresh_pass9', confirmPassword: 'Fresh_pass9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it('a first-login password change lets the user on at once', async () => {
    const { token } = await t.signIn({ username: 'cached.newcomer', mustChangePassword: true });
    expect((await t.call('GET', '/api/students/mine', token)).statusCode).toBe(403);
    const res = await t.call('POST', '/api/auth/force-password-change', token, {
      body: { password: 'Fresh_pass8', confirmPassword: 'Fresh_pass8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', '/api/students/mine', token)).statusCode).toBe(200);
    const [u] = await t.db
      .select({ must: users.mustChangePassword })
      .from(users)
      .where(eq(users.username, 'cached.newcomer'));
    expect(u.must).toBe(false);
  });
});
