import { auditLog, recordAccessLog } from './db/tables.js';
import type { Executor } from './db/index.js';

/** Who is acting, handed from the route to the service: narrow, no HTTP types. */
export interface Actor {
  userId: number;
  roleId: number | null;
  userType: string;
  groupId: number | null;
  requestId?: string;
  ip?: string;
}

const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'password', 'token', 'image']);

/** Drops secrets (and bulky images) from a row before it is written to the audit trail. */
export function redact(row: unknown): unknown {
  if (!row || typeof row !== 'object') return row ?? null;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : v]));
}

/** `actor` null, or only its address and request id: nobody signed in (a sign-in, a forgot-password request). */
export async function audit(
  ex: Executor,
  actor: Actor | Pick<Actor, 'ip' | 'requestId'> | null,
  e: { action: string; entity: string; entityId?: string | number | null; before?: unknown; after?: unknown },
) {
  await ex.insert(auditLog).values({
    actorId: actor && 'userId' in actor ? actor.userId : null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId == null ? null : String(e.entityId),
    before: (redact(e.before) ?? null) as never,
    after: (redact(e.after) ?? null) as never,
    requestId: actor?.requestId ?? null,
    ip: actor?.ip ?? null,
  });
}

/** Records a read of a protected record (FERPA for student records), at once; reads through lists: platform/access-log.ts. */
export async function recordRead(ex: Executor, actor: Actor, entity: string, entityId: string | number) {
  await ex.insert(recordAccessLog).values({
    actorId: actor.userId,
    entity,
    entityId: String(entityId),
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
  });
}
