// admissions: its tables, the face other contexts join against and the migration schema reads
export * from './admin/lead-admin.schema.js';
export * from './admission/lead-admission.schema.js';
export * from './application/lead-application.schema.js';
export * from './documents/lead-documents.schema.js';
export * from './duplicates/lead-duplicates.schema.js';
export * from './fairs/lead-fairs.schema.js';
export * from './immigration/lead-immigration.schema.js';
export * from './import/lead-import.schema.js';
export * from './inbox/lead-inbox.schema.js';
export * from './interviews/lead-interviews.schema.js';
export * from './leads/leads.schema.js';
export * from './messages/lead-messages.schema.js';
export * from './reports/lead-reports.schema.js';
