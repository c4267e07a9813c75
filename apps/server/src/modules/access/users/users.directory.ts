import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { isSuperRole } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { SELF_SERVICE_TYPES } from '../../../platform/guard.js';
import { accessGroups } from '../rights/access.schema.js';
import { users } from '../auth/auth.schema.js';

/** The groups of one tree of the access-group hierarchy: the top-most group above `groupId` and every group below it. */
export async function groupTreeOf(ex: Executor, groupId: number): Promise<number[]> {
  const rows = await ex.select({ id: accessGroups.id, parentId: accessGroups.parentId }).from(accessGroups);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  if (!parentOf.has(groupId)) return [];
  let root = groupId;
  const climbed = new Set([root]);
  for (let p = parentOf.get(root); p != null && !climbed.has(p) && parentOf.has(p); p = parentOf.get(p)) {
    climbed.add(p);
    root = p;
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (r.parentId != null && tree.has(r.parentId) && !tree.has(r.id)) {
        tree.add(r.id);
        grew = true;
      }
  }
  return [...tree];
}

/**
 * Who a user picker (invitees, assignees, representatives) shows this caller, by name only: the
 * back-office colleagues of the caller's organisation, i.e. users whose access group lies in the same
 * tree of the group hierarchy as the caller's (a registrar under the Dean sees the Dean's office, faculty,
 * HR, bursars: every group under the same top group). Self-service accounts (students, parents, alumni)
 * never appear; super roles see every back-office account; a caller in no group sees no one.
 */
export async function directoryScope(
  ex: Executor,
  caller: { roleId: number | null; groupId: number | null },
): Promise<SQL> {
  const backOffice = notInArray(users.userType, [...SELF_SERVICE_TYPES]);
  if (isSuperRole(caller.roleId)) return backOffice;
  const tree = caller.groupId ? await groupTreeOf(ex, caller.groupId) : [];
  return tree.length ? and(backOffice, inArray(users.groupId, tree))! : sql`false`;
}

/** Which of these ids the caller's directory holds (active or not). */
export async function inDirectory(
  ex: Executor,
  caller: { roleId: number | null; groupId: number | null },
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), await directoryScope(ex, caller)));
  return new Set(rows.map((r) => r.id));
}
