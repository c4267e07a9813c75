import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { DATA_EXPORT_COMPONENT } from '@caduceus/contracts';
import { grantComponents, makeUser, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { settings } from '../../reference/tables.js';
import { tasks } from '../../workspace/tables.js';
import { leadNotes, leadStatusChanges, leads } from '../leads/leads.schema.js';

/**
 * A small admissions office on 15 March 2026 (noon UTC): eight leads, their status changes, a note,
 * an audited edit and three lead tasks; every number below is what the dashboard or a report shows.
 */
const NOW = new Date('2026-03-15T12:00:00Z');
let t: TestApp;
let admissions: string;
let reader: string;
let outsider: string;
let alma: number;
let kim: number;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  const a = await admissionsOfficer(t);
  await grantComponents(t.db, a.group.id, { [DATA_EXPORT_COMPONENT]: 1 }); // the report's export
  admissions = a.token;
  alma = a.user.id;
  kim = (await makeUser(t.db, { username: 'kim', firstName: 'Rep', lastName: 'Kim' })).id;
  ({ reader, outsider } = await leadBystanders(t));

  const spring = await refIdOf(t.db, 'semester');
  await t.db.insert(settings).values({ key: 'lead.currentSemester', value: spring });
  const lead = async (
    key: string,
    statusId: number,
    created: string,
    over: Partial<typeof leads.$inferInsert> = {},
  ) => {
    const [row] = await t.db
      .insert(leads)
      .values({
        firstName: 'Lead',
        lastName: key,
        email: `${key.toLowerCase()}@example.com`,
        statusId,
        representativeId: alma,
        createdBy: alma,
        createdAt: `${created}T10:00:00Z`,
        updatedAt: `${created}T10:00:00Z`,
        ...over,
      })
      .returning();
    id[key] = row.id;
  };
  await lead('A', 1, '2026-03-01');
  await lead('B', 2, '2026-03-02', { updatedAt: '2026-03-04T10:00:00Z' });
  await lead('C', 5, '2026-02-10', { representativeId: kim, updatedAt: '2026-03-05T10:00:00Z' });
  await lead('D', 6, '2026-01-10', { updatedAt: '2026-02-20T10:00:00Z' });
  await lead('E', 7, '2026-01-05', { representativeId: kim, semesterId: spring, updatedAt: '2026-03-10T10:00:00Z' });
  await lead('F', 8, '2025-12-01', { updatedAt: '2026-03-11T10:00:00Z' });
  await lead('G', 2, '2026-03-03', { closedAt: '2026-03-03T11:00:00Z' });
  await lead('H', 1, '2026-03-01', { deletedAt: '2026-03-02T10:00:00Z' });
  const change = (key: string, from: number, to: number, at: string) =>
    t.db
      .insert(leadStatusChanges)
      .values({ leadId: id[key], fromStatusId: from, toStatusId: to, changedBy: alma, changedAt: `${at}T09:00:00Z` });
  await change('B', 3, 2, '2026-03-04');
  await change('C', 4, 5, '2026-03-05');
  await change('D', 5, 6, '2026-02-20');
  await change('E', 6, 7, '2026-03-10');
  await change('F', 6, 7, '2026-02-01');
  await change('F', 7, 8, '2026-03-11');
  await t.db
    .insert(leadNotes)
    .values({ leadId: id.A, kind: 'note', note: 'Called', createdBy: alma, createdAt: '2026-03-01T12:00:00Z' });
  await t.db.insert(auditLog).values({
    actorId: alma,
    action: 'update',
    entity: 'lead',
    entityId: String(id.A),
    at: '2026-03-02T12:00:00Z',
    after: { firstName: 'Lea' },
  });
  const task = (leadKey: string, assignedTo: number, dueDate: string, status: number) =>
    t.db.insert(tasks).values({
      leadId: id[leadKey],
      assignedTo,
      assignedBy: alma,
      description: `Follow up ${leadKey}`,
      dueDate,
      todoDate: '2026-03-01',
      status,
    });
  await task('A', alma, '2026-03-20', 0);
  await task('C', kim, '2026-03-10', 0);
  await task('D', alma, '2026-03-01', 2);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, token = admissions) => {
  const res = await t.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('the lead dashboard', () => {
  it('counts open leads by status, paid seat deposits, interviews and upcoming tasks', async () => {
    const d = await get('/api/lead-reports/dashboard');
    const byStatus = Object.fromEntries(
      d.statusCounts.map((s: { statusName: string; count: number }) => [s.statusName, s.count]),
    );
    expect(byStatus).toMatchObject({
      New: 1,
      Contacted: 1,
      'Interview Scheduled': 1,
      Accepted: 1,
      'Paid Seat Deposit': 1,
      'Immigration Cleared': 1,
      Student: 0,
    });
    expect(d.openLeads).toBe(6);
    expect(d.paidSeatDeposits).toMatchObject({ total: 2, thisMonth: 1, thisSemester: 1 });
    expect(d.paidSeatDeposits.semesterName).toEqual(expect.any(String));
    expect(d.interviewsScheduled).toBe(1);
    expect(d.upcomingTasks).toEqual([
      expect.objectContaining({ leadId: id.A, leadName: 'Lead A', dueDate: '2026-03-20', description: 'Follow up A' }),
    ]);
    expect(d.createdChart.points).toHaveLength(12);
    // A, B and the closed G (the deleted H is not counted)
    expect(d.createdChart.points.at(-1)).toEqual({ label: 'Mar 2026', values: { count: 3 } });
    expect(d.paidChart.points.at(-2)).toEqual({ label: 'Feb 2026', values: { count: 1 } });
  });
  it('narrows to one representative', async () => {
    const d = await get(`/api/lead-reports/dashboard?representativeId=${kim}`);
    expect(d.openLeads).toBe(2);
    expect(d.paidSeatDeposits.total).toBe(1);
    expect(d.upcomingTasks).toEqual([]);
  });
  it('is for the Lead menu only', async () => {
    expect((await t.call('GET', '/api/lead-reports/dashboard', outsider)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/lead-reports/dashboard', reader)).statusCode).toBe(200);
  });
});

describe('status reports', () => {
  it('status-wise: open and closed leads created in the range, every status listed', async () => {
    const r = await get('/api/lead-reports/status-wise?from=2026-03-01&to=2026-03-31');
    expect(r.total).toBe(10);
    const row = (name: string) => r.items.find((i: { statusName: string }) => i.statusName === name);
    expect(row('New')).toMatchObject({ open: 1, closed: 0, total: 1 });
    expect(row('Contacted')).toMatchObject({ open: 1, closed: 1, total: 2 });
    expect(row('Accepted')).toMatchObject({ total: 0 });
  });
  it('status-wise by representative', async () => {
    const r = await get('/api/lead-reports/status-wise/by-representative');
    const k = r.items.find((i: { representativeId: number }) => i.representativeId === kim);
    expect(k).toMatchObject({ representativeName: 'Rep Kim', total: 2, counts: { 5: 1, 7: 1 } });
  });
  it('refuses a range that ends before it starts', async () => {
    const res = await t.call('GET', '/api/lead-reports/status-wise?from=2026-03-10&to=2026-03-01', admissions);
    expect(res.statusCode).toBe(400);
  });
  it('status-conversion: the changes made in the range, from each status to the next', async () => {
    const r = await get('/api/lead-reports/status-conversion?from=2026-03-01&to=2026-03-31');
    expect(
      r.items.map(
        (i: { fromStatusName: string; toStatusName: string; count: number; forward: boolean }) =>
          `${i.fromStatusName} > ${i.toStatusName}: ${i.count}${i.forward ? '' : ' back'}`,
      ),
    ).toEqual([
      'Profile Created > Contacted: 1 back',
      'Application Submitted > Interview Scheduled: 1',
      'Accepted > Paid Seat Deposit: 1',
      'Paid Seat Deposit > Immigration Cleared: 1',
    ]);
    const feb = await get('/api/lead-reports/status-conversion?from=2026-02-01&to=2026-02-28');
    expect(feb.items).toEqual([
      expect.objectContaining({ fromStatusId: 5, toStatusId: 6, count: 1, percent: 100 }),
      expect.objectContaining({ fromStatusId: 6, toStatusId: 7, count: 1, percent: 100 }),
    ]);
    const chart = await get('/api/lead-reports/status-conversion/chart?from=2026-03-01&to=2026-03-31');
    expect(chart.chart.points.map((p: { label: string }) => p.label)).toEqual([
      'Application Submitted',
      'Accepted',
      'Paid Seat Deposit',
    ]);
  });
});

describe('lead lists', () => {
  it('pending leads: open, before payment, idle for the chosen days, longest idle first', async () => {
    expect(names((await get('/api/lead-reports/pending-leads')).items)).toEqual([
      'Lead D',
      'Lead A',
      'Lead B',
      'Lead C',
    ]);
    const r = await get('/api/lead-reports/pending-leads?days=12');
    expect(r.total).toBe(2);
    expect(r.items[0]).toMatchObject({
      name: 'Lead D',
      statusName: 'Accepted',
      since: '2026-02-20T10:00:00.000Z',
      days: 23,
    });
  });
  it('seat deposit due and interviews scheduled, with the day the lead got there', async () => {
    const due = await get('/api/lead-reports/seat-deposit-due');
    expect(due.items).toEqual([
      expect.objectContaining({
        name: 'Lead D',
        since: '2026-02-20T09:00:00.000Z',
        days: 23,
        representativeName: 'Test alma',
      }),
    ]);
    const iv = await get('/api/lead-reports/interview-scheduled');
    expect(iv.items).toEqual([
      expect.objectContaining({
        name: 'Lead C',
        since: '2026-03-05T09:00:00.000Z',
        days: 10,
        representativeName: 'Rep Kim',
      }),
    ]);
  });
  it('paid leads, latest payment first, and the chart per month', async () => {
    const r = await get('/api/lead-reports/lead-paid');
    expect(r.items.map((i: { name: string; since: string }) => [i.name, i.since.slice(0, 10)])).toEqual([
      ['Lead E', '2026-03-10'],
      ['Lead F', '2026-02-01'],
    ]);
    expect((await get(`/api/lead-reports/lead-paid?representativeId=${kim}`)).total).toBe(1);
    const chart = (await get('/api/lead-reports/lead-paid/chart')).chart;
    expect(chart.points.slice(-2)).toEqual([
      { label: 'Feb 2026', values: { count: 1 } },
      { label: 'Mar 2026', values: { count: 1 } },
    ]);
  });
  it('exports a report to xlsx through the generic export', async () => {
    const res = await t.call('POST', '/api/exports', admissions, {
      body: {
        path: '/api/lead-reports/lead-paid',
        params: {},
        columns: [
          { key: 'name', title: 'Name' },
          { key: 'statusName', title: 'Status' },
        ],
        filename: 'lead_paid',
        sheet: 'Lead Paid',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r, n) => {
      if (n > 1) rows.push((r.values as unknown[]).slice(1));
    });
    expect(rows).toEqual([
      ['Lead E', 'Paid Seat Deposit'],
      ['Lead F', 'Immigration Cleared'],
    ]);
  });
});

describe('activity and task counts', () => {
  it('activity per user and day: new leads, status changes, notes and other edits', async () => {
    const r = await get(`/api/lead-reports/activity-count?from=2026-03-01&to=2026-03-05&representativeId=${alma}`);
    const by = Object.fromEntries(r.items.map((i: { day: string }) => [i.day, i]));
    expect(Object.keys(by)).toEqual(['2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02', '2026-03-01']);
    expect(by['2026-03-01']).toMatchObject({ newLeads: 1, notes: 1, statusChanges: 0, updates: 0, total: 2, leads: 1 });
    expect(by['2026-03-02']).toMatchObject({ newLeads: 1, updates: 1, total: 2, leads: 2 });
    expect(by['2026-03-04']).toMatchObject({ statusChanges: 1, total: 1 });
    const all = await get(`/api/lead-reports/activity-count/leads?day=2026-03-02&userId=${alma}`);
    expect(names(all.items).sort()).toEqual(['Lead A', 'Lead B']);
    const fresh = await get(`/api/lead-reports/activity-count/leads?day=2026-03-02&userId=${alma}&kind=new`);
    expect(names(fresh.items)).toEqual(['Lead B']);
  });
  it('lead tasks per assignee by status, with the overdue ones', async () => {
    const r = await get('/api/lead-reports/task-count');
    const by = Object.fromEntries(r.items.map((i: { userId: number }) => [i.userId, i]));
    expect(by[alma]).toMatchObject({ open: 1, completed: 1, overdue: 0, total: 2 });
    expect(by[kim]).toMatchObject({ userName: 'Rep Kim', open: 1, overdue: 1, total: 1 });
    expect((await get('/api/lead-reports/task-count?from=2026-03-15')).items).toEqual([
      expect.objectContaining({ userId: alma, total: 1 }),
    ]);
  });
});

describe('advanced search', () => {
  it('saves a query by name, runs it again and deletes it', async () => {
    const saved = await t.call('POST', '/api/lead-reports/saved', admissions, {
      body: { name: 'New leads', filters: { statusId: 1, closed: 'open' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'New leads',
      filters: { statusId: 1, closed: 'open' },
      createdByName: 'Test alma',
    });
    const dup = await t.call('POST', '/api/lead-reports/saved', admissions, {
      body: { name: 'new LEADS', filters: {} },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'A saved report with this name exists' });
    expect(
      (await t.call('POST', '/api/lead-reports/saved', reader, { body: { name: 'Mine', filters: {} } })).statusCode,
    ).toBe(403);

    const list = await get('/api/lead-reports/saved', reader);
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['New leads']);
    const run = await get(
      `/api/lead-reports/advanced?${new URLSearchParams(Object.entries(list.items[0].filters).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(names(run.items)).toEqual(['Lead A']);
    expect(run.items[0].statusName).toBe('New');

    const reportId = saved.json().id;
    expect((await t.call('DELETE', `/api/lead-reports/saved/${reportId}`, reader)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/lead-reports/saved/${reportId}`, admissions)).statusCode).toBe(200);
    expect((await get('/api/lead-reports/saved')).items).toEqual([]);
    expect((await t.call('DELETE', `/api/lead-reports/saved/${reportId}`, admissions)).statusCode).toBe(404);
  });
});
