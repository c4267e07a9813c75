// kit: what the package exports of this context (contracts are declarations: every file is public)
export * from './common.js';
export * from './uploads.js';
export * from './exports.js';
export * from './records.js';
export * from './changes.js';
export * from './documentChanges.js';
export * from './options.js';
