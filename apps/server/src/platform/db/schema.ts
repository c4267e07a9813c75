// Every table of every domain, for Drizzle's typed queries and for drizzle-kit's migrations.
export * from '../../modules/access/access.schema.js';
export * from '../../modules/auth/auth.schema.js';
export * from '../../modules/system/system.schema.js';
export * from '../../modules/files/files.schema.js';
export * from '../../modules/banners/banners.schema.js';
export * from '../../modules/reference/reference.schema.js';
export * from '../../modules/alerts/alerts.schema.js';
export * from '../../modules/notifications/notifications.schema.js';
export * from '../../modules/maillog/maillog.schema.js';
export * from '../../modules/tasks/tasks.schema.js';
export * from '../../modules/shell/shell.schema.js';
export * from '../../modules/calendar/calendar.schema.js';
export * from '../../modules/dashboard/dashboard.schema.js';
export * from '../../modules/students/students.schema.js';
