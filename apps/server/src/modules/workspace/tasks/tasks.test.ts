import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let now = new Date('2026-05-06T15:00:00.000Z'); // a Wednesday
let staff: number; // group with every right on the task list
let ann: { id: number; token: string; email: string };
let bob: { id: number; token: string; email: string };
let cid: { id: number; token: string; email: string };
let subjectId: number;
let priorityId: number;

const person = async (
  firstName: string,
  groupId: number | null = staff,
  v: { userType?: 'Staff' | 'Student' } = {},
) => {
  const { user, token } = await t.signIn({ firstName, lastName: 'Tester', groupId, ...v });
  return { id: user.id, token, email: user.email };
};
const firstId = async (token: string, table: string) =>
  (await t.call('GET', `/api/lookups/${table}`, token)).json().items[0].value as number;
const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/tasks', token, { body });

beforeAll(async () => {
  t = await testApp({ smtp: true, clock: () => now });
  staff = (await makeGroup(t.db, { name: 'Task staff' })).id;
  await grantMenus(t.db, staff, { '/task/list': 15 });
  [ann, bob, cid] = [await person('Ann'), await person('Bob'), await person('Cid')];
  subjectId = await firstId(ann.token, 'task-subject');
  priorityId = await firstId(ann.token, 'task-priority');
});
afterAll(async () => {
  await t?.close();
});

describe('assigning tasks', () => {
  it('assigns a task that the assignee sees, is told about in the app and by email, and others cannot see', async () => {
    const res = await create(ann.token, {
      subjectId,
      priorityId,
      description: '  Call the hospital about rotations  ',
      assignedToId: bob.id,
      dueDate: '05/08/2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      description: 'Call the hospital about rotations',
      assignedToId: bob.id,
      assignedToName: 'Bob Tester',
      assignedById: ann.id,
      assignedByName: 'Ann Tester',
      status: 0,
      statusName: 'Open',
      combinationStatus: null,
      dueDate: '2026-05-08',
      todoDate: '2026-05-06',
      starred: false,
      canEditDetails: true,
      nextStatuses: [1, 2, 3],
    });
    expect(task.subjectName).toBeTruthy();
    expect(task.priorityName).toBe('Urgent');

    const mine = (await t.call('GET', '/api/tasks?filter=1', bob.token)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([task.id]);
    expect((await t.call('GET', '/api/tasks?filter=2', bob.token)).json().total).toBe(0);
    expect(
      (await t.call('GET', '/api/tasks?filter=2', ann.token)).json().items.map((i: { id: number }) => i.id),
    ).toEqual([task.id]);
    const seen = (await t.call('GET', `/api/tasks/${task.id}`, bob.token)).json();
    expect(seen).toMatchObject({ id: task.id, canEditDetails: false, nextStatuses: [1, 2, 3] });

    const mails = await t.deliverMail();
    const mail = mails.find((m) => recipient(m) === bob.email);
    expect(mail?.subject).toBe(`Task assigned: ${task.subjectName}`);
    expect(mail?.text).toContain('Ann Tester assigned you a task.');
    expect(mail?.text).toContain('Due: 05/08/2026');
    expect(mail?.text).toContain(`http://caduceus.test/task/edit/${task.id}`);
    const inApp = (await t.call('GET', '/api/notifications', bob.token)).json();
    expect(inApp.items[0]).toMatchObject({
      type: 'TASK',
      title: 'New task from Ann Tester',
      link: `/task/edit/${task.id}`,
      read: false,
    });

    // a third person takes no part: the task looks absent
    expect((await t.call('GET', `/api/tasks/${task.id}`, cid.token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/tasks', cid.token)).json().total).toBe(0);
    expect(
      (
        await t.call('PUT', `/api/tasks/${task.id}`, cid.token, {
          body: { description: 'x', assignedToId: cid.id, status: 2 },
        })
      ).statusCode,
    ).toBe(404);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, String(task.id)), eq(auditLog.action, 'create')));
    expect(row.actorId).toBe(ann.id);
  });

  it('does not mail oneself for a task one takes on', async () => {
    const before = t.mails.length;
    const res = await create(ann.token, { description: 'Sort the mail', assignedToId: ann.id });
    expect(res.statusCode).toBe(201);
    await t.deliverMail();
    expect(t.mails.length).toBe(before);
  });

  it('answers bad input with field errors, never a 500', async () => {
    const empty = await create(ann.token, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      description: 'Description is required',
      assignedToId: 'Choose a user to assign',
    });
    const long = await create(ann.token, { description: 'x'.repeat(401), assignedToId: bob.id });
    expect(long.json().error.fields.description).toBe('Description can be at most 400 characters');
    const wrongTable = await create(ann.token, { description: 'x', assignedToId: bob.id, subjectId: priorityId });
    expect(wrongTable.statusCode).toBe(400);
    expect(wrongTable.json().error.fields.subjectId).toBe('Choose from the list');
    const nobody = await create(ann.token, { description: 'x', assignedToId: 999999 });
    expect(nobody.json().error.fields.assignedToId).toBe('Choose a user to assign');
    const student = await person('Stu', null, { userType: 'Student' });
    const toStudent = await create(ann.token, { description: 'x', assignedToId: student.id });
    expect(toStudent.json().error.fields.assignedToId).toBe('Tasks can be assigned to staff users only');
    const badDate = await create(ann.token, { description: 'x', assignedToId: bob.id, dueDate: '02/30/2026' });
    expect(badDate.json().error.fields.dueDate).toBe('Enter a valid date (MM/DD/YYYY)');
    const badQuery = await t.call('GET', '/api/tasks?status=7&filter=9', ann.token);
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().error.fields).sort()).toEqual(['filter', 'status']);
  });

  it('lets task list users read and add task subjects, which the subject dropdown then offers', async () => {
    const added = await t.call('POST', '/api/control-tables/task-subject/rows', ann.token, {
      body: { name: 'Rotation paperwork' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const offered = (await t.call('GET', '/api/lookups/task-subject', bob.token))
      .json()
      .items.map((i: { label: string }) => i.label);
    expect(offered).toContain('Rotation paperwork');
    const task = await create(ann.token, {
      description: 'File the rotation forms',
      assignedToId: bob.id,
      subjectId: added.json().id,
    });
    expect(task.json().subjectName).toBe('Rotation paperwork');
  });

  it('needs the task list rights; a signed-out caller gets 401', async () => {
    const reader = (await makeGroup(t.db, { name: 'Task readers' })).id;
    await grantMenus(t.db, reader, { '/task/list': 1 });
    const r = await person('Rea', reader);
    expect((await t.call('GET', '/api/tasks', r.token)).statusCode).toBe(200);
    expect((await create(r.token, { description: 'x', assignedToId: bob.id })).statusCode).toBe(403);
    const none = await person('Nob', null);
    expect((await t.call('GET', '/api/tasks', none.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/tasks', null)).statusCode).toBe(401);
  });
});

describe('changing tasks', () => {
  it('moves along the transitions: Open to In Progress to Completed, then nothing; refusals are 422', async () => {
    const task = (await create(ann.token, { description: 'Prepare the exam rooms', assignedToId: bob.id })).json();
    const body = { description: task.description, assignedToId: bob.id };
    const started = await t.call('PUT', `/api/tasks/${task.id}`, bob.token, { body: { ...body, status: 1 } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 1, statusName: 'In Progress', nextStatuses: [2] });

    const cancel = await t.call('PUT', `/api/tasks/${task.id}`, bob.token, { body: { ...body, status: 3 } });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().error.message).toBe('A task that is In Progress cannot become Cancelled');

    now = new Date('2026-05-07T10:00:00.000Z');
    const done = await t.call('PUT', `/api/tasks/${task.id}`, bob.token, { body: { ...body, status: 2 } });
    expect(done.json()).toMatchObject({
      status: 2,
      combinationStatus: 'Completed on 05/07/2026',
      closedAt: '2026-05-07T10:00:00.000Z',
      nextStatuses: [],
      canEditDetails: false,
    });

    const reopen = await t.call('PUT', `/api/tasks/${task.id}`, ann.token, { body: { ...body, status: 0 } });
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().error.message).toBe('A task that is Completed cannot become Open');
    const edit = await t.call('PUT', `/api/tasks/${task.id}`, ann.token, {
      body: { ...body, description: 'Changed', status: 2 },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe('A Completed task cannot be changed');
  });

  it('lets only the assigner change the details; reassigning tells the new assignee', async () => {
    const task = (await create(ann.token, { description: 'Order lab coats', assignedToId: bob.id })).json();
    const byAssignee = await t.call('PUT', `/api/tasks/${task.id}`, bob.token, {
      body: { description: 'Order nothing', assignedToId: bob.id, status: 0 },
    });
    expect(byAssignee.statusCode).toBe(403);
    expect(byAssignee.json().error.message).toBe('Only the person who assigned this task can change its details');

    await t.deliverMail();
    const moved = await t.call('PUT', `/api/tasks/${task.id}`, ann.token, {
      body: { description: 'Order 40 lab coats', assignedToId: cid.id, status: 0, dueDate: '2026-05-20' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      description: 'Order 40 lab coats',
      assignedToName: 'Cid Tester',
      dueDate: '2026-05-20',
    });
    const mails = await t.deliverMail();
    expect(mails.map(recipient)).toEqual([cid.email]);
    expect((await t.call('GET', `/api/tasks/${task.id}`, bob.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/tasks/${task.id}`, cid.token)).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'task'), eq(auditLog.entityId, String(task.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });

  it("lets a To Do List administrator see and change anybody's task", async () => {
    const task = (await create(ann.token, { description: 'File the reports', assignedToId: bob.id })).json();
    const admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    expect((await t.call('GET', `/api/tasks/${task.id}`, admin)).json()).toMatchObject({
      canEditDetails: true,
      nextStatuses: [1, 2, 3],
    });
    const cancelled = await t.call('PUT', `/api/tasks/${task.id}`, admin, {
      body: { description: 'File the reports', assignedToId: bob.id, status: 3 },
    });
    expect(cancelled.json()).toMatchObject({ status: 3, statusName: 'Cancelled' });
  });

  it('pages, filters by status and searches', async () => {
    const list = (await t.call('GET', '/api/tasks?status=0&q=lab%20coats&pageSize=25', ann.token)).json();
    expect(list.items.map((i: { description: string }) => i.description)).toEqual(['Order 40 lab coats']);
    const sorted = await t.call('GET', '/api/tasks?sort=-dueDate', ann.token);
    expect(sorted.statusCode).toBe(200);
    expect((await t.call('GET', '/api/tasks?sort=password', ann.token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/tasks?pageSize=30', ann.token)).statusCode).toBe(400);
  });
});
