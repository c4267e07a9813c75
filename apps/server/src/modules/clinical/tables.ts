// clinical: its tables, the face other contexts join against and the migration schema reads
export * from './core/clinical.schema.js';
export * from './plans/plans.schema.js';
export * from './logs/logs.schema.js';
export * from './transfers/transfers.schema.js';
export * from './hospitals/documents.schema.js';
