// The workspace context's face: the task form's fields and the task lists' columns (a lead's task drawer
// and task lists use them). The top bar's pieces are in shell.ts, the shell's own face.
export { TaskFields } from './tasks/components/TaskFields';
export { TASK_STATUS_FILTER, personCell, taskColumns } from './tasks/components/taskColumns';
