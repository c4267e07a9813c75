// academics: its tables, the face other contexts join against and the migration schema reads
export * from './degrees/degrees.schema.js';
export * from './usmle/usmle.schema.js';
export * from './mcat/mcat.schema.js';
export * from './exams/exams.schema.js';
export * from './courses/courses.schema.js';
export * from './prior/prior.schema.js';
export * from './records/records.schema.js';
