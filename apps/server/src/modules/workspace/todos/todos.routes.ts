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
import { created, routeOps } from '../../../platform/route-op.js';
import { oversightOf, TASKS, TODO_ADMIN } from '../tasks/tasks.routes.js';
import type { TodosService } from './todos.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function todosRoutes(
  app: FastifyInstance,
  todos: TodosService,
  may: (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('todos');

  r.get(
    '/api/todos',
    op('listTodos', { menu: TASKS, bit: 'read' }, ['getTodoListByWeek'], {
      querystring: todoWeekQuery,
      ok: z.object({ items: z.array(todoItem) }),
      description:
        "The caller's to-dos (tasks assigned to or by them) filed between startDate and endDate (a week runs Sunday to Saturday; YYYY-MM-DD or MM/DD/YYYY).",
    }),
    async (req) => todos.week(actorOf(req), req.query),
  );

  r.post(
    '/api/todos',
    op('addTodo', { menu: TASKS, bit: 'write' }, ['addTodo'], {
      body: todoInput,
      created: todoItem,
      description:
        "A to-do: an Open task assigned to oneself, filed under `date` (the browser's day; at most a day from the server's) or today.",
    }),
    async (req, reply) => created(reply, todos.add(actorOf(req), req.body)),
  );

  r.patch(
    '/api/todos/:id',
    op('updateTodoStatus', { anyMenu: [TASKS, TODO_ADMIN], bit: 'edit' }, ['updateSatatus'], {
      params: idParam,
      body: todoPatch,
      ok: todoItem,
      description:
        'Complete or cancel (Open to Completed or Cancelled, In Progress to Completed; 422 otherwise) and star or unstar for oneself; starring keeps the status.',
    }),
    async (req) => todos.patch(actorOf(req), req.params.id, req.body, await oversightOf(may, req)),
  );

  r.post(
    '/api/todos/export',
    op('exportTodos', { menu: TASKS, bit: 'read' }, ['todoExportToExcel'], {
      body: todoWeekQuery,
      description: `The week's to-dos as ${TODO_EXPORT_NAME}.`,
    }),
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
    op('listAllTodos', { menu: TODO_ADMIN, bit: 'read' }, ['getTodoList'], {
      querystring: adminTodoQuery,
      ok: pageOf(todoItem),
      description:
        "Everybody's to-dos for administrators: by assignee (userId), status, filed between startDate and endDate, q in description or subject.",
    }),
    async (req) => todos.adminList(actorOf(req), req.query),
  );
}
