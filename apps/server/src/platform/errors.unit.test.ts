import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { answerForSqlState, errorForLog, sqlStateOf } from './errors.js';

/** A driver error as pg and PGlite raise it (PGlite also hangs the statement and its values on it). */
const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), {
    code,
    severity: 'ERROR',
    detail: 'Key (email)=(jane@example.com) already exists.',
    ...extra,
  });

describe('answerForSqlState', () => {
  it('answers data exceptions (class 22) with 400', () => {
    for (const state of ['22001', '22003', '22007', '22008', '22012', '22021', '22P02', '22P05', '22023']) {
      expect(answerForSqlState(state), state).toMatchObject({ status: 400, code: 'BAD_INPUT' });
    }
    expect(answerForSqlState('22021')?.message).toBe('A value holds characters that cannot be stored');
    expect(answerForSqlState('22001')?.message).toBe('A value is too long');
  });

  it("answers integrity rules (class 23) as the caller's conflict or rule, and leaves the rest to a 500", () => {
    expect(answerForSqlState('23505')).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(answerForSqlState('23503')).toMatchObject({ status: 422, code: 'RULE' });
    expect(answerForSqlState('23502')).toMatchObject({ status: 400 });
    expect(answerForSqlState('23514')).toMatchObject({ status: 400 });
    for (const state of ['42P01', '40001', '57014', '53300', 'XX000', undefined])
      expect(answerForSqlState(state), String(state)).toBeUndefined();
  });

  it("finds the SQLSTATE under drizzle's wrapper, and not in Node's or Fastify's codes", () => {
    expect(sqlStateOf(new DrizzleQueryError('insert ...', ['x'], pgError('22021', 'invalid byte sequence')))).toBe(
      '22021',
    );
    expect(sqlStateOf(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});

describe('errorForLog', () => {
  const secret = 'jane@example.com';

  it("keeps the SQLSTATE and the driver's message, drops the statement, its values and the detail", () => {
    const wrapped = new DrizzleQueryError(
      `insert into users (email) values ($1)`,
      [secret, '1990-04-12'],
      pgError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
    );
    expect(errorForLog(wrapped)).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_email_key"',
    });
    expect(errorForLog(wrapped).stack).toMatch(
      /^DatabaseError: duplicate key value violates unique constraint "users_email_key"\n\s+at /,
    );
    expect(JSON.stringify(errorForLog(wrapped))).not.toMatch(/jane|1990|insert into/);
    const pglite = pgError('22P02', `invalid input syntax for type integer: "${secret}"`, {
      query: 'select $1::int',
      params: [secret],
    });
    expect(JSON.stringify(errorForLog(pglite))).not.toContain(secret);
    expect(errorForLog(pgError('22003', `value "${secret}" is out of range for type integer`))).toMatchObject({
      message: 'value "…" is out of range for type integer',
    });
  });

  it("says only that a statement failed when drizzle's wrapper is all there is", () => {
    const alone = new DrizzleQueryError('select $1', [secret], undefined as unknown as Error);
    expect(errorForLog(alone)).toMatchObject({ type: 'DatabaseError', code: undefined, message: 'A statement failed' });
    expect(JSON.stringify(errorForLog(alone))).not.toContain(secret);
    const refused = new DrizzleQueryError(
      'select $1',
      [secret],
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    expect(errorForLog(refused)).toMatchObject({
      type: 'DatabaseError',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(JSON.stringify(errorForLog(refused))).not.toContain(secret);
  });

  it('keeps other errors whole (type, message, stack, code, cause) and passes anything else through', () => {
    const e = Object.assign(new TypeError('boom', { cause: new Error('inner') }), { code: 'E_X', extra: secret });
    const out = errorForLog(e) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      code: 'E_X',
      cause: { type: 'Error', message: 'inner' },
    });
    expect(out.stack).toContain('boom');
    expect(JSON.stringify(out)).not.toContain(secret);
    expect(errorForLog('a message')).toMatchObject({ message: 'a message' });
  });
});
