import type { z } from 'zod';
import { TODO_EXPORT_NAME, type TodoItem, type todoInput, type TodoPatch, type Week } from '@caduceus/contracts';
import { api, apiRequest, downloadFile, useApiMutation, useApiQuery } from '../../app/api';

/** To-dos: a week of one's tasks, add one for oneself, complete or cancel, star, export the week. */
export const PATHS = {
  todos: '/api/todos',
  export: '/api/todos/export',
  admin: '/api/admin/todos',
  tasks: '/api/tasks',
} as const;
const STALE = [PATHS.todos, PATHS.admin, PATHS.tasks];

export const useTodoWeek = (week: Week | null, enabled = true) =>
  useApiQuery<{ items: TodoItem[] }>(
    week && enabled ? PATHS.todos : null,
    week ? { startDate: week.start, endDate: week.end } : undefined,
    { placeholderData: (prev) => prev },
  );

export type TodoBody = z.output<typeof todoInput>;
export const useAddTodo = () =>
  useApiMutation((b: TodoBody) => api.post<TodoItem>(PATHS.todos, b), { invalidate: STALE, errorToast: false });
export const usePatchTodo = () =>
  useApiMutation(
    ({ id, change }: { id: number; change: TodoPatch }) =>
      apiRequest<TodoItem>('PATCH', `${PATHS.todos}/${id}`, { body: change }),
    { invalidate: STALE, errorToast: false },
  );

/** Saves the week's items as todo_list.xlsx. */
export const exportWeek = (week: Week) =>
  downloadFile(PATHS.export, { startDate: week.start, endDate: week.end }, TODO_EXPORT_NAME);
