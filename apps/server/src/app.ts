import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './platform/fast-serializer.js';
import type { Config } from './config.js';
import type { Database } from './platform/db/index.js';
import { errorForLog, registerErrorHandler } from './platform/errors.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { compactRowCounts } from './platform/db/row-counts.js';
import { allowsMenu, registerGuard, type RegisteredRoute } from './platform/guard.js';
import { localStorage } from './platform/storage.js';
import { registerUploads } from './platform/multipart.js';
import { createSheetReader } from './platform/sheets.js';
import { registerOpenApi } from './platform/openapi.js';
import { JobRunner, queueExecutor } from './platform/jobs.js';
import { jobsRoutes } from './modules/admin/system/jobs.routes.js';
import { deliverOutbox, smtpTransport, type MailTransport } from './platform/mail.js';
import { createAccessService } from './modules/access/rights/access.service.js';
import { accessRoutes } from './modules/access/rights/access.routes.js';
import { createAuthService } from './modules/access/auth/auth.service.js';
import { authRoutes, SESSION_COOKIE } from './modules/access/auth/auth.routes.js';
import { pruneFailures } from './modules/access/auth/auth.repo.js';
import { createUsersService } from './modules/access/users/users.service.js';
import { usersRoutes } from './modules/access/users/users.routes.js';
import { systemRoutes } from './modules/admin/system/system.routes.js';
import { accessLogRoutes } from './modules/access/access-log/access-log.routes.js';
import { createAccessLogService } from './modules/access/access-log/access-log.service.js';
import { createFilesService } from './modules/kit/files/files.service.js';
import { createBannersService } from './modules/admin/banners/banners.service.js';
import { bannersRoutes } from './modules/admin/banners/banners.routes.js';
import { UploadRegistry } from './modules/kit/uploads/uploads.registry.js';
import { createUploadsService } from './modules/kit/uploads/uploads.service.js';
import { uploadsRoutes } from './modules/kit/uploads/uploads.routes.js';
import { usersUpload } from './modules/access/users/users.uploads.js';
import { exportsRoutes } from './modules/kit/exports/exports.routes.js';
import { createExportsService } from './modules/kit/exports/exports.service.js';
import { createAlertsService } from './modules/admin/alerts/alerts.service.js';
import { alertsRoutes } from './modules/admin/alerts/alerts.routes.js';
import { CONTROL_TABLES, type AccessBit, type SessionUser, type StudentTab } from '@caduceus/contracts';
import { createStudentsService } from './modules/students/record/students.service.js';
import { studentsRoutes } from './modules/students/record/students.routes.js';
import { createStudentNotesService } from './modules/students/notes/student-notes.service.js';
import { studentNotesRoutes } from './modules/students/notes/student-notes.routes.js';
import { createStudentHistoryService } from './modules/students/history/student-history.service.js';
import { studentHistoryRoutes } from './modules/students/history/student-history.routes.js';
import { createStudentContactsService } from './modules/students/contacts/student-contacts.service.js';
import { studentContactsRoutes } from './modules/students/contacts/student-contacts.routes.js';
import { createBillingEducationalService } from './modules/finance/billing/billing-educational.service.js';
import { billingEducationalRoutes } from './modules/finance/billing/billing-educational.routes.js';
import { createStudentAccountingService } from './modules/finance/accounting/student-accounting.service.js';
import { studentAccountingRoutes } from './modules/finance/accounting/student-accounting.routes.js';
import { createAdmissionVerification } from './modules/students/admission/student-admission.verification.js';
import { createStudentAdmissionService } from './modules/students/admission/student-admission.service.js';
import { studentAdmissionRoutes } from './modules/students/admission/student-admission.routes.js';
import { studentsSearch } from './modules/students/record/students.search.js';
import { createStudentGate, servedStudentTabs } from './modules/students/record/students.gate.js';
import { studentDocumentsModule } from './modules/students/documents/student-documents.module.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { referenceUpload } from './modules/reference/reference.uploads.js';
import { createCalendarService } from './modules/workspace/calendar/calendar.service.js';
import { calendarRoutes } from './modules/workspace/calendar/calendar.routes.js';
import { createMailLogService } from './modules/workspace/maillog/maillog.service.js';
import { mailLogRoutes } from './modules/workspace/maillog/maillog.routes.js';
import { surveyRoutes } from './modules/reference/survey.routes.js';
import { createNotificationsService } from './modules/workspace/notifications/notifications.service.js';
import { NotificationCountRegistry } from './modules/workspace/notifications/notifications.counts.js';
import { notificationsRoutes } from './modules/workspace/notifications/notifications.routes.js';
import { sessionLive } from './modules/workspace/notifications/notifications.repo.js';
import { SearchRegistry } from './modules/workspace/search/search.registry.js';
import { referenceSearch, usersSearch } from './modules/workspace/search/search.providers.js';
import { searchRoutes } from './modules/workspace/search/search.routes.js';
import { createShellService } from './modules/workspace/shell/shell.service.js';
import { shellRoutes } from './modules/workspace/shell/shell.routes.js';
import { createTasksService } from './modules/workspace/tasks/tasks.service.js';
import { tasksRoutes } from './modules/workspace/tasks/tasks.routes.js';
import { createTodosService } from './modules/workspace/todos/todos.service.js';
import { todosRoutes } from './modules/workspace/todos/todos.routes.js';
import { dashboardWidgets } from './modules/workspace/dashboard/dashboard.widgets.js';
import { createDashboardService } from './modules/workspace/dashboard/dashboard.service.js';
import { dashboardRoutes } from './modules/workspace/dashboard/dashboard.routes.js';
import { createStudentEmailService } from './modules/students/messages/student-email.service.js';
import { createStudentSmsService } from './modules/students/messages/student-sms.service.js';
import { studentMessagesRoutes } from './modules/students/messages/student-messages.routes.js';
import { createNotifyAllService } from './modules/students/messages/notify-all.service.js';
import { notifyAllRoutes } from './modules/students/messages/notify-all.routes.js';
import { smsProviderFrom, type SmsProvider } from './platform/sms.js';
import { createChangeFeed, createPageCache, type PageCache } from './platform/page-cache.js';
import { createAccessLog, type AccessLog } from './platform/access-log.js';
import { createLeadGate, leadsModule, servedLeadTabs } from './modules/admissions/leads/leads.module.js';
import { leadDocumentsModule } from './modules/admissions/documents/lead-documents.module.js';
import { leadApplicationModule } from './modules/admissions/application/lead-application.module.js';
import { createLeadFairsService } from './modules/admissions/fairs/lead-fairs.service.js';
import { leadFairsRoutes } from './modules/admissions/fairs/lead-fairs.routes.js';
import { createLeadTemplatesService } from './modules/admissions/templates/lead-templates.service.js';
import { leadTemplatesRoutes } from './modules/admissions/templates/lead-templates.routes.js';
import { leadAdminModule } from './modules/admissions/admin/lead-admin.module.js';
import { leadMessagesModule } from './modules/admissions/messages/lead-messages.module.js';
import { createLeadReportsService } from './modules/admissions/reports/lead-reports.service.js';
import { leadReportsRoutes } from './modules/admissions/reports/lead-reports.routes.js';
import { leadDuplicatesModule } from './modules/admissions/duplicates/lead-duplicates.module.js';
import { INBOUND_EMAIL_MACHINE, leadInboxModule } from './modules/admissions/inbox/lead-inbox.module.js';
import { leadAdmissionModule } from './modules/admissions/admission/lead-admission.module.js';
import { leadImmigrationModule } from './modules/admissions/immigration/lead-immigration.module.js';
import { leadImportModule } from './modules/admissions/import/lead-import.module.js';
import { leadInterviewsModule } from './modules/admissions/interviews/lead-interviews.module.js';

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

/** Builds the whole application; it does not listen (tests use app.inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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
  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const webIndex = fs.existsSync(path.join(webDist, 'index.html'))
    ? fs.readFileSync(path.join(webDist, 'index.html'))
    : undefined;
  registerErrorHandler(app, webIndex);

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

  const access = createAccessService(db, { rightsCacheMs: config.rightsCacheMs });
  app.decorate('forgetRights', () => access.forgetRights());
  const auth = createAuthService({
    db,
    access,
    publicUrl: config.publicUrl,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionAbsoluteHours: config.sessionAbsoluteHours,
    resetTokenMinutes: config.resetTokenMinutes,
    mailQueued: () => jobs.kick('outbox'),
    sessionCacheMs: config.sessionCacheMs,
    login: config.login,
  });
  const usersService = createUsersService(db, auth, access);
  const files = createFilesService(db, localStorage(path.join(config.dataDir, 'files')));
  const may = async (user: SessionUser, link: string, bit: AccessBit) =>
    allowsMenu(user, await access.rightsOf(user), link, bit);
  const mayRead = (user: SessionUser, link: string) => may(user, link, 'read');
  const reference = createReferenceService({ db, files, now: deps.clock });

  // the student record: its tabs are those some route serves (known once every route is registered)
  let servedTabs: Set<StudentTab> | undefined;
  const studentGate = createStudentGate(db, () => (servedTabs ??= servedStudentTabs(registry)));
  let servedLead: ReturnType<typeof servedLeadTabs> | undefined;
  const leadGate = createLeadGate(db, () => (servedLead ??= servedLeadTabs(registry)));
  // machine endpoints (no user) are authorized by a shared secret each: the inbound email relay
  const machineSecrets: Record<string, string | undefined> = { [INBOUND_EMAIL_MACHINE]: config.inboundEmailToken };
  registerGuard(
    app,
    {
      cookieName: SESSION_COOKIE,
      authenticate: auth.authenticate,
      rightsOf: access.rightsOf,
      studentGate,
      leadGate,
      machineSecret: (name) => machineSecrets[name],
    },
    registry,
  );
  await registerOpenApi(app, registry);

  systemRoutes(app, db, { smtpConfigured: !!(deps.mailTransport ?? config.smtpUrl) });
  jobsRoutes(app, jobs);
  accessLogRoutes(app, createAccessLogService({ db, accessLog }));
  authRoutes(app, auth, config);
  accessRoutes(app, access);
  usersRoutes(app, usersService, access);
  bannersRoutes(app, createBannersService(db, files), mayRead);
  const alerts = createAlertsService({
    db,
    clock: deps.clock ?? (() => new Date()),
    dataDir: config.dataDir,
    mailQueued: () => jobs.kick('outbox'),
  });
  alertsRoutes(app, alerts);
  referenceRoutes(app, reference, async (user) => {
    const rights = await access.rightsOf(user);
    return (link, bit) => allowsMenu(user, rights, link, bit);
  });
  calendarRoutes(app, createCalendarService({ db }), may);
  mailLogRoutes(app, createMailLogService({ db, files, now: deps.clock }));
  surveyRoutes(app, db, deps.clock ?? (() => new Date()));
  const students = createStudentsService({
    db,
    files,
    createAccount: (actor, input, studentId) =>
      usersService.create(
        actor,
        { ...input, active: true, mustChangePassword: false, sendCredentials: true },
        { studentId },
      ),
    userChanged: (userId) => auth.forgetUser(userId),
  });
  studentsRoutes(app, students);
  studentNotesRoutes(app, createStudentNotesService({ db }));
  studentHistoryRoutes(app, createStudentHistoryService({ db, clock: deps.clock }));
  studentContactsRoutes(app, createStudentContactsService({ db }));
  billingEducationalRoutes(app, createBillingEducationalService({ db }));
  studentAccountingRoutes(app, createStudentAccountingService({ db }));
  const admissionVerification = createAdmissionVerification({
    db,
    now: deps.clock ?? (() => new Date()),
    mailQueued: () => jobs.kick('outbox'),
  });
  studentAdmissionRoutes(
    app,
    createStudentAdmissionService({ db, verification: admissionVerification }),
    admissionVerification,
  );
  studentDocumentsModule(app, {
    db,
    files,
    publicUrl: config.publicUrl,
    mailQueued: () => jobs.kick('outbox'),
    studentRecord: (id) => students.record(id),
    clock: deps.clock,
  });
  // the top-bar counts: each domain adds its count here (notificationCounts.add('invoiceRequests', (user) => ...))
  const notificationCounts = new NotificationCountRegistry();
  const notifications = createNotificationsService(db, {
    onError: (err) => app.log.error({ err }, 'live notifications'),
  });
  notificationsRoutes(app, {
    notifications,
    counts: notificationCounts,
    mayRead,
    sessionLive: (id) => sessionLive(db, id, config.sessionIdleMinutes),
    heartbeatMs: config.liveHeartbeatMs,
  });
  // messages to students: the email and SMS tabs, and "Update Student Info" (/admin/notify-all)
  const smsProvider = deps.smsProvider ?? smsProviderFrom(config, app.log);
  studentMessagesRoutes(
    app,
    createStudentEmailService({ db, files, mailQueued: () => jobs.kick('outbox') }),
    createStudentSmsService({ db, sms: smsProvider, publicUrl: config.publicUrl }),
  );
  notifyAllRoutes(
    app,
    createNotifyAllService({
      db,
      notify: notifications.notify,
      publicUrl: config.publicUrl,
      mailQueued: () => jobs.kick('outbox'),
    }),
  );
  // the top-bar search: each domain adds its records here (search.add(studentsSearch(db)))
  const search = new SearchRegistry().add(usersSearch(db)).add(referenceSearch(db)).add(studentsSearch(db));
  searchRoutes(app, search, mayRead);
  shellRoutes(
    app,
    createShellService({
      db,
      chatStudentUrl: config.chatStudentUrl,
      chatConsoleUrl: config.chatConsoleUrl,
      analyticsEnabled: config.analyticsEnabled,
      clock: deps.clock,
    }),
  );
  const tasks = createTasksService({
    db,
    publicUrl: config.publicUrl,
    now: deps.clock,
    mailQueued: () => jobs.kick('outbox'),
    notify: notifications.notify,
  });
  tasksRoutes(app, tasks, may);
  todosRoutes(app, createTodosService({ db, tasks }), may);
  // dashboard widgets: each domain registers its widget's loader in dashboard.widgets.ts
  const widgets = dashboardWidgets({ db, sessionIdleMinutes: config.sessionIdleMinutes });
  dashboardRoutes(
    app,
    createDashboardService({ db, widgets, rightsOf: access.rightsOf, clock: deps.clock }),
    widgets.specCalls(),
  );

  // admissions: the lead record, college fairs and lead email templates
  const leads = leadsModule(app, { db, files });
  leadDuplicatesModule(app, { db, files });
  leadImportModule(app, { db, files, sheets });
  const leadDocuments = leadDocumentsModule(app, { db, files });
  notificationCounts
    .add('unverfiedDocumentCount', () => leadDocuments.pendingCount())
    .add('unAssignedLeadCount', () => leadDocuments.unassignedLeadCount());
  leadApplicationModule(app, { db, files });
  leadAdmissionModule(app, { db });
  leadImmigrationModule(app, { db, files });
  leadFairsRoutes(app, createLeadFairsService({ db, now: deps.clock }));
  const leadTemplates = createLeadTemplatesService({ reference });
  leadTemplatesRoutes(app, leadTemplates);
  leadMessagesModule(app, { db, files, templates: leadTemplates, tasks, mailQueued: () => jobs.kick('outbox'), may });
  leadAdminModule(app, { db, files, today: deps.clock && (() => deps.clock!().toISOString().slice(0, 10)) });
  leadReportsRoutes(app, createLeadReportsService({ db, clock: deps.clock }));
  // inbound email: the ingestion endpoint and mailbox sources, the unverified email screen, the representative's messages
  const leadInbox = leadInboxModule(app, {
    db,
    files,
    templates: leadTemplates,
    notify: notifications.notify,
    mailQueued: () => jobs.kick('outbox'),
    jobs,
    inboundMailDir: config.inboundMailDir,
    pollMs: config.inboundPollMs,
    onError: (err, source) => app.log.error({ err, source }, 'inbound mail'),
  });
  notificationCounts.add('unverifiedEmailCount', () => leadInbox.unreadCount());
  leadInterviewsModule(app, { db, files, leads, mailQueued: () => jobs.kick('outbox'), clock: deps.clock });

  // bulk uploads: each domain adds its upload types here
  const uploadTypes = new UploadRegistry();
  uploadTypes.add(usersUpload(db, auth));
  for (const def of CONTROL_TABLES) uploadTypes.add(referenceUpload(db, reference, def));
  uploadsRoutes(app, createUploadsService(db, uploadTypes, sheets));
  exportsRoutes(
    app,
    createExportsService({ db, confirmPassword: auth.confirmPassword, confirmAbove: config.exportConfirmRows }),
  );

  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  // waiting forgot-password requests become links first (the request itself never looks at accounts)
  jobs.register({
    name: 'outbox',
    everyMs: 5000,
    run: async () => {
      await auth.issueRequestedResets();
      return deliverOutbox(db, transport, config.mailFrom, 20, (id) => files.read(id));
    },
  });
  jobs.register({ name: 'prune-login-failures', everyMs: 3600_000, run: () => pruneFailures(db) });
  jobs.register({ name: 'alerts', everyMs: 60_000, run: () => alerts.runDue() });
  // the lists' kept totals (row_counts) gain a row per writing statement; fold them now and then
  jobs.register({ name: 'compact-row-counts', everyMs: 60_000, run: () => compactRowCounts(db) });

  if (webIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // hashed assets are immutable; the page itself must be fetched anew after a deploy
      setHeaders: (res, file) => {
        if (!/[.-][A-Za-z0-9_]{8,}\.(js|css)$/.test(file)) res.header('cache-control', 'no-cache');
      },
    });
  }
  return app;
}
