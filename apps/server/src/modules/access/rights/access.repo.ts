import { and, asc, eq, ilike, sql, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../auth/auth.schema.js';
import { accessGroups, components, groupRights, menus, userRights } from './access.schema.js';
import type { PageQuery } from '@caduceus/contracts';

export type MenuRow = typeof menus.$inferSelect;
export type ComponentRow = typeof components.$inferSelect;
export type GroupRow = typeof accessGroups.$inferSelect;
export type RightKind = 'menu' | 'component';

// ---- rights ----
/** a real promise (a drizzle query runs again on every await): the rights cache keeps it */
export const allMenus = async (ex: Executor) => ex.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.id));
export const allComponents = (ex: Executor) => ex.select().from(components).orderBy(asc(components.key));
export const groupRightRows = (ex: Executor, groupId: number) =>
  ex.select().from(groupRights).where(eq(groupRights.groupId, groupId));
export const userRightRows = (ex: Executor, userId: number) =>
  ex.select().from(userRights).where(eq(userRights.userId, userId));

/** Every menu and component with the mode a user holds: the user's own override, else the group's, else 0. */
export async function rightsOfUser(ex: Executor, userId: number, groupId: number | null) {
  const res = await ex.execute(sql`
    select 'menu' as kind, m.id, m.parent_id as "parentId", m.link as key, m.super_user_view as "superUserView", m.admin_cannot_view as "adminCannotView",
           coalesce(ur.mode, gr.mode, 0)::int as mode
      from menus m
      left join user_rights ur on ur.user_id = ${userId} and ur.kind = 'menu' and ur.target_id = m.id
      left join group_rights gr on gr.group_id = ${groupId ?? -1} and gr.kind = 'menu' and gr.target_id = m.id
    union all
    select 'component', c.id, c.parent_id, c.key, false, false, coalesce(ur.mode, gr.mode, 0)::int
      from components c
      left join user_rights ur on ur.user_id = ${userId} and ur.kind = 'component' and ur.target_id = c.id
      left join group_rights gr on gr.group_id = ${groupId ?? -1} and gr.kind = 'component' and gr.target_id = c.id`);
  return (
    res as unknown as {
      rows: {
        kind: RightKind;
        id: number;
        parentId: number | null;
        key: string;
        superUserView: boolean;
        adminCannotView: boolean;
        mode: number;
      }[];
    }
  ).rows;
}

export async function replaceGroupRights(
  ex: Executor,
  groupId: number,
  rows: { kind: RightKind; targetId: number; mode: number }[],
) {
  await ex.delete(groupRights).where(eq(groupRights.groupId, groupId));
  const keep = rows.filter((r) => r.mode > 0);
  if (keep.length) await ex.insert(groupRights).values(keep.map((r) => ({ groupId, ...r })));
}
export async function replaceUserRights(
  ex: Executor,
  userId: number,
  rows: { kind: RightKind; targetId: number; mode: number }[],
) {
  await ex.delete(userRights).where(eq(userRights.userId, userId));
  if (rows.length) await ex.insert(userRights).values(rows.map((r) => ({ userId, ...r })));
}

// ---- groups ----
const groupColumns = { name: accessGroups.name, createdAt: accessGroups.createdAt, id: accessGroups.id };
const parent = sql`(select p.name from access_groups p where p.id = "access_groups"."parent_id")`;
const userCount = sql<number>`(select count(*)::int from users u where u.group_id = "access_groups"."id")`;

export async function listGroups(ex: Executor, q: PageQuery & { active?: 'true' | 'false' }) {
  const where = and(
    q.q ? ilike(accessGroups.name, likeTerm(q.q)) : undefined,
    q.active ? eq(accessGroups.active, q.active === 'true') : undefined,
  );
  const items = await ex
    .select({
      id: accessGroups.id,
      name: accessGroups.name,
      description: accessGroups.description,
      parentId: accessGroups.parentId,
      parentName: parent.mapWith(String),
      active: accessGroups.active,
      userCount,
    })
    .from(accessGroups)
    .where(where)
    .orderBy(orderBy(q.sort, groupColumns, asc(accessGroups.name)))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(accessGroups)
    .where(where);
  return {
    items: items.map((i) => ({ ...i, parentName: i.parentName ?? null, userCount: Number(i.userCount) })),
    total: Number(n),
  };
}
export const allGroups = (ex: Executor) => ex.select().from(accessGroups).orderBy(asc(accessGroups.name));
export const findGroup = async (ex: Executor, id: number) =>
  (await ex.select().from(accessGroups).where(eq(accessGroups.id, id)))[0];
export const findGroupByName = async (ex: Executor, name: string) =>
  (
    await ex
      .select()
      .from(accessGroups)
      .where(sql`lower(${accessGroups.name}) = lower(${name})`)
  )[0];
export const insertGroup = async (ex: Executor, v: typeof accessGroups.$inferInsert) =>
  (await ex.insert(accessGroups).values(v).returning())[0];
export const updateGroup = async (ex: Executor, id: number, v: Partial<typeof accessGroups.$inferInsert>) =>
  (await ex.update(accessGroups).set(v).where(eq(accessGroups.id, id)).returning())[0];
export async function deleteGroup(ex: Executor, id: number) {
  await ex.delete(groupRights).where(eq(groupRights.groupId, id));
  await ex.delete(accessGroups).where(eq(accessGroups.id, id));
}
export const usersInGroups = (ex: Executor, groupIds: number[]) =>
  groupIds.length
    ? ex
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          groupId: users.groupId,
        })
        .from(users)
        .where(and(inArray(users.groupId, groupIds), eq(users.active, true)))
        .orderBy(asc(users.firstName))
    : Promise.resolve([]);
export const countGroupUsers = async (ex: Executor, id: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.groupId, id))
    )[0].n,
  );
export const countChildGroups = async (ex: Executor, id: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(accessGroups)
        .where(eq(accessGroups.parentId, id))
    )[0].n,
  );

// ---- menus ----
export const findMenu = async (ex: Executor, id: number) => (await ex.select().from(menus).where(eq(menus.id, id)))[0];
export const findMenuByKey = async (ex: Executor, key: string) =>
  (await ex.select().from(menus).where(eq(menus.key, key)))[0];
export const insertMenu = async (ex: Executor, v: typeof menus.$inferInsert) =>
  (await ex.insert(menus).values(v).returning())[0];
export const updateMenu = async (ex: Executor, id: number, v: Partial<typeof menus.$inferInsert>) =>
  (await ex.update(menus).set(v).where(eq(menus.id, id)).returning())[0];
export async function deleteMenu(ex: Executor, id: number) {
  await ex.delete(groupRights).where(and(eq(groupRights.kind, 'menu'), eq(groupRights.targetId, id)));
  await ex.delete(userRights).where(and(eq(userRights.kind, 'menu'), eq(userRights.targetId, id)));
  await ex.delete(menus).where(eq(menus.id, id));
}
export const countChildMenus = async (ex: Executor, id: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(menus)
        .where(eq(menus.parentId, id))
    )[0].n,
  );

// ---- components ----
export const findComponent = async (ex: Executor, id: number) =>
  (await ex.select().from(components).where(eq(components.id, id)))[0];
export const findComponentByKey = async (ex: Executor, key: string) =>
  (await ex.select().from(components).where(eq(components.key, key)))[0];
export const insertComponent = async (ex: Executor, v: typeof components.$inferInsert) =>
  (await ex.insert(components).values(v).returning())[0];
export const updateComponent = async (ex: Executor, id: number, v: Partial<typeof components.$inferInsert>) =>
  (await ex.update(components).set(v).where(eq(components.id, id)).returning())[0];
export async function deleteComponent(ex: Executor, id: number) {
  await ex.delete(groupRights).where(and(eq(groupRights.kind, 'component'), eq(groupRights.targetId, id)));
  await ex.delete(userRights).where(and(eq(userRights.kind, 'component'), eq(userRights.targetId, id)));
  await ex.delete(components).where(eq(components.id, id));
}
export const countChildComponents = async (ex: Executor, id: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(components)
        .where(eq(components.parentId, id))
    )[0].n,
  );
