// workspace: what the package exports of this context (contracts are declarations: every file is public)
export * from './home.js';
export * from './maillog.api.js';
export * from './notifications.api.js';
export * from './dashboard.js';
export * from './dashboard.api.js';
export * from './todo.js';
export * from './tasks.api.js';
export * from './todos.api.js';
export * from './calendar.api.js';
export * from './search.api.js';
export * from './shell.api.js';
