// requests: what the package exports of this context (contracts are declarations: every file is public)
export * from './flows.js';
export * from './kinds.js';
export * from './requests.api.js';
export * from './leaves.js';
export * from './surveys.js';
export * from './clinical.js';
