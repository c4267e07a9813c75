import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { countRows, likeTerm, offsetOf, orderBy, totalOver, withTotal } from '../../../platform/paging.js';
import { accessGroups } from '../rights/access.schema.js';
import { users } from '../auth/auth.schema.js';
import type { PageQuery } from '@caduceus/contracts';

const listColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  roleId: users.roleId,
  roleName: users.roleName,
  groupId: users.groupId,
  groupName: accessGroups.name,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};
const sortable = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export type UserFilter = PageQuery & { userType?: string; groupId?: number; active?: 'true' | 'false' };

function where(f: UserFilter) {
  return and(
    f.q
      ? or(
          ilike(users.username, likeTerm(f.q)),
          ilike(users.email, likeTerm(f.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(f.q)),
        )
      : undefined,
    f.userType ? eq(users.userType, f.userType) : undefined,
    f.groupId ? eq(users.groupId, f.groupId) : undefined,
    f.active ? eq(users.active, f.active === 'true') : undefined,
  );
}

export async function listUsers(ex: Executor, f: UserFilter) {
  const w = where(f);
  const rows = await ex
    .select({ ...listColumns, total: totalOver() })
    .from(users)
    .leftJoin(accessGroups, eq(accessGroups.id, users.groupId))
    .where(w)
    .orderBy(orderBy(f.sort, sortable, asc(users.username)), asc(users.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return withTotal(rows, () => countRows(ex, users, w));
}

export const getUser = async (ex: Executor, id: number) =>
  (
    await ex
      .select(listColumns)
      .from(users)
      .leftJoin(accessGroups, eq(accessGroups.id, users.groupId))
      .where(eq(users.id, id))
  )[0];
export const findRaw = async (ex: Executor, id: number) => (await ex.select().from(users).where(eq(users.id, id)))[0];
export const findByUsername = async (ex: Executor, username: string) =>
  (await ex.select({ id: users.id }).from(users).where(eq(users.username, username.toLowerCase())))[0];
export const insertUser = async (ex: Executor, v: typeof users.$inferInsert) =>
  (await ex.insert(users).values(v).returning())[0];
export const updateUser = async (ex: Executor, id: number, v: Partial<typeof users.$inferInsert>) =>
  (
    await ex
      .update(users)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning()
  )[0];
/** Active users of a directory scope (users.directory.ts) by name, for pickers. */
export const userNames = (ex: Executor, scope: SQL, q?: string, groupId?: number) =>
  ex
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        scope,
        groupId ? eq(users.groupId, groupId) : undefined,
        q ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(q)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(200);
export const groupExists = async (ex: Executor, id: number) =>
  !!(await ex.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.id, id)))[0];
