import path from 'node:path';

/** Everything the server reads from its environment, read once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  webDist: string | undefined;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  resetTokenMinutes: number;
  secureCookies: boolean;
  logLevel: string;
  loadDemo: boolean;
  /** how often the live notification stream sends a keep-alive and checks the session */
  liveHeartbeatMs: number;
  /** how long a user's resolved rights are reused (0: read on every request); a change made on this instance applies at once */
  rightsCacheMs: number;
  /** how long a live session is reused without reading it (0: read on every request); sign-out and changes made on this instance apply at once */
  sessionCacheMs: number;
  /** how long a list page's answer may be reused while nothing behind it changed (0: never); see platform/page-cache.ts */
  listCacheMs: number;
  /** the floating chat button: a messaging-number link for students, a messaging console for others */
  chatStudentUrl: string | undefined;
  chatConsoleUrl: string | undefined;
  /** page-view analytics (off unless ANALYTICS_ENABLED=1) */
  analyticsEnabled: boolean;
  /** how SMS leave: 'log' (default: recorded and logged, nothing sent) or 'webhook' (POSTed to SMS_WEBHOOK_URL) */
  smsProvider: string;
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  /** the shared secret a mail relay sends to POST /api/inbound/email (unset: the endpoint answers 503) */
  inboundEmailToken: string | undefined;
  /** a folder whose .eml files are read in as inbound email (unset: no directory source) */
  inboundMailDir: string | undefined;
  /** how often the inbound mail sources are polled */
  inboundPollMs: number;
  /** sign-in throttling (modules/auth/auth.throttle.ts): the LOGIN_* variables, defaults in loadConfig */
  login: LoginLimits;
  /** where uploads wait while their request runs (UPLOAD_TMP_DIR; default <dataDir>/tmp); removed when it ends */
  uploadTmpDir: string | undefined;
  /** the files of one form together (UPLOAD_FORM_MAX_MB, default 50); each file and the count are in contracts' UPLOAD_LIMITS */
  uploadFormMaxBytes: number;
  /** upload requests one user (or one address, signed out) may have running at once (UPLOADS_PER_USER, default 3; 429 past it) */
  uploadsPerUser: number;
  /** how far an .xlsx may unpack, all parts read together (SHEET_MAX_UNPACKED_MB, default 100) */
  sheetMaxUnpackedBytes: number;
  /** a spreadsheet read is stopped after this (SHEET_READ_SECONDS, default 30) */
  sheetReadMs: number;
  /** the heap of the thread that reads a spreadsheet (SHEET_WORKER_MEMORY_MB, default 256) */
  sheetWorkerMemoryMb: number;
  /** spreadsheets read at once, each in its own thread; others wait (SHEET_WORKERS, default 2) */
  sheetWorkers: number;
  /** an export of more rows than this asks for the user's password again (EXPORT_CONFIRM_ROWS, default 1000) */
  exportConfirmRows: number;
}

/**
 * Failed sign-ins are counted per account and address pair (tight), per address (loose: a school's users
 * may share one NAT address) and per account (a short delay that doubles, never a lock; addresses that
 * signed in to the account before skip it). Only attempts whose password was checked count.
 */
export interface LoginLimits {
  /** failures of one account from one address within pairWindowSeconds before that pair waits (LOGIN_PAIR_MAX_FAILURES, 5; LOGIN_PAIR_WINDOW_SECONDS, 300) */
  pairMaxFailures: number;
  pairWindowSeconds: number;
  /** failures from one address, whatever the accounts, within ipWindowSeconds (LOGIN_IP_MAX_FAILURES, 500; LOGIN_IP_WINDOW_SECONDS, 900) */
  ipMaxFailures: number;
  ipWindowSeconds: number;
  /** failures of an account (any address) before each further attempt waits 1 s, 2 s, 4 s... (LOGIN_ACCOUNT_FREE_FAILURES, 5) */
  accountFreeFailures: number;
  /** the longest such wait (LOGIN_ACCOUNT_MAX_DELAY_SECONDS, 60) */
  accountMaxDelaySeconds: number;
  /** how long an account's failures are remembered, unless it signs in first (LOGIN_ACCOUNT_WINDOW_SECONDS, 3600) */
  accountWindowSeconds: number;
  /** an address that signed in to the account within this many days skips the account's wait (LOGIN_KNOWN_ADDRESS_DAYS, 90) */
  knownAddressDays: number;
  /** the owner is emailed when the account's remembered failures reach this (LOGIN_NOTICE_FAILURES, 10) ... */
  noticeFailures: number;
  /** ... at most once in this many hours (LOGIN_NOTICE_HOURS, 24; at most 24) */
  noticeHours: number;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
/** A whole number of at least 1 (a limit of 0 would refuse everything). */
const atLeast1 = (v: string | undefined, d: number) => Math.max(1, int(v, d));
/** A window of seconds, at most a day (the marks behind it are pruned after a day). */
const withinADay = (v: string | undefined, d: number) => Math.min(86_400, atLeast1(v, d));

export function loadLoginLimits(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  return {
    pairMaxFailures: atLeast1(env.LOGIN_PAIR_MAX_FAILURES, 5),
    pairWindowSeconds: withinADay(env.LOGIN_PAIR_WINDOW_SECONDS, 300),
    ipMaxFailures: atLeast1(env.LOGIN_IP_MAX_FAILURES, 500),
    ipWindowSeconds: withinADay(env.LOGIN_IP_WINDOW_SECONDS, 900),
    accountFreeFailures: atLeast1(env.LOGIN_ACCOUNT_FREE_FAILURES, 5),
    accountMaxDelaySeconds: atLeast1(env.LOGIN_ACCOUNT_MAX_DELAY_SECONDS, 60),
    accountWindowSeconds: withinADay(env.LOGIN_ACCOUNT_WINDOW_SECONDS, 3600),
    knownAddressDays: int(env.LOGIN_KNOWN_ADDRESS_DAYS, 90),
    noticeFailures: atLeast1(env.LOGIN_NOTICE_FAILURES, 10),
    // the marks behind the notice are pruned after a day
    noticeHours: Math.min(24, atLeast1(env.LOGIN_NOTICE_HOURS, 24)),
  };
}
/** An http(s) address, or undefined (a javascript: or malformed value is ignored). */
const httpUrl = (v: string | undefined) => (v && /^https?:\/\/[^\s]+$/i.test(v.trim()) ? v.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    // relative to where `npm start` was typed (npm runs workspace scripts from the workspace folder)
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Caduceus <no-reply@caduceus.local>',
    publicUrl,
    webDist: env.WEB_DIST,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    resetTokenMinutes: int(env.RESET_TOKEN_MINUTES, 60),
    secureCookies: publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loadDemo: env.LOAD_DEMO === '1',
    liveHeartbeatMs: int(env.LIVE_HEARTBEAT_SECONDS, 25) * 1000,
    rightsCacheMs: int(env.RIGHTS_CACHE_SECONDS, 5) * 1000,
    sessionCacheMs: int(env.SESSION_CACHE_SECONDS, 5) * 1000,
    listCacheMs: int(env.LIST_CACHE_SECONDS, 30) * 1000,
    chatStudentUrl: httpUrl(env.CHAT_STUDENT_URL),
    chatConsoleUrl: httpUrl(env.CHAT_CONSOLE_URL),
    analyticsEnabled: env.ANALYTICS_ENABLED === '1',
    smsProvider: (env.SMS_PROVIDER || 'log').trim().toLowerCase(),
    smsWebhookUrl: httpUrl(env.SMS_WEBHOOK_URL),
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    inboundEmailToken: env.INBOUND_EMAIL_TOKEN?.trim() || undefined,
    inboundMailDir: env.INBOUND_MAIL_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), env.INBOUND_MAIL_DIR)
      : undefined,
    inboundPollMs: Math.max(5, int(env.INBOUND_POLL_SECONDS, 60)) * 1000,
    login: loadLoginLimits(env),
    uploadTmpDir: env.UPLOAD_TMP_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.UPLOAD_TMP_DIR) : undefined,
    uploadFormMaxBytes: Math.max(1, int(env.UPLOAD_FORM_MAX_MB, 50)) * 1024 * 1024,
    uploadsPerUser: Math.max(1, int(env.UPLOADS_PER_USER, 3)),
    sheetMaxUnpackedBytes: Math.max(1, int(env.SHEET_MAX_UNPACKED_MB, 100)) * 1024 * 1024,
    sheetReadMs: Math.max(1, int(env.SHEET_READ_SECONDS, 30)) * 1000,
    sheetWorkerMemoryMb: Math.max(64, int(env.SHEET_WORKER_MEMORY_MB, 256)),
    sheetWorkers: Math.max(1, int(env.SHEET_WORKERS, 2)),
    exportConfirmRows: int(env.EXPORT_CONFIRM_ROWS, 1000),
  };
}
