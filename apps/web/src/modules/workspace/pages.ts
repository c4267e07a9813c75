import { page, named, type Pages } from '../../app/pageKit';

const misc = () => import('./shell/pages/StatusPages');
const mailLog = page('guarded', () => import('./maillog/pages/MailLogPage'));
/** The workspace context's screens (status pages, landing, dashboard, calendar, tasks, to-dos, mail log), each loaded lazily in its own chunk. */
export const workspacePages: Pages = {
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
  '/landing-page': page('signedIn', () => import('./shell/pages/LandingPage')),
  '/dashboard/list': page('guarded', () => import('./dashboard/pages/DashboardPage')),
  '/admin/dashboard': page('guarded', () => import('./dashboard/pages/DashboardSettingsPage')),
  '/calendar': page('guarded', () => import('./calendar/pages/CalendarPage')),
  '/task/list': page('guarded', () => import('./tasks/pages/TaskListPage')),
  '/task/edit/:id': page('guarded', () => import('./tasks/pages/TaskEditPage')),
  '/admin/todolist': page('guarded', () => import('./todos/pages/AdminTodoListPage')),
  '/mailLog/incoming': mailLog,
  '/mailLog/outgoing': mailLog,
  '/mailLog/aruba/incoming': mailLog,
  '/mailLog/aruba/outgoing': mailLog,
  '/mailLog/returned': mailLog,
};

/** The dashboard's chart (recharts), loaded only where a chart is shown. */
export const loadWidgetChart = () => import('./dashboard/components/WidgetChart');
