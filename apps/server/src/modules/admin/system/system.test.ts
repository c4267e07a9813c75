import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, rowsOf } from '../../../platform/db/index.js';
import { testApp, type TestApp } from '../../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 200 with every committed migration applied', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      migrations: { applied: journal.entries.length, expected: journal.entries.length },
    });
  });

  it.skipIf(inject('testDb').kind !== 'postgres')(
    'stays up when PostgreSQL ends idle connections of the pool',
    async () => {
      // several connections in the pool, then idle
      await Promise.all([1, 2, 3, 4].map(() => t.db.execute(sql`select pg_sleep(0.05)`)));
      const ended = rowsOf<{ ok: boolean }>(
        await t.db.execute(
          sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        ),
      );
      expect(ended.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      const res = await t.call('GET', '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ database: 'up' });
    },
  );
});

describe('GET /api/openapi.json', () => {
  type Op = { operationId?: string; 'x-spec-calls'?: unknown; 'x-access'?: unknown; security?: unknown[] };
  let doc: { openapi: string; paths: Record<string, Record<string, Op>> };
  beforeAll(async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op })),
    );

  it('documents every registered route (but the document itself)', () => {
    const documented = new Set(operations().map((o) => o.key));
    const expected = t.app.routeRegistry
      .filter((r) => r.url !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.filter((k) => !documented.has(k))).toEqual([]);
  });

  it('gives every operation a unique operationId and an x-spec-calls array', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    const missing = ops.filter(({ op }) => typeof op.operationId !== 'string' || !op.operationId).map((o) => o.key);
    expect(missing).toEqual([]);
    const noCalls = ops
      .filter(
        ({ op }) =>
          !Array.isArray(op['x-spec-calls']) || (op['x-spec-calls'] as unknown[]).some((c) => typeof c !== 'string'),
      )
      .map((o) => o.key);
    expect(noCalls).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries each route's declared access and spec calls", () => {
    const byKey = new Map(operations().map((o) => [o.key, o.op]));
    expect(byKey.get('POST /api/auth/login')).toMatchObject({
      operationId: 'login',
      'x-spec-calls': ['auth'],
      'x-access': 'public',
      security: [],
    });
    expect(byKey.get('GET /api/admin/users')).toMatchObject({
      operationId: 'listUsers',
      'x-spec-calls': ['getUserList'],
      'x-access': { superUser: true },
    });
    expect(byKey.get('PUT /api/admin/groups/{id}/rights')).toMatchObject({
      'x-access': { menu: '/admin/group/access', bit: 'edit' },
    });
  });
});

describe('GET /api/admin/outbox', () => {
  it('keeps mail pending without SMTP and shows it to the super user with one-time links hidden', async () => {
    const { user } = await t.signIn({ username: 'forgetful' });
    await t.call('POST', '/api/auth/forgot-password', null, { body: { username: 'forgetful' } });
    await t.app.jobs.run('outbox'); // no SMTP configured: nothing leaves
    const su = (await t.signIn({ roleId: 100 })).token;
    const res = await t.call('GET', '/api/admin/outbox', su);
    expect(res.statusCode).toBe(200);
    const mail = res.json().items.find((m: { to: string }) => m.to === user.email);
    expect(mail).toMatchObject({ status: 'kept', subject: 'Reset your Caduceus password', attempts: 0 });
    expect(mail.text).toContain('/reset-password?token=[hidden]');
    expect(mail.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    const admin = (await t.signIn({ roleId: 99 })).token;
    expect((await t.call('GET', '/api/admin/outbox', admin)).statusCode).toBe(403);
  });
});
