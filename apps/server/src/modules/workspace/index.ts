import type { Core } from '../../platform/core.js';
import type { Kit } from '../kit/index.js';
import { createCalendarService } from './calendar/calendar.service.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { createMailLogService } from './maillog/maillog.service.js';
import { mailLogRoutes } from './maillog/maillog.routes.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { NotificationCountRegistry } from './notifications/notifications.counts.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { sessionLive } from './notifications/notifications.repo.js';
import { SearchRegistry } from './search/search.registry.js';
import { referenceSearch, usersSearch } from './search/search.providers.js';
import { searchRoutes } from './search/search.routes.js';
import { createShellService } from './shell/shell.service.js';
import { shellRoutes } from './shell/shell.routes.js';
import { createTasksService } from './tasks/tasks.service.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { createTodosService } from './todos/todos.service.js';
import { todosRoutes } from './todos/todos.routes.js';
import { dashboardWidgets } from './dashboard/dashboard.widgets.js';
import { createDashboardService } from './dashboard/dashboard.service.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import type { WidgetLoader } from './dashboard/dashboard.registry.js';
import { widgetDef } from '@caduceus/contracts';

export type { NewNotification } from './notifications/notifications.service.js';
export type { SearchProvider } from './search/search.registry.js';
export type { TasksService } from './tasks/tasks.service.js';
export type { Oversight } from './tasks/tasks.policy.js';
export { NO_OVERSIGHT } from './tasks/tasks.policy.js';
export { TODO_ADMIN, oversightOf } from './tasks/tasks.routes.js';

/**
 * The staff workspace: tasks and to-dos, calendar, mail log, notifications with the top-bar counts (each
 * context adds its count), the top-bar search (each context adds its records), the shell and the dashboard.
 */
export function registerWorkspace(core: Core, { kit }: { kit: Kit }) {
  const { app, db, config } = core;
  calendarRoutes(app, createCalendarService({ db }), core.may);
  mailLogRoutes(app, createMailLogService({ db, files: kit.files, now: core.clock }));

  const counts = new NotificationCountRegistry();
  const notifications = createNotificationsService(db, {
    onError: (err) => app.log.error({ err }, 'live notifications'),
  });
  notificationsRoutes(app, {
    notifications,
    counts,
    mayRead: core.mayRead,
    sessionLive: (id) => sessionLive(db, id, config.sessionIdleMinutes),
    heartbeatMs: config.liveHeartbeatMs,
  });

  const search = new SearchRegistry().add(usersSearch(db)).add(referenceSearch(db));
  searchRoutes(app, search, core.mayRead);
  shellRoutes(
    app,
    createShellService({
      db,
      chatStudentUrl: config.chatStudentUrl,
      chatConsoleUrl: config.chatConsoleUrl,
      analyticsEnabled: config.analyticsEnabled,
      clock: core.clock,
    }),
  );
  const tasks = createTasksService({
    db,
    publicUrl: config.publicUrl,
    now: core.clock,
    mailQueued: core.mailQueued,
    notify: notifications.notify,
  });
  tasksRoutes(app, tasks, core.may);
  todosRoutes(app, createTodosService({ db, tasks }), core.may);
  // dashboard widgets: each domain registers its widget's loader in dashboard.widgets.ts
  const widgets = dashboardWidgets({ db, sessionIdleMinutes: config.sessionIdleMinutes });
  // the widget data route's spec calls: this list grows as later contexts add their widgets (read when the
  // OpenAPI document is built)
  const widgetCalls = widgets.specCalls();
  dashboardRoutes(
    app,
    createDashboardService({ db, widgets, rightsOf: (user) => core.identity.rightsOf(user), clock: core.clock }),
    widgetCalls,
  );

  return {
    tasks,
    notify: notifications.notify,
    /** the top-bar counts: notificationCounts.add('invoiceRequests', (user) => ...) */
    notificationCounts: counts,
    /** the top-bar search: search.add(provider) */
    search,
    /** the dashboard: widgets.add(key, loader) for a widget of the catalogue (contracts' workspace/dashboard.ts) */
    widgets: {
      add(key: string, loader: WidgetLoader) {
        widgets.add(key, loader);
        for (const call of widgetDef(key)?.specCalls ?? []) if (!widgetCalls.includes(call)) widgetCalls.push(call);
      },
    },
  };
}
export type Workspace = ReturnType<typeof registerWorkspace>;
export type { WidgetContent, WidgetContext, WidgetLoader } from './dashboard/dashboard.registry.js';
