import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { taskStars, tasks } from './tasks.schema.js';

export type TaskRow = typeof tasks.$inferSelect;

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');
const subject = alias(refRows, 'subject');
const priority = alias(refRows, 'priority');

/** The columns of a listed task, with names and the viewer's own star. */
const columns = (viewerId: number) => ({
  id: tasks.id,
  subjectId: tasks.subjectId,
  subjectName: subject.label,
  priorityId: tasks.priorityId,
  priorityName: priority.label,
  description: tasks.description,
  assignedToId: tasks.assignedTo,
  assignedToName: sql<string>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  assignedById: tasks.assignedBy,
  assignedByName: sql<string>`${assigner.firstName} || ' ' || ${assigner.lastName}`,
  status: tasks.status,
  dueDate: tasks.dueDate,
  todoDate: tasks.todoDate,
  leadId: tasks.leadId,
  closedAt: tasks.closedAt,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  starred: sql<boolean>`exists (select 1 from ${taskStars} where ${taskStars.taskId} = ${tasks.id} and ${taskStars.userId} = ${viewerId})`,
});

const listed = (ex: Executor, viewerId: number) =>
  ex
    .select(columns(viewerId))
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .innerJoin(assigner, eq(assigner.id, tasks.assignedBy))
    .leftJoin(subject, eq(subject.id, tasks.subjectId))
    .leftJoin(priority, eq(priority.id, tasks.priorityId));

const counted = (ex: Executor) =>
  ex
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .leftJoin(subject, eq(subject.id, tasks.subjectId));

const SORTS = {
  createdAt: tasks.createdAt,
  dueDate: tasks.dueDate,
  status: tasks.status,
  todoDate: tasks.todoDate,
  id: tasks.id,
};
const NEWEST = [desc(tasks.todoDate), desc(tasks.id)];

/** Tasks a user takes part in: assigned to them (filter 1), by them (2), or either. */
export const involving = (userId: number, filter?: number): SQL =>
  filter === 1
    ? eq(tasks.assignedTo, userId)
    : filter === 2
      ? eq(tasks.assignedBy, userId)
      : or(eq(tasks.assignedTo, userId), eq(tasks.assignedBy, userId))!;

export interface TaskFilters {
  where: SQL | undefined;
  q?: string;
  status?: number;
  startDate?: string;
  endDate?: string;
}
function whereOf(f: TaskFilters) {
  return and(
    f.where,
    f.status === undefined ? undefined : eq(tasks.status, f.status),
    f.startDate ? gte(tasks.todoDate, f.startDate) : undefined,
    f.endDate ? lte(tasks.todoDate, f.endDate) : undefined,
    f.q ? or(ilike(tasks.description, likeTerm(f.q)), ilike(subject.label, likeTerm(f.q))) : undefined,
  );
}

export async function listTasks(
  ex: Executor,
  viewerId: number,
  f: TaskFilters & { page: number; pageSize: number; sort?: string },
) {
  const w = whereOf(f);
  const order = f.sort ? [orderBy(f.sort, SORTS, desc(tasks.id)), desc(tasks.id)] : NEWEST;
  const items = await listed(ex, viewerId)
    .where(w)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const [{ n }] = await counted(ex).where(w);
  return { items, total: Number(n) };
}

/** Every task of a range of days (a week of to-dos, its export), newest first; at most `limit`. */
export const tasksBetween = (ex: Executor, viewerId: number, f: TaskFilters, limit = 1000) =>
  listed(ex, viewerId)
    .where(whereOf(f))
    .orderBy(...NEWEST)
    .limit(limit);

export type ListedTask = Awaited<ReturnType<typeof tasksBetween>>[number];

export const findListed = async (ex: Executor, viewerId: number, id: number): Promise<ListedTask | undefined> =>
  (await listed(ex, viewerId).where(eq(tasks.id, id)))[0];
export const findTask = async (ex: Executor, id: number) => (await ex.select().from(tasks).where(eq(tasks.id, id)))[0];
export const insertTask = async (ex: Executor, v: typeof tasks.$inferInsert) =>
  (await ex.insert(tasks).values(v).returning())[0];
export const updateTask = async (ex: Executor, id: number, v: Partial<typeof tasks.$inferInsert>) =>
  (await ex.update(tasks).set(v).where(eq(tasks.id, id)).returning())[0];

export async function setStar(ex: Executor, taskId: number, userId: number, starred: boolean) {
  if (starred) await ex.insert(taskStars).values({ taskId, userId }).onConflictDoNothing();
  else await ex.delete(taskStars).where(and(eq(taskStars.taskId, taskId), eq(taskStars.userId, userId)));
}

/** A control-table row's table and state (is a subject id really a task subject, and still active). */
export const refRowOf = async (ex: Executor, id: number) =>
  (await ex.select({ tableKey: refRows.tableKey, active: refRows.active }).from(refRows).where(eq(refRows.id, id)))[0];

export const userBrief = async (ex: Executor, id: number) =>
  (
    await ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        active: users.active,
        userType: users.userType,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];
