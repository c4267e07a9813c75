import { and, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  lookupsWanted,
  type ChangeKind,
  type ChangeLookups,
  type ChangeRow,
  type Describers,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf, toIso } from '../../../platform/db/columns.js';
import { offsetOf } from '../../../platform/paging.js';
import { auditLog } from '../../../platform/db/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { files } from '../files/files.schema.js';

/**
 * The record kit's activity log: a page of the audit rows the owner says are its own, newest first, and the
 * names the rows' describers need (contracts' kit/changes.ts writes the sentences; see there why on the server).
 */

/** The rows of one kind (`kinds`' match list), or every row when no kind is asked for. */
export function kindWhere(kinds: readonly ChangeKind[], kind: string | undefined): SQL | undefined {
  if (!kind) return undefined;
  const one = (m: ChangeKind['match'][number]) =>
    and(
      eq(auditLog.entity, m.entity),
      m.actions ? inArray(auditLog.action, [...m.actions]) : undefined,
      m.notActions ? not(inArray(auditLog.action, [...m.notActions])) : undefined,
    );
  if (kind === 'other') return not(or(...kinds.flatMap((k) => k.match.map(one)))!);
  const k = kinds.find((x) => x.value === kind);
  return k ? or(...k.match.map(one)) : sql`false`;
}

/** A page of a record's activity log: the audit rows `where` picks (the owner says which are its), newest first. */
export async function activityPage(ex: Executor, where: SQL | undefined, q: { page: number; pageSize: number }) {
  const items = await ex
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: nameOf(users),
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { items: items.map((r) => ({ ...r, at: toIso(r.at)! })), total: Number(n) };
}

/** A record's own name by id, for rows that do not carry it (a verified document's title): the owner's query. */
export type RecordNames = Record<string, (ex: Executor, ids: number[]) => Promise<Map<number, string>>>;

/** The names a page of rows needs: control-table rows, users, stored files and the records `names` can name. */
export async function changeLookups(
  ex: Executor,
  rows: readonly ChangeRow[],
  describers: Describers,
  names: RecordNames = {},
): Promise<ChangeLookups> {
  const want = lookupsWanted(rows, describers);
  const pairs = <T extends { id: number; label: string | null }>(list: T[]) =>
    new Map(list.filter((r) => r.label != null).map((r) => [r.id, r.label!]));
  const refs = want.refs.length
    ? pairs(
        await ex.select({ id: refRows.id, label: refRows.label }).from(refRows).where(inArray(refRows.id, want.refs)),
      )
    : new Map<number, string>();
  const people = want.users.length
    ? pairs(
        await ex
          .select({ id: users.id, label: nameOf(users) })
          .from(users)
          .where(inArray(users.id, want.users)),
      )
    : new Map<number, string>();
  const stored = want.files.length
    ? pairs(await ex.select({ id: files.id, label: files.filename }).from(files).where(inArray(files.id, want.files)))
    : new Map<number, string>();
  const records = new Map<string, string>();
  for (const [entity, find] of Object.entries(names)) {
    const ids = [
      ...new Set(
        rows
          .filter((r) => r.entity === entity && r.entityId && /^\d+$/.test(r.entityId))
          .map((r) => Number(r.entityId)),
      ),
    ];
    if (!ids.length) continue;
    for (const [id, name] of await find(ex, ids)) records.set(`${entity}:${id}`, name);
  }
  return { refs, users: people, files: stored, records };
}
