// workspace: its tables, the face other contexts join against and the migration schema reads
export * from './calendar/calendar.schema.js';
export * from './dashboard/dashboard.schema.js';
export * from './maillog/maillog.schema.js';
export * from './notifications/notifications.schema.js';
export * from './shell/shell.schema.js';
export * from './tasks/tasks.schema.js';
