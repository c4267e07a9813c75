import {
  canMove,
  combinationStatus,
  leadTabUrl,
  daysBetween,
  formatDate,
  isClosed,
  refusedMove,
  TASK_STATUS,
  TASK_STATUS_NAMES,
  TASK_TRANSITIONS,
  type Task,
  type TaskInput,
  type TaskListQuery,
  type TaskStatus,
  type TaskUpdate,
} from '@caduceus/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, forbidden, notFound, ruleRefused } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import * as repo from './tasks.repo.js';
import * as policy from './tasks.policy.js';
import type { Oversight } from './tasks.policy.js';

/** An in-app notification, written in the caller's transaction (the notifications module's notify). */
export type Notify = (
  ex: Executor,
  n: { userId: number; type: string; title: string; body?: string | null; link?: string | null },
) => Promise<void>;

export interface TasksDeps {
  db: Db;
  /** the site's address, for the link in the assignment email */
  publicUrl: string;
  now?: () => Date;
  /** wakes the outbox sender after a commit that queued mail */
  mailQueued?: () => void;
  notify?: Notify;
}

export const taskLink = (id: number) => `/task/edit/${id}`;
/** Where the assignee opens a task: a lead's task tab for a lead task, else the task form. */
const linkOf = (row: { id: number; leadId: number | null }) =>
  row.leadId ? leadTabUrl('task', row.leadId) : taskLink(row.id);
const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const snippet = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function createTasksService({ db, publicUrl, now = () => new Date(), mailQueued, notify }: TasksDeps) {
  const today = () => now().toISOString().slice(0, 10);

  const shape = (r: repo.ListedTask, userId: number, o: Oversight): Task => ({
    ...r,
    subjectName: r.subjectName ?? null,
    priorityName: r.priorityName ?? null,
    starred: !!r.starred,
    statusName: TASK_STATUS_NAMES[r.status as TaskStatus],
    combinationStatus: combinationStatus(r.status as TaskStatus, r.closedAt),
    canEditDetails: policy.canEditDetails(
      userId,
      { assignedTo: r.assignedToId, assignedBy: r.assignedById, status: r.status },
      o,
    ),
    nextStatuses: policy.nextStatuses(
      userId,
      { assignedTo: r.assignedToId, assignedBy: r.assignedById, status: r.status },
      o,
    ),
  });

  /** The task as this user may see it; absent (404) when they take no part and oversee nothing. */
  async function visible(actor: Actor, id: number, o: Oversight) {
    const row = await repo.findTask(db, id);
    if (!row || !policy.canSee(actor.userId, row, o)) throw notFound('Task');
    return row;
  }
  async function one(actor: Actor, id: number, o: Oversight) {
    const r = await repo.findListed(db, actor.userId, id);
    if (!r) throw notFound('Task');
    return shape(r, actor.userId, o);
  }

  /** A chosen control-table row must be of that table, and active when newly chosen. */
  async function checkRef(
    ex: Executor,
    field: string,
    table: string,
    id: number | null | undefined,
    kept?: number | null,
  ) {
    if (id == null || id === kept) return;
    const row = await repo.refRowOf(ex, id);
    if (!row || row.tableKey !== table) throw badInput('Choose from the list', { [field]: 'Choose from the list' });
    if (!row.active) throw badInput('This choice is inactive', { [field]: 'This choice is inactive; choose another' });
  }
  async function checkAssignee(ex: Executor, id: number, kept?: number) {
    const u = await repo.userBrief(ex, id);
    if (!u) throw badInput('Choose a user to assign', { assignedToId: 'Choose a user to assign' });
    if (id === kept) return u;
    if (!u.active) throw badInput('This user is inactive', { assignedToId: 'This user is inactive; choose another' });
    if (u.userType !== 'Staff')
      throw badInput('Tasks are assigned to staff', { assignedToId: 'Tasks can be assigned to staff users only' });
    return u;
  }

  /** Tells the assignee, in the app and by email (outbox), in the transaction of the assignment. */
  async function tellAssignee(ex: Executor, actor: Actor, row: repo.TaskRow) {
    if (row.assignedTo === actor.userId) return false;
    const [to, by] = await Promise.all([repo.userBrief(ex, row.assignedTo), repo.userBrief(ex, actor.userId)]);
    if (!to) return false;
    const from = by ? name(by) : 'A colleague';
    const listed = await repo.findListed(ex, row.assignedTo, row.id);
    const subject = listed?.subjectName ?? snippet(row.description, 60);
    const due = row.dueDate ? `Due: ${formatDate(row.dueDate)}\n` : '';
    await notify?.(ex, {
      userId: row.assignedTo,
      type: 'TASK',
      title: `New task from ${from}`,
      body: subject,
      link: linkOf(row),
    });
    await enqueueMail(ex, {
      to: to.email,
      subject: `Task assigned: ${subject}`,
      text: `Hello ${to.firstName},\n\n${from} assigned you a task.\n\n${listed?.subjectName ? `Subject: ${listed.subjectName}\n` : ''}${due}\n${row.description}\n\nOpen it: ${publicUrl}${linkOf(row)}\n`,
    });
    return true;
  }

  /** The creator's calendar day files the task in a to-do week; it may differ from the server's by a day (time zones). */
  function todoDateOf(date: string | undefined) {
    const t = today();
    if (!date) return t;
    if (Math.abs(daysBetween(t, date)) > 1)
      throw badInput('The date must be today', { date: 'The date must be today' });
    return date;
  }

  return {
    async list(actor: Actor, q: TaskListQuery) {
      const { items, total } = await repo.listTasks(db, actor.userId, {
        ...q,
        where: repo.involving(actor.userId, q.filter),
      });
      return {
        items: items.map((r) => shape(r, actor.userId, policy.NO_OVERSIGHT)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    get: (actor: Actor, id: number, o: Oversight) => visible(actor, id, o).then(() => one(actor, id, o)),

    /** Tasks under a condition another domain builds (a lead's tasks), seen with the given oversight. */
    async listMatching(
      actor: Actor,
      where: SQL,
      q: { page: number; pageSize: number; sort?: string; q?: string; status?: number },
      o: Oversight,
    ) {
      const { items, total } = await repo.listTasks(db, actor.userId, { ...q, where });
      return { items: items.map((r) => shape(r, actor.userId, o)), total, page: q.page, pageSize: q.pageSize };
    },

    /** Adds and assigns a task; `link.leadId` ties it to a lead. */
    async create(actor: Actor, input: TaskInput, link?: { leadId: number }) {
      const at = now().toISOString();
      let mailed = false;
      const id = await db.transaction(async (tx) => {
        await checkRef(tx, 'subjectId', 'task-subject', input.subjectId);
        await checkRef(tx, 'priorityId', 'task-priority', input.priorityId);
        await checkAssignee(tx, input.assignedToId);
        const row = await repo.insertTask(tx, {
          subjectId: input.subjectId ?? null,
          priorityId: input.priorityId ?? null,
          description: input.description,
          assignedTo: input.assignedToId,
          assignedBy: actor.userId,
          status: TASK_STATUS.open,
          dueDate: input.dueDate ?? null,
          todoDate: todoDateOf(input.date),
          leadId: link?.leadId ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await audit(tx, actor, { action: 'create', entity: 'task', entityId: row.id, after: row });
        mailed = await tellAssignee(tx, actor, row);
        return row.id;
      });
      if (mailed) mailQueued?.();
      return one(actor, id, policy.NO_OVERSIGHT);
    },

    async update(actor: Actor, id: number, input: TaskUpdate, o: Oversight) {
      const before = await visible(actor, id, o);
      const details = {
        subjectId: input.subjectId ?? null,
        priorityId: input.priorityId ?? null,
        description: input.description,
        assignedTo: input.assignedToId,
        dueDate: input.dueDate ?? null,
      };
      const changed = (Object.keys(details) as (keyof typeof details)[]).filter((k) => details[k] !== before[k]);
      if (changed.length && !policy.canEditDetails(actor.userId, before, o)) {
        if (isClosed(before.status as TaskStatus))
          throw ruleRefused(`A ${TASK_STATUS_NAMES[before.status as TaskStatus]} task cannot be changed`);
        throw forbidden('Only the person who assigned this task can change its details');
      }
      const status = input.status;
      if (status !== before.status) {
        if (!policy.canChangeStatus(actor.userId, before, o)) throw forbidden();
        if (!canMove(before.status as TaskStatus, status, TASK_TRANSITIONS))
          throw ruleRefused(refusedMove(before.status as TaskStatus, status));
      }
      if (!changed.length && status === before.status) return one(actor, id, o);
      let mailed = false;
      await db.transaction(async (tx) => {
        await checkRef(tx, 'subjectId', 'task-subject', details.subjectId, before.subjectId);
        await checkRef(tx, 'priorityId', 'task-priority', details.priorityId, before.priorityId);
        await checkAssignee(tx, details.assignedTo, before.assignedTo);
        const at = now().toISOString();
        const after = await repo.updateTask(tx, id, {
          ...details,
          status,
          updatedAt: at,
          ...(status !== before.status && isClosed(status) ? { closedAt: at, closedBy: actor.userId } : {}),
        });
        await audit(tx, actor, {
          action: status !== before.status ? `status:${TASK_STATUS_NAMES[status]}` : 'update',
          entity: 'task',
          entityId: id,
          before,
          after,
        });
        if (after.assignedTo !== before.assignedTo) mailed = await tellAssignee(tx, actor, after);
      });
      if (mailed) mailQueued?.();
      return one(actor, id, o);
    },

    /** A status move under the given transition table (the To Do modal's), and/or the caller's star. */
    async setState(
      actor: Actor,
      id: number,
      change: { status?: TaskStatus; starred?: boolean },
      o: Oversight,
      table = TASK_TRANSITIONS,
    ) {
      const before = await visible(actor, id, o);
      const moving = change.status !== undefined && change.status !== before.status;
      if (moving || change.starred !== undefined) {
        if (!policy.canChangeStatus(actor.userId, before, o)) throw forbidden();
      }
      if (moving && !canMove(before.status as TaskStatus, change.status!, table))
        throw ruleRefused(refusedMove(before.status as TaskStatus, change.status!));
      await db.transaction(async (tx) => {
        if (moving) {
          const at = now().toISOString();
          const after = await repo.updateTask(tx, id, {
            status: change.status!,
            updatedAt: at,
            ...(isClosed(change.status!) ? { closedAt: at, closedBy: actor.userId } : {}),
          });
          await audit(tx, actor, {
            action: `status:${TASK_STATUS_NAMES[change.status!]}`,
            entity: 'task',
            entityId: id,
            before,
            after,
          });
        }
        if (change.starred !== undefined) {
          await repo.setStar(tx, id, actor.userId, change.starred);
          await audit(tx, actor, { action: change.starred ? 'star' : 'unstar', entity: 'task', entityId: id });
        }
      });
      return one(actor, id, o);
    },
    today,
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
