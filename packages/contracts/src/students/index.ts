// students: what the package exports of this context (contracts are declarations: every file is public)
export * from './tabs.js';
export * from './student.js';
export * from './notes.js';
export * from './history.js';
export * from './contacts.js';
export * from './admission.js';
export * from './messages.js';
export * from './documents.js';
export * from './selfservice.js';
export * from './activity.js';
