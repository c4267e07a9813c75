import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { widgetChart } from '../workspace/dashboard.api.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { leadListQuery } from './lead.js';

/**
 * The lead dashboard and the lead reports (spec 002 "Lead reports and dashboard"): /lead/dashboard and
 * /lead/reports/<report>. Every report reads live leads (not deleted) and takes the same filters: a date
 * range, representative, program (course), campus, semester and source. The date range means the lead's
 * creation date, except where the report says otherwise (status changes, activity).
 */

const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optId = z.preprocess(blankToUndef, z.coerce.number().int().positive().max(MAX_ID).optional());
const optDate = z.preprocess(blankToUndef, isoDate.optional());

/** The filters every report takes. */
export const leadReportFilters = z.object({
  from: optDate,
  to: optDate,
  representativeId: optId,
  courseId: optId,
  campusId: optId,
  semesterId: optId,
  sourceId: optId,
});
export type LeadReportFilters = z.infer<typeof leadReportFilters>;
export const LEAD_REPORT_FILTER_KEYS = [
  'from',
  'to',
  'representativeId',
  'courseId',
  'campusId',
  'semesterId',
  'sourceId',
] as const;

/** A report's list: paging (its rows are exported to .xlsx through the generic export) and the filters. */
export const leadReportQuery = pageQuery.extend(leadReportFilters.shape);
export type LeadReportQuery = z.infer<typeof leadReportQuery>;

/** The reports under /lead/reports; `range` names the date the from/to filter applies to. */
export const LEAD_REPORTS = [
  { key: 'status-wise', title: 'Status Wise Report', range: 'Created' },
  { key: 'status-conversion', title: 'Status Conversion Report', range: 'Status changed' },
  { key: 'pending-leads', title: 'Pending Leads', range: 'Created' },
  { key: 'activity-count', title: 'Activity Count Report', range: 'Activity' },
  { key: 'task-count', title: 'Task Count Report', range: 'Due' },
  { key: 'seat-deposit-due', title: 'Seat Deposit Due', range: 'Created' },
  { key: 'interview-scheduled', title: 'Interview Scheduled', range: 'Created' },
  { key: 'lead-paid', title: 'Lead Paid Report', range: 'Created' },
  { key: 'advanced', title: 'Advanced Search', range: 'Created' },
] as const;
export type LeadReportKey = (typeof LEAD_REPORTS)[number]['key'];
export const leadReportPath = (key: LeadReportKey) => `/lead/reports/${key}`;

/** Leads idle this many days or more are pending (no status change, note or update since). */
export const LEAD_PENDING_DEFAULT_DAYS = 7;

export const LEAD_REPORT_TOASTS = {
  statusWiseFailed: 'Failed to fetch Lead Status Wise Report. Try again!',
  saved: 'Report saved successfully',
  saveFailed: 'Failed to save the report. Try again!',
  deleted: 'Report deleted successfully',
  deleteFailed: 'Failed to delete the report. Try again!',
} as const;
export const LEAD_REPORT_MESSAGES = {
  nameTaken: 'A saved report with this name exists',
  range: 'The start date must be before the end date',
} as const;

// ---- the dashboard ----

export const leadDashboardQuery = z.object({ representativeId: optId });
export const leadStatusCount = z.object({
  statusId: z.number().int(),
  statusName: safeString(),
  count: z.number().int(),
});
export type LeadStatusCount = z.infer<typeof leadStatusCount>;
export const leadDashboard = z.object({
  /** open live leads by status (every status, zeros included) */
  statusCounts: z.array(leadStatusCount),
  openLeads: z.number().int(),
  /** leads at Paid Seat Deposit or later (status 7+) */
  paidSeatDeposits: z.object({
    total: z.number().int(),
    /** leads that paid (first moved to 7 or later) this calendar month */
    thisMonth: z.number().int(),
    /** paid leads applying for the lead current semester */
    thisSemester: z.number().int(),
    semesterName: safeString().nullable(),
  }),
  /** open leads at Interview Scheduled (5) */
  interviewsScheduled: z.number().int(),
  /** open and in-progress lead tasks due today or later, soonest first (at most 10) */
  upcomingTasks: z.array(
    z.object({
      id: z.number().int(),
      leadId: z.number().int(),
      leadName: safeString(),
      description: safeString(),
      subject: safeString().nullable(),
      assignedToName: safeString().nullable(),
      dueDate: safeString(),
      status: z.number().int(),
    }),
  ),
  /** leads created per month, the last 12 months */
  createdChart: widgetChart,
  /** leads that paid their seat deposit per month, the last 12 months */
  paidChart: widgetChart,
});
export type LeadDashboard = z.infer<typeof leadDashboard>;

// ---- report rows ----

/** status-wise: live leads by status (open and closed) in the filters. */
export const statusWiseRow = z.object({
  statusId: z.number().int(),
  statusName: safeString(),
  open: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});
export type StatusWiseRow = z.infer<typeof statusWiseRow>;
/** status-wise by representative: open leads per representative and status. */
export const repStatusRow = z.object({
  representativeId: z.number().int().nullable(),
  representativeName: safeString(),
  /** open leads per status id ("1".."10") */
  counts: z.record(safeString(), z.number().int()),
  total: z.number().int(),
});
export type RepStatusRow = z.infer<typeof repStatusRow>;

/** status-conversion: how many status changes went from one status to another in the range. */
export const statusConversionRow = z.object({
  fromStatusId: z.number().int(),
  fromStatusName: safeString(),
  toStatusId: z.number().int(),
  toStatusName: safeString(),
  forward: z.boolean(),
  count: z.number().int(),
  /** share of the changes out of `fromStatus` in the range that went to `toStatus`, in percent */
  percent: z.number(),
});
export type StatusConversionRow = z.infer<typeof statusConversionRow>;

/** A lead in a report list (pending, seat deposit due, interview scheduled, paid, activity drill-down). */
export const leadReportLead = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  statusId: z.number().int(),
  statusName: safeString().nullable(),
  courseName: safeString().nullable(),
  campusName: safeString().nullable(),
  semesterName: safeString().nullable(),
  sourceName: safeString().nullable(),
  representativeName: safeString().nullable(),
  createdAt: safeString(),
  /** the report's date: last activity (pending), accepted (seat deposit), scheduled (interview), paid (paid) */
  since: safeString().nullable(),
  /** whole days from `since` to today */
  days: z.number().int().nullable(),
});
export type LeadReportLead = z.infer<typeof leadReportLead>;
export const pendingLeadQuery = leadReportQuery.extend({
  days: z.preprocess(blankToUndef, z.coerce.number().int().min(0).max(3650).default(LEAD_PENDING_DEFAULT_DAYS)),
});

/** activity-count: per representative (the user who acted) and day, in the range (activity date). */
export const activityCountRow = z.object({
  key: safeString(),
  day: safeString(),
  userId: z.number().int(),
  userName: safeString(),
  newLeads: z.number().int(),
  statusChanges: z.number().int(),
  notes: z.number().int(),
  /** other recorded changes to leads (profile, address, close, reopen, assignment...) */
  updates: z.number().int(),
  total: z.number().int(),
  /** distinct leads touched that day */
  leads: z.number().int(),
});
export type ActivityCountRow = z.infer<typeof activityCountRow>;
/** task-count: lead tasks per assignee by status (the range is the due date; representativeId is the assignee). */
export const taskCountRow = z.object({
  userId: z.number().int(),
  userName: safeString(),
  open: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** open or in progress and due before today */
  overdue: z.number().int(),
  total: z.number().int(),
});
export type TaskCountRow = z.infer<typeof taskCountRow>;

/** The leads behind an activity-count row: all touched (dailyCountLeadList) or only the new ones (dailyCountLeadNewList). */
export const activityLeadsQuery = pageQuery.extend({
  day: isoDate,
  userId: z.coerce.number().int().positive().max(MAX_ID),
  kind: z.preprocess(blankToUndef, z.enum(['all', 'new']).default('all')),
});

/** A chart beside a report's table (the same shape as the dashboard widgets' charts). */
export const leadReportChart = z.object({ chart: widgetChart.nullable() });
export type LeadReportChart = z.infer<typeof leadReportChart>;

// ---- advanced search: saved queries over the lead list filters ----

/** The lead list's filters an advanced report saves. */
export const advancedReportFilters = leadListQuery.pick({
  statusId: true,
  courseId: true,
  campusId: true,
  semesterId: true,
  sourceId: true,
  representativeId: true,
  unassigned: true,
  birthCountryId: true,
  fairId: true,
  createdFrom: true,
  createdTo: true,
  closed: true,
  q: true,
});
export type AdvancedReportFilters = z.infer<typeof advancedReportFilters>;
export const ADVANCED_FILTER_KEYS = Object.keys(advancedReportFilters.shape) as (keyof AdvancedReportFilters)[];
export const savedLeadReportInput = z.object({
  name: safeString({ error: 'Required' }).trim().min(1, 'Required').max(100, 'At most 100 characters'),
  filters: advancedReportFilters,
});
export type SavedLeadReportInput = z.infer<typeof savedLeadReportInput>;
export const savedLeadReport = z.object({
  id: z.number().int(),
  name: safeString(),
  filters: z.record(safeString(), z.unknown()),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type SavedLeadReport = z.infer<typeof savedLeadReport>;
export const savedLeadReportParam = z.object({ reportId: z.coerce.number().int().positive().max(MAX_ID) });
