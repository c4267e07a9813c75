import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, nextIp, recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { loadLoginLimits } from '../../../config.js';
import { makeUser } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';

/**
 * Sign-in throttling (auth.throttle.ts): a tight limit per account and address pair, a loose one per
 * address, a short doubling delay per account that addresses the owner signed in from skip, and an
 * email to the owner after repeated failures. Time is moved by dating the marks back, not by waiting.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ smtp: true });
});
afterAll(async () => {
  await t?.close();
});

const LIMITS = loadLoginLimits({});
const WRONG = 'Wrong#pass1';
const login = (username: string, password: string, remoteAddress: string) =>
  t.call('POST', '/api/auth/login', null, { body: { username, password }, remoteAddress });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** Dates the account's failure marks `secondsAgo` back (all of them at that moment). */
const dateFailures = (userId: number, secondsAgo: number) =>
  t.db.execute(
    sql`update login_failures set at = now() - make_interval(secs => ${secondsAgo}) where key = ${`user:${userId}`}`,
  );
const addFailures = (userId: number, n: number, secondsAgo: number) =>
  t.db.execute(
    sql`insert into login_failures (key, at) select ${`user:${userId}`}, now() - make_interval(secs => ${secondsAgo}) from generate_series(1, ${n})`,
  );

describe('the account: a short delay that doubles, never a lock', () => {
  it('after the free failures each attempt waits 1 s, 2 s, 4 s... (capped), and a success starts over', async () => {
    const u = await makeUser(t.db, { username: 'slowdown' });
    for (let i = 0; i < LIMITS.accountFreeFailures; i++)
      expect((await login('slowdown', WRONG, nextIp())).statusCode).toBe(401);

    for (const wait of [1, 2, 4]) {
      await dateFailures(u.id, 0);
      const early = await login('slowdown', DEMO_PASSWORD, nextIp());
      expect(early.statusCode).toBe(429);
      expect(early.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(retryAfter(early)).toBe(wait);
      expect(early.json().error.message).toMatch(new RegExp(`wait ${wait} seconds?`));
      // once that time has passed, the attempt is checked (and this one fails again)
      await dateFailures(u.id, wait + 0.5);
      expect((await login('slowdown', WRONG, nextIp())).statusCode).toBe(401);
    }

    // hammering does not lengthen it: a refused attempt leaves no mark
    await dateFailures(u.id, 0);
    for (let i = 0; i < 5; i++) expect((await login('slowdown', WRONG, nextIp())).statusCode).toBe(429);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from login_failures where key = ${`user:${u.id}`}`),
    );
    expect(n).toBe(LIMITS.accountFreeFailures + 3);

    // the wait is capped
    await addFailures(u.id, 30, 0);
    expect(retryAfter(await login('slowdown', DEMO_PASSWORD, nextIp()))).toBe(LIMITS.accountMaxDelaySeconds);

    // after it, the right password signs in, and the account starts over
    await dateFailures(u.id, LIMITS.accountMaxDelaySeconds + 1);
    expect((await login('slowdown', DEMO_PASSWORD, nextIp())).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.accountFreeFailures; i++)
      expect((await login('slowdown', WRONG, nextIp())).statusCode).toBe(401);
  });

  it('an unknown name is delayed the same way (the answers do not tell which accounts exist)', async () => {
    for (let i = 0; i < LIMITS.accountFreeFailures; i++)
      expect((await login('nobody-at-all', WRONG, nextIp())).statusCode).toBe(401);
    await t.db.execute(sql`update login_failures set at = now() where key = 'login:nobody-at-all'`);
    const res = await login('nobody-at-all', WRONG, nextIp());
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBe(1);
  });

  it('the owner signs in from an address they used before while an attacker hammers the account from many', async () => {
    const u = await makeUser(t.db, { username: 'besieged' });
    const home = nextIp();
    expect((await login('besieged', DEMO_PASSWORD, home)).statusCode).toBe(200);

    // the attack: bursts from many addresses and from one
    const attacker = nextIp();
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => login('besieged', WRONG, nextIp())),
        ...Array.from({ length: 4 }, () => login('besieged@caduceus.test', WRONG, attacker)),
      ]);
      expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from login_failures where key = ${`user:${u.id}`}`),
    );
    expect(n).toBeGreaterThanOrEqual(LIMITS.accountFreeFailures);
    await dateFailures(u.id, 0);

    // from home: no delay at all
    expect((await login('besieged', DEMO_PASSWORD, home)).statusCode).toBe(200);

    // the attack goes on; from a new address the owner waits a short, capped time, then signs in
    await addFailures(u.id, 40, 0);
    const away = nextIp();
    const delayed = await login('besieged', DEMO_PASSWORD, away);
    expect(delayed.statusCode).toBe(429);
    expect(retryAfter(delayed)).toBeLessThanOrEqual(LIMITS.accountMaxDelaySeconds);
    await dateFailures(u.id, LIMITS.accountMaxDelaySeconds + 1);
    expect((await login('besieged', DEMO_PASSWORD, away)).statusCode).toBe(200);
  });
});

describe('the account and address pair', () => {
  it('waits after its own failures, even where the owner signed in before; other addresses are not affected', async () => {
    await makeUser(t.db, { username: 'pairs' });
    const [a, b] = [nextIp(), nextIp()];
    expect((await login('pairs', DEMO_PASSWORD, a)).statusCode).toBe(200);
    expect((await login('pairs', DEMO_PASSWORD, b)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.pairMaxFailures; i++) expect((await login('pairs', WRONG, a)).statusCode).toBe(401);
    const refused = await login('pairs', DEMO_PASSWORD, a);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(LIMITS.pairWindowSeconds);
    // the same account from its other known address, and other accounts from the same address
    expect((await login('pairs', DEMO_PASSWORD, b)).statusCode).toBe(200);
    await makeUser(t.db, { username: 'pairs-neighbour' });
    expect((await login('pairs-neighbour', DEMO_PASSWORD, a)).statusCode).toBe(200);
    // that success left the first address's pair waiting
    expect((await login('pairs', DEMO_PASSWORD, a)).statusCode).toBe(429);
  });
});

describe('one address shared by a whole school', () => {
  it('200 users behind one address, each with a typo first, all sign in', { timeout: 240_000 }, async () => {
    const nat = nextIp();
    const users = [];
    for (let i = 0; i < 200; i++) users.push(await makeUser(t.db, { username: `pupil${i}` }));
    const codes: number[] = [];
    for (let i = 0; i < users.length; i += 10) {
      const batch = users.slice(i, i + 10);
      codes.push(...(await Promise.all(batch.map((u) => login(u.username, WRONG, nat)))).map((r) => r.statusCode));
      codes.push(
        ...(await Promise.all(batch.map((u) => login(u.username, DEMO_PASSWORD, nat)))).map((r) => r.statusCode),
      );
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(200);
    expect(codes.filter((c) => c === 200)).toHaveLength(200);
  });

  it('an address past its own limit waits, whatever the accounts; others do not', async () => {
    const small = await testApp({ config: { login: { ...LIMITS, ipMaxFailures: 8 } } });
    try {
      await makeUser(small.db, { username: 'sprayed' });
      const ip = nextIp();
      for (let i = 0; i < 8; i++) {
        expect(
          (
            await small.call('POST', '/api/auth/login', null, {
              body: { username: `spray${i}`, password: WRONG },
              remoteAddress: ip,
            })
          ).statusCode,
        ).toBe(401);
      }
      const refused = await small.call('POST', '/api/auth/login', null, {
        body: { username: 'sprayed', password: DEMO_PASSWORD },
        remoteAddress: ip,
      });
      expect(refused.statusCode).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(
        (
          await small.call('POST', '/api/auth/login', null, {
            body: { username: 'sprayed', password: DEMO_PASSWORD },
            remoteAddress: nextIp(),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the owner is told', () => {
  it('by one email once the failures reach the limit, not one per attempt', async () => {
    const u = await makeUser(t.db, { username: 'watched', email: 'watched@school.test', firstName: 'Wanda' });
    await addFailures(u.id, LIMITS.noticeFailures - 2, 1800);
    const before = t.mails.length;
    expect((await login('watched', WRONG, nextIp())).statusCode).toBe(401);
    expect((await t.deliverMail()).filter((m) => recipient(m) === 'watched@school.test')).toEqual([]);

    await dateFailures(u.id, 1800);
    const from = nextIp();
    expect((await login('watched', WRONG, from)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      await dateFailures(u.id, 1800);
      expect((await login('watched', WRONG, nextIp())).statusCode).toBe(401);
    }
    await t.deliverMail();
    const notices = t.mails.slice(before).filter((m) => recipient(m) === 'watched@school.test');
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Failed sign-in attempts on your Caduceus account');
    expect(notices[0].text).toContain('Hello Wanda');
    expect(notices[0].text).toContain(`${LIMITS.noticeFailures} failed attempts`);
    expect(notices[0].text).toContain(from);
    expect(notices[0].text).toContain('not locked');
    expect(notices[0].text).not.toContain(WRONG);
  });
});
