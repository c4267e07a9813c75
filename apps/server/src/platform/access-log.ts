import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { recordAccessLog } from './db/tables.js';
import type { Db, Executor } from './db/index.js';
import type { Params } from './db/prepared.js';
import type { Actor } from './audit.js';

/** The header the generic export sends with its own requests to a list, so their reads are the export's. */
export const EXPORT_READ_HEADER = 'x-caduceus-export';

type Row = typeof recordAccessLog.$inferInsert;
/** rows of one INSERT at most (9 parameters each, far below PostgreSQL's 65,535) */
const MAX_INSERT_ROWS = 1000;

export interface AccessLogOptions {
  /** rows wait at most this long before they are written (default 1000 ms) */
  flushMs?: number;
  /** or until this many wait (default 100) */
  maxRows?: number;
  /** rows kept for another try after a failed write, beyond which the oldest are dropped (default 10,000) */
  maxPending?: number;
  onError?: (err: unknown, rows: number) => void;
}

/**
 * A record's read and its row in the record access log in one statement: this CTE, put in front of the
 * query that reads the record (`ex.with(cte).select(...)`), writes the row (who, which part, which record,
 * the request and address) when `exists` holds, i.e. when the read finds the record. PostgreSQL runs a
 * data-modifying CTE whether or not the query refers to it, in the statement's own transaction: the row is
 * committed with the read, before the answer leaves, and no read is answered without it (a crash loses
 * nothing answered). One round trip instead of two (platform/audit.ts recordRead writes it on its own).
 * Its values are placeholders (the statement is built and prepared once per shape): give them to each
 * execution with `readLogValues`.
 */
export function readLogCte(ex: Executor, entityId: SQL, exists: SQL) {
  const ph = (name: string) => sql.placeholder(name);
  return ex
    .$with('read_logged', { logged: sql<number>`logged` })
    .as(
      sql`insert into ${recordAccessLog} (actor_id, entity, entity_id, request_id, ip) select ${ph('logActor')}::int, ${ph('logEntity')}::text, ${entityId}, ${ph('logRequest')}::text, ${ph('logIp')}::text where ${exists} returning 1 as logged`,
    );
}
/** The values of readLogCte's placeholders for this read. */
export function readLogValues(p: Params, actor: Actor, entity: string) {
  p.ph('logActor', actor.userId);
  p.ph('logEntity', entity);
  p.ph('logRequest', actor.requestId ?? null);
  p.ph('logIp', actor.ip ?? null);
}

/**
 * Reads through lists (the student list, global search, the "Update Student Info" list, and exports,
 * which read those lists page by page) written to the record access log without a database write on
 * the request's path: each read is one row (who, when, from where, which part, the ids the answer held)
 * that waits in memory and goes to the database with the others in one INSERT, once a second or as soon
 * as 100 wait (one INSERT at a time: rows arriving meanwhile join the next). A crash loses at most the
 * rows of that last second; a clean shutdown (app.close) writes them; a failed write keeps them (up to
 * 10,000) for the next try. A cached page records its read like a fresh one.
 * A record's own routes (a student's tab) write their row at once instead (platform/audit.ts recordRead).
 */
export function createAccessLog(db: Db, opts: AccessLogOptions = {}) {
  const flushMs = opts.flushMs ?? 1000;
  const maxRows = opts.maxRows ?? 100;
  const maxPending = opts.maxPending ?? 10_000;
  // a fresh secret per process: only this instance's export can mark its own requests
  const secret = randomBytes(24).toString('base64url');
  const pending: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  // one INSERT at a time; resolves false when it failed (its rows wait again)
  let inFlight: Promise<boolean> | undefined;

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!inFlight && pending.length) void write();
    }, flushMs);
    timer.unref();
  }
  function write(): Promise<boolean> {
    clearTimeout(timer);
    timer = undefined;
    const rows = pending.splice(0, MAX_INSERT_ROWS);
    const done = db
      .insert(recordAccessLog)
      .values(rows)
      .then(
        () => true,
        (err) => {
          pending.unshift(...rows);
          if (pending.length > maxPending) pending.splice(0, pending.length - maxPending);
          opts.onError?.(err, rows.length);
          return false;
        },
      );
    inFlight = done;
    void done.then((ok) => {
      inFlight = undefined;
      if (ok && pending.length >= maxRows) void write();
      else if (pending.length) schedule();
    });
    return done;
  }
  /** Writes what waits now (and what is being written) before it answers; stops at a failed write. */
  async function flush(): Promise<void> {
    const rounds = 2 + Math.ceil(pending.length / MAX_INSERT_ROWS);
    for (let i = 0; i < rounds; i++) {
      if (inFlight) {
        if (!(await inFlight)) return;
      } else if (!pending.length) {
        return;
      } else if (!(await write())) {
        return;
      }
    }
  }

  /** Who reads, from where, and whether through an export (whose requests carry the export's origin). */
  function origin(req: FastifyRequest): { ip: string; requestId: string; exported: boolean } {
    const h = req.headers[EXPORT_READ_HEADER];
    if (typeof h === 'string') {
      const dot = h.indexOf('.');
      const given = Buffer.from(h.slice(0, Math.max(dot, 0)));
      if (dot > 0 && given.length === secret.length && timingSafeEqual(given, Buffer.from(secret))) {
        try {
          const o = JSON.parse(Buffer.from(h.slice(dot + 1), 'base64url').toString()) as {
            ip?: unknown;
            requestId?: unknown;
          };
          if (typeof o.ip === 'string' && typeof o.requestId === 'string')
            return { ip: o.ip, requestId: o.requestId, exported: true };
        } catch {
          /* not ours: an ordinary read */
        }
      }
    }
    return { ip: req.ip, requestId: String(req.id), exported: false };
  }

  return {
    /**
     * This request's user received these records through a list (entity e.g. 'student.list'): one row
     * with their ids. Nothing is written for an answer that held no record.
     */
    listed(req: FastifyRequest, entity: string, ids: readonly (number | string)[]) {
      const user = req.user;
      if (!user || !ids?.length) return;
      const o = origin(req);
      // the time of the read, not of the batch's write
      pending.push({
        at: new Date().toISOString(),
        actorId: user.id,
        entity,
        entityId: null,
        entityIds: ids.map(String),
        requestId: o.requestId,
        ip: o.ip,
        exported: o.exported,
      });
      if (pending.length >= maxRows && !inFlight) void write();
      else schedule();
    },
    /** The headers the export adds to its own requests to a list: their reads are recorded as the export's, from its caller's address. */
    exportHeaders(req: FastifyRequest): Record<string, string> {
      const o = Buffer.from(JSON.stringify({ ip: req.ip, requestId: String(req.id) })).toString('base64url');
      return { [EXPORT_READ_HEADER]: `${secret}.${o}` };
    },
    /** Writes the waiting rows now (the log's own reader calls it, so it sees every read of this instance). */
    flush,
    get pending() {
      return pending.length;
    },
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;
