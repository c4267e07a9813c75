import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@caduceus/contracts';
import { ZodError } from 'zod';

/** A failure a caller should see, with its HTTP status and typed code. */
export class AppError extends Error {
  constructor(public status: number, public code: ErrorCode, message: string, public fields?: Record<string, string>) {
    super(message);
  }
}
export const badInput = (message: string, fields?: Record<string, string>) => new AppError(400, ERROR_CODES.badInput, message, fields);
export const unauthenticated = (message = 'Please sign in') => new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (what = 'Record') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, ERROR_CODES.conflict, message, fields);
export const ruleRefused = (message: string) => new AppError(422, ERROR_CODES.rule, message);

function zodFields(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    fields[key] ??= i.message;
  }
  return fields;
}

/** The one error shape of the API: { error: { code, message, fields? } }. Bad input is never a 500. */
/** spaIndex: the web app's index.html, answered to any GET outside /api (client-side routes). */
export function registerErrorHandler(app: FastifyInstance, spaIndex?: Buffer) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: { code: ERROR_CODES.badInput, message: 'Please correct the highlighted fields', fields: zodFields(err.issues) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '_');
        fields[key || '_'] ??= v.message ?? 'Invalid value';
      }
      return reply.status(400).send({ error: { code: ERROR_CODES.badInput, message: 'Please correct the highlighted fields', fields } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.message }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: 'Something went Wrong!' } });
    }
    const pgCode = (err as { code?: string }).code ?? ((err as { cause?: { code?: string } }).cause)?.code;
    if (pgCode === '23505') return reply.status(409).send({ error: { code: ERROR_CODES.conflict, message: 'This record already exists' } });
    if (pgCode === '23503') return reply.status(422).send({ error: { code: ERROR_CODES.rule, message: 'This record is still referenced by others' } });
    // a value the database cannot hold (an id past the integer range, a day that does not exist): the input's fault
    if (pgCode === '22003' || pgCode === '22007' || pgCode === '22008' || pgCode === '22P02') {
      return reply.status(400).send({ error: { code: ERROR_CODES.badInput, message: 'A value is out of range or not valid' } });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: { code: ERROR_CODES.tooMany, message: err.message } });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badInput, message: err.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: ERROR_CODES.internal, message: 'Something went Wrong!' } });
  });
  app.setNotFoundHandler((req, reply) => {
    if (spaIndex && req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/api') {
      return reply.header('cache-control', 'no-cache').type('text/html').send(spaIndex);
    }
    return reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: `No route ${req.method} ${req.url.split('?')[0]}` } });
  });
}
