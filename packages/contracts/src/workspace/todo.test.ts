import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  canGoNext,
  canMove,
  combinationStatus,
  dayOfWeek,
  daysBetween,
  descriptionCounter,
  isClosed,
  isIsoDay,
  lastAllowedDay,
  parseUsDate,
  shiftWeek,
  shouldAutoOpen,
  TASK_STATUS_IDS,
  TASK_TRANSITIONS,
  TODO_MESSAGES,
  TODO_TRANSITIONS,
  todoActions,
  todoDescription,
  toUsDate,
  truncateName,
  weekLabel,
  weekOf,
  weeksBetween,
  type TaskStatus,
} from './todo.js';
import { taskInput, taskListQuery, taskUpdate } from './tasks.api.js';
import { todoPatch, todoWeekQuery } from './todos.api.js';

/** Any real calendar day between 1900 and 2200. */
const dayArb = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2200, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const statusArb = fc.constantFrom(...TASK_STATUS_IDS);

describe('week arithmetic', () => {
  it('a week runs from a Sunday to the next Saturday and holds the day', () => {
    fc.assert(
      fc.property(dayArb, (d) => {
        const w = weekOf(d);
        expect(dayOfWeek(w.start)).toBe(0);
        expect(dayOfWeek(w.end)).toBe(6);
        expect(daysBetween(w.start, w.end)).toBe(6);
        expect(w.start <= d && d <= w.end).toBe(true);
      }),
    );
  });

  it('every day of a week names the same week, and the next day after Saturday starts the next one', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 6 }), (d, i) => {
        const w = weekOf(d);
        expect(weekOf(addDays(w.start, i))).toEqual(w);
        expect(weekOf(addDays(w.end, 1))).toEqual(shiftWeek(w, 1));
      }),
    );
  });

  it('moving weeks back and forth returns to the same week; each step is 7 days', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -200, max: 200 }), (d, n) => {
        const w = weekOf(d);
        const moved = shiftWeek(w, n);
        expect(daysBetween(w.start, moved.start)).toBe(7 * n);
        expect(dayOfWeek(moved.start)).toBe(0);
        expect(shiftWeek(moved, -n)).toEqual(w);
      }),
    );
  });

  it('weeks between two days are the ceiling of the days over 7, and 0 on the same day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 3000 }), (d, n) => {
        const later = addDays(d, n);
        expect(daysBetween(d, later)).toBe(n);
        expect(weeksBetween(d, later)).toBe(Math.ceil(n / 7));
        expect(weeksBetween(later, d)).toBe(weeksBetween(d, later));
      }),
    );
    fc.assert(
      fc.property(dayArb, (d) => {
        expect(weeksBetween(d, d)).toBe(0);
      }),
    );
    expect(weeksBetween('2026-05-03', '2026-05-04')).toBe(1);
    expect(weeksBetween('2026-05-03', '2026-05-10')).toBe(1);
    expect(weeksBetween('2026-05-03', '2026-05-11')).toBe(2);
  });

  it('next is blocked exactly when the shown week ends on the last allowed day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -30, max: 0 }), (today, back) => {
        const last = lastAllowedDay(today);
        const shown = shiftWeek(weekOf(today), back);
        expect(canGoNext(shown, last)).toBe(back < 0);
        // walking forward from any past week stops at the current week
        let w = shown;
        while (canGoNext(w, last)) w = shiftWeek(w, 1);
        expect(w).toEqual(weekOf(today));
      }),
    );
  });

  it('knows a known week and writes days as MM/DD/YYYY', () => {
    expect(weekOf('2026-05-06')).toEqual({ start: '2026-05-03', end: '2026-05-09' });
    expect(weekOf('2026-05-03')).toEqual({ start: '2026-05-03', end: '2026-05-09' });
    expect(weekOf('2026-05-09')).toEqual({ start: '2026-05-03', end: '2026-05-09' });
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
    expect(weekLabel(weekOf('2026-05-06'))).toBe('05/03/2026 - 05/09/2026');
  });

  it('reads MM/DD/YYYY back into the same day, and refuses days that do not exist', () => {
    fc.assert(
      fc.property(dayArb, (d) => {
        expect(parseUsDate(toUsDate(d))).toBe(d);
        expect(isIsoDay(d)).toBe(true);
      }),
    );
    expect(parseUsDate('2/29/2028')).toBe('2028-02-29');
    expect(parseUsDate('02/29/2027')).toBeNull();
    expect(parseUsDate('13/01/2026')).toBeNull();
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('0999-01-01')).toBe(false);
  });
});

describe('transition tables', () => {
  it('the To Do modal: Open to Completed or Cancelled, In Progress to Completed, nothing from Completed or Cancelled', () => {
    expect(todoActions(0)).toEqual([
      { status: 2, label: 'Complete' },
      { status: 3, label: 'Cancel' },
    ]);
    expect(todoActions(1)).toEqual([{ status: 2, label: 'Complete' }]);
    expect(todoActions(2)).toEqual([]);
    expect(todoActions(3)).toEqual([]);
  });

  it('closed statuses are final in both tables; nothing goes back to Open; keeping a status is always allowed', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        for (const table of [TODO_TRANSITIONS, TASK_TRANSITIONS]) {
          const ok = canMove(from, to, table);
          if (from === to) expect(ok).toBe(true);
          else if (isClosed(from)) expect(ok).toBe(false);
          if (to === 0 && from !== 0) expect(ok).toBe(false);
        }
      }),
    );
  });

  it('every to-do move is a task move; the task form adds only Open to In Progress', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        if (canMove(from, to, TODO_TRANSITIONS)) expect(canMove(from, to, TASK_TRANSITIONS)).toBe(true);
        const extra = canMove(from, to, TASK_TRANSITIONS) && !canMove(from, to, TODO_TRANSITIONS);
        expect(extra).toBe(from === 0 && to === 1);
      }),
    );
  });

  it('shows the combination status once closed', () => {
    expect(combinationStatus(2, '2026-05-06T12:00:00.000Z')).toBe('Completed on 05/06/2026');
    expect(combinationStatus(3, '2026-05-07T01:00:00.000Z')).toBe('Cancelled on 05/07/2026');
    expect(combinationStatus(0, '2026-05-06T12:00:00.000Z')).toBeNull();
    expect(combinationStatus(1 as TaskStatus, null)).toBeNull();
  });
});

describe('the description and the assignee name', () => {
  it("is trimmed, required and at most 400 characters, with the spec's messages", () => {
    expect(todoDescription.safeParse('  Call the dean  ')).toEqual({ success: true, data: 'Call the dean' });
    expect(todoDescription.safeParse('   ').error?.issues[0].message).toBe(TODO_MESSAGES.required);
    expect(todoDescription.safeParse(undefined).error?.issues[0].message).toBe(TODO_MESSAGES.required);
    expect(todoDescription.safeParse('x'.repeat(401)).error?.issues[0].message).toBe(
      'Description can be at most 400 characters',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (s) => {
        const ok = todoDescription.safeParse(s).success;
        expect(ok).toBe(s.trim().length >= 1 && s.trim().length <= 400);
        expect(descriptionCounter(s).over).toBe(s.trim().length > 400);
      }),
    );
    expect(descriptionCounter(' abc ').label).toBe('3/400');
  });

  it('truncates names longer than 30 characters with an ellipsis', () => {
    expect(truncateName('Ada Admin')).toBe('Ada Admin');
    expect(truncateName('A'.repeat(30))).toBe('A'.repeat(30));
    expect(truncateName('Maximiliana Theodora Wolfeschlegelstein')).toBe('Maximiliana Theodora Wolfeschl...');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const t = truncateName(s);
        expect(t.length).toBeLessThanOrEqual(33);
        expect(t.startsWith(s.slice(0, 30))).toBe(true);
      }),
    );
  });

  it('opens the modal by itself only with items and without the flag set to false', () => {
    expect(shouldAutoOpen(2, null)).toBe(true);
    expect(shouldAutoOpen(2, 'true')).toBe(true);
    expect(shouldAutoOpen(2, 'false')).toBe(false);
    expect(shouldAutoOpen(0, null)).toBe(false);
  });
});

describe('wire schemas', () => {
  it('takes a week as YYYY-MM-DD or MM/DD/YYYY and refuses an inverted range', () => {
    expect(todoWeekQuery.parse({ startDate: '05/03/2026', endDate: '2026-05-09' })).toEqual({
      startDate: '2026-05-03',
      endDate: '2026-05-09',
    });
    const bad = todoWeekQuery.safeParse({ startDate: '2026-05-09', endDate: '2026-05-03' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'The end date is before the start date' });
    expect(todoWeekQuery.safeParse({ startDate: '02/30/2026', endDate: '2026-05-03' }).error?.issues[0].path).toEqual([
      'startDate',
    ]);
  });

  it('needs a status or a star to change a to-do; statuses are 0 to 3', () => {
    expect(todoPatch.safeParse({}).success).toBe(false);
    expect(todoPatch.safeParse({ starred: true }).success).toBe(true);
    expect(todoPatch.safeParse({ status: 4 }).success).toBe(false);
    expect(taskListQuery.parse({ filter: '2', status: '1' })).toMatchObject({
      filter: 2,
      status: 1,
      page: 1,
      pageSize: 25,
    });
    expect(taskListQuery.safeParse({ filter: '3' }).success).toBe(false);
  });

  it('a task needs a description and an assignee; its update a status', () => {
    const r = taskInput.safeParse({ description: '' });
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      description: TODO_MESSAGES.required,
      assignedToId: 'Choose a user to assign',
    });
    expect(taskInput.parse({ description: ' Call ', assignedToId: 3, dueDate: '06/01/2026' })).toMatchObject({
      description: 'Call',
      dueDate: '2026-06-01',
    });
    expect(taskUpdate.safeParse({ description: 'x', assignedToId: 3 }).success).toBe(false);
  });
});
