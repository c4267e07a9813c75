import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_UI_PREFS, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    config: {
      chatStudentUrl: 'https://wa.me/15550001111',
      chatConsoleUrl: 'https://console.example.org/chat',
      analyticsEnabled: false,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const dark = {
  ...DEFAULT_UI_PREFS,
  mode: 'dark',
  layout: 'horizontal',
  menuColour: 'success',
  navbarType: 'floating',
  footerType: 'hidden',
  hideScrollTop: true,
};

describe('display preferences', () => {
  it('start at the defaults, are saved per user and kept across sign-ins', async () => {
    const { user, token } = await t.signIn();
    expect((await t.call('GET', '/api/me/preferences', token)).json()).toEqual({
      prefs: DEFAULT_UI_PREFS,
      saved: false,
    });

    const put = await t.call('PUT', '/api/me/preferences', token, { body: dark });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ prefs: dark, saved: true });

    const again = await t.login(user.username);
    expect((await t.call('GET', '/api/me/preferences', again)).json()).toEqual({ prefs: dark, saved: true });
    // another user keeps their own
    const other = (await t.signIn()).token;
    expect((await t.call('GET', '/api/me/preferences', other)).json().prefs).toEqual(DEFAULT_UI_PREFS);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'userPreferences'), eq(auditLog.actorId, user.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses semi dark with the horizontal layout, and unknown values, with field errors', async () => {
    const { token } = await t.signIn();
    const semi = await t.call('PUT', '/api/me/preferences', token, {
      body: { ...DEFAULT_UI_PREFS, mode: 'semi-dark', layout: 'horizontal' },
    });
    expect(semi.statusCode).toBe(400);
    expect(semi.json().error.fields).toEqual({ mode: 'Semi dark is not available with the horizontal layout' });
    const ok = await t.call('PUT', '/api/me/preferences', token, { body: { ...DEFAULT_UI_PREFS, mode: 'semi-dark' } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.call('PUT', '/api/me/preferences', token, {
      body: { ...DEFAULT_UI_PREFS, navbarType: 'flying', menuColour: 'pink' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['menuColour', 'navbarType']);
    expect((await t.call('PUT', '/api/me/preferences', null, { body: DEFAULT_UI_PREFS })).statusCode).toBe(401);
  });
});

describe('shell configuration', () => {
  it('gives students the messaging-number link and others the console', async () => {
    const student = (await t.signIn({ userType: 'Student' })).token;
    const staff = (await t.signIn()).token;
    expect((await t.call('GET', '/api/shell/config', student)).json()).toEqual({
      chatUrl: 'https://wa.me/15550001111',
      analytics: false,
    });
    expect((await t.call('GET', '/api/shell/config', staff)).json()).toEqual({
      chatUrl: 'https://console.example.org/chat',
      analytics: false,
    });
  });

  it('records no page views while analytics is off', async () => {
    const { token } = await t.signIn();
    const res = await t.call('POST', '/api/analytics/page-views', token, {
      body: { path: '/dashboard/list', title: 'Dashboard · Caduceus' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('page-view analytics when switched on', () => {
  let on: TestApp;
  beforeAll(async () => {
    on = await testApp({ config: { analyticsEnabled: true } });
  });
  afterAll(async () => {
    await on?.close();
  });

  it('records page views and shows the super user the most viewed pages', async () => {
    const a = (await on.signIn()).token;
    const b = (await on.signIn()).token;
    for (const [token, path] of [
      [a, '/task/list'],
      [b, '/task/list'],
      [a, '/task/list'],
      [a, '/calendar'],
    ] as const) {
      expect(
        (await on.call('POST', '/api/analytics/page-views', token, { body: { path, title: 'Tasks · Caduceus' } }))
          .statusCode,
      ).toBe(204);
    }
    expect((await on.call('GET', '/api/shell/config', a)).json().analytics).toBe(true);
    const bad = await on.call('POST', '/api/analytics/page-views', a, { body: { path: 'https://elsewhere.example/' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('path');

    const su = (await on.signIn({ roleId: ROLE.superUser })).token;
    const sum = (await on.call('GET', '/api/admin/page-views?days=7', su)).json();
    expect(sum.total).toBe(4);
    expect(sum.items[0]).toEqual({ path: '/task/list', title: 'Tasks · Caduceus', views: 3, users: 2 });
    expect((await on.call('GET', '/api/admin/page-views', a)).statusCode).toBe(403);
  });
});
