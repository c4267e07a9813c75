import { z } from 'zod';
import { safeString } from '../validation.js';
import { MAX_WIDGETS, widgetDef } from './dashboard.js';

/** A list of widget keys: each a catalogue widget, each once. */
export const widgetKeyList = z
  .array(safeString().max(60))
  .max(MAX_WIDGETS, `At most ${MAX_WIDGETS} widgets`)
  .superRefine((keys, ctx) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (!widgetDef(k)) ctx.addIssue({ code: 'custom', message: `Unknown widget ${k}` });
      else if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `Widget ${k} is listed twice` });
      seen.add(k);
    }
  });

/** A widget as the dashboard lists it. */
export const dashboardWidget = z.object({
  key: safeString(),
  title: safeString(),
  description: safeString(),
  link: safeString(),
  size: z.enum(['small', 'medium', 'large']),
});
export type DashboardWidget = z.infer<typeof dashboardWidget>;

/** The signed-in user's dashboard: the widgets they see, in their order. */
export const myDashboard = z.object({
  widgets: z.array(dashboardWidget),
  /** the user has saved an order of their own */
  customized: z.boolean(),
});
export type MyDashboard = z.infer<typeof myDashboard>;

/** The widgets the user sees, in the order they arranged them. */
export const dashboardOrderInput = z.object({ order: widgetKeyList });
export type DashboardOrderInput = z.infer<typeof dashboardOrderInput>;
export const widgetParam = z.object({ key: safeString().max(60) });

export const WIDGET_TONES = ['default', 'success', 'warning', 'danger'] as const;
const tone = z.enum(WIDGET_TONES);

/** A number with its label (a count); href: where the number's list is. */
export const widgetStat = z.object({ label: safeString(), value: z.number(), href: safeString().nullable(), tone });
/** A line of a widget's list; `when` shows as a date, a time or both. */
export const widgetRow = z.object({
  id: safeString(),
  title: safeString(),
  detail: safeString().nullable(),
  when: z.object({ at: safeString(), show: z.enum(['date', 'time', 'datetime']) }).nullable(),
  href: safeString().nullable(),
  tag: z.object({ text: safeString(), tone }).nullable(),
});
/** A series chart; every chart can also be read as a table (x label, one column per series). */
export const widgetChart = z.object({
  type: z.enum(['bar', 'line', 'pie']),
  /** the caption of the chart and of its table view */
  caption: safeString(),
  xLabel: safeString(),
  series: z.array(z.object({ key: safeString(), label: safeString() })).min(1),
  points: z.array(z.object({ label: safeString(), values: z.record(safeString(), z.number()) })),
});
export type WidgetStat = z.infer<typeof widgetStat>;
export type WidgetRow = z.infer<typeof widgetRow>;
export type WidgetChart = z.infer<typeof widgetChart>;

/** One widget's data: any of numbers, a chart and a list; empty when all three are. */
export const widgetData = z.object({
  key: safeString(),
  stats: z.array(widgetStat),
  chart: widgetChart.nullable(),
  rows: z.array(widgetRow),
  /** what the widget says when it has nothing to show */
  emptyText: safeString(),
  /** a link to the full list */
  more: z.object({ label: safeString(), href: safeString() }).nullable(),
  generatedAt: safeString(),
});
export type WidgetData = z.infer<typeof widgetData>;

/** /admin/dashboard: one access group and the widgets its users see. */
export const groupWidgets = z.object({
  groupId: z.number().int(),
  name: safeString(),
  active: z.boolean(),
  userCount: z.number().int(),
  /** the group has saved its choice; otherwise it sees the widgets' defaults */
  configured: z.boolean(),
  /** the widgets the group shows (subject to its users' read rights) */
  widgets: z.array(safeString()),
  /** the widgets whose menu link the group may read: the others stay hidden even when ticked */
  readable: z.array(safeString()),
});
export type GroupWidgets = z.infer<typeof groupWidgets>;
export const dashboardSettings = z.object({ widgets: z.array(dashboardWidget), groups: z.array(groupWidgets) });
export type DashboardSettings = z.infer<typeof dashboardSettings>;
export const groupWidgetsInput = z.object({ widgets: widgetKeyList });
export type GroupWidgetsInput = z.infer<typeof groupWidgetsInput>;
