export * from './fairs.js';
export * from './templates.js';
