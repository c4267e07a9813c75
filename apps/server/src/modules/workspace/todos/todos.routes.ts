import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTodoQuery,
  idParam,
  pageOf,
  todoInput,
  todoItem,
  todoPatch,
  todoWeekQuery,
  TODO_EXPORT_NAME,
  type AccessBit,
  type SessionUser,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { oversightOf, TASKS, TODO_ADMIN } from '../tasks/tasks.routes.js';
import type { TodosService } from './todos.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function todosRoutes(
  app: FastifyInstance,
  todos: TodosService,
  may: (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['todos'];

  r.get(
    '/api/todos',
    {
      schema: {
        operationId: 'listTodos',
        tags,
        querystring: todoWeekQuery,
        response: { 200: z.object({ items: z.array(todoItem) }) },
        description:
          "The caller's to-dos (tasks assigned to or by them) filed between startDate and endDate (a week runs Sunday to Saturday; YYYY-MM-DD or MM/DD/YYYY).",
      },
      config: { access: { menu: TASKS, bit: 'read' }, specCalls: ['getTodoListByWeek'] },
    },
    async (req) => todos.week(actorOf(req), req.query),
  );

  r.post(
    '/api/todos',
    {
      schema: {
        operationId: 'addTodo',
        tags,
        body: todoInput,
        response: { 201: todoItem },
        description:
          "A to-do: an Open task assigned to oneself, filed under `date` (the browser's day; at most a day from the server's) or today.",
      },
      config: { access: { menu: TASKS, bit: 'write' }, specCalls: ['addTodo'] },
    },
    async (req, reply) => {
      reply.status(201);
      return todos.add(actorOf(req), req.body);
    },
  );

  r.patch(
    '/api/todos/:id',
    {
      schema: {
        operationId: 'updateTodoStatus',
        tags,
        params: idParam,
        body: todoPatch,
        response: { 200: todoItem },
        description:
          'Complete or cancel (Open to Completed or Cancelled, In Progress to Completed; 422 otherwise) and star or unstar for oneself; starring keeps the status.',
      },
      config: { access: { anyMenu: [TASKS, TODO_ADMIN], bit: 'edit' }, specCalls: ['updateSatatus'] },
    },
    async (req) => todos.patch(actorOf(req), req.params.id, req.body, await oversightOf(may, req)),
  );

  r.post(
    '/api/todos/export',
    {
      schema: {
        operationId: 'exportTodos',
        tags,
        body: todoWeekQuery,
        description: `The week's to-dos as ${TODO_EXPORT_NAME}.`,
      },
      config: { access: { menu: TASKS, bit: 'read' }, specCalls: ['todoExportToExcel'] },
    },
    async (req, reply) => {
      const file = await todos.exportWeek(actorOf(req), req.body);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${TODO_EXPORT_NAME}"`)
        .send(file);
    },
  );

  r.get(
    '/api/admin/todos',
    {
      schema: {
        operationId: 'listAllTodos',
        tags,
        querystring: adminTodoQuery,
        response: { 200: pageOf(todoItem) },
        description:
          "Everybody's to-dos for administrators: by assignee (userId), status, filed between startDate and endDate, q in description or subject.",
      },
      config: { access: { menu: TODO_ADMIN, bit: 'read' }, specCalls: ['getTodoList'] },
    },
    async (req) => todos.adminList(actorOf(req), req.query),
  );
}
