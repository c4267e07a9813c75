// finance: its tables, the face other contexts join against and the migration schema reads
export * from './accounting/student-accounting.schema.js';
export * from './invoices/invoices.schema.js';
export * from './ledger/ledger.schema.js';
export * from './ledger/idempotency.schema.js';
export * from './credits/credits.schema.js';
export * from './financial-status/financial-status.schema.js';
export * from './estimates/estimates.schema.js';
export * from './loa/loa.schema.js';
export * from './reminders/reminders.schema.js';
export * from './requests/invoice-requests.schema.js';
export * from './extras/student-extras.schema.js';
export * from './runs/clinical-weeks.schema.js';
