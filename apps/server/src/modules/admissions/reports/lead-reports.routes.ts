import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LINK,
  activityCountRow,
  activityLeadsQuery,
  leadDashboard,
  leadDashboardQuery,
  leadListItem,
  leadListQuery,
  leadReportChart,
  leadReportLead,
  leadReportQuery,
  okBody,
  pageOf,
  pendingLeadQuery,
  repStatusRow,
  savedLeadReport,
  savedLeadReportInput,
  savedLeadReportParam,
  statusConversionRow,
  statusWiseRow,
  taskCountRow,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { LEAD_CHARTS, type LeadReportsService } from './lead-reports.service.js';

const op = routeOps('lead-reports');
/** The lead screens' permission entry: the menu catalogue has no entries of its own for the dashboard and reports. */
const menu = (bit: 'read' | 'write' | 'delete') => ({ menu: LEAD_LINK, bit });
const dateNote = 'Filters: from/to (YYYY-MM-DD), representativeId, courseId, campusId, semesterId, sourceId.';

/**
 * /lead/dashboard and /lead/reports/*: read on the Lead menu. The report lists answer { items, total }
 * so the generic export (POST /api/exports) turns any of them into .xlsx with the same filters.
 * The old POST report calls (getLeadPaidList, interviewSchduledLeadReports, leadReportsAdvancedSearch)
 * are GET here: they only read, and the export replays GET lists.
 */
export function leadReportsRoutes(app: FastifyInstance, reports: LeadReportsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-reports/dashboard',
    op(
      'leadDashboard',
      menu('read'),
      [
        'getDashboardChart',
        'getDashBoardLeadStatusCount',
        'leadDashBoardPaidSeatDepositCount',
        'leadDashboardInterviewScheduleCount',
        'leadDashboardUpcomingTaskReport',
      ],
      {
        querystring: leadDashboardQuery,
        ok: leadDashboard,
        description:
          'Open leads by status, paid seat deposits (total, this month, the lead current semester), interviews scheduled, upcoming lead tasks and monthly charts.',
      },
    ),
    async (req) => reports.dashboard(req.query),
  );

  r.get(
    '/api/lead-reports/status-wise',
    op('leadStatusWiseReport', menu('read'), ['statusWise'], {
      querystring: leadReportQuery,
      ok: pageOf(statusWiseRow),
      description: `Live leads by status, open and closed (every status). ${dateNote} (created)`,
    }),
    async (req) => reports.statusWise(req.query),
  );

  r.get(
    '/api/lead-reports/status-wise/by-representative',
    op('leadRepStatusReport', menu('read'), ['getActiveLeadsList'], {
      querystring: leadReportQuery,
      ok: pageOf(repStatusRow),
      description: `Open leads per representative and status. ${dateNote} (created)`,
    }),
    async (req) => reports.repStatus(req.query),
  );

  r.get(
    '/api/lead-reports/status-conversion',
    op('leadStatusConversionReport', menu('read'), ['statusConversionData'], {
      querystring: leadReportQuery,
      ok: pageOf(statusConversionRow),
      description: `Status changes from each status to another in the range (by change date). ${dateNote}`,
    }),
    async (req) => reports.conversion(req.query),
  );

  r.get(
    '/api/lead-reports/pending-leads',
    op('leadPendingReport', menu('read'), ['pendingLeadList'], {
      querystring: pendingLeadQuery,
      ok: pageOf(leadReportLead),
      description: `Open leads before Paid Seat Deposit with no activity for \`days\` days (default 7), longest idle first. ${dateNote} (created)`,
    }),
    async (req) => reports.leadList('pending', req.query),
  );

  r.get(
    '/api/lead-reports/activity-count',
    op('leadActivityCountReport', menu('read'), ['dailyActivityCount'], {
      querystring: leadReportQuery,
      ok: pageOf(activityCountRow),
      description: `Per user and day: new leads, status changes, notes, other updates. The range is the activity date; representativeId is the acting user. ${dateNote}`,
    }),
    async (req) => reports.activity(req.query),
  );

  r.get(
    '/api/lead-reports/activity-count/leads',
    op('leadActivityCountLeads', menu('read'), ['dailyCountLeadList', 'dailyCountLeadNewList'], {
      querystring: activityLeadsQuery,
      ok: pageOf(leadReportLead),
      description: 'The leads a user touched on a day (kind=all) or created that day (kind=new).',
    }),
    async (req) => reports.activityLeads(req.query),
  );

  r.get(
    '/api/lead-reports/task-count',
    op('leadTaskCountReport', menu('read'), ['reportsTaskCount'], {
      querystring: leadReportQuery,
      ok: pageOf(taskCountRow),
      description: `Lead tasks per assignee by status, with the overdue ones. The range is the due date; representativeId is the assignee. ${dateNote}`,
    }),
    async (req) => reports.taskCount(req.query),
  );

  r.get(
    '/api/lead-reports/seat-deposit-due',
    op('leadSeatDepositDueReport', menu('read'), ['leadReportSeatDeposit'], {
      querystring: leadReportQuery,
      ok: pageOf(leadReportLead),
      description: `Open accepted leads (status 6) who have not paid the seat deposit, with the day they were accepted. ${dateNote} (created)`,
    }),
    async (req) => reports.leadList('seatDepositDue', req.query),
  );

  r.get(
    '/api/lead-reports/interview-scheduled',
    op('leadInterviewScheduledReport', menu('read'), ['interviewSchduledLeadReports'], {
      querystring: leadReportQuery,
      ok: pageOf(leadReportLead),
      description: `Open leads at Interview Scheduled (status 5) with the day it was scheduled. ${dateNote} (created)`,
    }),
    async (req) => reports.leadList('interviewScheduled', req.query),
  );

  r.get(
    '/api/lead-reports/lead-paid',
    op('leadPaidReport', menu('read'), ['getLeadPaidList', 'getPaidListReport'], {
      querystring: leadReportQuery,
      ok: pageOf(leadReportLead),
      description: `Leads at Paid Seat Deposit or later (7+) with the day they paid, latest first. ${dateNote} (created)`,
    }),
    async (req) => reports.leadList('paid', req.query),
  );

  r.get(
    '/api/lead-reports/:report/chart',
    op('leadReportChart', menu('read'), {
      params: z.object({ report: z.enum(LEAD_CHARTS) }),
      querystring: pendingLeadQuery,
      ok: leadReportChart,
      description: "The chart beside a report, with the report's filters.",
    }),
    async (req) => ({ chart: await reports.chart(req.params.report, req.query) }),
  );

  // ---- advanced search ----

  r.get(
    '/api/lead-reports/advanced',
    op('leadAdvancedSearch', menu('read'), ['leadReportsAdvancedSearch'], {
      querystring: leadListQuery,
      ok: pageOf(leadListItem),
      description: 'The lead list with any of its filters (a saved advanced report runs here).',
    }),
    async (req) => reports.advancedSearch(req.query),
  );

  r.get(
    '/api/lead-reports/saved',
    op('listSavedLeadReports', menu('read'), { ok: z.object({ items: z.array(savedLeadReport) }) }),
    async () => ({ items: await reports.savedReports() }),
  );

  r.post(
    '/api/lead-reports/saved',
    op('saveLeadReport', menu('write'), {
      body: savedLeadReportInput,
      created: savedLeadReport,
      description: 'Saves the advanced filters under a unique name.',
    }),
    async (req, reply) => created(reply, reports.saveReport(actorOf(req), req.body)),
  );

  r.delete(
    '/api/lead-reports/saved/:reportId',
    op('deleteLeadReport', menu('delete'), ['advancedReportDelete'], { params: savedLeadReportParam, ok: okBody }),
    async (req) => okAfter(reports.deleteReport(actorOf(req), req.params.reportId)),
  );
}
