import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { created, okAfter, routeOps } from './route-op.js';

const op = routeOps('things');
const params = z.object({ thingId: z.coerce.number().int() });
const query = z.object({ q: z.string().optional() });
const body = z.object({ name: z.string() });
const thing = z.object({ id: z.number(), name: z.string() });

describe('a route operation', () => {
  it('is the { schema, config } written out: ok is the 200 answer, created the 201, the spec calls optional', () => {
    expect(
      op('updateThing', { menu: 'Things', bit: 'edit' }, ['thingSave'], {
        params,
        body,
        ok: thing,
        description: 'Saves a thing.',
      }),
    ).toEqual({
      schema: {
        operationId: 'updateThing',
        tags: ['things'],
        params,
        body,
        response: { 200: thing },
        description: 'Saves a thing.',
      },
      config: { access: { menu: 'Things', bit: 'edit' }, specCalls: ['thingSave'] },
    });
    expect(op('createThing', 'authenticated', { body, created: thing })).toEqual({
      schema: { operationId: 'createThing', tags: ['things'], body, response: { 201: thing } },
      config: { access: 'authenticated' },
    });
    expect(
      op('file', 'public', {
        response: { 200: thing, 202: body },
        consumes: ['multipart/form-data'],
        config: { duringPasswordChange: true },
      }),
    ).toEqual({
      schema: {
        operationId: 'file',
        tags: ['things'],
        response: { 200: thing, 202: body },
        consumes: ['multipart/form-data'],
      },
      config: { access: 'public', duringPasswordChange: true },
    });
    expect(op('bare', 'public', {}).schema).not.toHaveProperty('response');
  });

  it('types the handler as the inline schema would (params, query, body and the answer); created answers 201', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/things/:thingId',
      op('updateThing', 'public', { params, querystring: query, body, ok: thing }),
      async (req) => {
        expectTypeOf(req.params).toEqualTypeOf<{ thingId: number }>();
        expectTypeOf(req.query).toEqualTypeOf<{ q?: string | undefined }>();
        expectTypeOf(req.body).toEqualTypeOf<{ name: string }>();
        return { id: req.params.thingId, name: req.body.name };
      },
    );
    // @ts-expect-error the answer must be the declared one
    r.get('/things/:thingId', op('getThing', 'public', { params, ok: thing }), async () => ({ id: 'x' }));
    r.post('/things', op('createThing', 'public', { body, created: thing }), async (req, reply) => {
      // @ts-expect-error no params declared
      void req.params.thingId;
      return created(reply, Promise.resolve({ id: 1, name: req.body.name }));
    });
    r.delete(
      '/things/:thingId',
      op('deleteThing', 'public', { params, ok: z.object({ ok: z.literal(true) }) }),
      async () => okAfter(Promise.resolve()),
    );
    // @ts-expect-error a key Fastify's schema does not take is refused
    op('typo', 'public', { querysting: query });

    const res = await app.inject({ method: 'PUT', url: '/things/7', payload: { name: 'a' } });
    expect(res.json()).toEqual({ id: 7, name: 'a' });
    expect((await app.inject({ method: 'PUT', url: '/things/x', payload: { name: 'a' } })).statusCode).toBe(400);
    const made = await app.inject({ method: 'POST', url: '/things', payload: { name: 'b' } });
    expect([made.statusCode, made.json()]).toEqual([201, { id: 1, name: 'b' }]);
    const gone = await app.inject({ method: 'DELETE', url: '/things/7' });
    expect([gone.statusCode, gone.json()]).toEqual([200, { ok: true }]);
    await app.close();
  });
});
