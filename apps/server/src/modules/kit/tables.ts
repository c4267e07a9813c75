// kit: its tables, the face other contexts join against and the migration schema reads
export * from './files/files.schema.js';
export * from './records/documents.schema.js';
export * from './records/emails.schema.js';
export * from './records/record.schema.js';
