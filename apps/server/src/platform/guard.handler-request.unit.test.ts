import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { SessionUser } from '@caduceus/contracts';
import { handlerRequest, registerGuard, type RecordKind } from './guard.js';

/** A record kind whose gate lets everyone through: the test looks only at handlerRequest(). */
const kind: RecordKind = {
  param: 'thingId',
  menuLink: '/thing/list',
  notFound: 'Thing not found',
  components: () => [],
  ownSide: () => true,
  gate: async () => {},
};
const user = { id: 7, roleId: null, userType: 'Staff' } as unknown as SessionUser;

let app: FastifyInstance;
const seen: { start?: FastifyRequest; afterAwait?: FastifyRequest; own: boolean }[] = [];
beforeAll(async () => {
  app = Fastify();
  registerGuard(
    app,
    {
      cookieName: 'sid',
      authenticate: async () => user,
      rightsOf: async () => {
        throw new Error('not asked');
      },
      records: { thing: kind },
    },
    [],
  );
  app.get('/api/things/:thingId', { config: { access: { thing: null, bit: 'read' } as never } }, async (req) => {
    const start = handlerRequest();
    await new Promise((r) => setTimeout(r, 5));
    seen.push({ start, afterAwait: handlerRequest(), own: start === req });
    return { ok: true };
  });
  app.get('/api/plain', { config: { access: 'authenticated' } }, async () => ({ during: handlerRequest() ?? null }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('handlerRequest', () => {
  it("is the record route's own request during its handler's synchronous start, and nothing after an await", async () => {
    const calls = await Promise.all(
      [1, 2, 3].map((id) =>
        app.inject({ method: 'GET', url: `/api/things/${id}`, headers: { authorization: 'Bearer t' } }),
      ),
    );
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect(seen).toHaveLength(3);
    for (const s of seen) {
      expect(s.own).toBe(true);
      expect(s.afterAwait).toBeUndefined();
    }
    expect(handlerRequest()).toBeUndefined();
  });

  it('is undefined in the handler of a route that names no record', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plain', headers: { authorization: 'Bearer t' } });
    expect(res.json()).toEqual({ during: null });
  });
});
