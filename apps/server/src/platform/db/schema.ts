// Every table of every domain, for Drizzle's typed queries and for drizzle-kit's migrations.
export * from '../../modules/access/access.schema.js';
export * from '../../modules/auth/auth.schema.js';
export * from '../../modules/system/system.schema.js';
export * from '../../modules/files/files.schema.js';
export * from '../../modules/banners/banners.schema.js';
