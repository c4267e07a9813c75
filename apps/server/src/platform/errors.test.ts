import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testApp, type TestApp } from '../../test/harness.js';
import { buildApp } from '../app.js';

/**
 * A value the database refuses is the request's fault (400), and the log of any failed statement
 * holds its SQLSTATE, the driver's message and the request id: never the statement's values.
 */
const SECRET = 'jane.doe.1990-04-12@example.com';
let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await testApp();
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logStream: {
      write: (l) => {
        lines.push(l);
      },
    },
  });
  // statements that fail in the database the way a loose schema would let them
  const statements: Record<string, () => Promise<unknown>> = {
    nul: () => t.db.execute(sql`select ${`a\u0000${SECRET}`}::text as v`),
    notANumber: () => t.db.execute(sql`select ${SECRET}::int as v`),
    noSuchDay: () => t.db.execute(sql`select ${'2024-02-30'}::date as v, ${SECRET}::text as w`),
    outOfRange: () => t.db.execute(sql`select ${'99999999999'}::int as v, ${SECRET}::text as w`),
    brokenQuery: () => t.db.execute(sql`select * from no_such_table where v = ${SECRET}`),
  };
  app.post('/api/test-db/:kind', { config: { access: 'public' } }, async (req) => {
    await statements[(req.params as { kind: string }).kind]();
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const run = (kind: string) => app.inject({ method: 'POST', url: `/api/test-db/${kind}` });
const logged = () =>
  lines.map(
    (l) => JSON.parse(l) as { level: number; reqId?: string; msg: string; err?: { code?: string; message?: string } },
  );

describe('database errors', () => {
  it('answers 400 for a value the database cannot hold: a NUL, text that is no number, a day that does not exist, a number out of range', async () => {
    for (const kind of ['nul', 'notANumber', 'noSuchDay', 'outOfRange']) {
      const res = await run(kind);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('BAD_INPUT');
      expect(res.body).not.toContain(SECRET);
    }
  });

  it('answers 500 to a statement that is wrong, without its text', async () => {
    const res = await run('brokenQuery');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/no_such_table|jane/);
  });

  it('logs the SQLSTATE, the message and the request id, never the statement or its values', async () => {
    lines.length = 0;
    for (const kind of ['nul', 'notANumber', 'brokenQuery']) await run(kind);
    const all = lines.join('\n');
    expect(all).not.toContain('jane.doe');
    expect(all).not.toMatch(/select \*|no_such_table where|params/i);
    const errors = logged().filter((l) => l.err);
    const codes = errors.map((l) => l.err?.code);
    expect(codes).toEqual(expect.arrayContaining(['22P02', '42P01']));
    expect(codes.some((c) => c === '22021' || c === '22P05')).toBe(true);
    for (const l of errors) expect(l.reqId, JSON.stringify(l)).toMatch(/^[0-9a-f-]{36}$/);
    // the driver's words stay, the value it quoted goes
    expect(errors.find((l) => l.err?.code === '22P02')?.err?.message).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(errors.find((l) => l.err?.code === '42P01')?.err?.message).toMatch(
      /relation "no_such_table" does not exist/,
    );
  });
});
