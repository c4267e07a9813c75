import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { accessGroups } from '../../access/tables.js';
import { dashboardGroupWidgets, dashboardOrders } from './dashboard.schema.js';

export type GroupWidgetRow = typeof dashboardGroupWidgets.$inferSelect;

/** A group's saved choice: widget key to shown or not. */
export async function groupChoices(ex: Executor, groupId: number): Promise<Map<string, boolean>> {
  const rows = await ex
    .select({ key: dashboardGroupWidgets.widgetKey, visible: dashboardGroupWidgets.visible })
    .from(dashboardGroupWidgets)
    .where(eq(dashboardGroupWidgets.groupId, groupId));
  return new Map(rows.map((r) => [r.key, r.visible]));
}

export const allGroupChoices = (ex: Executor) =>
  ex
    .select({
      groupId: dashboardGroupWidgets.groupId,
      key: dashboardGroupWidgets.widgetKey,
      visible: dashboardGroupWidgets.visible,
    })
    .from(dashboardGroupWidgets);

export async function replaceGroupChoices(
  ex: Executor,
  groupId: number,
  rows: { key: string; visible: boolean }[],
  by: number,
) {
  await ex.delete(dashboardGroupWidgets).where(eq(dashboardGroupWidgets.groupId, groupId));
  if (rows.length)
    await ex
      .insert(dashboardGroupWidgets)
      .values(rows.map((r) => ({ groupId, widgetKey: r.key, visible: r.visible, updatedBy: by })));
}

/** Every group with its user count, by name (a school has tens of groups). */
export const groupsWithCounts = (ex: Executor) =>
  ex
    .select({
      id: accessGroups.id,
      name: accessGroups.name,
      active: accessGroups.active,
      userCount: sql<number>`(select count(*)::int from users u where u.group_id = "access_groups"."id")`.mapWith(
        Number,
      ),
    })
    .from(accessGroups)
    .orderBy(asc(accessGroups.name));

export const findGroup = async (ex: Executor, id: number) =>
  (await ex.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.id, id)))[0];

/** The menu links each group may read (any bit of its mode implies read); links reserved to the super user never. */
export async function readableLinksByGroup(ex: Executor): Promise<Map<number, Set<string>>> {
  const res = await ex.execute(sql`
    select gr.group_id as "groupId", m.link
      from group_rights gr join menus m on gr.kind = 'menu' and m.id = gr.target_id
     where (gr.mode & 15) <> 0 and not m.super_user_view`);
  const out = new Map<number, Set<string>>();
  for (const r of (res as unknown as { rows: { groupId: number; link: string }[] }).rows) {
    if (!out.has(r.groupId)) out.set(r.groupId, new Set());
    out.get(r.groupId)!.add(r.link);
  }
  return out;
}

export const findOrder = async (ex: Executor, userId: number) =>
  (
    await ex
      .select({ keys: dashboardOrders.widgetKeys })
      .from(dashboardOrders)
      .where(eq(dashboardOrders.userId, userId))
  )[0]?.keys ?? null;

export const saveOrder = (ex: Executor, userId: number, keys: string[]) =>
  ex
    .insert(dashboardOrders)
    .values({ userId, widgetKeys: keys })
    .onConflictDoUpdate({ target: dashboardOrders.userId, set: { widgetKeys: keys, updatedAt: sql`now()` } });
