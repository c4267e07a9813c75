import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database, type Db } from '../src/platform/db/index.js';
import { ensureReferenceData, seedDemo } from '../src/commands/seed-demo.js';
import { DEMO_PASSWORD, makeUser } from '../src/factories/index.js';
import { dbUrl, pgAdmin, quoteIdent } from './pg.js';

export { DEMO_PASSWORD };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
  cookies?: Record<string, string>;
}
export type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Messages the in-process SMTP server received (with `smtp: true`). */
  mails: ParsedMail[];
  /** Runs the outbox job now and answers the messages that arrived with it. */
  deliverMail(): Promise<ParsedMail[]>;
  /** Signs in through the API and answers the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** Makes a user with the factory (any of its fields) and signs them in. */
  signIn(v?: Parameters<typeof makeUser>[1]): Promise<{ user: Awaited<ReturnType<typeof makeUser>>; token: string }>;
  /** app.inject with a bearer token (or none) and a JSON body. */
  call(method: Method, url: string, token?: string | null, opts?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

let ipSeq = 0;
/**
 * A fresh client address per sign-in, so that login throttling per IP (5 failures a minute) of one
 * test does not refuse the sign-ins of the next; tests of the throttle choose their own address.
 */
export const nextIp = () => `10.${process.pid % 250}.${Math.floor(++ipSeq / 250) % 250}.${ipSeq % 250}`;

/**
 * One application on its own database per test file: a copy of the migrated template (PGlite
 * in memory, or a PostgreSQL database cloned from the template), with the reference data loaded.
 */
export async function testApp(
  opts: { smtp?: boolean; seed?: 'reference' | 'demo'; config?: Partial<Config>; clock?: () => Date } = {},
): Promise<TestApp> {
  const info = inject('testDb');
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const poolErrors: Error[] = [];
  const close = async () => {
    for (const c of cleanups.reverse()) await c();
    cleanups.length = 0;
    if (poolErrors.length) throw poolErrors[0];
  };
  try {
    let database: Database;
    if (info.kind === 'pglite') {
      database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(info.dump)]) });
      cleanups.push(() => database.close());
    } else {
      const name = `caduceus_t_${info.runId}_${randomBytes(6).toString('hex')}`;
      await pgAdmin(info.adminUrl, (c) =>
        c.query(`create database ${quoteIdent(name)} template ${quoteIdent(info.template)}`),
      );
      cleanups.push(() =>
        pgAdmin(info.adminUrl, (c) => c.query(`drop database if exists ${quoteIdent(name)} with (force)`)),
      );
      // dropping the database ends the pool's last connections from the server side (57P01)
      database = await openDatabase({
        databaseUrl: dbUrl(info.adminUrl, name),
        onPoolError: (e) => {
          // the server ending a connection (57P01), and the client's report of that end
          if ((e as { code?: string }).code !== '57P01' && e.message !== 'Connection terminated unexpectedly')
            poolErrors.push(e);
        },
      });
      cleanups.push(() => database.close());
    }
    if (opts.seed === 'demo') await seedDemo(database.db);
    else await ensureReferenceData(database.db);

    const mails: ParsedMail[] = [];
    let smtpUrl: string | undefined;
    if (opts.smtp) {
      // a real SMTP server; it offers STARTTLS with a self-signed certificate, which the app's
      // transport skips through `ignoreTLS` in its URL
      const server = new SMTPServer({
        authOptional: true,
        logger: false,
        onData(stream, _session, done) {
          simpleParser(stream).then((m) => {
            mails.push(m);
            done();
          }, done);
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`;
    }

    const config: Config = {
      ...loadConfig({ PUBLIC_URL: 'http://caduceus.test', LOG_LEVEL: 'silent' }),
      dataDir: '/nonexistent/caduceus-test',
      databaseUrl: undefined,
      webDist: '/nonexistent/caduceus-web-dist',
      smtpUrl,
      // tests grant rights straight into the database (factories): read them on every request
      rightsCacheMs: 0,
      // and sessions too (factories change users and sessions behind the services' backs)
      sessionCacheMs: 0,
      // and list pages too (factories write behind the app's back; on PostgreSQL the change notice arrives a moment later)
      listCacheMs: 0,
      // uploads wait in the test's own data folder, or in the system's temp folder (not under the nonexistent one)
      uploadTmpDir: opts.config?.dataDir ? undefined : path.join(os.tmpdir(), 'caduceus-test-uploads'),
      ...opts.config,
    };
    const app = await buildApp({ config, database, logger: false, clock: opts.clock });
    cleanups.push(() => app.close());
    await app.ready();

    const call: TestApp['call'] = (method, url, token, o = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...o.headers },
        ...(o.body !== undefined ? { payload: o.body as object } : {}),
        ...(o.cookies ? { cookies: o.cookies } : {}),
        remoteAddress: o.remoteAddress ?? '127.0.0.1',
      });

    const login: TestApp['login'] = async (username, password = DEMO_PASSWORD) => {
      const res = await call('POST', '/api/auth/login', null, {
        body: { username, password },
        remoteAddress: nextIp(),
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    };

    return {
      app,
      db: database.db,
      database,
      config,
      mails,
      call,
      login,
      close,
      async deliverMail() {
        const before = mails.length;
        await app.jobs.run('outbox');
        return mails.slice(before);
      },
      async signIn(v = {}) {
        const user = await makeUser(database.db, v);
        return { user, token: await login(user.username, v.password) };
      },
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The first link of a message's text (reset and welcome links). */
export function linkIn(mail: ParsedMail): URL {
  const m = /https?:\/\/\S+/.exec(mail.text ?? '');
  if (!m) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(m[0]);
}

/** The address a parsed message went to. */
export const recipient = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
};
