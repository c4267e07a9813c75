import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, INVOICE_MESSAGES } from '@caduceus/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../../platform/db/index.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { idempotencyKeys } from './idempotency.schema.js';

/** JSON with every object's keys in order: the same request hashes the same whatever its key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
export const requestHash = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

export interface IdempotentCall {
  userId: number;
  key: string;
  /** the operation and its target (`payInvoice /api/students/1/invoices/2/payments`): a key names one request */
  operation: string;
  /** what the caller asked (the body, validated) */
  request: unknown;
  /** the answer's status */
  status: number;
}
export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** the first answer, given again */
  replayed: boolean;
}

/**
 * Runs a money-moving request once per (user, Idempotency-Key) (Stripe's contract). The key is taken in
 * the transaction of the work and answered in it: the same key and request answer the first answer again;
 * the same key with another request or operation is a 422; a parallel duplicate waits on the key's row
 * (PostgreSQL holds the second insert until the first transaction ends) and then replays, or does the work
 * if the first failed (a failure writes nothing, the key included, so the caller may retry).
 */
export async function idempotent<T>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(call.request);
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(idempotencyKeys)
      .values({ userId: call.userId, key: call.key, operation: call.operation, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!taken.length) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
      if (!first || first.operation !== call.operation || first.requestHash !== hash)
        throw new AppError(422, ERROR_CODES.rule, INVOICE_MESSAGES.idempotencyReused, {
          'idempotency-key': INVOICE_MESSAGES.idempotencyReused,
        });
      if (first.statusCode == null) throw conflict(INVOICE_MESSAGES.idempotencyBusy);
      return { status: first.statusCode, body: first.response as T, replayed: true };
    }
    const body = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: call.status, response: body as never })
      .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
    return { status: call.status, body, replayed: false };
  });
}

/** The OpenAPI sentence every idempotent write's description ends with. */
export const IDEMPOTENCY_NOTE =
  ' Send an `Idempotency-Key` header: the same key and body answer the first answer again (header `Idempotent-Replayed: true`), the same key with another body is a 422, a parallel duplicate waits for the first and replays it.';

/** Answers an idempotent write: the first answer's status and body, marked when replayed. */
export async function answerIdempotent<T>(reply: FastifyReply, work: Promise<IdempotentAnswer<T>>): Promise<T> {
  const a = await work;
  reply.status(a.status);
  if (a.replayed) reply.header('idempotent-replayed', 'true');
  return a.body;
}
