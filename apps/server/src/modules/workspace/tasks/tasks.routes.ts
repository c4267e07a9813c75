import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParam,
  pageOf,
  task,
  taskInput,
  taskListQuery,
  taskUpdate,
  type AccessBit,
  type SessionUser,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { Oversight } from './tasks.policy.js';
import type { TasksService } from './tasks.service.js';

export const TASKS = '/task/list';
export const TODO_ADMIN = '/admin/todolist';
type May = (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean>;

/** What the caller oversees beyond their own tasks: the To Do List administration rights. */
export const oversightOf = async (may: May, req: FastifyRequest): Promise<Oversight> => ({
  read: await may(req.user!, TODO_ADMIN, 'read'),
  edit: await may(req.user!, TODO_ADMIN, 'edit'),
});

export function tasksRoutes(app: FastifyInstance, tasks: TasksService, may: May) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('tasks');

  r.get(
    '/api/tasks',
    op('listTasks', { menu: TASKS, bit: 'read' }, ['getTaskList', 'getTaskAssigned', 'getTaskAssignedTo'], {
      querystring: taskListQuery,
      ok: pageOf(task),
      description:
        'The tasks the caller takes part in: filter 1 assigned to them, 2 assigned by them, none both; status 0 Open, 1 In Progress, 2 Completed, 3 Cancelled; q searches description and subject; sort createdAt, dueDate, status, todoDate, id.',
    }),
    async (req) => tasks.list(actorOf(req), req.query),
  );

  r.post(
    '/api/tasks',
    op('createTask', { menu: TASKS, bit: 'write' }, ['addTask'], {
      body: taskInput,
      created: task,
      description: 'Adds a task and assigns it; the assignee (when not the caller) is told in the app and by email.',
    }),
    async (req, reply) => created(reply, tasks.create(actorOf(req), req.body)),
  );

  r.get(
    '/api/tasks/:id',
    op('getTask', { anyMenu: [TASKS, TODO_ADMIN], bit: 'read' }, ['getTaskById', 'getTaskByTaskId'], {
      params: idParam,
      ok: task,
      description: 'A task its assignee or assigner (or a To Do List administrator) sees; absent otherwise.',
    }),
    async (req) => tasks.get(actorOf(req), req.params.id, await oversightOf(may, req)),
  );

  r.put(
    '/api/tasks/:id',
    op('updateTask', { anyMenu: [TASKS, TODO_ADMIN], bit: 'edit' }, ['updateTask'], {
      params: idParam,
      body: taskUpdate,
      ok: task,
      description:
        'Details change by the assigner while the task is open; the status moves along Open to In Progress, Completed or Cancelled, In Progress to Completed (422 otherwise). Reassigning tells the new assignee.',
    }),
    async (req) => tasks.update(actorOf(req), req.params.id, req.body, await oversightOf(may, req)),
  );
}
