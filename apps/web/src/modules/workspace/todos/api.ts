import type { z } from 'zod';
import { TODO_EXPORT_NAME, type todoInput, type TodoPatch, type Week } from '@caduceus/contracts';
import { downloadFile, useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../app/client';

/** To-dos: a week of one's tasks, add one for oneself, complete or cancel, star, export the week. */
export const PATHS = {
  todos: apiUrl('/api/todos'),
  export: apiUrl('/api/todos/export'),
  admin: listUrl('/api/admin/todos'),
  tasks: apiUrl('/api/tasks'),
} as const;
const STALE = [PATHS.todos, PATHS.admin, PATHS.tasks];

export const useTodoWeek = (week: Week | null, enabled = true) =>
  useGet('/api/todos', week && enabled ? { query: { startDate: week.start, endDate: week.end } } : null, {
    placeholderData: (prev) => prev,
  });

export type TodoBody = z.output<typeof todoInput>;
export const useAddTodo = () =>
  useApiMutation((b: TodoBody) => call('post', '/api/todos', { body: b }), { invalidate: STALE, errorToast: false });
export const usePatchTodo = () =>
  useApiMutation(
    ({ id, change }: { id: number; change: TodoPatch }) =>
      call('patch', '/api/todos/{id}', { path: { id }, body: change }),
    { invalidate: STALE, errorToast: false },
  );

/** Saves the week's items as todo_list.xlsx. */
export const exportWeek = (week: Week) =>
  downloadFile(PATHS.export, { startDate: week.start, endDate: week.end }, TODO_EXPORT_NAME);
