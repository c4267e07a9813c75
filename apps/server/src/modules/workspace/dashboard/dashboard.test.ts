import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE, widgetData, type WidgetData } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeUser } from '../../../factories/index.js';
import { auditLog, outbox } from '../../../platform/db/tables.js';
import { menus, userRights } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { tasks } from '../tasks/tasks.schema.js';
import { calendarEventInvitees, calendarEvents } from '../calendar/calendar.schema.js';
import { mailLogs } from '../maillog/maillog.schema.js';

// Wednesday 11 March 2026, midday: its week runs Sunday 8 to Saturday 14 March
const NOW = new Date('2026-03-11T12:00:00.000Z');
let t: TestApp;
let superUser: string;
let admin: string;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  superUser = (await t.signIn({ roleId: ROLE.superUser })).token;
  // an administrator of dashboards only: read and edit on /admin/dashboard
  const g = await makeGroup(t.db, { name: 'Dashboard admins' });
  await grantMenus(t.db, g.id, { '/admin/dashboard': 7 });
  admin = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const keys = (res: { json(): { widgets: { key: string }[] } }) => res.json().widgets.map((w) => w.key);
const widget = async (token: string, key: string) => {
  const res = await t.call('GET', `/api/dashboard/widgets/${key}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return widgetData.parse(res.json());
};
const stat = (d: WidgetData, label: string) => d.stats.find((s) => s.label === label)?.value;
const refId = async (table: string, label: string) =>
  (
    await t.db
      .select({ id: refRows.id })
      .from(refRows)
      .where(and(eq(refRows.tableKey, table), eq(refRows.label, label)))
  )[0].id;

/** A staff group with the everyday rights, and one user in it. */
async function staff(
  menus: Record<string, number> = { '/dashboard/list': 1, '/task/list': 15, '/mailLog/incoming': 7 },
) {
  const group = await makeGroup(t.db);
  await grantMenus(t.db, group.id, menus);
  const { user, token } = await t.signIn({ groupId: group.id });
  return { group, user, token };
}

describe('which widgets a user sees', () => {
  it('the super user sees every widget, each with its data', async () => {
    const res = await t.call('GET', '/api/dashboard', superUser);
    expect(res.statusCode).toBe(200);
    expect(keys(res)).toEqual([
      'tasksDue',
      'todosWeek',
      'calendarToday',
      'mailLogCounts',
      'referenceCounts',
      'activeUsers',
      'outboxHealth',
      'recentSignIns',
      'billSummary',
      'paidCounts',
      'semesterInvoices',
      'revenue',
    ]);
    expect(res.json().customized).toBe(false);
    for (const key of keys(res)) expect((await widget(superUser, key)).key).toBe(key);
  });

  it('a group user sees the widgets their group shows and whose menu link they may read', async () => {
    const { token } = await staff();
    const res = await t.call('GET', '/api/dashboard', token);
    expect(keys(res)).toEqual(['tasksDue', 'todosWeek', 'mailLogCounts']);
    // no right on /calendar, and the system widgets are the super user's
    expect((await t.call('GET', '/api/dashboard/widgets/calendarToday', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard/widgets/activeUsers', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard/widgets/billSummary', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard/widgets/noSuchWidget', token)).statusCode).toBe(404);
  });

  it('a super admin sees every widget but those on links reserved to the super user', async () => {
    const { token } = await t.signIn({ roleId: ROLE.superAdmin });
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual([
      'tasksDue',
      'todosWeek',
      'calendarToday',
      'mailLogCounts',
      'referenceCounts',
      // the finance context's (its face registers them)
      'billSummary',
      'paidCounts',
      'semesterInvoices',
      'revenue',
    ]);
  });

  it('a user without a group sees none, and the dashboard needs its read right', async () => {
    const { user, token } = await t.signIn({ groupId: null });
    expect((await t.call('GET', '/api/dashboard', token)).statusCode).toBe(403);
    // their own rights on the dashboard and tasks, but no group to show widgets
    const links = await t.db.select({ id: menus.id, link: menus.link }).from(menus);
    await t.db
      .insert(userRights)
      .values(
        links
          .filter((m) => ['/dashboard/list', '/task/list'].includes(m.link))
          .map((m) => ({ userId: user.id, kind: 'menu', targetId: m.id, mode: 15 })),
      );
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual([]);
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/task/list': 15 });
    const noDashboard = (await t.signIn({ groupId: g.id })).token;
    expect((await t.call('GET', '/api/dashboard', noDashboard)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard/widgets/tasksDue', noDashboard)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard', null)).statusCode).toBe(401);
  });
});

describe('/admin/dashboard: the widgets of each access group', () => {
  it('an administrator takes a widget away from a group and its users no longer see it', async () => {
    const { group, token } = await staff();
    const before = (await t.call('GET', '/api/admin/dashboard', admin)).json();
    const mine = before.groups.find((g: { groupId: number }) => g.groupId === group.id);
    expect(mine).toMatchObject({
      configured: false,
      userCount: 1,
      readable: ['tasksDue', 'todosWeek', 'mailLogCounts'],
    });
    expect(mine.widgets).toContain('mailLogCounts');

    const saved = await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, {
      body: { widgets: ['tasksDue', 'todosWeek', 'calendarToday'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      groupId: group.id,
      configured: true,
      widgets: ['tasksDue', 'todosWeek', 'calendarToday'],
    });
    // mail log gone; the calendar ticked but still hidden: the group may not read /calendar
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual(['tasksDue', 'todosWeek']);
    expect((await t.call('GET', '/api/dashboard/widgets/mailLogCounts', token)).statusCode).toBe(403);

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dashboard_group_widgets'), eq(auditLog.entityId, String(group.id))));
    expect(trail).toHaveLength(1);
    expect(trail[0].after).toMatchObject({ mailLogCounts: false, tasksDue: true });
  });

  it('needs read to see the settings and edit to change them; refuses unknown widgets and groups', async () => {
    const { group, token } = await staff();
    expect((await t.call('GET', '/api/admin/dashboard', token)).statusCode).toBe(403);
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/admin/dashboard': 1 });
    const reader = (await t.signIn({ groupId: g.id })).token;
    expect((await t.call('GET', '/api/admin/dashboard', reader)).statusCode).toBe(200);
    expect(
      (await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, reader, { body: { widgets: [] } })).statusCode,
    ).toBe(403);

    const bad = await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, {
      body: { widgets: ['tasksDue', 'nonsense', 'tasksDue'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.widgets).toBe('Unknown widget nonsense');
    expect(
      (await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, { body: { widgets: 'tasksDue' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('PUT', '/api/admin/dashboard/groups/999999', admin, { body: { widgets: [] } })).statusCode,
    ).toBe(404);
  });
});

describe('the order of the widgets, saved per user', () => {
  it('keeps the order a user saved, and the slot of a widget hidden for a while', async () => {
    const { group, token } = await staff();
    const saved = await t.call('PUT', '/api/dashboard/order', token, {
      body: { order: ['mailLogCounts', 'todosWeek', 'tasksDue'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(keys(saved)).toEqual(['mailLogCounts', 'todosWeek', 'tasksDue']);
    expect(saved.json().customized).toBe(true);
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual(['mailLogCounts', 'todosWeek', 'tasksDue']);

    // the admin hides the to-dos; the user rearranges the two left; the to-dos come back in their slot
    await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, {
      body: { widgets: ['tasksDue', 'mailLogCounts'] },
    });
    expect(
      keys(await t.call('PUT', '/api/dashboard/order', token, { body: { order: ['tasksDue', 'mailLogCounts'] } })),
    ).toEqual(['tasksDue', 'mailLogCounts']);
    await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, {
      body: { widgets: ['tasksDue', 'mailLogCounts', 'todosWeek'] },
    });
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual(['tasksDue', 'todosWeek', 'mailLogCounts']);
  });

  it('ignores widgets the user does not see and refuses unknown or repeated ones', async () => {
    const { token } = await staff();
    expect(
      keys(await t.call('PUT', '/api/dashboard/order', token, { body: { order: ['activeUsers', 'mailLogCounts'] } })),
    ).toEqual(['mailLogCounts', 'tasksDue', 'todosWeek']);
    const unknown = await t.call('PUT', '/api/dashboard/order', token, { body: { order: ['nonsense'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.order).toBe('Unknown widget nonsense');
    const twice = await t.call('PUT', '/api/dashboard/order', token, { body: { order: ['tasksDue', 'tasksDue'] } });
    expect(twice.json().error.fields.order).toBe('Widget tasksDue is listed twice');
    expect((await t.call('PUT', '/api/dashboard/order', token, { body: {} })).statusCode).toBe(400);
  });

  it("is each user's own", async () => {
    const { group, token } = await staff();
    await t.call('PUT', '/api/dashboard/order', token, { body: { order: ['todosWeek'] } });
    const other = (await t.signIn({ groupId: group.id })).token;
    expect(keys(await t.call('GET', '/api/dashboard', other))).toEqual(['tasksDue', 'todosWeek', 'mailLogCounts']);
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual(['todosWeek', 'tasksDue', 'mailLogCounts']);
  });
});

describe("the widgets' data", () => {
  it("tasks due: the user's own open tasks, overdue and due today first", async () => {
    const { user, token } = await staff();
    const boss = await makeUser(t.db, { firstName: 'Bea', lastName: 'Boss' });
    const task = (v: Partial<typeof tasks.$inferInsert>) =>
      t.db
        .insert(tasks)
        .values({ description: 'x', assignedTo: user.id, assignedBy: boss.id, todoDate: '2026-03-09', ...v })
        .returning()
        .then((r) => r[0]);
    const late = await task({ description: '<p>Send the <b>transcripts</b> &amp; letters</p>', dueDate: '2026-03-10' });
    await task({ description: 'Call the hospital', dueDate: '2026-03-11', status: 1 });
    await task({ description: 'Plan orientation', dueDate: '2026-04-01' });
    await task({ description: 'Done already', dueDate: '2026-03-01', status: 2 });
    await task({ description: "Someone else's", assignedTo: boss.id, dueDate: '2026-03-01' });

    const d = await widget(token, 'tasksDue');
    expect([stat(d, 'Overdue'), stat(d, 'Due today'), stat(d, 'Open'), stat(d, 'In progress')]).toEqual([1, 1, 2, 1]);
    expect(d.rows.map((r) => r.title)).toEqual([
      'Send the transcripts & letters',
      'Call the hospital',
      'Plan orientation',
    ]);
    expect(d.rows[0]).toMatchObject({
      href: `/task/edit/${late.id}`,
      detail: 'from Bea Boss',
      tag: { text: 'Overdue', tone: 'danger' },
      when: { at: '2026-03-10', show: 'date' },
    });
    expect(d.rows[1].tag).toEqual({ text: 'Due today', tone: 'warning' });
  });

  it('to-dos of the week: Sunday to Saturday of today, assigned to or by the user', async () => {
    const { user, token } = await staff();
    const other = await makeUser(t.db);
    const todo = (description: string, todoDate: string, v: Partial<typeof tasks.$inferInsert> = {}) =>
      t.db.insert(tasks).values({ description, assignedTo: user.id, assignedBy: user.id, todoDate, ...v });
    await todo('Sunday', '2026-03-08');
    await todo('Saturday', '2026-03-14', { status: 2 });
    await todo('Given away', '2026-03-10', { assignedTo: other.id });
    await todo('Last week', '2026-03-07');
    await todo('Next week', '2026-03-15');
    await todo('Not mine', '2026-03-10', { assignedTo: other.id, assignedBy: other.id });
    const d = await widget(token, 'todosWeek');
    expect(d.rows.map((r) => r.title).sort()).toEqual(['Given away', 'Saturday', 'Sunday']);
    expect([stat(d, 'This week'), stat(d, 'Open'), stat(d, 'Completed')]).toEqual([3, 2, 1]);
    expect(d.emptyText).toBe('No to-dos for the week 03/08/2026 - 03/14/2026');
  });

  it("calendar today: own, invited and the group's events of today only", async () => {
    const { user, group, token } = await staff({ '/dashboard/list': 1, '/calendar': 15 });
    const other = await makeUser(t.db);
    const type = await refId('calendar-event-type', 'Meeting');
    const event = async (
      title: string,
      startAt: string,
      endAt: string,
      v: Partial<typeof calendarEvents.$inferInsert> = {},
    ) =>
      (
        await t.db
          .insert(calendarEvents)
          .values({ title, startAt, endAt, eventTypeId: type, createdBy: other.id, ...v })
          .returning()
      )[0];
    await event('Mine', '2026-03-11T15:00:00.000Z', '2026-03-11T16:00:00.000Z', {
      createdBy: user.id,
      location: 'Room 4',
    });
    const invite = await event('Invited', '2026-03-11T13:00:00.000Z', '2026-03-11T14:00:00.000Z');
    await t.db.insert(calendarEventInvitees).values({ eventId: invite.id, userId: user.id });
    await event('Holiday', '2026-03-11T00:00:00.000Z', '2026-03-12T00:00:00.000Z', {
      allDay: true,
      accessGroupId: group.id,
    });
    await event('Not shared', '2026-03-11T15:00:00.000Z', '2026-03-11T16:00:00.000Z');
    await event('Tomorrow', '2026-03-12T15:00:00.000Z', '2026-03-12T16:00:00.000Z', { createdBy: user.id });
    const d = await widget(token, 'calendarToday');
    expect(d.rows.map((r) => r.title)).toEqual(['Holiday', 'Invited', 'Mine']);
    expect(d.rows[0].tag).toEqual({ text: 'All day', tone: 'default' });
    expect(d.rows[2]).toMatchObject({
      detail: 'Meeting · Room 4',
      when: { at: '2026-03-11T15:00:00.000Z', show: 'time' },
    });
    expect(stat(d, 'Events today')).toBe(3);
  });

  it('mail log: counts of the last 30 days per register and a monthly chart with its series', async () => {
    const { token } = await staff();
    const dept = await refId('department', 'Registrar');
    const log = (kind: string, mailDate: string, v: Partial<typeof mailLogs.$inferInsert> = {}) =>
      t.db
        .insert(mailLogs)
        .values({ kind, mailDate, departmentId: dept, fromName: 'A', toName: 'B', subject: 'S', ...v });
    await log('incoming', '2026-03-10');
    await log('incoming', '2026-02-20');
    await log('incoming', '2026-01-05');
    await log('returned', '2026-03-02');
    await log('incoming', '2026-03-10', { deletedAt: '2026-03-10T10:00:00.000Z' });
    const d = await widget(token, 'mailLogCounts');
    expect(d.stats.map((s) => [s.label, s.value, s.href])).toEqual([
      ['Incoming Mail', 2, '/mailLog/incoming'],
      ['Outgoing Mail', 0, '/mailLog/outgoing'],
      ['Aruba Incoming Mail', 0, '/mailLog/aruba/incoming'],
      ['Aruba Outgoing Mail', 0, '/mailLog/aruba/outgoing'],
      ['Returned Mail', 1, '/mailLog/returned'],
    ]);
    expect(d.chart?.points.map((p) => p.label)).toEqual([
      '10/2025',
      '11/2025',
      '12/2025',
      '01/2026',
      '02/2026',
      '03/2026',
    ]);
    expect(d.chart?.points.map((p) => p.values.incoming)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(d.chart?.series).toHaveLength(5);
  });

  it('reference data is off for staff until their group ticks it, then counts only the tables they may read', async () => {
    const { group, token } = await staff({
      '/dashboard/list': 1,
      '/admin/control-table': 1,
      '/admin/control-table/admin': 1,
    });
    // a registrar-like group reads the control tables, but row counts are not their dashboard
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual([]);
    expect((await t.call('GET', '/api/dashboard/widgets/referenceCounts', token)).statusCode).toBe(403);
    const settings = (await t.call('GET', '/api/admin/dashboard', admin)).json();
    const mine = settings.groups.find((g: { groupId: number }) => g.groupId === group.id);
    expect(mine).toMatchObject({ configured: false, readable: ['referenceCounts'] });
    expect(mine.widgets).not.toContain('referenceCounts');
    const saved = await t.call('PUT', `/api/admin/dashboard/groups/${group.id}`, admin, {
      body: { widgets: ['referenceCounts'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(keys(await t.call('GET', '/api/dashboard', token))).toEqual(['referenceCounts']);
    const d = await widget(token, 'referenceCounts');
    expect(d.chart?.points.map((p) => p.label)).toEqual(['Admin']);
    expect(stat(d, 'Active rows')).toBeGreaterThan(10);
  });

  it('system widgets: live sessions, sign-ins per day and the outbox', async () => {
    const active = await widget(superUser, 'activeUsers');
    expect(stat(active, 'Users online')).toBeGreaterThanOrEqual(2);
    const signIns = await widget(superUser, 'recentSignIns');
    expect(signIns.chart?.points).toHaveLength(14);
    expect(stat(signIns, 'Today')).toBeGreaterThanOrEqual(2);
    await t.db.insert(outbox).values({
      to: 'x@caduceus.test',
      subject: 'Welcome',
      text: 'hi',
      status: 'failed',
      lastError: 'mailbox unavailable',
    });
    const mail = await widget(superUser, 'outboxHealth');
    expect(stat(mail, 'Failed')).toBe(1);
    expect(mail.rows[0]).toMatchObject({ title: 'Welcome', tag: { text: 'Failed', tone: 'danger' } });
    expect(mail.rows[0].detail).toContain('mailbox unavailable');
  });

  it('declares the old calls it covers', async () => {
    const ops = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/dashboard'));
    expect(ops.flatMap((r) => r.specCalls).sort()).toEqual([
      'addUpdateDashboardOrder',
      'dbMaillog',
      'getDashboardBillSummary',
      'getDashboardOrder',
      'getPaidCountList',
      'getPaymentReport',
      'getRevenueReport',
      'getSemesterInvoiceDetails',
      'getStudentPaidCountList',
      'invoiceSemesterCountDetailedReport',
      'invoiceSemesterCountReport',
    ]);
  });
});
