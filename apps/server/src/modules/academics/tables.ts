// academics: its tables, the face other contexts join against and the migration schema reads
export * from './degrees/degrees.schema.js';
export * from './usmle/usmle.schema.js';
export * from './mcat/mcat.schema.js';
