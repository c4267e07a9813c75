// The workspace context's face: the top bar's pieces and the task form's fields (a lead's task drawer uses them).
export { NotificationsDropdown } from './notifications/NotificationsDropdown';
export { GlobalSearch } from './search/GlobalSearch';
export { TodoButton } from './todos/TodoButton';
export { TaskFields } from './tasks/components/TaskFields';
