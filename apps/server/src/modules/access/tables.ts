// access: its tables, the face other contexts join against and the migration schema reads
export * from './auth/auth.schema.js';
export * from './rights/access.schema.js';
