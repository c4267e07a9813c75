import type { z } from 'zod';
import type { ControlRow, Page, Task, taskInput, taskUpdate } from '@caduceus/contracts';
import { api, apiRequest, useApiMutation, useApiQuery } from '../../app/api';
import { lookupPath } from '../../components/useLookup';

/** Tasks: the list, one task, add and assign, edit; task subjects through the control-table API. */
export const PATHS = {
  tasks: '/api/tasks',
  task: (id: number) => `/api/tasks/${id}`,
  todos: '/api/todos',
  adminTodos: '/api/admin/todos',
  subjects: '/api/control-tables/task-subject/rows',
  subjectLookup: lookupPath('task-subject'),
} as const;
/** The page of one task (the To Do modal's items link there too). */
export const taskHref = (t: { id: number }) => `/task/edit/${t.id}`;
/** A task write makes the lists, the to-do weeks and the dashboard counts stale. */
const STALE = [PATHS.tasks, PATHS.todos, PATHS.adminTodos];

export type TaskBody = z.output<typeof taskInput>;
export type TaskUpdateBody = z.output<typeof taskUpdate>;

/** The task of /task/edit/:id: the page's record, so a 404 goes to /notfound. */
export const useTask = (id: number | null) =>
  useApiQuery<Task>(id ? PATHS.task(id) : null, undefined, { meta: { notFoundRedirect: true } });
export const useCreateTask = () =>
  useApiMutation((b: TaskBody) => api.post<Task>(PATHS.tasks, b), { invalidate: STALE, errorToast: false });
export const useUpdateTask = () =>
  useApiMutation(({ id, body }: { id: number; body: TaskUpdateBody }) => api.put<Task>(PATHS.task(id), body), {
    invalidate: STALE,
    errorToast: false,
  });
export const useStarTask = () =>
  useApiMutation(
    ({ id, starred }: { id: number; starred: boolean }) =>
      apiRequest<unknown>('PATCH', `${PATHS.todos}/${id}`, { body: { starred } }),
    { invalidate: STALE },
  );

// ---- task subjects (the control table 'task-subject') ----
export const useTaskSubjects = (q: string, enabled: boolean) =>
  useApiQuery<Page<ControlRow>>(
    enabled ? PATHS.subjects : null,
    { q: q || undefined, pageSize: 100, sort: 'name' },
    { placeholderData: (prev) => prev },
  );
export const useAddTaskSubject = () =>
  useApiMutation((b: { name: string; description?: string | null }) => api.post<ControlRow>(PATHS.subjects, b), {
    invalidate: [PATHS.subjects, PATHS.subjectLookup, '/api/control-tables'],
    errorToast: false,
  });
