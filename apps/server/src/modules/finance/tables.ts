// finance: its tables, the face other contexts join against and the migration schema reads
export * from './accounting/student-accounting.schema.js';
