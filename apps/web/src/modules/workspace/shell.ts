// The workspace context's pieces of the app shell's top bar. A face of its own (beside index.ts), so the
// signed-in shell loads only these and not the task form and columns other contexts take from index.ts.
export { NotificationsDropdown } from './notifications/NotificationsDropdown';
export { GlobalSearch } from './search/GlobalSearch';
export { TodoButton } from './todos/TodoButton';
