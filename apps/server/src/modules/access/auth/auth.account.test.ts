import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { DEMO_PASSWORD, linkIn, nextIp, recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { makeUser } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';

/**
 * The account's own safety: changing one's email (current password, a link to the new address, no
 * hint of who else is registered), forgot-password doing the same work for any name, and audit rows
 * for every link issued (never the token).
 */
let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await testApp({ smtp: true });
  su = (await t.signIn({ username: 'keeper', roleId: ROLE.superUser })).token;
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
const profile = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/me/profile', token, { body: { firstName: 'Test', lastName: 'User', ...body } });
const confirm = (token: string, linkToken: string | null) =>
  t.call('POST', '/api/me/email/confirm', token, { body: { token: linkToken } });
const trail = async (id: number) =>
  (await t.call('GET', `/api/admin/audit?entity=user&entityId=${id}&pageSize=100`, su)).json().items as {
    action: string;
    actorId: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe("changing one's own email", () => {
  it('needs the current password, then changes only once the link mailed to the new address is opened', async () => {
    const { user, token } = await t.signIn({ username: 'mover', email: 'mover@school.test', firstName: 'Mo' });

    const bare = await profile(token, { firstName: 'Moe', email: 'mover@new.test' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ currentPassword: 'Enter your current password to change your email' });
    const wrong = await profile(token, { firstName: 'Moe', email: 'mover@new.test', currentPassword: 'Wrong#pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'The current password is wrong' });
    // nothing was saved by the refused requests
    expect((await t.call('GET', '/api/me/profile', token)).json()).toMatchObject({
      firstName: 'Mo',
      email: 'mover@school.test',
      pendingEmail: null,
    });

    const asked = await profile(token, { firstName: 'Moe', email: 'mover@new.test', currentPassword: DEMO_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      firstName: 'Moe',
      email: 'mover@school.test',
      pendingEmail: 'mover@new.test',
    });

    const [mail] = (await t.deliverMail()).filter((m) => recipient(m) === 'mover@new.test');
    expect(mail.subject).toBe('Confirm your new Caduceus email address');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://caduceus.test/settings/user/profile');
    const linkToken = link.searchParams.get('token');

    // the link is this account's: another signed-in user cannot use it
    const other = await t.signIn({ username: 'bystander2' });
    expect((await confirm(other.token, linkToken)).statusCode).toBe(400);

    const done = await confirm(token, linkToken);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: 'mover@new.test', pendingEmail: null });
    expect((await confirm(token, linkToken)).statusCode).toBe(400);
    // the old address hears of it, and the new one signs in
    const told = (await t.deliverMail()).filter((m) => recipient(m) === 'mover@school.test');
    expect(told.map((m) => m.subject)).toEqual(['Your Caduceus email address was changed']);
    expect(
      (
        await t.call('POST', '/api/auth/login', null, {
          body: { username: 'mover@new.test', password: DEMO_PASSWORD },
          remoteAddress: nextIp(),
        })
      ).statusCode,
    ).toBe(200);

    const rows = await trail(user.id);
    expect(rows.find((r) => r.action === 'request_email_change')).toMatchObject({
      actorId: user.id,
      before: { email: 'mover@school.test' },
      after: { email: 'mover@new.test' },
    });
    expect(rows.find((r) => r.action === 'change_email')).toMatchObject({
      actorId: user.id,
      before: { email: 'mover@school.test' },
      after: { email: 'mover@new.test' },
    });
    expect(JSON.stringify(rows)).not.toContain(linkToken);
  });

  it("answers another account's address exactly like a free one; its owner is told, and no link can take it", async () => {
    const owner = await makeUser(t.db, { username: 'bob@school.test', email: 'bob.real@school.test' });
    const { token } = await t.signIn({ username: 'mallory', email: 'mallory@school.test' });
    const { token: honest } = await t.signIn({ username: 'honest', email: 'honest@school.test' });
    const outboxBefore = await count('outbox');

    const taken = await profile(token, { email: 'bob@school.test', currentPassword: DEMO_PASSWORD });
    const free = await profile(honest, { email: 'honest@new.test', currentPassword: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(200);
    const shape = (b: Record<string, unknown>) => Object.keys(b).sort();
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json()).toMatchObject({ email: 'mallory@school.test', pendingEmail: 'bob@school.test' });
    expect(free.json()).toMatchObject({ email: 'honest@school.test', pendingEmail: 'honest@new.test' });
    // the same work: one mail each
    expect(await count('outbox')).toBe(outboxBefore + 2);

    const mails = await t.deliverMail();
    const notice = mails.find((m) => recipient(m) === 'bob@school.test')!;
    expect(notice.subject).toBe('Your email address on Caduceus');
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.text).not.toContain('mallory');
    // the address stays its owner's
    expect(
      (
        await t.call('POST', '/api/auth/login', null, {
          body: { username: 'bob@school.test', password: DEMO_PASSWORD },
          remoteAddress: nextIp(),
        })
      ).json().user.id,
    ).toBe(owner.id);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const { token } = await t.signIn({ username: 'slowpoke', email: 'slowpoke@school.test' });
    expect((await profile(token, { email: 'contested@school.test', currentPassword: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const link = linkIn((await t.deliverMail()).find((m) => recipient(m) === 'contested@school.test')!);
    await makeUser(t.db, { username: 'quicker', email: 'contested@school.test' });
    const res = await confirm(token, link.searchParams.get('token'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('token');
    expect((await t.call('GET', '/api/me/profile', token)).json().email).toBe('slowpoke@school.test');
  });

  it('a password change voids a pending email change', async () => {
    const { token } = await t.signIn({ username: 'careful', email: 'careful@school.test' });
    expect((await profile(token, { email: 'careful@new.test', currentPassword: DEMO_PASSWORD })).statusCode).toBe(200);
    const link = linkIn((await t.deliverMail()).find((m) => recipient(m) === 'careful@new.test')!);
    expect(
      (
        await t.call('POST', '/api/me/password', token, {
          body: { currentPassword: DEMO_PASSWORD, password: 'Careful#New1', confirmPassword: 'Careful#New1' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await confirm(token, link.searchParams.get('token'))).statusCode).toBe(400);
    expect((await t.call('GET', '/api/me/profile', token)).json()).toMatchObject({
      email: 'careful@school.test',
      pendingEmail: null,
    });
  });
});

describe('forgot password', () => {
  /** The statements the database ran while `run` was under way. */
  async function statementsOf(run: () => Promise<unknown>) {
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    const seen: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      seen.push(typeof q === 'string' ? q : String(q?.text));
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return seen;
  }

  it('does the same work for an existing and an unknown account: it only records the request', async () => {
    const u = await makeUser(t.db, { username: 'forgetme', email: 'forgetme@school.test' });
    const tokensBefore = await count('password_tokens');
    const outboxBefore = await count('outbox');
    const ask = (username: string) =>
      t.call('POST', '/api/auth/forgot-password', null, { body: { username }, remoteAddress: nextIp() });

    let known: Awaited<ReturnType<typeof ask>> | undefined;
    let unknown: Awaited<ReturnType<typeof ask>> | undefined;
    const forKnown = await statementsOf(async () => {
      known = await ask('forgetme');
    });
    const forUnknown = await statementsOf(async () => {
      unknown = await ask('no-such-person');
    });
    expect(known!.statusCode).toBe(200);
    expect(unknown!.statusCode).toBe(200);
    expect(known!.body).toBe(unknown!.body);
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.join('\n')).not.toMatch(/"users"|password_tokens|outbox/);

    const waiting = rowsOf<{ login: string }>(
      await t.db.execute(sql`select login from password_reset_requests order by id`),
    ).map((r) => r.login);
    expect(waiting).toEqual(['forgetme', 'no-such-person']);
    expect(await count('password_tokens')).toBe(tokensBefore);
    expect(await count('outbox')).toBe(outboxBefore);

    // the outbox job turns the requests into a link for the existing account only, and audits it
    const mails = await t.deliverMail();
    expect(mails.map(recipient)).toEqual(['forgetme@school.test']);
    expect(await count('password_reset_requests')).toBe(0);
    const token = linkIn(mails[0]).searchParams.get('token')!;
    const rows = (await trail(u.id)).filter((r) => r.action === 'forgot_password');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, after: { purpose: 'reset', email: 'forgetme@school.test' } });
    expect(JSON.stringify(rows)).not.toContain(token);
    const [audited] = rowsOf<{ ip: string | null; request_id: string | null }>(
      await t.db.execute(
        sql`select ip, request_id from audit_log where action = 'forgot_password' and entity_id = ${String(u.id)}`,
      ),
    );
    expect(audited.ip).toMatch(/^10\./);
    expect(audited.request_id).toBeTruthy();
  });
});

describe('control characters in the sign-in forms', () => {
  it('are a 400 with the field named, never a 500', async () => {
    const nul = await t.call('POST', '/api/auth/login', null, {
      body: { username: 'a\u0000b', password: 'x' },
      remoteAddress: nextIp(),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toHaveProperty('username');
    const esc = await t.call('POST', '/api/auth/forgot-password', null, {
      body: { username: 'x\u001by@school.test' },
      remoteAddress: nextIp(),
    });
    expect(esc.statusCode).toBe(400);
    expect(esc.json().error.fields).toHaveProperty('username');
    expect(await count('password_reset_requests')).toBe(0);
  });
});
