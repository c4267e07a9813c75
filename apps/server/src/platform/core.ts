import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AccessBit, SessionUser } from '@caduceus/contracts';
import type { Config } from '../config.js';
import { responseSerializerCompiler } from './fast-serializer.js';
import type { Database, Db } from './db/index.js';
import { errorForLog, registerErrorHandler } from './errors.js';
import { registerSecurityHeaders } from './security-headers.js';
import { compactRowCounts } from './db/row-counts.js';
import { allowsMenu, registerGuard, type GuardDeps, type RegisteredRoute } from './guard.js';
import { registerUploads } from './multipart.js';
import { createSheetReader, type SheetReader } from './sheets.js';
import { registerOpenApi } from './openapi.js';
import { JobRunner, queueExecutor } from './jobs.js';
import type { MailTransport } from './mail.js';
import type { SmsProvider } from './sms.js';
import { createChangeFeed, createPageCache, type PageCache } from './page-cache.js';
import { createAccessLog, type AccessLog } from './access-log.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** overrides the SMTP transport built from config.smtpUrl */
  mailTransport?: MailTransport;
  /** overrides the SMS provider chosen by config.smsProvider */
  smsProvider?: SmsProvider;
  logger?: boolean;
  /** where the log lines go (default: standard output); tests read them */
  logStream?: { write(line: string): void };
  /** the time the app believes it is (tests move it) */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    routeRegistry: RegisteredRoute[];
    /** empties the rights cache (after rights were changed outside this instance's access service) */
    forgetRights(): void;
    /** list answers kept until something behind them changes (platform/page-cache.ts) */
    pageCache: PageCache;
    /** reads through lists, search and exports, written to the record access log in batches (platform/access-log.ts) */
    accessLog: AccessLog;
  }
}

/** Who the user is and what they may: given to the core by the access context (the guard asks it on every request). */
export interface Identity extends Pick<GuardDeps, 'cookieName' | 'authenticate' | 'rightsOf'> {
  /** the user's password again, for a sensitive step (a large export) */
  confirmPassword(user: SessionUser, password: string, ip: string): Promise<void>;
  /** empties the rights cache */
  forgetRights(): void;
}

/**
 * What every context registers itself into: the HTTP app with its guard and OpenAPI registry, the database,
 * the settings, the job queue, the spreadsheet reader, the clock. Contexts add record gates and machine
 * secrets to `guard`; the access context provides `identity`.
 */
export interface Core {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  deps: AppDeps;
  /** the app's clock when a test moves it; undefined: the real time */
  clock?: () => Date;
  now: () => Date;
  jobs: JobRunner;
  sheets: SheetReader;
  /** the guard's dependencies, filled in by the contexts (record gates, machine secrets) */
  guard: GuardDeps;
  /** set once by the access context */
  identity: Identity;
  /** machine endpoints (no user) are authorized by a shared secret each: contexts add theirs by name */
  machineSecrets: Record<string, string | undefined>;
  /** the viewer's right on a menu link (through identity's rights) */
  may(user: SessionUser, link: string, bit: AccessBit): Promise<boolean>;
  mayRead(user: SessionUser, link: string): Promise<boolean>;
  /** a mail was queued: deliver soon */
  mailQueued(): void;
}

const redactQuery = (url: string) => url.replace(/([?&]token=)[^&]+/g, '$1[redacted]');

/** Request logging in one line at the end (method, path, status, time) instead of an 'incoming' line too. */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      reply.log.info(
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
        'request completed',
      );
  }
}

const noIdentity = (): never => {
  throw new Error('the access context has not registered its identity');
};

/** The HTTP app with everything that is no context's: logging, headers, errors, uploads, guard, caches, jobs. */
export async function createCore(deps: AppDeps): Promise<Core> {
  const { config, database } = deps;
  const db = database.db;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              remove: true,
            },
            // no IPs, bodies or headers in logs; errors without a failed statement's text or values
            serializers: { req: (req) => ({ method: req.method, url: redactQuery(req.url) }), err: errorForLog },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // one line per request instead of Fastify's two
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(cookie);
  // uploads stream to temp files (platform/multipart.ts); spreadsheets are read in worker threads (platform/sheets.ts)
  await registerUploads(app, {
    tmpDir: config.uploadTmpDir ?? path.join(config.dataDir, 'tmp'),
    formMaxBytes: config.uploadFormMaxBytes,
    perUser: config.uploadsPerUser,
  });
  const sheets = createSheetReader({
    unpackedBytes: config.sheetMaxUnpackedBytes,
    timeoutMs: config.sheetReadMs,
    memoryMb: config.sheetWorkerMemoryMb,
    workers: config.sheetWorkers,
  });
  app.addHook('onClose', () => sheets.close());
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  registerErrorHandler(app, webIndexOf(config));

  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  const jobs = new JobRunner({
    executor: queueExecutor(database),
    onError: (name, err) => app.log.error({ err, job: name }, 'job failed'),
  });
  app.decorate('jobs', jobs);

  // list answers kept until a write (through this instance, or announced by the tables' triggers)
  const changes = createChangeFeed(db, (err) => app.log.error({ err }, 'change feed'));
  app.decorate('pageCache', createPageCache(changes, { ttlMs: config.listCacheMs }));
  if (config.listCacheMs > 0) {
    app.addHook('onReady', async () => {
      await changes.start();
    });
    app.addHook('onClose', async () => {
      await changes.close();
    });
    // before a write's answer leaves: the writer's next read must not get a page from before it
    app.addHook('onSend', (req, _reply, payload, done) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') changes.bump();
      done(null, payload);
    });
  }

  const accessLog = createAccessLog(db, {
    onError: (err, rows) => app.log.error({ err, rows }, 'record access log write failed; kept for the next try'),
  });
  app.decorate('accessLog', accessLog);
  app.addHook('onClose', async () => {
    await accessLog.flush();
  });

  const machineSecrets: Record<string, string | undefined> = {};
  const identity: Identity = {
    cookieName: 'session',
    authenticate: noIdentity,
    rightsOf: noIdentity,
    confirmPassword: noIdentity,
    forgetRights: noIdentity,
  };
  // the guard reads its dependencies per request: contexts fill them in as they register
  const guard: GuardDeps = {
    get cookieName() {
      return identity.cookieName;
    },
    authenticate: (token) => identity.authenticate(token),
    rightsOf: (user) => identity.rightsOf(user),
    records: {},
    machineSecret: (name) => (Object.hasOwn(machineSecrets, name) ? machineSecrets[name] : undefined),
  };
  app.decorate('forgetRights', () => identity.forgetRights());
  registerGuard(app, guard, registry);
  await registerOpenApi(app, registry);

  // the lists' kept totals (row_counts) gain a row per writing statement; fold them now and then
  jobs.register({ name: 'compact-row-counts', everyMs: 60_000, run: () => compactRowCounts(db) });

  const may = async (user: SessionUser, link: string, bit: AccessBit) =>
    allowsMenu(user, await identity.rightsOf(user), link, bit);
  return {
    app,
    db,
    database,
    config,
    deps,
    clock: deps.clock,
    now: deps.clock ?? (() => new Date()),
    jobs,
    sheets,
    guard,
    identity,
    machineSecrets,
    may,
    mayRead: (user, link) => may(user, link, 'read'),
    mailQueued: () => jobs.kick('outbox'),
  };
}

function webDistOf(config: Config) {
  return config.webDist ?? path.resolve(import.meta.dirname, '../../../web/dist');
}

function webIndexOf(config: Config) {
  const index = path.join(webDistOf(config), 'index.html');
  return fs.existsSync(index) ? fs.readFileSync(index) : undefined;
}

/** After every context: the web app's files (hashed assets for a year, the page itself never cached). */
export async function finishCore(core: Core) {
  const webDist = webDistOf(core.config);
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return;
  await core.app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // the build writes .br and .gz copies of its scripts and styles (apps/web/build/precompress.ts)
    preCompressed: true,
    setHeaders: (res, file) => {
      if (!/[.-][A-Za-z0-9_]{8,}\.(js|css)(\.(br|gz))?$/.test(file)) res.header('cache-control', 'no-cache');
    },
  });
}
