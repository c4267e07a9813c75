// students: its tables, the face other contexts join against and the migration schema reads
export * from './admission/student-admission.schema.js';
export * from './contacts/student-contacts.schema.js';
export * from './documents/student-documents.schema.js';
export * from './history/student-history.schema.js';
export * from './messages/student-messages.schema.js';
export * from './notes/student-notes.schema.js';
export * from './record/students.schema.js';
export * from './selfservice/selfservice.schema.js';
