import {
  combinationStatus,
  formatDate,
  TASK_STATUS_NAMES,
  TODO_TRANSITIONS,
  type AdminTodoQuery,
  type TaskStatus,
  type TodoInput,
  type TodoItem,
  type TodoPatch,
  type TodoWeekQuery,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { writeSheet } from '../../../platform/sheets.js';
import * as tasksRepo from '../tasks/tasks.repo.js';
import type { Oversight } from '../tasks/tasks.policy.js';
import type { TasksService } from '../tasks/tasks.service.js';

const item = (r: tasksRepo.ListedTask): TodoItem => ({
  id: r.id,
  description: r.description,
  assignTo: r.assignedToName,
  assignToId: r.assignedToId,
  assignedBy: r.assignedByName,
  status: r.status,
  statusName: TASK_STATUS_NAMES[r.status as TaskStatus],
  combinationStatus: combinationStatus(r.status as TaskStatus, r.closedAt),
  starred: !!r.starred,
  todoDate: r.todoDate,
  createdOn: r.createdAt,
});

/** The most items a week shows (a week of one person's to-dos is far fewer). */
const WEEK_LIMIT = 500;

/**
 * To-dos: the tasks a user takes part in, a week (Sunday to Saturday) at a time, as the To Do modal
 * shows them; adding one assigns a task to oneself. Administrators list everybody's.
 */
export function createTodosService({ db, tasks }: { db: Db; tasks: TasksService }) {
  const week = (actor: Actor, q: TodoWeekQuery) =>
    tasksRepo.tasksBetween(
      db,
      actor.userId,
      { where: tasksRepo.involving(actor.userId), startDate: q.startDate, endDate: q.endDate },
      WEEK_LIMIT,
    );

  return {
    async week(actor: Actor, q: TodoWeekQuery) {
      return { items: (await week(actor, q)).map(item) };
    },
    async add(actor: Actor, input: TodoInput) {
      const t = await tasks.create(actor, {
        description: input.description,
        assignedToId: actor.userId,
        date: input.date,
      });
      const r = await tasksRepo.findListed(db, actor.userId, t.id);
      return item(r!);
    },
    /** Complete or cancel (the To Do transitions: a refused move is a 422) and star; starring keeps the status. */
    async patch(actor: Actor, id: number, change: TodoPatch, o: Oversight) {
      await tasks.setState(actor, id, change, o, TODO_TRANSITIONS);
      const r = await tasksRepo.findListed(db, actor.userId, id);
      return item(r!);
    },
    /** todo_list.xlsx: the week's items as the modal lists them. */
    async exportWeek(actor: Actor, q: TodoWeekQuery) {
      const rows = await week(actor, q);
      return writeSheet(
        'To Do',
        ['Date', 'Description', 'Assigned To', 'Assigned By', 'Status', 'Starred'],
        rows.map((r) => {
          const it = item(r);
          return [
            formatDate(it.todoDate),
            it.description,
            it.assignTo,
            it.assignedBy,
            it.combinationStatus ?? it.statusName,
            it.starred ? 'Yes' : 'No',
          ];
        }),
      );
    },
    async adminList(actor: Actor, q: AdminTodoQuery) {
      const { items, total } = await tasksRepo.listTasks(db, actor.userId, {
        ...q,
        where: q.userId ? tasksRepo.involving(q.userId, 1) : undefined,
      });
      return { items: items.map(item), total, page: q.page, pageSize: q.pageSize };
    },
  };
}
export type TodosService = ReturnType<typeof createTodosService>;
