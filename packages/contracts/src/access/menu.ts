import { CONTROL_GROUPS } from '../reference/engine.js';

/**
 * The main menu of the spec (000 sections 1, 2 and 6): every module and child. The server seeds its
 * menu table from this catalogue (administrators may edit it later); `link` is also the permission
 * entry that guards the screens under it.
 */
export interface MenuDef {
  key: string;
  title: string;
  link: string;
  icon: string;
  superUserView?: boolean;
  adminCannotView?: boolean;
  urlParam?: boolean;
  children?: MenuDef[];
}

const m = (key: string, title: string, link: string, icon: string, extra: Partial<MenuDef> = {}): MenuDef => ({
  key,
  title,
  link,
  icon,
  ...extra,
});

export const MENU_CATALOGUE: MenuDef[] = [
  m('dashboard', 'Dashboard', '/dashboard/list', 'DashboardOutlined'),
  m('student', 'Student', '/student/list', 'TeamOutlined', {
    children: [
      m('student.all', 'All Students', '/student/list', 'UserOutlined'),
      m('student.clinicals', 'Clinicals', '/medical/clinicals/assign-rotation/list', 'MedicineBoxOutlined'),
      m('student.attendance', 'Attendance', '/medical/attendance/stage-schedule', 'CarryOutOutlined'),
      m('student.request', 'Request', '/medical/request/transcript-request', 'FileTextOutlined'),
      m('student.alumni', 'Alumni List', '/medical/alumniList', 'CrownOutlined'),
      m('student.registrar', 'Registrar', '/medical/registrar', 'AuditOutlined'),
    ],
  }),
  m('lead', 'Lead', '/lead/list', 'FunnelPlotOutlined'),
  m('employee', 'Employee', '/employee/list', 'IdcardOutlined'),
  m('accounting', 'Accounting', '/accounting/revenue', 'DollarOutlined', {
    children: [
      m('accounting.revenue', 'Revenue', '/accounting/revenue', 'LineChartOutlined'),
      m('accounting.invoices', 'Invoices', '/accounting/invoices/non-clinical', 'FileDoneOutlined'),
      m('accounting.scholarship', 'Scholarship', '/accounting/scholarship', 'GiftOutlined'),
      m('accounting.loa', 'Letters of Authorization', '/accounting/loa/med6Loa', 'SafetyCertificateOutlined'),
      m('accounting.unverified', 'Unverified Payments', '/accounting/unverified-notifications', 'ExceptionOutlined'),
      m('accounting.invoiceRequests', 'Invoice Requests', '/accounting/invoice-requests', 'InboxOutlined'),
      m('accounting.lead', 'Lead Payments', '/accounting/lead', 'WalletOutlined'),
      m('accounting.payments', 'Payments', '/accounting/payments/list', 'CreditCardOutlined'),
      m('accounting.notifications', 'Notifications', '/accounting/notifications', 'BellOutlined'),
    ],
  }),
  m('housing', 'Housing', '/housing/allocation', 'HomeOutlined'),
  m('committee', 'Committee Meeting', '/committee/list', 'ScheduleOutlined'),
  m('exams', 'Exams', '/exams/kaplan', 'ReadOutlined', {
    children: [
      m('exams.kaplan', 'Kaplan', '/exams/kaplan', 'ReadOutlined'),
      m('exams.nbmeShelf', 'NBME Shelf', '/exams/nbme-shelf', 'BookOutlined'),
      m('exams.nbmeComprehensive', 'NBME Comprehensive', '/exams/nbme-comprehensive', 'BookOutlined'),
      m('exams.retake', 'Retake Exams', '/exams/retake-exams', 'RedoOutlined'),
      m('exams.bulk', 'Bulk Update', '/exams/bulk-update/nbme-system', 'CloudUploadOutlined'),
    ],
  }),
  m('reports', 'Reports', '/reports/list', 'BarChartOutlined'),
  m('mailLog', 'Mail Log', '/mailLog/incoming', 'MailOutlined'),
  m('calendar', 'Calendar', '/calendar', 'CalendarOutlined'),
  m('task', 'Task', '/task/list', 'CheckSquareOutlined'),
  m('admin', 'System Admin', '/admin/user', 'SettingOutlined', {
    children: [
      m('admin.user', 'User', '/admin/user', 'UserOutlined', { superUserView: true }),
      m('admin.group', 'Group', '/admin/group/list', 'ApartmentOutlined'),
      m('admin.groupAccess', 'Group Access', '/admin/group/access', 'SafetyOutlined'),
      m('admin.menu', 'Menu', '/admin/menu/list', 'MenuOutlined', { superUserView: true }),
      m('admin.component', 'Component', '/admin/component/list', 'AppstoreOutlined', { superUserView: true }),
      m('admin.menuAccess', 'Menu Access', '/admin/menu-access', 'KeyOutlined'),
      m('admin.banner', 'Banner', '/admin/banner', 'PictureOutlined'),
      m('admin.alert', 'Alert Configuration', '/admin/alert/configuration', 'AlertOutlined', { superUserView: true }),
      m('admin.assignClass', 'Assign Class', '/admin/assign-class', 'BlockOutlined'),
      m('admin.dashboard', 'Dashboard Settings', '/admin/dashboard', 'LayoutOutlined'),
      m('admin.onDemand', 'On-demand Trigger', '/admin/on-demand-trigger', 'ThunderboltOutlined'),
      m('admin.todo', 'To Do List', '/admin/todolist', 'UnorderedListOutlined'),
      m('admin.notifyAll', 'Update Student Info', '/admin/notify-all', 'NotificationOutlined'),
      m('admin.leadSettings', 'Lead Settings', '/admin/lead-settings', 'ControlOutlined'),
      m('admin.accountingSettings', 'Accounting Settings', '/admin/accounting-settings', 'CalculatorOutlined'),
      m('admin.controlTable', 'Control Table', '/admin/control-table', 'TableOutlined', {
        // one entry per group, so a group's tables can be granted on their own (HR tables to HR only)
        children: Object.entries(CONTROL_GROUPS).map(([g, title]) =>
          m(`admin.controlTable.${g}`, title, `/admin/control-table/${g}`, 'TableOutlined'),
        ),
      }),
      // FERPA reads: the super user's, hidden from super admins, granted to an auditors' group when a school wants one
      // (last, so a database that lacks it gets it after the entries it has: seedMenus)
      m('admin.accessLog', 'Record Access Log', '/admin/access-log', 'EyeOutlined', { adminCannotView: true }),
      // background jobs whose retries are used up, and their retry: the super user's alone
      m('admin.failedJobs', 'Failed Jobs', '/admin/jobs', 'ScheduleOutlined', { superUserView: true }),
    ],
  }),
];

/** Every menu entry, parents and children, in catalogue order. */
export function flattenMenu(defs: MenuDef[] = MENU_CATALOGUE): MenuDef[] {
  return defs.flatMap((d) => [d, ...flattenMenu(d.children ?? [])]);
}

/** The module whose menu a page shows, chosen from the page's first path segment. */
const SEGMENT_MODULE: Record<string, string> = {
  dashboard: 'dashboard',
  student: 'student',
  medical: 'student',
  alumni: 'student',
  preceptor: 'student',
  document: 'student',
  lead: 'lead',
  employee: 'employee',
  accounting: 'accounting',
  housing: 'housing',
  committee: 'committee',
  exams: 'exams',
  reports: 'reports',
  mailLog: 'mailLog',
  calendar: 'calendar',
  task: 'task',
  admin: 'admin',
};
export function moduleForPath(path: string): string | undefined {
  return SEGMENT_MODULE[path.split('/')[1] ?? ''];
}

/**
 * Screens that belong to a permission entry other than their own path: the longest menu link that is
 * a path prefix of the screen wins, then this table.
 */
const EXTRA_PERMISSION: [RegExp, string][] = [
  [/^\/admin\/lead-settings/, '/admin/lead-settings'],
  [/^\/admin\/accounting-settings/, '/admin/accounting-settings'],
  [/^\/admin\/control-table/, '/admin/control-table'],
  [/^\/(student\/(add|details)|alumni\/details)/, '/student/list'],
  [/^\/lead\//, '/lead/list'],
  [/^\/(employee|committee)\//, '/employee/list'],
  [/^\/medical\/clinicals|^\/preceptor\//, '/medical/clinicals/assign-rotation/list'],
  [/^\/medical\/attendance/, '/medical/attendance/stage-schedule'],
  // the clinical office's request queue belongs to the Clinicals entry (contracts' REQUEST_KINDS: its `menu`)
  [/^\/medical\/request\/clinical-request/, '/medical/clinicals/assign-rotation/list'],
  [/^\/medical\/request/, '/medical/request/transcript-request'],
  [/^\/accounting\/invoices/, '/accounting/invoices/non-clinical'],
  [/^\/accounting\/loa/, '/accounting/loa/med6Loa'],
  [/^\/mailLog\//, '/mailLog/incoming'],
  [/^\/task\/edit\//, '/task/list'],
  [/^\/reports\//, '/reports/list'],
  [/^\/exams\/bulk-update/, '/exams/bulk-update/nbme-system'],
];

/** The permission entry (a menu link) that guards a screen path, or undefined for open screens. */
export function permissionFor(path: string, links: string[] = flattenMenu().map((d) => d.link)): string | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const link of links) {
    if ((clean === link || clean.startsWith(link + '/')) && (!best || link.length > best.length)) best = link;
  }
  if (best) return best;
  return EXTRA_PERMISSION.find(([re]) => re.test(clean))?.[1];
}
