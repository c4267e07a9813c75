import {
  LEAD_REPORT_MESSAGES,
  LEAD_STATUSES,
  leadStatusName,
  type ActivityCountRow,
  type AdvancedReportFilters,
  type LeadDashboard,
  type LeadListQuery,
  type LeadReportFilters,
  type LeadReportLead,
  type RepStatusRow,
  type SavedLeadReport,
  type SavedLeadReportInput,
  type StatusConversionRow,
  type StatusWiseRow,
  type TaskCountRow,
  type WidgetChart,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound } from '../../../platform/errors.js';
import { listLeads } from '../leads/leads.repo.js';
import * as repo from './lead-reports.repo.js';
import { offsetOf, slicePage } from '../../../platform/paging.js';

const LEAD_SEMESTER_KEY = 'lead.currentSemester';
export const LEAD_CHARTS = [
  'status-wise',
  'status-conversion',
  'pending-leads',
  'activity-count',
  'task-count',
  'seat-deposit-due',
  'interview-scheduled',
  'lead-paid',
] as const;
export type LeadChartKey = (typeof LEAD_CHARTS)[number];
interface Paging {
  page: number;
  pageSize: number;
}
const statusLabel = (id: number) => leadStatusName(id) ?? `Status ${id}`;
const monthLabel = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** The 12 months ending with now's month, as YYYY-MM. */
function lastMonths(now: Date, n = 12): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--)
    out.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
  return out;
}
function monthChart(
  caption: string,
  label: string,
  counts: { key: string; count: number }[],
  months: string[],
): WidgetChart {
  const by = new Map(counts.map((c) => [c.key, c.count]));
  return {
    type: 'bar',
    caption,
    xLabel: 'Month',
    series: [{ key: 'count', label }],
    points: months.map((m) => ({ label: monthLabel(m), values: { count: by.get(m) ?? 0 } })),
  };
}
function checkRange(f: LeadReportFilters) {
  if (f.from && f.to && f.from > f.to) throw badInput(LEAD_REPORT_MESSAGES.range, { to: LEAD_REPORT_MESSAGES.range });
}
const reportLead = (r: repo.ReportLeadRow): LeadReportLead => ({ ...r, statusName: leadStatusName(r.statusId) });

/** The lead dashboard and reports: read-only queries, plus the saved advanced reports. */
export function createLeadReportsService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const now = () => deps.clock?.() ?? new Date();
  const today = () => now().toISOString().slice(0, 10);

  async function statusWise(f: LeadReportFilters): Promise<StatusWiseRow[]> {
    checkRange(f);
    const counts = new Map((await repo.statusCounts(db, f)).map((r) => [r.statusId, r]));
    return LEAD_STATUSES.map((s) => {
      const c = counts.get(s.id);
      return {
        statusId: s.id,
        statusName: s.name,
        open: c?.open ?? 0,
        closed: c?.closed ?? 0,
        total: (c?.open ?? 0) + (c?.closed ?? 0),
      };
    });
  }

  async function repStatus(f: LeadReportFilters): Promise<RepStatusRow[]> {
    checkRange(f);
    const by = new Map<string, RepStatusRow>();
    for (const r of await repo.repStatusCounts(db, f)) {
      const key = String(r.representativeId ?? 'none');
      const row = by.get(key) ?? {
        representativeId: r.representativeId,
        representativeName: r.representativeName ?? 'Unassigned',
        counts: {},
        total: 0,
      };
      row.counts[String(r.statusId)] = r.count;
      row.total += r.count;
      by.set(key, row);
    }
    return [...by.values()].sort(
      (a, b) => b.total - a.total || a.representativeName.localeCompare(b.representativeName),
    );
  }

  async function conversion(f: LeadReportFilters): Promise<StatusConversionRow[]> {
    checkRange(f);
    const rows = await repo.conversions(db, f);
    const out = new Map<number, number>();
    for (const r of rows) out.set(r.fromStatusId, (out.get(r.fromStatusId) ?? 0) + r.count);
    return rows.map((r) => ({
      fromStatusId: r.fromStatusId,
      fromStatusName: statusLabel(r.fromStatusId),
      toStatusId: r.toStatusId,
      toStatusName: statusLabel(r.toStatusId),
      forward: r.toStatusId > r.fromStatusId,
      count: r.count,
      percent: Math.round((r.count / out.get(r.fromStatusId)!) * 1000) / 10,
    }));
  }

  async function activity(f: LeadReportFilters): Promise<ActivityCountRow[]> {
    checkRange(f);
    return (await repo.activityCounts(db, f)).map((r) => ({
      ...r,
      key: `${r.day}:${r.userId}`,
      userName: r.userName ?? `User ${r.userId}`,
    }));
  }

  async function taskCount(f: LeadReportFilters): Promise<TaskCountRow[]> {
    checkRange(f);
    return (await repo.taskCounts(db, f, today())).map((r) => ({ ...r, userName: r.userName ?? `User ${r.userId}` }));
  }

  async function leadList(kind: repo.ReportKind, f: LeadReportFilters & Paging & { days?: number }) {
    checkRange(f);
    const res = await repo.leadReport(db, kind, f, now(), {
      limit: f.pageSize,
      offset: offsetOf(f),
      days: f.days,
    });
    return { items: res.items.map(reportLead), total: res.total, page: f.page, pageSize: f.pageSize };
  }

  async function chart(key: LeadChartKey, f: LeadReportFilters & { days?: number }): Promise<WidgetChart | null> {
    checkRange(f);
    const t = now();
    const byStatus = (counts: { key: string; count: number }[], caption: string): WidgetChart => ({
      type: 'bar',
      caption,
      xLabel: 'Status',
      series: [{ key: 'count', label: 'Leads' }],
      points: counts.map((c) => ({ label: statusLabel(Number(c.key)), values: { count: c.count } })),
    });
    const byRep = (counts: { key: string; count: number }[], caption: string): WidgetChart => ({
      type: 'bar',
      caption,
      xLabel: 'Representative',
      series: [{ key: 'count', label: 'Leads' }],
      points: counts.map((c) => ({ label: c.key, values: { count: c.count } })),
    });
    switch (key) {
      case 'status-wise': {
        const rows = await statusWise(f);
        return {
          type: 'bar',
          caption: 'Leads by status',
          xLabel: 'Status',
          series: [
            { key: 'open', label: 'Open' },
            { key: 'closed', label: 'Closed' },
          ],
          points: rows.map((r) => ({ label: r.statusName, values: { open: r.open, closed: r.closed } })),
        };
      }
      case 'status-conversion': {
        const rows = (await conversion(f)).filter((r) => r.forward);
        const by = new Map<number, number>();
        for (const r of rows) by.set(r.fromStatusId, (by.get(r.fromStatusId) ?? 0) + r.count);
        return {
          type: 'bar',
          caption: 'Leads moved forward from each status',
          xLabel: 'From status',
          series: [{ key: 'count', label: 'Moved forward' }],
          points: [...by].map(([s, n]) => ({ label: statusLabel(s), values: { count: n } })),
        };
      }
      case 'activity-count': {
        const by = new Map<string, Record<string, number>>();
        for (const r of await activity(f)) {
          const v = by.get(r.day) ?? { newLeads: 0, statusChanges: 0, notes: 0, updates: 0 };
          v.newLeads += r.newLeads;
          v.statusChanges += r.statusChanges;
          v.notes += r.notes;
          v.updates += r.updates;
          by.set(r.day, v);
        }
        return {
          type: 'bar',
          caption: 'Activity per day',
          xLabel: 'Day',
          series: [
            { key: 'newLeads', label: 'New leads' },
            { key: 'statusChanges', label: 'Status changes' },
            { key: 'notes', label: 'Notes' },
            { key: 'updates', label: 'Other updates' },
          ],
          points: [...by].sort(([a], [b]) => a.localeCompare(b)).map(([day, values]) => ({ label: day, values })),
        };
      }
      case 'task-count': {
        const rows = await taskCount(f);
        return {
          type: 'bar',
          caption: 'Lead tasks per assignee',
          xLabel: 'Assignee',
          series: [
            { key: 'open', label: 'Open' },
            { key: 'inProgress', label: 'In Progress' },
            { key: 'completed', label: 'Completed' },
            { key: 'cancelled', label: 'Cancelled' },
          ],
          points: rows.map((r) => ({
            label: r.userName,
            values: { open: r.open, inProgress: r.inProgress, completed: r.completed, cancelled: r.cancelled },
          })),
        };
      }
      case 'pending-leads':
        return byStatus(await repo.chartCounts(db, 'pending', 'status', f, t, f.days), 'Pending leads by status');
      case 'seat-deposit-due':
        return byRep(await repo.chartCounts(db, 'seatDepositDue', 'rep', f, t), 'Seat deposits due by representative');
      case 'interview-scheduled':
        return byRep(
          await repo.chartCounts(db, 'interviewScheduled', 'rep', f, t),
          'Interviews scheduled by representative',
        );
      case 'lead-paid': {
        const counts = await repo.chartCounts(db, 'paid', 'month', f, t);
        const months = f.from || f.to ? counts.map((c) => c.key) : lastMonths(t);
        return monthChart('Seat deposits paid per month', 'Paid', counts, months);
      }
    }
  }

  return {
    statusWise: async (q: LeadReportFilters & Paging) => slicePage(await statusWise(q), q),
    repStatus: async (q: LeadReportFilters & Paging) => slicePage(await repStatus(q), q),
    conversion: async (q: LeadReportFilters & Paging) => slicePage(await conversion(q), q),
    activity: async (q: LeadReportFilters & Paging) => slicePage(await activity(q), q),
    taskCount: async (q: LeadReportFilters & Paging) => slicePage(await taskCount(q), q),
    async activityLeads(q: { day: string; userId: number; kind: 'all' | 'new' } & Paging) {
      const res = await repo.activityLeads(db, q.day, q.userId, q.kind, now(), q.pageSize, offsetOf(q));
      return { items: res.items.map(reportLead), total: res.total, page: q.page, pageSize: q.pageSize };
    },
    leadList,
    chart,

    async dashboard(f: LeadReportFilters): Promise<LeadDashboard> {
      const t = now();
      const rows = await statusWise(f);
      const rawSemester = await repo.settingValue(db, LEAD_SEMESTER_KEY);
      const semesterId = typeof rawSemester === 'number' ? rawSemester : null;
      const counts = await repo.dashboardCounts(db, f, t, semesterId);
      const months = lastMonths(t);
      return {
        statusCounts: rows.map((r) => ({ statusId: r.statusId, statusName: r.statusName, count: r.open })),
        openLeads: rows.reduce((n, r) => n + r.open, 0),
        paidSeatDeposits: {
          total: counts.paid,
          thisMonth: counts.thisMonth,
          thisSemester: counts.thisSemester,
          semesterName: semesterId ? await repo.refLabel(db, semesterId) : null,
        },
        interviewsScheduled: rows.find((r) => r.statusId === 5)?.open ?? 0,
        upcomingTasks: await repo.upcomingTasks(db, f, today()),
        createdChart: monthChart(
          'Leads created per month',
          'Leads',
          await repo.createdPerMonth(db, f, `${months[0]}-01`),
          months,
        ),
        paidChart: monthChart(
          'Seat deposits paid per month',
          'Paid',
          await repo.chartCounts(db, 'paid', 'month', f, t),
          months,
        ),
      };
    },

    /** The lead list's query run with the advanced filters (and paging, sort). */
    async advancedSearch(q: LeadListQuery) {
      const res = await listLeads(db, q);
      return {
        items: res.items.map((l) => ({ ...l, statusName: leadStatusName(l.statusId) })),
        total: res.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async savedReports(): Promise<SavedLeadReport[]> {
      return (await repo.listSaved(db)).map((r) => ({ ...r, filters: r.filters ?? {} }));
    },
    async saveReport(actor: Actor, input: SavedLeadReportInput): Promise<SavedLeadReport> {
      const filters = Object.fromEntries(
        Object.entries(input.filters as AdvancedReportFilters).filter(
          ([, v]) => v !== undefined && v !== null && v !== '',
        ),
      );
      return db.transaction(async (tx) => {
        if (await repo.findSavedByName(tx, input.name))
          throw conflict(LEAD_REPORT_MESSAGES.nameTaken, { name: LEAD_REPORT_MESSAGES.nameTaken });
        const row = await repo.insertSaved(tx, { name: input.name, filters, createdBy: actor.userId });
        await audit(tx, actor, {
          action: 'create',
          entity: 'leadSavedReport',
          entityId: row.id,
          after: { name: row.name, filters },
        });
        const [saved] = (await repo.listSaved(tx)).filter((r) => r.id === row.id);
        return { ...saved, filters: saved.filters ?? {} };
      });
    },
    async deleteReport(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.findSaved(tx, id);
        if (!row) throw notFound('Saved report');
        await repo.deleteSaved(tx, id);
        await audit(tx, actor, {
          action: 'delete',
          entity: 'leadSavedReport',
          entityId: id,
          before: { name: row.name, filters: row.filters },
        });
      });
    },
  };
}
export type LeadReportsService = ReturnType<typeof createLeadReportsService>;
