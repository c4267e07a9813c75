// alumni: what the package exports of this context (contracts are declarations: every file is public)
export * from './alumni.js';
export * from './list.js';
