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
  const tags = ['tasks'];

  r.get(
    '/api/tasks',
    {
      schema: {
        operationId: 'listTasks',
        tags,
        querystring: taskListQuery,
        response: { 200: pageOf(task) },
        description:
          'The tasks the caller takes part in: filter 1 assigned to them, 2 assigned by them, none both; status 0 Open, 1 In Progress, 2 Completed, 3 Cancelled; q searches description and subject; sort createdAt, dueDate, status, todoDate, id.',
      },
      config: {
        access: { menu: TASKS, bit: 'read' },
        specCalls: ['getTaskList', 'getTaskAssigned', 'getTaskAssignedTo'],
      },
    },
    async (req) => tasks.list(actorOf(req), req.query),
  );

  r.post(
    '/api/tasks',
    {
      schema: {
        operationId: 'createTask',
        tags,
        body: taskInput,
        response: { 201: task },
        description: 'Adds a task and assigns it; the assignee (when not the caller) is told in the app and by email.',
      },
      config: { access: { menu: TASKS, bit: 'write' }, specCalls: ['addTask'] },
    },
    async (req, reply) => {
      reply.status(201);
      return tasks.create(actorOf(req), req.body);
    },
  );

  r.get(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'getTask',
        tags,
        params: idParam,
        response: { 200: task },
        description: 'A task its assignee or assigner (or a To Do List administrator) sees; absent otherwise.',
      },
      config: { access: { anyMenu: [TASKS, TODO_ADMIN], bit: 'read' }, specCalls: ['getTaskById', 'getTaskByTaskId'] },
    },
    async (req) => tasks.get(actorOf(req), req.params.id, await oversightOf(may, req)),
  );

  r.put(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'updateTask',
        tags,
        params: idParam,
        body: taskUpdate,
        response: { 200: task },
        description:
          'Details change by the assigner while the task is open; the status moves along Open to In Progress, Completed or Cancelled, In Progress to Completed (422 otherwise). Reassigning tells the new assignee.',
      },
      config: { access: { anyMenu: [TASKS, TODO_ADMIN], bit: 'edit' }, specCalls: ['updateTask'] },
    },
    async (req) => tasks.update(actorOf(req), req.params.id, req.body, await oversightOf(may, req)),
  );
}
