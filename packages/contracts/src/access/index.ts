// access: what the package exports of this context (contracts are declarations: every file is public)
export * from './access.js';
export * from './menu.js';
export * from './auth.api.js';
export * from './admin.api.js';
export * from './access-log.api.js';
export * from './components.js';
