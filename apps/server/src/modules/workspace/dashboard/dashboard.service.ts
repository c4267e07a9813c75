import {
  ROLE,
  arrangeWidgets,
  mergeOrder,
  seesWidget,
  shownByDefault,
  widgetData,
  withoutTextRule,
  type DashboardSettings,
  type DashboardWidget,
  type GroupWidgets,
  type MyDashboard,
  type SessionUser,
  type WidgetData,
  type WidgetDef,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { allowsMenu, type ResolvedRights } from '../../../platform/guard.js';
import type { WidgetRegistry } from './dashboard.registry.js';
import * as repo from './dashboard.repo.js';

export interface DashboardDeps {
  db: Db;
  widgets: WidgetRegistry;
  rightsOf(user: SessionUser): Promise<ResolvedRights>;
  clock?: () => Date;
}

const shape = (w: WidgetDef): DashboardWidget => ({
  key: w.key,
  title: w.title,
  description: w.description,
  link: w.link,
  size: w.size,
});

export function createDashboardService({ db, widgets, rightsOf, clock = () => new Date() }: DashboardDeps) {
  /** The read check of this user on menu links (no rights lookup for the super user). */
  async function readerOf(user: SessionUser): Promise<(link: string) => boolean> {
    if (user.roleId === ROLE.superUser) return () => true;
    const rights = await rightsOf(user);
    return (link) => allowsMenu(user, rights, link, 'read');
  }

  /** The registered widgets this user sees, in catalogue order. */
  async function visibleDefs(user: SessionUser, mayRead: (link: string) => boolean) {
    const grouped = user.groupId != null && user.roleId !== ROLE.superUser && user.roleId !== ROLE.superAdmin;
    const choices = grouped ? await repo.groupChoices(db, user.groupId!) : new Map<string, boolean>();
    return widgets.defs().filter((w) => seesWidget(w, user, choices.get(w.key), mayRead(w.link)));
  }

  async function dashboardOf(user: SessionUser): Promise<MyDashboard> {
    const defs = await visibleDefs(user, await readerOf(user));
    const saved = await repo.findOrder(db, user.id);
    const order = arrangeWidgets(
      defs.map((w) => w.key),
      saved,
    );
    const byKey = new Map(defs.map((w) => [w.key, w]));
    return { widgets: order.map((k) => shape(byKey.get(k)!)), customized: saved !== null };
  }

  async function settingsOf(groupId?: number): Promise<GroupWidgets[]> {
    const [groups, choices, readable] = await Promise.all([
      repo.groupsWithCounts(db),
      repo.allGroupChoices(db),
      repo.readableLinksByGroup(db),
    ]);
    const defs = widgets.defs();
    return groups
      .filter((g) => groupId === undefined || g.id === groupId)
      .map((g) => {
        const own = new Map(choices.filter((c) => c.groupId === g.id).map((c) => [c.key, c.visible]));
        const links = readable.get(g.id) ?? new Set<string>();
        return {
          groupId: g.id,
          name: g.name,
          active: g.active,
          userCount: g.userCount,
          configured: own.size > 0,
          widgets: defs.filter((w) => own.get(w.key) ?? shownByDefault(w)).map((w) => w.key),
          readable: defs.filter((w) => links.has(w.link)).map((w) => w.key),
        };
      });
  }

  return {
    myDashboard: dashboardOf,

    /** One widget's data, for a user who sees the widget. */
    async widget(user: SessionUser, key: string): Promise<WidgetData> {
      const loader = widgets.loader(key);
      if (!loader) throw notFound('Widget');
      const mayRead = await readerOf(user);
      if (!(await visibleDefs(user, mayRead)).some((w) => w.key === key))
        throw forbidden('This widget is not on your dashboard');
      const now = clock();
      const content = await loader({ user, now, mayRead });
      // stored text (names, subjects) is shown as it is: the text rule is for what callers send
      return withoutTextRule(() =>
        widgetData.parse({
          key,
          stats: [],
          chart: null,
          rows: [],
          emptyText: 'Nothing to show',
          more: null,
          ...content,
          generatedAt: now.toISOString(),
        }),
      );
    },

    /**
     * Saves the order of the widgets the user sees. Keys the user does not see are ignored; widgets
     * hidden from them for now keep their place in the saved order.
     */
    async saveOrder(actor: Actor, user: SessionUser, order: string[]): Promise<MyDashboard> {
      const visible = new Set((await visibleDefs(user, await readerOf(user))).map((w) => w.key));
      await db.transaction(async (tx) => {
        const before = await repo.findOrder(tx, user.id);
        const after = mergeOrder(
          order.filter((k) => visible.has(k)),
          before,
        );
        await repo.saveOrder(tx, user.id, after);
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: 'dashboard_order',
          entityId: user.id,
          before: before && { order: before },
          after: { order: after },
        });
      });
      return dashboardOf(user);
    },

    async settings(): Promise<DashboardSettings> {
      return { widgets: widgets.defs().map(shape), groups: await settingsOf() };
    },

    /** Saves which registered widgets a group's users see: the listed ones shown, every other hidden. */
    async saveGroupWidgets(actor: Actor, groupId: number, keys: string[]): Promise<GroupWidgets> {
      if (!(await repo.findGroup(db, groupId))) throw notFound('Group');
      const shown = new Set(keys);
      const rows = widgets.defs().map((w) => ({ key: w.key, visible: shown.has(w.key) }));
      await db.transaction(async (tx) => {
        const before = Object.fromEntries(await repo.groupChoices(tx, groupId));
        await repo.replaceGroupChoices(tx, groupId, rows, actor.userId);
        await audit(tx, actor, {
          action: 'update',
          entity: 'dashboard_group_widgets',
          entityId: groupId,
          before,
          after: Object.fromEntries(rows.map((r) => [r.key, r.visible])),
        });
      });
      return (await settingsOf(groupId))[0];
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
