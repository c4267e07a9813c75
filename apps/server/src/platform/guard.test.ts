import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { makeGroup } from '../factories/index.js';
import type { RegisteredRoute, RouteAccess, StaticAccess } from './guard.js';

/**
 * Deny by default, walked over every route the app registers: a route added tomorrow is covered
 * without touching this file.
 */
let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await testApp();
  routes = t.app.routeRegistry;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/**
 * A value for each path parameter that chooses a route's access requirement (`byParam`), such as the
 * upload type; every other parameter is filled with an id.
 */
const PARAM_SAMPLES: Record<string, string> = { type: 'users', table: 'country' };
const byParam = (a: RouteAccess): a is Extract<RouteAccess, { byParam: string }> =>
  typeof a === 'object' && 'byParam' in a;
/** The requirement a route has for the sample parameters. */
const staticAccess = (r: RegisteredRoute): RouteAccess | StaticAccess =>
  byParam(r.access) ? r.access.resolve(PARAM_SAMPLES[r.access.byParam]) : r.access;
const urlOf = (r: RegisteredRoute, id = '1') =>
  r.url.replace(/:(\w+)/g, (_, p: string) => (byParam(r.access) && r.access.byParam === p ? PARAM_SAMPLES[p] : id));
const hit = (r: RegisteredRoute, token: string | null, id = '1') =>
  t.call(r.method as Method, urlOf(r, id), token, r.method === 'GET' ? {} : { body: {} });
const label = (r: RegisteredRoute) => `${r.method} ${r.url}`;
/** a machine endpoint: authorized by a shared secret, never by a user's session */
const machine = (r: RegisteredRoute) => typeof r.access === 'object' && 'machine' in r.access;
const needsRights = (r: RegisteredRoute) => typeof r.access === 'object' && !machine(r);
const superUserOnly = (r: RegisteredRoute) => {
  const a = staticAccess(r);
  return typeof a === 'object' && 'superUser' in a;
};

describe('route registry', () => {
  it('lists every /api route with its access; only the sign-in flow, health, the API document and the letter check are public', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((r) => r.url.startsWith('/api'))).toBe(true);
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map(label)
        .sort(),
    ).toEqual([
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/requests/verify/:requestId/:code',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      'POST /api/auth/reset-password',
    ]);
    expect(routes.filter(needsRights).length).toBeGreaterThan(20);
  });

  it("has a sample value for every parameter that picks a route's access", () => {
    for (const r of routes.filter((x) => byParam(x.access))) {
      const a = r.access as Extract<RouteAccess, { byParam: string }>;
      expect(PARAM_SAMPLES, `add a sample for :${a.byParam} of ${label(r)}`).toHaveProperty(a.byParam);
      expect(() => a.resolve(PARAM_SAMPLES[a.byParam])).not.toThrow();
    }
  });
});

describe('deny by default', () => {
  it('answers 401 to every non-public route without a session', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const res = await hit(r, null);
      if (res.statusCode !== 401 || res.json().error?.code !== 'UNAUTHENTICATED')
        wrong.push(`${label(r)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in staff user without rights on every route that needs a right', async () => {
    const group = await makeGroup(t.db, { name: 'No Rights At All' });
    const { token } = await t.signIn({ username: 'norights', userType: 'Staff', groupId: group.id });
    const wrong: string[] = [];
    for (const r of routes.filter(needsRights)) {
      const res = await hit(r, token);
      if (res.statusCode !== 403 || res.json().error?.code !== 'FORBIDDEN')
        wrong.push(`${label(r)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);

    // while the routes any signed-in user may use let them through (to validation or success)
    const selfService = routes.filter((r) => r.access === 'authenticated' && r.url !== '/api/auth/logout');
    expect(selfService.length).toBeGreaterThan(5);
    const refused: string[] = [];
    for (const r of selfService) {
      const res = await hit(r, token);
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        refused.push(`${label(r)} -> ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 404 to a signed-in user for an unknown value of a parameter that picks the access', async () => {
    const { token } = await t.signIn({ username: 'curious' });
    const picked = routes.filter((r) => byParam(r.access));
    for (const r of picked) {
      const url = r.url.replace(/:(\w+)/g, (_, p: string) =>
        p === (r.access as { byParam: string }).byParam ? 'no-such-kind' : '1',
      );
      const res = await t.call(r.method as Method, url, token, r.method === 'GET' ? {} : { body: {} });
      expect(res.statusCode, label(r)).toBe(404);
      expect((await t.call(r.method as Method, url, null)).statusCode, label(r)).toBe(401);
    }
  });

  it('answers 403 to a super admin on every super-user route', async () => {
    const { token } = await t.signIn({ username: 'almostroot', roleId: ROLE.superAdmin });
    const suRoutes = routes.filter(superUserOnly);
    expect(suRoutes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of suRoutes) {
      const res = await hit(r, token);
      if (res.statusCode !== 403) wrong.push(`${label(r)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a super user past the guard on every route', async () => {
    const { token } = await t.signIn({ username: 'trueroot', roleId: ROLE.superUser });
    const wrong: string[] = [];
    // ids that do not exist: the walk must not end sessions or delete records it relies on
    for (const r of routes.filter((x) => x.access !== 'public' && x.url !== '/api/auth/logout' && !machine(x))) {
      const res = await hit(r, token, '999999');
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        wrong.push(`${label(r)} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('machine endpoints', () => {
  it("are only the declared ones, and no user session reaches them, not even a super user's", async () => {
    expect(routes.filter(machine).map(label)).toEqual(['POST /api/inbound/email']);
    const { token } = await t.signIn({ username: 'rootagain', roleId: ROLE.superUser });
    for (const r of routes.filter(machine)) {
      expect((await hit(r, null)).statusCode, label(r)).toBe(401);
      // this app has no secret configured: 503; with one, a session token is a wrong token (403, lead-inbox.test.ts)
      const res = await hit(r, token);
      expect(res.statusCode, label(r)).toBe(503);
      expect(res.json().error.code).toBe('NOT_CONFIGURED');
    }
  });
});

describe('start-up', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      // routes outside /api (the web app) and routes that declare access are fine
      app.get('/not-api', async () => 'ok');
      app.get('/api/declared', { config: { access: 'authenticated' } }, async () => 'ok');
      expect(app.routeRegistry.some((r) => r.url === '/api/declared' && r.access === 'authenticated')).toBe(true);
      let err: unknown;
      try {
        app.get('/api/undeclared', async () => 'oops');
        await app.ready();
      } catch (e) {
        err = e;
      }
      expect(String(err)).toMatch(/GET \/api\/undeclared declares no access requirement/);
      expect(app.routeRegistry.some((r) => r.url === '/api/undeclared')).toBe(false);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
