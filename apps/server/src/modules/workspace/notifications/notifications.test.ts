import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { auditLog } from '../../../platform/db/tables.js';
import { createNotificationsService } from './notifications.service.js';

let t: TestApp;
let base: string;
const notifications = () => createNotificationsService(t.db);

beforeAll(async () => {
  t = await testApp({ config: { liveHeartbeatMs: 300 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

interface SseEvent {
  event: string;
  data: unknown;
}
/** A real HTTP connection to the stream, authenticated by the session cookie as a browser would be. */
function openStream(token: string) {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let buffer = '';
  let status = 0;
  const req = http.get(`${base}/api/notifications/stream`, {
    headers: { cookie: `caduceus_session=${token}`, accept: 'text/event-stream' },
  });
  const ready = new Promise<void>((resolve, reject) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
          waiters.splice(0).forEach((w) => w());
        }
      });
      res.on('end', () => {
        ended = true;
        waiters.splice(0).forEach((w) => w());
      });
      resolve();
    });
    req.on('error', reject);
  });
  const until = async (pred: () => boolean, ms = 3000) => {
    const stop = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > stop) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return {
    events,
    ready,
    until,
    status: () => status,
    ended: () => ended,
    next: async (event: string, after = 0) => {
      await until(() => events.slice(after).some((e) => e.event === event));
      return events.slice(after).find((e) => e.event === event)!;
    },
    close: () => req.destroy(),
  };
}

describe('per-user notifications', () => {
  it("lists only the user's own notifications, newest first, and marks them read", async () => {
    const { user: me, token } = await t.signIn();
    const { user: other, token: otherToken } = await t.signIn();
    await notifications().notify(t.db, {
      userId: me.id,
      type: 'INVOICE',
      title: 'Invoice INV-1 is due',
      link: '/student/details/invoice-payments/7',
    });
    await notifications().notify(t.db, {
      userId: me.id,
      type: 'TASK',
      title: '  Call the hospital  ',
      body: 'Before Friday',
      link: '/task/edit/3',
    });
    await notifications().notify(t.db, { userId: other.id, type: 'SURVEY', title: 'Graduation survey' });

    const list = (await t.call('GET', '/api/notifications', token)).json();
    expect(list.total).toBe(2);
    expect(list.unread).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title)).toEqual(['Call the hospital', 'Invoice INV-1 is due']);
    expect(list.items[0]).toMatchObject({ type: 'TASK', body: 'Before Friday', link: '/task/edit/3', read: false });

    // someone else's notification looks absent
    const othersId = (await t.call('GET', '/api/notifications', otherToken)).json().items[0].id;
    expect(
      (await t.call('PUT', `/api/notifications/${othersId}/read`, token, { body: { read: true } })).statusCode,
    ).toBe(404);

    const one = await t.call('PUT', `/api/notifications/${list.items[1].id}/read`, token, { body: { read: true } });
    expect(one.json()).toMatchObject({ id: list.items[1].id, read: true });
    expect((await t.call('GET', '/api/notifications?unread=true', token)).json()).toMatchObject({
      total: 1,
      unread: 1,
    });

    const all = await t.call('POST', '/api/notifications/read-all', token, { body: {} });
    expect(all.json()).toEqual({ marked: 1, unread: 0 });
    expect((await t.call('GET', '/api/notifications', otherToken)).json().unread).toBe(1);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, me.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'readAll', entity: 'notification' });
  });

  it('mark all read is audited every time: who, which notifications, up to which (even with nothing unread)', async () => {
    const { user, token } = await t.signIn();
    const readAlls = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'readAll')))
        .orderBy(asc(auditLog.id));
    expect((await t.call('POST', '/api/notifications/read-all', token, { body: {} })).json()).toEqual({
      marked: 0,
      unread: 0,
    });
    await notifications().notify(t.db, { userId: user.id, type: 'DOCUMENT', title: 'Transcript ready' });
    await notifications().notify(t.db, { userId: user.id, type: 'DOCUMENT', title: 'Diploma ready' });
    const ids = (await t.call('GET', '/api/notifications', token))
      .json()
      .items.map((i: { id: number }) => i.id)
      .sort((a: number, b: number) => a - b);
    expect((await t.call('POST', '/api/notifications/read-all', token, { body: { upTo: ids[1] } })).json()).toEqual({
      marked: 2,
      unread: 0,
    });
    const rows = await readAlls();
    expect(rows.map((r) => r.after)).toEqual([
      { marked: 0, ids: [], upTo: null },
      { marked: 2, ids, upTo: ids[1] },
    ]);
    expect(rows.every((r) => r.entity === 'notification' && r.ip)).toBe(true);
  });

  it('mark all read stops at the newest one the user saw', async () => {
    const { user, token } = await t.signIn();
    await notifications().notify(t.db, { userId: user.id, type: 'DOCUMENT', title: 'Passport uploaded' });
    const seen = (await t.call('GET', '/api/notifications', token)).json().items[0].id;
    await notifications().notify(t.db, { userId: user.id, type: 'INSURANCE', title: 'Insurance expires soon' });
    expect((await t.call('POST', '/api/notifications/read-all', token, { body: { upTo: seen } })).json()).toEqual({
      marked: 1,
      unread: 1,
    });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const { user, token } = await t.signIn();
    await expect(notifications().notify(t.db, { userId: user.id, type: 'MEMO', title: 'x' })).rejects.toMatchObject({
      status: 400,
      fields: { type: 'Unknown notification type' },
    });
    await expect(
      notifications().notify(t.db, { userId: user.id, type: 'TASK', title: 'x', link: 'https://evil.example/' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      notifications().notify(t.db, { userId: user.id, type: 'TASK', title: 'x', link: '//evil.example/' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(notifications().notify(t.db, { userId: user.id, type: 'TASK', title: '   ' })).rejects.toMatchObject({
      status: 400,
    });
    const bad = await t.call('PUT', '/api/notifications/1/read', token, { body: { read: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('read');
    expect((await t.call('GET', '/api/notifications?pageSize=7', token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/notifications', null)).statusCode).toBe(401);
  });

  it('a notification sent in a transaction that rolls back never exists', async () => {
    const { user, token } = await t.signIn();
    await expect(
      t.db.transaction(async (tx) => {
        await notifications().notify(tx, { userId: user.id, type: 'TASK', title: 'Never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.call('GET', '/api/notifications', token)).json().total).toBe(0);
  });
});

describe('the live stream (server-sent events over a real connection)', () => {
  it("pushes the signed-in user's new notifications when their transaction commits, and read changes", async () => {
    const { user, token } = await t.signIn();
    const { user: other } = await t.signIn();
    await notifications().notify(t.db, { userId: user.id, type: 'DOCUMENT', title: 'Earlier' });
    const s = openStream(token);
    await s.ready;
    expect(s.status()).toBe(200);
    expect((await s.next('ready')).data).toEqual({ unread: 1 });

    await notifications().notify(t.db, { userId: other.id, type: 'TASK', title: 'Not yours' });
    let committed = false;
    await t.db.transaction(async (tx) => {
      await notifications().notify(tx, {
        userId: user.id,
        type: 'TASK',
        title: 'Review the rotation list',
        link: '/task/edit/9',
      });
      await new Promise((r) => setTimeout(r, 200));
      // not pushed before the commit
      expect(s.events.some((e) => e.event === 'notification')).toBe(false);
      committed = true;
    });
    const pushed = await s.next('notification');
    expect(committed).toBe(true);
    expect(pushed.data).toMatchObject({
      unread: 2,
      notification: { type: 'TASK', title: 'Review the rotation list', link: '/task/edit/9', read: false },
    });
    expect(s.events.filter((e) => e.event === 'notification')).toHaveLength(1); // not the other user's

    const n = s.events.length;
    expect((await t.call('POST', '/api/notifications/read-all', token, { body: {} })).statusCode).toBe(200);
    expect((await s.next('read', n)).data).toEqual({ unread: 0 });
    s.close();
  });

  it('needs a session, and ends when the session does', async () => {
    const anon = await fetch(`${base}/api/notifications/stream`, { headers: { accept: 'text/event-stream' } });
    expect(anon.status).toBe(401);
    // a client that does not ask for an event stream is not left hanging on one
    const plain = await t.call('GET', '/api/notifications/stream', (await t.signIn()).token);
    expect(plain.statusCode).toBe(406);

    const { token } = await t.signIn({ roleId: ROLE.superAdmin });
    const s = openStream(token);
    await s.ready;
    await s.next('ready');
    const out = await t.call('POST', '/api/auth/logout', token, { body: {} });
    expect(out.statusCode).toBe(200);
    await s.until(() => s.ended());
    expect(s.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session' } });
  });
});

describe('top-bar counts', () => {
  it('answers the counts the user may see (the registered ones; nothing waits in a fresh database)', async () => {
    const { token } = await t.signIn({ roleId: ROLE.superUser });
    const res = await t.call('GET', '/api/notifications/counts', token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { key: string; count: number; link: string }[]; total: number };
    expect(body.items.map((e) => e.key)).toEqual(
      expect.arrayContaining(['unAssignedLeadCount', 'unverfiedDocumentCount']),
    );
    expect(body.items.find((e) => e.key === 'unverfiedDocumentCount')).toMatchObject({
      count: 0,
      link: '/lead/notifications/documents',
    });
    expect(body.total).toBe(body.items.reduce((n, e) => n + e.count, 0));
    expect((await t.call('GET', '/api/notifications/counts', null)).statusCode).toBe(401);
  });
});
