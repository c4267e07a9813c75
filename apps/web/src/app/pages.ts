import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { SPEC_ROUTES, type AppRoute, type SpecRoute } from '@caduceus/contracts';

/**
 * The registry of built screens. Every path of APP_ROUTES (the spec's and contracts' EXTRA_ROUTES) is routed; a path listed here renders its
 * page (each lazily loaded, in its own chunk), any other sends the user to /notfound. The menu shows
 * only entries whose page is built.
 *
 * kind: public   - signed-out screens (login type), full layout
 *       open     - anyone; inside the shell when signed in
 *       signedIn - any signed-in user
 *       guarded  - signed in and read right on the screen's permission entry (permissionFor)
 */
export type PageKind = 'public' | 'open' | 'signedIn' | 'guarded';
export interface BuiltPage {
  kind: PageKind;
  Component: LazyExoticComponent<ComponentType>;
}

type Loader = () => Promise<{ default: ComponentType }>;
const page = (kind: PageKind, load: Loader): BuiltPage => ({ kind, Component: lazy(load) });
const named =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  () =>
    load().then((m) => ({ default: pick(m) }));

const misc = () => import('../modules/workspace/shell/pages/StatusPages');
// one page component serves several routes (it reads its path): one lazy chunk each
const controlGroup = page('guarded', () => import('../modules/reference/pages/ControlGroupPage'));
const leadSettings = page('guarded', () => import('../modules/reference/pages/LeadSettingsPage'));
const mailLog = page('guarded', () => import('../modules/workspace/maillog/pages/MailLogPage'));
const accountingSettings = page('guarded', () => import('../modules/reference/pages/AccountingSettingsPage'));
const accountingBulk = page('guarded', () => import('../modules/reference/pages/AccountingBulkPage'));
/**
 * The accounting settings backed by tables: the slugs of contracts' ACCOUNTING_SETTING_PAGES, written out
 * because importing that list would put the table declarations into the sign-in chunk (~9 KB gzipped);
 * pages.test.ts keeps the two in step.
 * The three bulk-update pages (accounting, financial status, invoice financial status) are built.
 */
export const ACCOUNTING_SLUGS = [
  'feehead',
  'feegrouphead',
  'revenue-setting',
  'accounting-head',
  'master-values',
  'installment-end-date',
  'immigration-deposit',
  'leads',
  'pre-med',
  'med',
  'med6',
  'non-clinical-other',
  'insurance',
  'clinical',
  'clinical-other',
  'general',
  'installment',
  'housing-fees',
  'basic-science-loa',
  'asp',
  'administrative',
  'premed-loa',
  'vet1to6',
  'vet7to12',
  'prehealth',
  'clinicalFee',
  'studentpermit',
] as const;
const ACCOUNTING_ROUTES = Object.fromEntries([
  ['/admin/accounting-settings', accountingSettings],
  ...ACCOUNTING_SLUGS.map((s) => [`/admin/accounting-settings/${s}`, accountingSettings]),
  ['/admin/accounting-settings/bulk-update/accounting', accountingBulk],
  ['/admin/accounting-settings/bulk-update/financial-status', accountingBulk],
  ['/admin/accounting-settings/bulk-update/invoice-financial-status', accountingBulk],
]) as Partial<Record<SpecRoute, BuiltPage>>;

/**
 * The student record: one page for every /student/details/<tab>/:studentId route (it reads its tab from
 * the path). The clinical rotation's page under courses belongs to the clinical domain and is not built.
 */
const studentRecord = page('guarded', () => import('../modules/students/pages/StudentDetailPage'));
const LATER_STUDENT_ROUTES: string[] = ['/student/details/courses/clinical-rotation/:refId/:studentId'];
const STUDENT_RECORD_ROUTES = Object.fromEntries(
  SPEC_ROUTES.filter((r) => r.startsWith('/student/details/') && !LATER_STUDENT_ROUTES.includes(r)).map((r) => [
    r,
    studentRecord,
  ]),
) as Partial<Record<SpecRoute, BuiltPage>>;

/**
 * The lead record: one page for every /lead/details/<tab>/:leadId route; it shows the tabs the lead's
 * status allows whose page is built (modules/leads/tabs/registry.ts), and says so for any other.
 */
const leadRecord = page('guarded', () => import('../modules/admissions/leads/pages/LeadDetailPage'));
const LEAD_RECORD_ROUTES = Object.fromEntries(
  SPEC_ROUTES.filter((r) => r.startsWith('/lead/details/')).map((r) => [r, leadRecord]),
) as Partial<Record<SpecRoute, BuiltPage>>;

/** The lead reports but advanced: one page reading its report from the path. */
const leadReport = page('guarded', () => import('../modules/admissions/reports/pages/LeadReportPage'));
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
) as Partial<Record<SpecRoute, BuiltPage>>;

export const BUILT_PAGES: Partial<Record<AppRoute, BuiltPage>> = {
  '/login': page('public', () => import('../modules/access/auth/pages/LoginPage')),
  '/forgot-password': page('public', () => import('../modules/access/auth/pages/ForgotPasswordPage')),
  '/reset-password': page('public', () => import('../modules/access/auth/pages/ResetPasswordPage')),
  '/notfound': page(
    'open',
    named(misc, (m) => m.NotFoundPage),
  ),
  '/misc/not-authorized': page(
    'open',
    named(misc, (m) => m.NotAuthorizedPage),
  ),
  '/misc/error/404': page(
    'open',
    named(misc, (m) => m.Error404Page),
  ),
  '/misc/error/500': page(
    'open',
    named(misc, (m) => m.Error500Page),
  ),
  '/misc/maintenance': page(
    'open',
    named(misc, (m) => m.MaintenancePage),
  ),
  '/landing-page': page('signedIn', () => import('../modules/workspace/shell/pages/LandingPage')),
  '/settings/user/profile': page('signedIn', () => import('../modules/access/settings/pages/ProfilePage')),
  '/settings/user/password': page('signedIn', () => import('../modules/access/settings/pages/PasswordPage')),
  '/settings/user/signature': page('signedIn', () => import('../modules/access/settings/pages/SignaturePage')),
  '/admin/user': page('guarded', () => import('../modules/access/admin/pages/UsersPage')),
  '/admin/group/list': page('guarded', () => import('../modules/access/admin/pages/GroupListPage')),
  '/admin/group/access': page('guarded', () => import('../modules/access/admin/pages/GroupAccessPage')),
  '/admin/menu-access': page('guarded', () => import('../modules/access/admin/pages/MenuAccessPage')),
  '/admin/menu/list': page('guarded', () => import('../modules/access/admin/pages/MenuListPage')),
  '/admin/component/list': page('guarded', () => import('../modules/access/admin/pages/ComponentListPage')),
  '/admin/banner': page('guarded', () => import('../modules/admin/banners/BannerPage')),
  '/dashboard/list': page('guarded', () => import('../modules/workspace/dashboard/pages/DashboardPage')),
  '/admin/dashboard': page('guarded', () => import('../modules/workspace/dashboard/pages/DashboardSettingsPage')),
  '/calendar': page('guarded', () => import('../modules/workspace/calendar/pages/CalendarPage')),
  '/lead/notifications/fairlist': page('guarded', () => import('../modules/admissions/admin/pages/FairListPage')),
  '/lead/lead-admin/email-template': page(
    'guarded',
    () => import('../modules/admissions/admin/pages/EmailTemplatePage'),
  ),
  '/lead/lead-admin/closed-leads': page('guarded', () => import('../modules/admissions/admin/admin/ClosedLeadsPage')),
  '/lead/lead-admin/bulk-update': page('guarded', () => import('../modules/admissions/admin/admin/BulkUpdatePage')),
  '/lead/lead-admin/rep-vacation': page('guarded', () => import('../modules/admissions/admin/admin/RepVacationPage')),
  '/lead/lead-admin/duplicate-lead': page(
    'guarded',
    () => import('../modules/admissions/admin/duplicates/DuplicateLeadPage'),
  ),
  '/lead/lead-admin/lead-merge': page('guarded', () => import('../modules/admissions/admin/duplicates/LeadMergePage')),
  '/task/list': page('guarded', () => import('../modules/workspace/tasks/pages/TaskListPage')),
  '/task/edit/:id': page('guarded', () => import('../modules/workspace/tasks/pages/TaskEditPage')),
  '/admin/todolist': page('guarded', () => import('../modules/workspace/todos/pages/AdminTodoListPage')),
  '/admin/notify-all': page('guarded', () => import('../modules/students/notify-all/NotifyAllPage')),
  '/admin/access-log': page('guarded', () => import('../modules/access/access-log/AccessLogPage')),
  '/admin/jobs': page('guarded', () => import('../modules/admin/jobs/FailedJobsPage')),
  '/admin/alert/configuration': page('guarded', () => import('../modules/admin/alerts/pages/AlertConfigurationPage')),
  '/admin/on-demand-trigger': page('guarded', () => import('../modules/admin/alerts/pages/OnDemandTriggerPage')),
  '/employee/configuration/mail/alert': page(
    'guarded',
    () => import('../modules/admin/alerts/pages/EmployeeMailAlertPage'),
  ),
  '/employee/configuration/on-demand/alert': page(
    'guarded',
    () => import('../modules/admin/alerts/pages/EmployeeOnDemandAlertPage'),
  ),
  '/admin/assign-class': page('guarded', () => import('../modules/reference/pages/AssignClassPage')),
  '/admin/control-table': page('guarded', () => import('../modules/reference/pages/ControlTableIndexPage')),
  '/admin/control-table/admin': controlGroup,
  '/admin/control-table/hr': controlGroup,
  '/admin/control-table/clinicals': controlGroup,
  '/admin/control-table/lead': controlGroup,
  '/admin/control-table/registrar': controlGroup,
  '/admin/control-table/accounting': controlGroup,
  '/admin/control-table/housing': controlGroup,
  '/admin/control-table/applicant': controlGroup,
  '/admin/control-table/survey': controlGroup,
  '/admin/lead-settings': leadSettings,
  '/admin/lead-settings/faculty-timeslot': leadSettings,
  '/admin/lead-settings/lead-current-semester': leadSettings,
  '/admin/lead-settings/lead-task': leadSettings,
  '/admin/lead-settings/lead-sources': leadSettings,
  '/mailLog/incoming': mailLog,
  '/mailLog/outgoing': mailLog,
  '/mailLog/aruba/incoming': mailLog,
  '/mailLog/aruba/outgoing': mailLog,
  '/mailLog/returned': mailLog,
  ...ACCOUNTING_ROUTES,
  '/student/list': page('guarded', () => import('../modules/students/pages/StudentListPage')),
  '/student/add': page('guarded', () => import('../modules/students/pages/StudentAddPage')),
  ...STUDENT_RECORD_ROUTES,
  '/lead/list': page('guarded', () => import('../modules/admissions/leads/pages/LeadListPage')),
  '/lead/list/add': page('guarded', () => import('../modules/admissions/leads/pages/LeadAddPage')),
  '/lead/task/search': page('guarded', () => import('../modules/admissions/leads/pages/LeadTodayTasksPage')),
  '/lead/task/all-tasks': page('guarded', () => import('../modules/admissions/leads/pages/LeadAllTasksPage')),
  '/lead/notifications/documents': page(
    'guarded',
    () => import('../modules/admissions/leads/pages/LeadDocumentsNotificationPage'),
  ),
  '/lead/notifications/unassigned-lead': page(
    'guarded',
    () => import('../modules/admissions/leads/pages/UnassignedLeadsPage'),
  ),
  '/lead/unverified/email': page('guarded', () => import('../modules/admissions/inbox/pages/UnverifiedEmailPage')),
  '/lead/notification/mymail': page('guarded', () => import('../modules/admissions/inbox/pages/MyMailPage')),
  '/lead/notification/mysms': page('guarded', () => import('../modules/admissions/inbox/pages/MySmsPage')),
  '/lead/notification/mychats': page('guarded', () => import('../modules/admissions/inbox/pages/MyChatsPage')),
  '/lead/notifications/bulk-upload': page(
    'guarded',
    () => import('../modules/admissions/leads/pages/LeadBulkUploadPage'),
  ),
  ...LEAD_RECORD_ROUTES,
  '/lead/dashboard': page('guarded', () => import('../modules/admissions/reports/pages/LeadDashboardPage')),
  '/lead/reports/advanced': page('guarded', () => import('../modules/admissions/reports/pages/AdvancedReportPage')),
  ...LEAD_REPORT_ROUTES,
};

const BUILT_PATTERNS = ['/', ...Object.keys(BUILT_PAGES)];

/** Is a concrete path (e.g. /student/details/personal/12) served by a built page? */
export function isBuiltPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0];
  return BUILT_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, clean) !== null);
}
/** Is a menu link built (menu links carry no parameters)? */
export const isBuiltLink = (link: string) => isBuiltPath(link);
