// finance: what the package exports of this context (contracts are declarations: every file is public)
export * from './accounting.js';
export * from './activity.js';
export * from './money.js';
export * from './invoices.js';
export * from './ledger.js';
export * from './verification.js';
export * from './accounting-payments.js';
export * from './credits.js';
export * from './documents.js';
export * from './runs.js';
export * from './financial-status.js';
export * from './revenue.js';
export * from './student-extras.js';
