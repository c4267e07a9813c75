import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { DEMO_PASSWORD, linkIn, nextIp, testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';

/**
 * Every write leaves an audit row: who (actor), what (action, entity, id), before and after; and
 * never a password hash, a password or a token.
 */
let t: TestApp;
let su: string;
let suId: number;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const secrets: string[] = [DEMO_PASSWORD];

interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
/** The audit rows of one entity, newest first, through the API. */
async function trail(entity: string, entityId: string | number): Promise<AuditRow[]> {
  const res = await t.call('GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}&pageSize=100`, su);
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
const ok = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body);
};

beforeAll(async () => {
  t = await testApp({ smtp: true });
  const s = await t.signIn({ username: 'auditor', firstName: 'Audrey', lastName: 'Tor', roleId: ROLE.superUser });
  su = s.token;
  suId = s.user.id;
});
afterAll(async () => {
  await t?.close();
});

describe('audit trail', () => {
  it('records group, rights, menu and component writes with actor, before and after', async () => {
    const g = ok(await t.call('POST', '/api/admin/groups', su, { body: { name: 'Audited Group' } }), 201);
    ok(
      await t.call('PUT', `/api/admin/groups/${g.id}`, su, {
        body: { name: 'Audited Group 2', description: 'renamed' },
      }),
    );
    const lead = (ok(await t.call('GET', '/api/admin/menus', su)).items as { id: number; key: string }[]).find(
      (m) => m.key === 'lead',
    )!;
    ok(
      await t.call('PUT', `/api/admin/groups/${g.id}/rights`, su, {
        body: { rights: [{ kind: 'menu', targetId: lead.id, mode: 2 }] },
      }),
    );
    ok(await t.call('DELETE', `/api/admin/groups/${g.id}`, su));

    const rows = await trail('access_group', g.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update_rights', 'update', 'create']);
    for (const r of rows) expect(r).toMatchObject({ actorId: suId, actorName: 'Audrey Tor', entityId: String(g.id) });
    const [del, rights, upd, create] = rows;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ id: g.id, name: 'Audited Group' });
    expect(upd.before).toMatchObject({ name: 'Audited Group' });
    expect(upd.after).toMatchObject({ name: 'Audited Group 2', description: 'renamed' });
    expect(rights.after).toEqual({ rights: [{ kind: 'menu', targetId: lead.id, mode: 3 }] });
    expect(del.before).toMatchObject({ name: 'Audited Group 2' });
    expect(del.after).toBeNull();

    const m = ok(
      await t.call('POST', '/api/admin/menus', su, {
        body: { key: 'audit.menu', name: 'a', title: 'Audit', link: '/audit' },
      }),
      201,
    );
    ok(
      await t.call('PUT', `/api/admin/menus/${m.id}`, su, {
        body: { key: 'audit.menu', name: 'a', title: 'Audit 2', link: '/audit' },
      }),
    );
    ok(await t.call('DELETE', `/api/admin/menus/${m.id}`, su));
    const menuRows = await trail('menu', m.id);
    expect(menuRows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(menuRows[1]).toMatchObject({ before: { title: 'Audit' }, after: { title: 'Audit 2' } });

    const c = ok(await t.call('POST', '/api/admin/components', su, { body: { key: 'auditComp', name: 'Audit' } }), 201);
    ok(await t.call('PUT', `/api/admin/components/${c.id}`, su, { body: { key: 'auditComp', name: 'Audit 2' } }));
    ok(await t.call('DELETE', `/api/admin/components/${c.id}`, su));
    expect((await trail('component', c.id)).map((r) => [r.action, r.actorId])).toEqual([
      ['delete', suId],
      ['update', suId],
      ['create', suId],
    ]);
  });

  it('records user writes without the password hash', async () => {
    const u = ok(
      await t.call('POST', '/api/admin/users', su, {
        body: {
          username: 'audited',
          firstName: 'Aud',
          lastName: 'Ited',
          email: 'audited@school.test',
          userType: 'Staff',
        },
      }),
      201,
    );
    const [welcome] = await t.deliverMail();
    const token = linkIn(welcome).searchParams.get('token')!;
    secrets.push(token, 'Audit_pass1', 'Audit_pass2');
    ok(
      await t.call('POST', '/api/auth/reset-password', null, {
        body: { token, password: 'Audit_pass1', confirmPassword: 'Audit_pass1' },
      }),
    );
    ok(
      await t.call('PUT', `/api/admin/users/${u.id}`, su, {
        body: {
          username: 'audited',
          firstName: 'Audie',
          lastName: 'Ited',
          email: 'audited@school.test',
          userType: 'Staff',
        },
      }),
    );
    ok(await t.call('PUT', `/api/admin/users/${u.id}/rights`, su, { body: { rights: [] } }));

    const login = ok(
      await t.call('POST', '/api/auth/login', null, {
        body: { username: 'audited', password: 'Audit_pass1' },
        remoteAddress: nextIp(),
      }),
    );
    secrets.push(login.token);
    ok(
      await t.call('PUT', '/api/me/profile', login.token, {
        body: { firstName: 'Audie', lastName: 'Edit', email: 'audie@school.test', currentPassword: 'Audit_pass1' },
      }),
    );
    ok(await t.call('PUT', '/api/me/signature', login.token, { body: { image: PNG } }));
    ok(
      await t.call('POST', '/api/me/password', login.token, {
        body: { currentPassword: 'Audit_pass1', password: 'Audit_pass2', confirmPassword: 'Audit_pass2' },
      }),
    );
    ok(await t.call('POST', `/api/admin/users/${u.id}/send-password-reset`, su));
    ok(await t.call('DELETE', `/api/admin/sessions/${login.user.sessionId}`, su));
    ok(await t.call('POST', `/api/admin/users/${u.id}/deactivate`, su));
    ok(await t.call('POST', `/api/admin/users/${u.id}/activate`, su));

    const rows = await trail('user', u.id);
    expect(rows.map((r) => [r.action, r.actorId]).reverse()).toEqual([
      ['create', suId],
      ['send_credentials', suId],
      ['reset_password', null],
      ['update', suId],
      ['update_rights', suId],
      ['update_profile', u.id],
      ['request_email_change', u.id],
      ['save_signature', u.id],
      ['change_password', u.id],
      ['send_password_reset', suId],
      ['deactivate', suId],
      ['activate', suId],
    ]);
    const by = (action: string) => rows.find((r) => r.action === action)!;
    expect(by('create').after).toMatchObject({ username: 'audited', passwordHash: '[redacted]' });
    expect(by('update')).toMatchObject({
      before: { firstName: 'Aud', passwordHash: '[redacted]' },
      after: { firstName: 'Audie', passwordHash: '[redacted]' },
    });
    // another email waits for the link mailed to it; the request is audited on its own
    expect(by('update_profile')).toMatchObject({
      before: { lastName: 'Ited', email: 'audited@school.test' },
      after: { lastName: 'Edit', email: 'audited@school.test' },
    });
    expect(by('request_email_change')).toMatchObject({
      before: { email: 'audited@school.test' },
      after: { email: 'audie@school.test' },
    });
    expect(by('save_signature').after).toEqual({ bytes: expect.any(Number), type: 'png' });
    expect(by('deactivate')).toMatchObject({ before: { active: true }, after: { active: false } });

    const sessionRows = await trail('session', login.user.sessionId);
    expect(sessionRows.map((r) => [r.action, r.actorId])).toEqual([
      ['end_session', suId],
      ['login', u.id],
    ]);
    expect(sessionRows[0].after).toEqual({ userId: u.id });
  });

  it('records sign-out', async () => {
    const { user, token } = await t.signIn({ username: 'byebye' });
    const sessionId = ok(await t.call('GET', '/api/auth/me', token)).user.sessionId;
    ok(await t.call('POST', '/api/auth/logout', token));
    expect((await trail('session', sessionId)).map((r) => [r.action, r.actorId])).toEqual([
      ['logout', user.id],
      ['login', user.id],
    ]);
  });

  it('never holds a password hash, a password, a token or a signature image', async () => {
    const all = rowsOf<{ before: unknown; after: unknown; request_id: string | null }>(
      await t.db.execute(sql`select before, after, request_id from audit_log`),
    );
    expect(all.length).toBeGreaterThan(20);
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain('iVBORw0KGgo');
    for (const s of secrets) expect(text).not.toContain(s);
    // every row written during a request names that request
    const anonymous = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from audit_log where request_id is null and actor_id is not null and action <> 'login'`,
      ),
    );
    expect(anonymous[0].n).toBe(0);
  });

  it('is readable by the super user only', async () => {
    const { token } = await t.signIn({ username: 'snoop', roleId: ROLE.superAdmin });
    expect((await t.call('GET', '/api/admin/audit', token)).statusCode).toBe(403);
  });
});
