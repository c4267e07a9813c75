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
import { LEAD_CHARTS, type LeadReportsService } from './lead-reports.service.js';

const tags = ['lead-reports'];
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
    {
      schema: {
        operationId: 'leadDashboard',
        tags,
        querystring: leadDashboardQuery,
        response: { 200: leadDashboard },
        description:
          'Open leads by status, paid seat deposits (total, this month, the lead current semester), interviews scheduled, upcoming lead tasks and monthly charts.',
      },
      config: {
        access: menu('read'),
        specCalls: [
          'getDashboardChart',
          'getDashBoardLeadStatusCount',
          'leadDashBoardPaidSeatDepositCount',
          'leadDashboardInterviewScheduleCount',
          'leadDashboardUpcomingTaskReport',
        ],
      },
    },
    async (req) => reports.dashboard(req.query),
  );

  r.get(
    '/api/lead-reports/status-wise',
    {
      schema: {
        operationId: 'leadStatusWiseReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(statusWiseRow) },
        description: `Live leads by status, open and closed (every status). ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['statusWise'] },
    },
    async (req) => reports.statusWise(req.query),
  );

  r.get(
    '/api/lead-reports/status-wise/by-representative',
    {
      schema: {
        operationId: 'leadRepStatusReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(repStatusRow) },
        description: `Open leads per representative and status. ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['getActiveLeadsList'] },
    },
    async (req) => reports.repStatus(req.query),
  );

  r.get(
    '/api/lead-reports/status-conversion',
    {
      schema: {
        operationId: 'leadStatusConversionReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(statusConversionRow) },
        description: `Status changes from each status to another in the range (by change date). ${dateNote}`,
      },
      config: { access: menu('read'), specCalls: ['statusConversionData'] },
    },
    async (req) => reports.conversion(req.query),
  );

  r.get(
    '/api/lead-reports/pending-leads',
    {
      schema: {
        operationId: 'leadPendingReport',
        tags,
        querystring: pendingLeadQuery,
        response: { 200: pageOf(leadReportLead) },
        description: `Open leads before Paid Seat Deposit with no activity for \`days\` days (default 7), longest idle first. ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['pendingLeadList'] },
    },
    async (req) => reports.leadList('pending', req.query),
  );

  r.get(
    '/api/lead-reports/activity-count',
    {
      schema: {
        operationId: 'leadActivityCountReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(activityCountRow) },
        description: `Per user and day: new leads, status changes, notes, other updates. The range is the activity date; representativeId is the acting user. ${dateNote}`,
      },
      config: { access: menu('read'), specCalls: ['dailyActivityCount'] },
    },
    async (req) => reports.activity(req.query),
  );

  r.get(
    '/api/lead-reports/activity-count/leads',
    {
      schema: {
        operationId: 'leadActivityCountLeads',
        tags,
        querystring: activityLeadsQuery,
        response: { 200: pageOf(leadReportLead) },
        description: 'The leads a user touched on a day (kind=all) or created that day (kind=new).',
      },
      config: { access: menu('read'), specCalls: ['dailyCountLeadList', 'dailyCountLeadNewList'] },
    },
    async (req) => reports.activityLeads(req.query),
  );

  r.get(
    '/api/lead-reports/task-count',
    {
      schema: {
        operationId: 'leadTaskCountReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(taskCountRow) },
        description: `Lead tasks per assignee by status, with the overdue ones. The range is the due date; representativeId is the assignee. ${dateNote}`,
      },
      config: { access: menu('read'), specCalls: ['reportsTaskCount'] },
    },
    async (req) => reports.taskCount(req.query),
  );

  r.get(
    '/api/lead-reports/seat-deposit-due',
    {
      schema: {
        operationId: 'leadSeatDepositDueReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(leadReportLead) },
        description: `Open accepted leads (status 6) who have not paid the seat deposit, with the day they were accepted. ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['leadReportSeatDeposit'] },
    },
    async (req) => reports.leadList('seatDepositDue', req.query),
  );

  r.get(
    '/api/lead-reports/interview-scheduled',
    {
      schema: {
        operationId: 'leadInterviewScheduledReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(leadReportLead) },
        description: `Open leads at Interview Scheduled (status 5) with the day it was scheduled. ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['interviewSchduledLeadReports'] },
    },
    async (req) => reports.leadList('interviewScheduled', req.query),
  );

  r.get(
    '/api/lead-reports/lead-paid',
    {
      schema: {
        operationId: 'leadPaidReport',
        tags,
        querystring: leadReportQuery,
        response: { 200: pageOf(leadReportLead) },
        description: `Leads at Paid Seat Deposit or later (7+) with the day they paid, latest first. ${dateNote} (created)`,
      },
      config: { access: menu('read'), specCalls: ['getLeadPaidList', 'getPaidListReport'] },
    },
    async (req) => reports.leadList('paid', req.query),
  );

  r.get(
    '/api/lead-reports/:report/chart',
    {
      schema: {
        operationId: 'leadReportChart',
        tags,
        params: z.object({ report: z.enum(LEAD_CHARTS) }),
        querystring: pendingLeadQuery,
        response: { 200: leadReportChart },
        description: "The chart beside a report, with the report's filters.",
      },
      config: { access: menu('read') },
    },
    async (req) => ({ chart: await reports.chart(req.params.report, req.query) }),
  );

  // ---- advanced search ----

  r.get(
    '/api/lead-reports/advanced',
    {
      schema: {
        operationId: 'leadAdvancedSearch',
        tags,
        querystring: leadListQuery,
        response: { 200: pageOf(leadListItem) },
        description: 'The lead list with any of its filters (a saved advanced report runs here).',
      },
      config: { access: menu('read'), specCalls: ['leadReportsAdvancedSearch'] },
    },
    async (req) => reports.advancedSearch(req.query),
  );

  r.get(
    '/api/lead-reports/saved',
    {
      schema: {
        operationId: 'listSavedLeadReports',
        tags,
        response: { 200: z.object({ items: z.array(savedLeadReport) }) },
      },
      config: { access: menu('read') },
    },
    async () => ({ items: await reports.savedReports() }),
  );

  r.post(
    '/api/lead-reports/saved',
    {
      schema: {
        operationId: 'saveLeadReport',
        tags,
        body: savedLeadReportInput,
        response: { 201: savedLeadReport },
        description: 'Saves the advanced filters under a unique name.',
      },
      config: { access: menu('write') },
    },
    async (req, reply) => {
      reply.status(201);
      return reports.saveReport(actorOf(req), req.body);
    },
  );

  r.delete(
    '/api/lead-reports/saved/:reportId',
    {
      schema: { operationId: 'deleteLeadReport', tags, params: savedLeadReportParam, response: { 200: okBody } },
      config: { access: menu('delete'), specCalls: ['advancedReportDelete'] },
    },
    async (req) => {
      await reports.deleteReport(actorOf(req), req.params.reportId);
      return { ok: true as const };
    },
  );
}
