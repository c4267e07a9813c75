// Every table of every context (each context's tables.ts face) and the platform's own, for Drizzle's typed queries and drizzle-kit's migrations.
export * from './modules/access/tables.js';
export * from './modules/admin/tables.js';
export * from './modules/kit/tables.js';
export * from './modules/reference/tables.js';
export * from './modules/workspace/tables.js';
export * from './modules/students/tables.js';
export * from './modules/finance/tables.js';
export * from './modules/admissions/tables.js';
export * from './modules/academics/tables.js';
export * from './modules/requests/tables.js';
export * from './modules/clinical/tables.js';
export * from './modules/alumni/tables.js';
export * from './platform/db/tables.js';
export * from './platform/db/row-counts.js';
