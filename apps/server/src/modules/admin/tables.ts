// admin: its tables, the face other contexts join against and the migration schema reads
export * from './alerts/alerts.schema.js';
export * from './banners/banners.schema.js';
