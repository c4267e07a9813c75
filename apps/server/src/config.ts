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
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
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
    inboundMailDir: env.INBOUND_MAIL_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.INBOUND_MAIL_DIR) : undefined,
    inboundPollMs: Math.max(5, int(env.INBOUND_POLL_SECONDS, 60)) * 1000,
  };
}
