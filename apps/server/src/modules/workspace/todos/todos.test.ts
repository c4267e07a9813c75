import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let now = new Date('2026-05-06T15:00:00.000Z'); // Wednesday; its week runs 05/03/2026 to 05/09/2026
let ann: { id: number; token: string };
let bob: { id: number; token: string };

const WEEK = 'startDate=2026-05-03&endDate=2026-05-09';
const add = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/todos', token, { body });
const patch = (token: string, id: number, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/todos/${id}`, token, { body });
const week = async (token: string, q = WEEK) =>
  (await t.call('GET', `/api/todos?${q}`, token)).json().items as {
    id: number;
    description: string;
    status: number;
    starred: boolean;
  }[];

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  const staff = (await makeGroup(t.db, { name: 'To-do staff' })).id;
  await grantMenus(t.db, staff, { '/task/list': 15 });
  const a = await t.signIn({ firstName: 'Ann', lastName: 'Example', groupId: staff });
  const b = await t.signIn({ firstName: 'Bob', lastName: 'Example', groupId: staff });
  ann = { id: a.user.id, token: a.token };
  bob = { id: b.user.id, token: b.token };
});
afterAll(async () => {
  await t?.close();
});

describe('the weekly to-do list', () => {
  it('adds a to-do for oneself and files it in the week of its day', async () => {
    const res = await add(ann.token, { description: '  Review the rotation schedule  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'Review the rotation schedule',
      assignTo: 'Ann Example',
      assignToId: ann.id,
      status: 0,
      statusName: 'Open',
      starred: false,
      todoDate: '2026-05-06',
      combinationStatus: null,
    });
    // the browser's calendar day may be a day ahead of (or behind) the server's: time zones
    const late = await add(ann.token, { description: 'Note from a later time zone', date: '05/07/2026' });
    expect(late.json().todoDate).toBe('2026-05-07');

    expect((await week(ann.token)).map((i) => i.description)).toEqual([
      'Note from a later time zone',
      'Review the rotation schedule',
    ]);
    expect(await week(ann.token, 'startDate=05/10/2026&endDate=05/16/2026')).toEqual([]);
    expect(await week(ann.token, 'startDate=04/26/2026&endDate=05/02/2026')).toEqual([]);
    // somebody else's to-dos are not in my week
    expect(await week(bob.token)).toEqual([]);
  });

  it("shows tasks one assigned to others in one's week too, with the assignee's name", async () => {
    const task = await t.call('POST', '/api/tasks', ann.token, {
      body: { description: 'Bob: call the embassy', assignedToId: bob.id },
    });
    expect(task.statusCode).toBe(201);
    const items = await t.call('GET', `/api/todos?${WEEK}`, ann.token);
    const assigned = items.json().items.find((i: { description: string }) => i.description === 'Bob: call the embassy');
    expect(assigned).toMatchObject({ assignTo: 'Bob Example', assignToId: bob.id, assignedBy: 'Ann Example' });
    expect((await week(bob.token)).map((i) => i.description)).toEqual(['Bob: call the embassy']);
  });

  it('refuses a blank or too long description, a day far from today and a bad week, with field errors', async () => {
    expect((await add(ann.token, { description: '  ' })).json().error.fields).toEqual({
      description: 'Description is required',
    });
    expect((await add(ann.token, {})).json().error.fields).toEqual({ description: 'Description is required' });
    expect((await add(ann.token, { description: 'x'.repeat(401) })).json().error.fields).toEqual({
      description: 'Description can be at most 400 characters',
    });
    expect((await add(ann.token, { description: 'x'.repeat(400) })).statusCode).toBe(201);
    const far = await add(ann.token, { description: 'Back-dated', date: '2026-04-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toEqual({ date: 'The date must be today' });
    const inverted = await t.call('GET', '/api/todos?startDate=2026-05-09&endDate=2026-05-03', ann.token);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.fields.endDate).toBe('The end date is before the start date');
    expect((await t.call('GET', '/api/todos', ann.token)).statusCode).toBe(400);
  });
});

describe('to-do status and star', () => {
  it('stars without touching the status, completes, and then refuses every move with a 422', async () => {
    const todo = (await add(ann.token, { description: 'Sign the diplomas' })).json();
    const starred = await patch(ann.token, todo.id, { starred: true });
    expect(starred.json()).toMatchObject({ starred: true, status: 0 });
    // each person stars for themselves
    now = new Date('2026-05-08T09:30:00.000Z');
    const done = await patch(ann.token, todo.id, { status: 2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 2,
      statusName: 'Completed',
      combinationStatus: 'Completed on 05/08/2026',
      starred: true,
    });
    const unstar = await patch(ann.token, todo.id, { starred: false });
    expect(unstar.json()).toMatchObject({ starred: false, status: 2 });

    const cancel = await patch(ann.token, todo.id, { status: 3 });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().error.message).toBe('A task that is Completed cannot become Cancelled');
    const reopen = await patch(ann.token, todo.id, { status: 0 });
    expect(reopen.statusCode).toBe(422);

    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, String(todo.id))))
    ).map((r) => r.action);
    expect(actions.sort()).toEqual(['create', 'star', 'status:Completed', 'unstar']);
  });

  it('follows the To Do table: Open cannot start from the modal, In Progress cannot be cancelled', async () => {
    const todo = (await add(ann.token, { description: 'Book the auditorium' })).json();
    const start = await patch(ann.token, todo.id, { status: 1 });
    expect(start.statusCode).toBe(422);
    expect(start.json().error.message).toBe('A task that is Open cannot become In Progress');
    // the task form starts it
    expect(
      (
        await t.call('PUT', `/api/tasks/${todo.id}`, ann.token, {
          body: { description: 'Book the auditorium', assignedToId: ann.id, status: 1 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await patch(ann.token, todo.id, { status: 3 })).statusCode).toBe(422);
    const cancelled = await add(ann.token, { description: 'Order flowers' });
    expect((await patch(ann.token, cancelled.json().id, { status: 3 })).json()).toMatchObject({
      status: 3,
      combinationStatus: 'Cancelled on 05/08/2026',
    });
    expect((await patch(ann.token, todo.id, { status: 2 })).json().status).toBe(2);
  });

  it("keeps other people's to-dos out of reach, and needs a status or a star", async () => {
    const mine = (await add(ann.token, { description: 'Private note' })).json();
    expect((await patch(bob.token, mine.id, { starred: true })).statusCode).toBe(404);
    expect((await patch(ann.token, mine.id, {})).statusCode).toBe(400);
    expect((await patch(ann.token, mine.id, { status: 9 })).statusCode).toBe(400);
    expect((await patch(ann.token, 999999, { status: 2 })).statusCode).toBe(404);
  });
});

describe("export and the administrators' list", () => {
  it('exports the shown week as todo_list.xlsx with its rows', async () => {
    const res = await t.call('POST', '/api/todos/export', bob.token, {
      body: { startDate: '05/03/2026', endDate: '05/09/2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="todo_list.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Date', 'Description', 'Assigned To', 'Assigned By', 'Status', 'Starred'],
      ['05/06/2026', 'Bob: call the embassy', 'Bob Example', 'Ann Example', 'Open', 'No'],
    ]);
  });

  it("lists everybody's to-dos for a To Do List administrator only", async () => {
    const staffOnly = await t.call('GET', '/api/admin/todos', ann.token);
    expect(staffOnly.statusCode).toBe(403);
    const admins = (await makeGroup(t.db, { name: 'To-do admins' })).id;
    await grantMenus(t.db, admins, { '/admin/todolist': 1 });
    const admin = (await t.signIn({ groupId: admins })).token;
    const all = (await t.call('GET', '/api/admin/todos?pageSize=100', admin)).json();
    expect(all.total).toBeGreaterThanOrEqual(8);
    const bobs = (await t.call('GET', `/api/admin/todos?userId=${bob.id}`, admin)).json();
    expect(bobs.items.map((i: { description: string }) => i.description)).toEqual(['Bob: call the embassy']);
    const open = (await t.call('GET', `/api/admin/todos?userId=${ann.id}&status=2`, admin)).json();
    expect(open.items.map((i: { description: string }) => i.description).sort()).toEqual([
      'Book the auditorium',
      'Sign the diplomas',
    ]);
    // reading everybody's list does not let one change them
    expect((await patch(admin, open.items[0].id, { starred: true })).statusCode).toBe(403);
    const su = (await t.signIn({ roleId: ROLE.superUser })).token;
    expect(
      (await t.call('GET', '/api/admin/todos?startDate=2026-05-07&endDate=2026-05-07', su))
        .json()
        .items.map((i: { description: string }) => i.description),
    ).toEqual(['Note from a later time zone']);
  });
});
