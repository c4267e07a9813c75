// reference: what the package exports of this context (contracts are declarations: every file is public)
export * from './reference.api.js';
export * from './engine.js';
export * from './options.js';
export * from './tables.js';
