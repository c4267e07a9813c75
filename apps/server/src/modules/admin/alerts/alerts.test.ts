import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { buildApp } from '../../../app.js';
import { grantMenus, makeGroup, makeUser } from '../../../factories/index.js';
import { users } from '../../access/tables.js';
import { outbox } from '../../../platform/db/tables.js';
import { refRows } from '../../reference/tables.js';

let t: TestApp;
let su: string;
/** the app's clock: tests move it */
let now = new Date();
let templateId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-alerts-'));

beforeAll(async () => {
  t = await testApp({ smtp: true, clock: () => now, config: { dataDir } });
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  const [row] = await t.db
    .insert(refRows)
    .values({
      tableKey: 'email-template',
      label: 'Alert Report',
      uniqueKey: 'alert report',
      data: {
        name: 'Alert Report',
        module: 'alert',
        subject: '{{alertName}}: {{count}} on {{date}}',
        body: 'Hello,\n\nSince {{since}}:\n{{rows}}',
      },
    })
    .returning({ id: refRows.id });
  templateId = row.id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rule = (v: Record<string, unknown> = {}) => ({
  name: `Alert ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'scheduled',
  frequency: 'Daily',
  time: '07:00',
  templateId,
  source: 'none',
  recipientUserIds: [],
  recipientEmails: ['ops@school.test'],
  active: true,
  ...v,
});
const create = async (v: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/admin/alerts', su, { body: rule(v) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const sentWith = async (subjectStart: string) =>
  (await t.db.select().from(outbox)).filter((m) => m.subject.startsWith(subjectStart));

describe('scheduled alerts', () => {
  it('a Daily alert at 07:00 does not send at 06:59, sends once at 07:00 through the outbox, logs its run and moves to the next day', async () => {
    now = new Date();
    const reader = await makeUser(t.db, { firstName: 'Ana <b>', lastName: 'Reader', email: 'ana.reader@school.test' });
    const a = await create({
      name: 'Daily accounts',
      source: 'new-users',
      recipientUserIds: [reader.id],
      recipientEmails: ['ops@school.test'],
    });
    const first = new Date(a.nextRunAt);
    expect(first > now && first.getTime() - now.getTime() <= 86_400_000).toBe(true);
    expect(first.toISOString()).toMatch(/T07:00:00\.000Z$/);
    expect(a).toMatchObject({
      frequency: 'Daily',
      time: '07:00',
      recipientUsers: [{ id: reader.id, name: 'Ana <b> Reader', active: true }],
      templateName: 'Alert Report',
      sourceLabel: 'New accounts',
      lastRun: null,
    });

    now = new Date(first.getTime() - 60_000); // 06:59
    await t.app.jobs.run('alerts');
    expect(await sentWith('Daily accounts')).toEqual([]);

    now = first; // 07:00
    await t.app.jobs.run('alerts');
    const mails = (await t.deliverMail()).filter((m) => m.subject?.startsWith('Daily accounts'));
    expect(mails.map(recipient).sort()).toEqual(['ana.reader@school.test', 'ops@school.test']);
    const mail = mails[0];
    expect(mail.text).toContain('- Ana <b> Reader (');
    expect(mail.html).toContain('Ana &lt;b&gt; Reader');
    expect(mail.html).not.toContain('<b> Reader');

    await t.app.jobs.run('alerts'); // the same minute again: nothing more
    expect(await sentWith('Daily accounts')).toHaveLength(2);

    const runs = (await t.call('GET', `/api/admin/alert-runs?alertId=${a.id}`, su)).json();
    expect(runs.total).toBe(1);
    expect(runs.items[0]).toMatchObject({
      alertId: a.id,
      trigger: 'schedule',
      title: 'Daily accounts',
      status: 'ok',
      recipientCount: 2,
      triggeredBy: null,
      startedAt: first.toISOString(),
    });
    const after = (await t.call('GET', `/api/admin/alerts/${a.id}`, su)).json();
    expect(after.lastRunAt).toBe(first.toISOString());
    expect(after.nextRunAt).toBe(new Date(first.getTime() + 86_400_000).toISOString());
    expect(after.lastRun).toMatchObject({ status: 'ok' });
  });

  it('two job runs at once (two instances on one database) send once', async () => {
    const a = await create({ name: 'Concurrent digest', time: '13:30' });
    now = new Date(a.nextRunAt);
    const other = await buildApp({ config: t.config, database: t.database, logger: false, clock: () => now });
    try {
      await Promise.all([
        t.app.jobs.run('alerts'),
        other.jobs.run('alerts'),
        t.app.jobs.run('alerts'),
        other.jobs.run('alerts'),
      ]);
    } finally {
      await other.close();
    }
    expect(await sentWith('Concurrent digest')).toHaveLength(1);
    expect((await t.call('GET', `/api/admin/alert-runs?alertId=${a.id}`, su)).json().total).toBe(1);
  });

  it('logs a failed run when nobody active is left to receive it, and sends nothing', async () => {
    const gone = await makeUser(t.db, {});
    const a = await create({ name: 'Orphan alert', time: '15:45', recipientUserIds: [gone.id], recipientEmails: [] });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    now = new Date(a.nextRunAt);
    await t.app.jobs.run('alerts');
    expect(await sentWith('Orphan alert')).toEqual([]);
    const runs = (await t.call('GET', `/api/admin/alert-runs?alertId=${a.id}&status=failed`, su)).json();
    expect(runs.items).toMatchObject([
      { status: 'failed', summary: 'No active recipient: nothing was sent', recipientCount: 0 },
    ]);
  });
});

describe('alert configuration', () => {
  it('refuses bad input with field errors', async () => {
    const weekly = await t.call('POST', '/api/admin/alerts', su, { body: rule({ frequency: 'Weekly' }) });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().error.fields).toEqual({ dayOfWeek: 'Choose a day of the week' });
    const monthly = await t.call('POST', '/api/admin/alerts', su, {
      body: rule({ frequency: 'Monthly', dayOfMonth: 31, time: '25:00' }),
    });
    expect(monthly.statusCode).toBe(400);
    expect(Object.keys(monthly.json().error.fields).sort()).toEqual(['dayOfMonth', 'time']);
    const refs = await t.call('POST', '/api/admin/alerts', su, {
      body: rule({ templateId: 999999, source: 'nothing-here', recipientUserIds: [999999] }),
    });
    expect(refs.statusCode).toBe(400);
    expect(Object.keys(refs.json().error.fields).sort()).toEqual(['recipientUserIds', 'source', 'templateId']);
    await create({ name: 'Unique name' });
    const dup = await t.call('POST', '/api/admin/alerts', su, { body: rule({ name: 'UNIQUE NAME' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'An alert with this name exists' });
  });

  it('keeps only the fields the frequency uses, reschedules on change, audits every write, lists with search and paging', async () => {
    now = new Date('2030-05-01T10:00:00Z'); // a Wednesday
    const a = await create({
      name: 'Weekly report',
      frequency: 'Weekly',
      dayOfWeek: 'Friday',
      dayOfMonth: 12,
      time: '08:00',
    });
    expect(a).toMatchObject({ dayOfWeek: 'Friday', dayOfMonth: null, nextRunAt: '2030-05-03T08:00:00.000Z' });
    const upd = await t.call('PUT', `/api/admin/alerts/${a.id}`, su, {
      body: rule({ name: 'Weekly report', frequency: 'Monthly', dayOfWeek: 'Friday', dayOfMonth: 1, time: '06:00' }),
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      frequency: 'Monthly',
      dayOfWeek: null,
      dayOfMonth: 1,
      nextRunAt: '2030-06-01T06:00:00.000Z',
    });
    const off = await t.call('PUT', `/api/admin/alerts/${a.id}`, su, {
      body: rule({ name: 'Weekly report', frequency: 'Monthly', dayOfMonth: 1, time: '06:00', active: false }),
    });
    expect(off.json()).toMatchObject({ active: false, nextRunAt: null });

    const list = (await t.call('GET', '/api/admin/alerts?q=weekly%20rep&pageSize=25', su)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.items[0].id).toBe(a.id);
    expect(
      (await t.call('GET', '/api/admin/alerts?active=false&kind=scheduled', su))
        .json()
        .items.map((i: { id: number }) => i.id),
    ).toContain(a.id);

    expect((await t.call('DELETE', `/api/admin/alerts/${a.id}`, su)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/alerts/${a.id}`, su)).statusCode).toBe(404);
    const trail = (await t.call('GET', `/api/admin/audit?entity=alert&entityId=${a.id}`, su)).json();
    expect(trail.items.map((i: { action: string }) => i.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it("is the super user's: a super admin and a group granted the entry get 403, a stranger 401", async () => {
    const admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    expect((await t.call('GET', '/api/admin/alerts', admin)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/alerts', admin, { body: rule() })).statusCode).toBe(403);
    const g = await makeGroup(t.db, {});
    await grantMenus(t.db, g.id, { '/admin/alert/configuration': 15 });
    const staff = (await t.signIn({ groupId: g.id })).token;
    expect((await t.call('GET', '/api/admin/alerts', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/alerts')).statusCode).toBe(401);
  });
});

describe('on-demand triggers', () => {
  it('the Atrium transfer writes the active accounts to a CSV file and says where', async () => {
    await makeUser(t.db, { firstName: 'Comma, "Quoted"', lastName: 'Person' });
    await makeUser(t.db, { active: false });
    now = new Date('2030-06-01T12:00:00Z');
    const list = (await t.call('GET', '/api/admin/triggers', su)).json();
    expect(list.items[0]).toMatchObject({ name: 'atrium-transfer', kind: 'transfer', lastRun: null });

    const res = await t.call('POST', '/api/admin/triggers/atrium-transfer/run', su);
    expect(res.statusCode, res.body).toBe(200);
    const file = path.join(dataDir, 'transfers', 'atrium-2030-06-01T12-00-00-000Z.csv');
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.active, true));
    expect(res.json()).toMatchObject({
      trigger: 'atrium-transfer',
      status: 'ok',
      itemCount: Number(n),
      summary: `Wrote ${n} active accounts to ${file}`,
    });
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Id,Username,Name,Email,User Type,Group');
    expect(lines).toHaveLength(Number(n) + 1);
    expect(lines.some((l) => l.includes('"Comma, ""Quoted"" Person"'))).toBe(true);
    expect((await t.call('GET', '/api/admin/triggers', su)).json().items[0].lastRun).toMatchObject({
      id: res.json().id,
      status: 'ok',
    });
    expect((await t.call('POST', '/api/admin/triggers/nothing/run', su)).statusCode).toBe(404);
  });

  it('runs an on-demand alert from its trigger; reading the triggers is not running them', async () => {
    const a = await create({
      name: 'On demand ping',
      kind: 'onDemand',
      frequency: null,
      time: null,
      recipientEmails: ['ping@school.test'],
    });
    expect(a).toMatchObject({ kind: 'onDemand', frequency: null, time: null, nextRunAt: null });
    const g = await makeGroup(t.db, {});
    await grantMenus(t.db, g.id, { '/admin/on-demand-trigger': 1 });
    const reader = (await t.signIn({ groupId: g.id })).token;
    const triggers = (await t.call('GET', '/api/admin/triggers', reader)).json().items;
    expect(triggers.find((x: { alertId: number }) => x.alertId === a.id)).toMatchObject({
      name: `alert-${a.id}`,
      kind: 'alert',
      label: 'On demand ping',
    });
    expect((await t.call('POST', `/api/admin/triggers/alert-${a.id}/run`, reader)).statusCode).toBe(403);

    const run = await t.call('POST', `/api/admin/triggers/alert-${a.id}/run`, su);
    expect(run.json()).toMatchObject({ alertId: a.id, trigger: `alert-${a.id}`, status: 'ok', recipientCount: 1 });
    expect((await t.deliverMail()).map(recipient)).toContain('ping@school.test');
  });
});

describe("HR's alert screens", () => {
  it('HR lists scheduled and on-demand alerts, changes recipients, time and active, and runs an on-demand alert', async () => {
    const sched = await create({ name: 'HR digest', time: '09:00' });
    const onDemand = await create({ name: 'HR on demand', kind: 'onDemand', frequency: null, time: null });
    const hrGroup = await makeGroup(t.db, {});
    await grantMenus(t.db, hrGroup.id, { '/employee/list': 7 });
    const hr = (await t.signIn({ groupId: hrGroup.id })).token;
    const viewers = await makeGroup(t.db, {});
    await grantMenus(t.db, viewers.id, { '/employee/list': 1 });
    const viewer = (await t.signIn({ groupId: viewers.id })).token;

    const mail = (await t.call('GET', '/api/employee/alerts/mail?pageSize=100', viewer)).json();
    expect(mail.items.every((i: { kind: string }) => i.kind === 'scheduled')).toBe(true);
    expect(mail.items.map((i: { id: number }) => i.id)).toContain(sched.id);
    expect(
      (await t.call('GET', '/api/employee/alerts/on-demand?pageSize=100', viewer))
        .json()
        .items.map((i: { id: number }) => i.id),
    ).toEqual(expect.arrayContaining([onDemand.id]));

    const body = { recipientUserIds: [], recipientEmails: ['hr.team@school.test'], time: '10:15', active: true };
    expect((await t.call('PUT', `/api/employee/alerts/${sched.id}/config`, viewer, { body })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/employee/alerts/${onDemand.id}/run`, viewer)).statusCode).toBe(403);
    const changed = await t.call('PUT', `/api/employee/alerts/${sched.id}/config`, hr, { body });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      recipientEmails: ['hr.team@school.test'],
      time: '10:15',
      name: 'HR digest',
      templateId,
    });
    expect(changed.json().nextRunAt).toMatch(/T10:15:00\.000Z$/);
    const none = await t.call('PUT', `/api/employee/alerts/${sched.id}/config`, hr, {
      body: { ...body, recipientEmails: [] },
    });
    expect(none.json().error.fields).toEqual({ recipientUserIds: 'Add at least one recipient' });
    const noTime = await t.call('PUT', `/api/employee/alerts/${sched.id}/config`, hr, {
      body: { ...body, time: null },
    });
    expect(noTime.json().error.fields).toEqual({ time: 'Choose the time of day' });

    const ran = await t.call('POST', `/api/employee/alerts/${onDemand.id}/run`, hr);
    expect(ran.json()).toMatchObject({
      status: 'ok',
      trigger: `alert-${onDemand.id}`,
      triggeredBy: expect.any(Number),
    });
    expect((await t.call('POST', `/api/employee/alerts/${sched.id}/run`, hr)).statusCode).toBe(422);
    // HR cannot reach the super user's configuration
    expect((await t.call('GET', '/api/admin/alerts', hr)).statusCode).toBe(403);
    const trail = (await t.call('GET', `/api/admin/audit?entity=alert&entityId=${sched.id}`, su)).json();
    expect(trail.items[0]).toMatchObject({ action: 'configure' });
  });
});
