// requests: its tables, the face other contexts join against and the migration schema reads
export * from './engine/requests.schema.js';
export * from './leaves/leaves.schema.js';
export * from './surveys/surveys.schema.js';
