// admin: what the package exports of this context (contracts are declarations: every file is public)
export * from './jobs.api.js';
export * from './banners.api.js';
export * from './alerts.api.js';
