// admissions: what the package exports of this context (contracts are declarations: every file is public)
export * from './lists.js';
export * from './tabs.js';
export * from './lead.js';
export * from './messages.js';
export * from './application.js';
export * from './admin.js';
export * from './reports.js';
export * from './documents.js';
export * from './duplicates.js';
export * from './records.js';
export * from './inbox.js';
export * from './import.js';
export * from './interview.js';
export * from './activity.js';
