import { z } from 'zod';
import { formatDate, safeString } from '../validation.js';

/**
 * Tasks and to-dos (000 sections 3, 4, 5, 9): statuses and their transitions, the description rule,
 * and the week arithmetic of the To Do modal. Pure functions, shared by server and web.
 * A to-do is a task: the To Do modal shows the tasks of one week, and each item opens /task/edit/{id}.
 */

// ---- statuses: Open(0), In Progress(1), Completed(2), Cancelled(3) ----
export const TASK_STATUS = { open: 0, inProgress: 1, completed: 2, cancelled: 3 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_IDS: readonly TaskStatus[] = [0, 1, 2, 3];
export const TASK_STATUS_NAMES: Readonly<Record<TaskStatus, string>> = {
  0: 'Open',
  1: 'In Progress',
  2: 'Completed',
  3: 'Cancelled',
};
export const TASK_STATUS_OPTIONS = TASK_STATUS_IDS.map((id) => ({ value: id, label: TASK_STATUS_NAMES[id] }));
export const isTaskStatus = (v: unknown): v is TaskStatus =>
  typeof v === 'number' && (TASK_STATUS_IDS as readonly number[]).includes(v);

type Transitions = Readonly<Record<TaskStatus, readonly TaskStatus[]>>;
/**
 * The To Do modal's actions (000 section 4): Open may become Completed or Cancelled; In Progress may
 * become Completed; Completed and Cancelled have no actions.
 */
export const TODO_TRANSITIONS: Transitions = { 0: [2, 3], 1: [2], 2: [], 3: [] };
/**
 * A task's edit form: the to-do moves, plus starting work (Open to In Progress), the only way a task
 * becomes In Progress. Completed and Cancelled stay final.
 */
export const TASK_TRANSITIONS: Transitions = { 0: [1, 2, 3], 1: [2], 2: [], 3: [] };

/** May a task go from one status to another under this table? Keeping the status is always allowed. */
export const canMove = (from: TaskStatus, to: TaskStatus, table: Transitions = TASK_TRANSITIONS) =>
  from === to || table[from].includes(to);
export const isClosed = (s: TaskStatus) => s === TASK_STATUS.completed || s === TASK_STATUS.cancelled;

/** The words a refused move is answered with (422). */
export const refusedMove = (from: TaskStatus, to: TaskStatus) =>
  `A task that is ${TASK_STATUS_NAMES[from]} cannot become ${TASK_STATUS_NAMES[to]}`;

const ACTION_LABEL: Partial<Record<TaskStatus, string>> = { 1: 'Start', 2: 'Complete', 3: 'Cancel' };
/** The buttons a to-do item shows for its status, in order. */
export const todoActions = (s: TaskStatus) =>
  TODO_TRANSITIONS[s].map((to) => ({ status: to, label: ACTION_LABEL[to] ?? TASK_STATUS_NAMES[to] }));

/** Shown instead of the status once a task is Completed or Cancelled: 'Completed on 05/02/2026'. */
export function combinationStatus(s: TaskStatus, closedAt: string | null | undefined): string | null {
  if (!isClosed(s)) return null;
  const on = formatDate(closedAt);
  return on ? `${TASK_STATUS_NAMES[s]} on ${on}` : TASK_STATUS_NAMES[s];
}

/** The task list's filter: Assigned to me (1), Assigned by me (2); none means both. */
export const TASK_FILTER = { assignedToMe: 1, assignedByMe: 2 } as const;
export const TASK_FILTER_OPTIONS = [
  { value: 1, label: 'Assigned to me' },
  { value: 2, label: 'Assigned by me' },
] as const;

// ---- the description: trimmed, required, at most 400 characters ----
export const TODO_MAX = 400;
export const ASSIGNEE_MAX = 30;
export const TODO_MESSAGES = {
  required: 'Description is required',
  tooLong: `Description can be at most ${TODO_MAX} characters`,
} as const;
export const todoDescription = safeString({ error: TODO_MESSAGES.required })
  .trim()
  .min(1, TODO_MESSAGES.required)
  .max(TODO_MAX, TODO_MESSAGES.tooLong);

/** The counter under the description: 'n/400', red above the limit. */
export const descriptionCounter = (text: string | null | undefined) => {
  const length = (text ?? '').trim().length;
  return { length, over: length > TODO_MAX, label: `${length}/${TODO_MAX}` };
};

/** An assignee's name as the list shows it: at most 30 characters, then an ellipsis. */
export const truncateName = (name: string, max = ASSIGNEE_MAX) =>
  name.length > max ? `${name.slice(0, max)}...` : name;

// ---- weeks: Sunday to Saturday, on calendar days written YYYY-MM-DD ----
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

const utcOf = (iso: string) => {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new Error(`Not a day: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const isoOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (years 1000 to 9999). */
export const isIsoDay = (s: unknown): s is string => {
  if (typeof s !== 'string' || !ISO_DAY.test(s) || s < '1000') return false;
  return isoOf(utcOf(s)) === s;
};
/** MM/DD/YYYY (as screens show it) to YYYY-MM-DD, or null when it is no real day. */
export function parseUsDate(s: string): string | null {
  const m = US_DAY.exec(s.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}
/** YYYY-MM-DD to MM/DD/YYYY. */
export const toUsDate = (iso: string) => formatDate(iso);

export const addDays = (iso: string, n: number) => isoOf(utcOf(iso) + n * DAY_MS);
/** 0 Sunday ... 6 Saturday. */
export const dayOfWeek = (iso: string) => new Date(utcOf(iso)).getUTCDay();
/** Calendar days from a to b (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((utcOf(b) - utcOf(a)) / DAY_MS);
/** Weeks between two days: the ceiling of the days divided by 7, and 0 on the same calendar day. */
export const weeksBetween = (a: string, b: string) => Math.ceil(Math.abs(daysBetween(a, b)) / 7);

export interface Week {
  start: string;
  end: string;
}
/** The week (Sunday to Saturday) that holds a day. */
export function weekOf(iso: string): Week {
  const start = addDays(iso, -dayOfWeek(iso));
  return { start, end: addDays(start, 6) };
}
export const shiftWeek = (w: Week, n: number): Week => ({ start: addDays(w.start, 7 * n), end: addDays(w.end, 7 * n) });
/** The last day the To Do modal may show: the Saturday of the current week. */
export const lastAllowedDay = (today: string) => weekOf(today).end;
/** Next is blocked once the shown week's last day is the last allowed day. */
export const canGoNext = (w: Week, lastDay: string) => w.end < lastDay;
/** The week's range as its header shows it: '05/03/2026 - 05/09/2026'. */
export const weekLabel = (w: Week) => `${toUsDate(w.start)} - ${toUsDate(w.end)}`;

/** Today in the browser's (or the given date's local) calendar. */
export function localDay(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day on the wire: YYYY-MM-DD, or MM/DD/YYYY as the old calls sent it. */
export const isoDay = z.preprocess(
  (v) => (typeof v === 'string' ? (parseUsDate(v) ?? v.trim()) : v),
  safeString({ error: 'A date is required' }).refine(isIsoDay, 'Enter a valid date (MM/DD/YYYY)'),
);

// ---- the To Do modal's browser flags and toasts ----
export const TODO_STORAGE = {
  /** set to 'false' once the modal opened by itself */
  open: 'todoOpen',
  /** present while an administrator is signed in as someone else: the modal hides Save */
  adminLogin: 'adminLogin',
} as const;
/** The modal opens by itself once: when the week's list is not empty and the flag is not 'false'. */
export const shouldAutoOpen = (items: number, flag: string | null) => items > 0 && flag !== 'false';

export const TODO_TOASTS = {
  fetchFailed: 'Failed to fetch todo, please try again!',
  addFailed: 'Failed to add todo, please try again!',
  added: 'Todo Added Successfully',
  statusUpdated: 'Status updated successfully!',
  starred: 'Added to favourites',
  unstarred: 'Removed from favourites',
  updateFailed: 'Failed to update todo, please try again!',
  exportFailed: 'Failed to export todo, please try again!',
  taskAssigned: 'Task Assigned Successfully',
  taskUpdated: 'Task updated successfully',
  taskAssignFailed: 'Failed to assign task, please try again!',
  taskUpdateFailed: 'Failed to update task, please try again!',
  subjectAdded: 'Task subject added successfully',
  subjectAddFailed: 'Failed to add task subject, please try again!',
} as const;
