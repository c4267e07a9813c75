import { isClosed, TASK_TRANSITIONS, type TaskStatus } from '@caduceus/contracts';

/**
 * Who may do what to which task. Its assignee and its assigner take part in it; oversight is the
 * To Do List administration right (/admin/todolist): read sees everybody's tasks, edit changes them.
 */
export interface Oversight {
  read: boolean;
  edit: boolean;
}
export const NO_OVERSIGHT: Oversight = { read: false, edit: false };

interface Parties {
  assignedTo: number;
  assignedBy: number;
  status: number;
}

export const takesPart = (userId: number, t: Parties) => t.assignedTo === userId || t.assignedBy === userId;
/** A task one does not take part in looks absent (404), unless one oversees tasks. */
export const canSee = (userId: number, t: Parties, o: Oversight) => takesPart(userId, t) || o.read;
/** Subject, description, assignee, priority and due date: the assigner's, while the task is not closed. */
export const canEditDetails = (userId: number, t: Parties, o: Oversight) =>
  (t.assignedBy === userId || o.edit) && !isClosed(t.status as TaskStatus);
/** Status and star: either party (or an overseer with edit). */
export const canChangeStatus = (userId: number, t: Parties, o: Oversight) => takesPart(userId, t) || o.edit;
/** The statuses the user may move the task to now, under a transition table. */
export const nextStatuses = (userId: number, t: Parties, o: Oversight, table = TASK_TRANSITIONS): TaskStatus[] =>
  canChangeStatus(userId, t, o) ? [...table[t.status as TaskStatus]] : [];
