import type { Executor } from '../../../platform/db/index.js';
import { WidgetRegistry } from './dashboard.registry.js';
import { activeUsers, outboxHealth, recentSignIns, referenceCounts } from './widgets/system.widgets.js';
import { calendarToday, mailLogCounts, tasksDue, todosWeek } from './widgets/workspace.widgets.js';

export interface WidgetDeps {
  db: Executor;
  /** minutes without a request after which a session no longer counts as active */
  sessionIdleMinutes: number;
}

/**
 * Every widget's data loader: the one place a domain registers its widget (after adding it to the
 * catalogue in packages/contracts/src/dashboard.ts). Later domains add theirs here: bill summary,
 * appeals, paid counts, rotations, last nine semesters, status-wise, revenue, ...
 */
export function dashboardWidgets({ db, sessionIdleMinutes }: WidgetDeps): WidgetRegistry {
  return new WidgetRegistry()
    .add('tasksDue', tasksDue(db))
    .add('todosWeek', todosWeek(db))
    .add('calendarToday', calendarToday(db))
    .add('mailLogCounts', mailLogCounts(db))
    .add('referenceCounts', referenceCounts(db))
    .add('activeUsers', activeUsers(db, sessionIdleMinutes))
    .add('outboxHealth', outboxHealth(db))
    .add('recentSignIns', recentSignIns(db));
}
