import type { z } from 'zod';
import type { taskInput, taskUpdate } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../app/client';
import { lookupPath } from '../../../components/useLookup';

/** Tasks: the list, one task, add and assign, edit; task subjects through the control-table API. */
const SUBJECTS = { table: 'task-subject' };
export const PATHS = {
  tasks: listUrl('/api/tasks'),
  todos: apiUrl('/api/todos'),
  adminTodos: apiUrl('/api/admin/todos'),
  subjects: apiUrl('/api/control-tables/{table}/rows', SUBJECTS),
  subjectLookup: lookupPath(SUBJECTS.table),
} as const;
/** The page of one task (the To Do modal's items link there too). */
export const taskHref = (t: { id: number }) => `/task/edit/${t.id}`;
/** A task write makes the lists, the to-do weeks and the dashboard counts stale. */
const STALE = [PATHS.tasks, PATHS.todos, PATHS.adminTodos];

export type TaskBody = z.output<typeof taskInput>;
export type TaskUpdateBody = z.output<typeof taskUpdate>;

/** The task of /task/edit/:id: the page's record, so a 404 goes to /notfound. */
export const useTask = (id: number | null) =>
  useGet('/api/tasks/{id}', id ? { path: { id } } : null, { meta: { notFoundRedirect: true } });
export const useCreateTask = () =>
  useApiMutation((b: TaskBody) => call('post', '/api/tasks', { body: b }), { invalidate: STALE, errorToast: false });
export const useUpdateTask = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: TaskUpdateBody }) => call('put', '/api/tasks/{id}', { path: { id }, body }),
    {
      invalidate: STALE,
      errorToast: false,
    },
  );
export const useStarTask = () =>
  useApiMutation(
    ({ id, starred }: { id: number; starred: boolean }) =>
      call('patch', '/api/todos/{id}', { path: { id }, body: { starred } }),
    { invalidate: STALE },
  );

// ---- task subjects (the control table 'task-subject') ----
export const useTaskSubjects = (q: string, enabled: boolean) =>
  useGet(
    '/api/control-tables/{table}/rows',
    enabled ? { path: SUBJECTS, query: { q: q || undefined, pageSize: 100, sort: 'name' } } : null,
    { placeholderData: (prev) => prev },
  );
export const useAddTaskSubject = () =>
  useApiMutation(
    (b: { name: string; description?: string | null }) =>
      call('post', '/api/control-tables/{table}/rows', { path: SUBJECTS, body: b }),
    {
      invalidate: [PATHS.subjects, PATHS.subjectLookup, '/api/control-tables'],
      errorToast: false,
    },
  );
