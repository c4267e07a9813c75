import { SPEC_ROUTES } from '@caduceus/contracts';
import { page, type Pages } from '../../app/pageKit';

/**
 * The lead record: one page for every /lead/details/<tab>/:leadId route; it shows the tabs the lead's
 * status allows whose page is built (modules/leads/tabs/registry.ts), and says so for any other.
 */
const leadRecord = page('guarded', () => import('./leads/pages/LeadDetailPage'));
const LEAD_RECORD_ROUTES = Object.fromEntries(
  SPEC_ROUTES.filter((r) => r.startsWith('/lead/details/')).map((r) => [r, leadRecord]),
) as Pages;
/** The lead reports but advanced: one page reading its report from the path. */
const leadReport = page('guarded', () => import('./reports/pages/LeadReportPage'));
const LEAD_REPORT_ROUTES = Object.fromEntries(
  [
    'status-wise',
    'status-conversion',
    'pending-leads',
    'activity-count',
    'task-count',
    'seat-deposit-due',
    'interview-scheduled',
    'lead-paid',
  ].map((k) => [`/lead/reports/${k}`, leadReport]),
) as Pages;

/** The admissions context's screens (the lead area: list, add, record, tasks, notifications, inbox, admin, reports), each loaded lazily in its own chunk. */
export const admissionsPages: Pages = {
  '/lead/notifications/fairlist': page('guarded', () => import('./admin/pages/FairListPage')),
  '/lead/lead-admin/email-template': page('guarded', () => import('./admin/pages/EmailTemplatePage')),
  '/lead/lead-admin/closed-leads': page('guarded', () => import('./admin/admin/ClosedLeadsPage')),
  '/lead/lead-admin/bulk-update': page('guarded', () => import('./admin/admin/BulkUpdatePage')),
  '/lead/lead-admin/rep-vacation': page('guarded', () => import('./admin/admin/RepVacationPage')),
  '/lead/lead-admin/duplicate-lead': page('guarded', () => import('./admin/duplicates/DuplicateLeadPage')),
  '/lead/lead-admin/lead-merge': page('guarded', () => import('./admin/duplicates/LeadMergePage')),
  '/lead/list': page('guarded', () => import('./leads/pages/LeadListPage')),
  '/lead/list/add': page('guarded', () => import('./leads/pages/LeadAddPage')),
  '/lead/task/search': page('guarded', () => import('./leads/pages/LeadTodayTasksPage')),
  '/lead/task/all-tasks': page('guarded', () => import('./leads/pages/LeadAllTasksPage')),
  '/lead/notifications/documents': page('guarded', () => import('./leads/pages/LeadDocumentsNotificationPage')),
  '/lead/notifications/unassigned-lead': page('guarded', () => import('./leads/pages/UnassignedLeadsPage')),
  '/lead/unverified/email': page('guarded', () => import('./inbox/pages/UnverifiedEmailPage')),
  '/lead/notification/mymail': page('guarded', () => import('./inbox/pages/MyMailPage')),
  '/lead/notification/mysms': page('guarded', () => import('./inbox/pages/MySmsPage')),
  '/lead/notification/mychats': page('guarded', () => import('./inbox/pages/MyChatsPage')),
  '/lead/notifications/bulk-upload': page('guarded', () => import('./leads/pages/LeadBulkUploadPage')),
  ...LEAD_RECORD_ROUTES,
  '/lead/dashboard': page('guarded', () => import('./reports/pages/LeadDashboardPage')),
  '/lead/reports/advanced': page('guarded', () => import('./reports/pages/AdvancedReportPage')),
  ...LEAD_REPORT_ROUTES,
};
