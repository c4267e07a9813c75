import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@caduceus/contracts';
import { ZodError } from 'zod';
import { DrizzleQueryError } from 'drizzle-orm';

/** A failure a caller should see, with its HTTP status and typed code. */
export class AppError extends Error {
  /** response headers that go with the error (Retry-After of a 429) */
  headers?: Record<string, string>;
  constructor(
    public status: number,
    public code: ErrorCode,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}
export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.badInput, message, fields);
export const unauthenticated = (message = 'Please sign in') => new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (what = 'Record') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
export const ruleRefused = (message: string, fields?: Record<string, string>) =>
  new AppError(422, ERROR_CODES.rule, message, fields);
/** A 429 telling the client when to try again (whole seconds, at least 1, in Retry-After). */
export function tooMany(message: string, retryAfterSeconds: number) {
  const e = new AppError(429, ERROR_CODES.tooMany, message);
  e.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return e;
}

function zodFields(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    fields[key] ??= i.message;
  }
  return fields;
}

const SQLSTATE = /^([0-9]{2}|F0|HV|P0|XX)[0-9A-Z]{3}$/;
const causeOf = (e: unknown) => (e && typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined);

/** The SQLSTATE of a database error, wherever the driver put it (drizzle wraps the driver's error as `cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = causeOf(e), depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/**
 * What a caller hears when the database refuses a value: the request's fault (400, 409, 422), not the
 * server's. Class 22 (data exception: a NUL or an invalid byte sequence, a text too long, a number out
 * of range, a day that does not exist, text that is not a number) and the integrity rules of class 23.
 */
export function answerForSqlState(
  state: string | undefined,
): { status: number; code: ErrorCode; message: string } | undefined {
  if (!state) return undefined;
  const bad = (message: string) => ({ status: 400, code: ERROR_CODES.badInput, message });
  switch (state) {
    case '23505':
      return { status: 409, code: ERROR_CODES.conflict, message: 'This record already exists' };
    case '23P01':
      return { status: 409, code: ERROR_CODES.conflict, message: 'This overlaps a record that exists' };
    case '23503':
    case '23001':
      return { status: 422, code: ERROR_CODES.rule, message: 'This record is still referenced by others' };
    case '23502':
      return bad('A required value is missing');
    case '23514':
      return bad('A value is not allowed');
    case '22001':
      return bad('A value is too long');
    case '22021':
    case '22P05':
      return bad('A value holds characters that cannot be stored');
  }
  return state.startsWith('22') ? bad('A value is out of range or not valid') : undefined;
}

/** A driver's message without the values it quotes: `...: "value"` and `value "..."` keep their words only. */
const withoutValues = (message: string) => message.replace(/(: |value )"(?:[^"]|"")*"/g, '$1"…"');
const looksLikeStatement = (e: object) => 'query' in e || 'params' in e || 'parameters' in e;

/** An error as a log line holds it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}
/** The frames of an error's stack (`    at ...` lines), without the message it starts with (which may hold values). */
function framesOf(e: Error): string {
  if (typeof e.stack !== 'string') return '';
  const header = `${e.name}: ${e.message}`;
  const rest = e.stack.startsWith(header) ? e.stack.slice(header.length) : '';
  return rest
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');
}

/**
 * The log's picture of an error (pino's `err` serializer). A database error is its SQLSTATE, the
 * driver's message with quoted values taken out and the stack's frames: never the statement, its
 * parameters or the row (drizzle's error message carries them all, the driver's `detail` the
 * conflicting values). Other errors keep their type, message, stack, code and cause. Fastify adds the
 * request id to every line.
 */
export function errorForLog(err: unknown): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const chain: object[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && chain.length < 5; e = causeOf(e)) chain.push(e);
  const state = sqlStateOf(err);
  if (state || chain.some(looksLikeStatement)) {
    // the driver's own error (PGlite's and pg's carry the SQLSTATE; PGlite's the statement too), not drizzle's wrapper
    const driver = ((state && chain.find((e) => (e as { code?: unknown }).code === state)) || chain.at(-1)) as Error & {
      code?: unknown;
    };
    const message =
      driver instanceof DrizzleQueryError || typeof driver.message !== 'string'
        ? 'A statement failed'
        : withoutValues(driver.message);
    return {
      type: 'DatabaseError',
      code: state ?? driver.code,
      message,
      stack: `DatabaseError: ${message}\n${framesOf(err as Error)}`,
    };
  }
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const cause = causeOf(e);
  return {
    type: e.constructor?.name ?? 'Error',
    message: String(e.message),
    stack: String(e.stack ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(cause !== undefined ? { cause: errorForLog(cause) } : {}),
  };
}

/** The one error shape of the API: { error: { code, message, fields? } }. Bad input is never a 500. */
/** spaIndex: the web app's index.html, answered to any GET outside /api (client-side routes). */
export function registerErrorHandler(app: FastifyInstance, spaIndex?: Buffer) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({
        error: {
          code: ERROR_CODES.badInput,
          message: 'Please correct the highlighted fields',
          fields: zodFields(err.issues),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key =
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '_');
        fields[key || '_'] ??= v.message ?? 'Invalid value';
      }
      return reply
        .status(400)
        .send({ error: { code: ERROR_CODES.badInput, message: 'Please correct the highlighted fields', fields } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.message }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: 'Something went Wrong!' } });
    }
    const refused = answerForSqlState(sqlStateOf(err));
    if (refused) {
      // the request's fault, but a schema let it through: worth a line (code and message, no values)
      req.log.warn({ err }, 'the database refused a value');
      return reply.status(refused.status).send({ error: { code: refused.code, message: refused.message } });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: { code: ERROR_CODES.tooMany, message: err.message } });
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badInput, message: err.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: 'Something went Wrong!' } });
  });
  app.setNotFoundHandler((req, reply) => {
    if (spaIndex && req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/api') {
      return reply.header('cache-control', 'no-cache').type('text/html').send(spaIndex);
    }
    return reply
      .status(404)
      .send({ error: { code: ERROR_CODES.notFound, message: `No route ${req.method} ${req.url.split('?')[0]}` } });
  });
}
