import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AccessLogQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { users } from '../auth/auth.schema.js';
import { students } from '../../students/tables.js';
import { recordAccessLog as log } from '../../../platform/db/tables.js';

const isStudentPart = or(eq(log.entity, 'student'), sql`${log.entity} like 'student.%'`)!;

function where(q: AccessLogQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.actorId) conds.push(eq(log.actorId, q.actorId));
  if (q.studentId) {
    const id = String(q.studentId);
    // the student's own pages (entity_id) and every list answer that held it (entity_ids, GIN)
    conds.push(and(isStudentPart, or(eq(log.entityId, id), sql`${log.entityIds} @> array[${id}]::text[]`)));
  }
  if (q.part) conds.push(eq(log.entity, q.part));
  if (q.via) conds.push(eq(log.exported, q.via === 'export'));
  // whole days in UTC, both ends included
  if (q.from) conds.push(sql`${log.at} >= (${q.from}::date)::timestamp at time zone 'UTC'`);
  if (q.to) conds.push(sql`${log.at} < (${q.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (q.q) {
    const term = likeTerm(q.q);
    conds.push(
      or(
        ilike(users.username, term),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
        ilike(log.ip, term),
      ),
    );
  }
  return and(...conds);
}

const SORTS: Record<string, (dir: typeof asc) => SQL[]> = {
  at: (d) => [d(log.at), d(log.id)],
  reader: (d) => [d(users.lastName), d(users.firstName), desc(log.id)],
  part: (d) => [d(log.entity), desc(log.id)],
  ip: (d) => [d(log.ip), desc(log.id)],
};

/** One page of the log, newest first unless sorted otherwise (keys checked by the caller). */
export async function listReads(ex: Executor, q: AccessLogQuery, sortKey: string, descending: boolean) {
  const w = where(q);
  const order = SORTS[sortKey](descending ? desc : asc);
  const rows = await ex
    .select({
      id: log.id,
      at: log.at,
      actorId: log.actorId,
      actorName: nameOf(users),
      actorUsername: users.username,
      entity: log.entity,
      entityId: log.entityId,
      entityIds: log.entityIds,
      ip: log.ip,
      exported: log.exported,
    })
    .from(log)
    .leftJoin(users, eq(users.id, log.actorId))
    .where(w)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
  // the count joins the users only when the search needs their names
  const countQuery = ex.select({ n: sql<number>`count(*)::int` }).from(log);
  const [{ n }] = await (q.q ? countQuery.leftJoin(users, eq(users.id, log.actorId)) : countQuery).where(w);
  return { rows, total: Number(n) };
}

/** Names of the students read on their own pages (a page's worth of ids). */
export async function studentNames(ex: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ id: students.id, name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
    .from(students)
    .where(inArray(students.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Users who read anything, by name or username (the reader filter's choices). */
export async function readers(ex: Executor, q: string | undefined, limit = 20) {
  const term = q ? likeTerm(q) : undefined;
  return ex
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      username: users.username,
    })
    .from(users)
    .where(
      and(
        exists(
          ex
            .select({ one: sql`1` })
            .from(log)
            .where(eq(log.actorId, users.id)),
        ),
        term
          ? or(ilike(users.username, term), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term))
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
}
