import { ROLE } from '../access/access.js';
import { FINANCE_WIDGETS } from '../finance/widgets.js';

/**
 * The dashboard's widget catalogue (000 section 7): every widget a dashboard can show. A domain adds
 * its widget here (title, the menu link whose read right it needs, its size) and its data loader in
 * the server's widget registry (apps/server/src/modules/dashboard/dashboard.widgets.ts); the web
 * renders every widget from the same data shape, so a new widget needs no screen code.
 */
export type WidgetSize = 'small' | 'medium' | 'large';

export interface WidgetDef {
  /** camelCase, stable: saved in users' orders and groups' settings */
  key: string;
  title: string;
  /** one line under the title */
  description: string;
  /** the menu link (permission entry) whose read right a user needs to see the widget */
  link: string;
  /** small: a third of a wide screen, medium: a half, large: the full width */
  size: WidgetSize;
  /**
   * shown to a group that has not chosen its widgets on /admin/dashboard yet (default true). A widget of
   * the administrators' work (reference data) is off by default: staff who may read its link (a registrar
   * reads the control tables) get it only when their group's administrator ticks it. Super admins and
   * super users see every widget they may read, whatever this says.
   */
  defaultOn?: boolean;
  /** the old system's call names the widget's data covers */
  specCalls?: string[];
}

export const DASHBOARD_WIDGETS: WidgetDef[] = [
  {
    key: 'tasksDue',
    title: 'Tasks due',
    description: 'Open tasks assigned to you, soonest due first',
    link: '/task/list',
    size: 'medium',
  },
  {
    key: 'todosWeek',
    title: 'To-dos this week',
    description: 'Your to-do items of this week, Sunday to Saturday',
    link: '/task/list',
    size: 'medium',
  },
  {
    key: 'calendarToday',
    title: "Today's calendar",
    description: "Your events and your groups' events today",
    link: '/calendar',
    size: 'medium',
  },
  {
    key: 'mailLogCounts',
    title: 'Mail log',
    description: 'Mail logged in the last 30 days, by register',
    link: '/mailLog/incoming',
    size: 'medium',
    specCalls: ['dbMaillog'],
  },
  {
    key: 'referenceCounts',
    title: 'Reference data',
    description: 'Rows of the control tables, by group',
    link: '/admin/control-table',
    size: 'medium',
    // administrators' housekeeping: row counts mean nothing to a registrar or an admissions officer
    defaultOn: false,
  },
  {
    key: 'activeUsers',
    title: 'Active users',
    description: 'Users with a live session now',
    link: '/admin/user',
    size: 'medium',
  },
  {
    key: 'outboxHealth',
    title: 'Email outbox',
    description: 'Messages waiting, failed and sent',
    link: '/admin/user',
    size: 'medium',
  },
  {
    key: 'recentSignIns',
    title: 'Sign-ins',
    description: 'Sign-ins per day over the last 14 days',
    link: '/admin/user',
    size: 'large',
  },
  ...FINANCE_WIDGETS,
];

const BY_KEY = new Map(DASHBOARD_WIDGETS.map((w) => [w.key, w]));
export const widgetDef = (key: string): WidgetDef | undefined => BY_KEY.get(key);
/** At most this many widgets in a saved order or a group's choice. */
export const MAX_WIDGETS = 100;

/** Texts of the dashboard screens (the spec names none). */
export const DASHBOARD_TOASTS = {
  orderSaved: 'Dashboard order saved',
  orderFailed: 'Failed to save the dashboard order',
  settingsSaved: 'Dashboard widgets saved',
  settingsFailed: 'Failed to save the dashboard widgets',
} as const;

export interface WidgetViewer {
  roleId: number | null;
  groupId: number | null;
}

/** Does a group that has not chosen its widgets show this one? */
export const shownByDefault = (def: Pick<WidgetDef, 'defaultOn'>): boolean => def.defaultOn ?? true;

/**
 * Does this user see this widget? They need the read right on its menu link (super user: always;
 * super admin: every link not reserved to the super user), and, unless they are super user or super
 * admin, their group must show it: the group's saved choice, or the widget's default while the group
 * has made none. A user without a group sees none (deny by default).
 */
export function seesWidget(
  def: WidgetDef,
  viewer: WidgetViewer,
  groupChoice: boolean | undefined,
  mayRead: boolean,
): boolean {
  if (viewer.roleId === ROLE.superUser) return true;
  if (!mayRead) return false;
  if (viewer.roleId === ROLE.superAdmin) return true;
  if (viewer.groupId == null) return false;
  return groupChoice ?? shownByDefault(def);
}

/**
 * The order widgets show in: the keys of a saved order that are still visible, in that order, then
 * the visible widgets the saved order does not name, in catalogue order.
 */
export function arrangeWidgets(visible: string[], saved: readonly string[] | null | undefined): string[] {
  const shown = new Set(visible);
  const first = [...new Set(saved ?? [])].filter((k) => shown.has(k));
  const placed = new Set(first);
  return [...first, ...visible.filter((k) => !placed.has(k))];
}

/** The list with the item at `from` moved to index `to` (bounded to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/**
 * The order to save after a user rearranged what they see: the old saved order with its shown keys
 * replaced, slot by slot, by the new order, so a hidden widget (one the admin took away for a while)
 * keeps its slot and comes back there; shown keys the old order lacked go at the end.
 */
export function mergeOrder(
  shownInNewOrder: readonly string[],
  oldSaved: readonly string[] | null | undefined,
): string[] {
  const queue = [...new Set(shownInNewOrder)];
  const shown = new Set(queue);
  const out: string[] = [];
  for (const k of new Set(oldSaved ?? [])) {
    if (!shown.has(k)) out.push(k);
    else if (queue.length) out.push(queue.shift()!);
  }
  return [...out, ...queue];
}
