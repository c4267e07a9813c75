import type { FastifyContextConfig } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import type { RouteAccess } from './guard.js';

/**
 * What a route declares besides its operationId, tag, access and spec calls: the request's parts (zod
 * schemas), its answer, and OpenAPI's other keys, as Fastify's `schema` takes them. `ok` is the 200
 * answer, `created` the 201 one; `response` any other status or several.
 */
export interface OpDeclaration {
  params?: $ZodType;
  querystring?: $ZodType;
  body?: $ZodType;
  headers?: $ZodType;
  /** the answer, status 200 */
  ok?: $ZodType;
  /** the answer, status 201 (the handler sets the status) */
  created?: $ZodType;
  /** answers by status, when not one 200 or 201 */
  response?: Record<number, $ZodType>;
  description?: string;
  summary?: string;
  consumes?: string[];
  produces?: string[];
  deprecated?: boolean;
  /** left out of the OpenAPI document */
  hide?: boolean;
  security?: Array<Record<string, string[]>>;
  externalDocs?: { url: string; description?: string };
  [extension: `x-${string}`]: unknown;
  /** the route's config besides access and specCalls (duringPasswordChange) */
  config?: Omit<FastifyContextConfig, 'access' | 'specCalls'>;
}

type Flat<T> = { [K in keyof T]: T[K] };
type Answers<D> = (D extends { ok: infer O } ? { 200: O } : unknown) &
  (D extends { created: infer C } ? { 201: C } : unknown) &
  (D extends { response: infer R } ? R : unknown);
/** `response` only when the declaration names an answer (as a schema written out without one) */
type Answered<D> = [keyof Answers<D>] extends [never] ? unknown : { response: Flat<Answers<D>> };

/**
 * Fastify's `{ schema, config }` of one route, typed by its declaration: the type provider infers the
 * handler's params, query, body and reply from `schema` as if it were written inline.
 */
export interface RouteOp<D extends OpDeclaration> {
  schema: Flat<
    Omit<D, 'ok' | 'created' | 'response' | 'config'> & { operationId: string; tags: string[] } & Answered<D>
  >;
  config: FastifyContextConfig & { access: RouteAccess };
}

/** A declaration with no key Fastify's schema would not know (a misspelt `querysting`). */
type Exact<D> = D & Record<Exclude<keyof D, keyof OpDeclaration>, never>;

/** A route's operation: its operationId, who may call it (`access`), the spec calls it covers, and its declaration. */
export interface Op {
  <D extends OpDeclaration>(operationId: string, access: RouteAccess, declaration: Exact<D>): RouteOp<D>;
  <D extends OpDeclaration>(
    operationId: string,
    access: RouteAccess,
    specCalls: string[],
    declaration: Exact<D>,
  ): RouteOp<D>;
}

/**
 * The operations of one OpenAPI tag. With `const op = routeOps('students')`,
 *
 *     r.put(
 *       '/api/students/:studentId/address',
 *       op('updateStudentAddress', { student: 'address', bit: 'edit' }, ['studentAddOrUpdateAddress'], {
 *         params: studentIdParam,
 *         body: studentAddressInput,
 *         ok: studentRecord,
 *       }),
 *       async (req) => students.updateAddress(actorOf(req), req.params.studentId, req.body),
 *     );
 *
 * registers the same route, and the same OpenAPI operation, as the `{ schema, config }` written out.
 * Other route options go beside it: `{ ...op(...), serializerCompiler }`.
 */
export function routeOps(tag: string): Op {
  const tags = [tag];
  const op = (operationId: string, access: RouteAccess, ...args: [OpDeclaration] | [string[], OpDeclaration]) => {
    const [specCalls, declaration] = args.length === 1 ? [undefined, args[0]] : args;
    const { ok, created, response, config, ...rest } = declaration;
    const answers =
      ok || created || response ? { ...response, ...(ok && { 200: ok }), ...(created && { 201: created }) } : undefined;
    return {
      schema: { operationId, tags, ...rest, ...(answers && { response: answers }) },
      config: { access, ...(specCalls && { specCalls }), ...config },
    };
  };
  return op as Op;
}

/**
 * A handler's answer to a route declared with `created`: `async (req, reply) => created(reply, svc.create(...))`
 * answers 201 with the value once it is there (a failure answers its own status).
 */
export async function created<T>(reply: { status(code: 201): unknown }, value: T | Promise<T>): Promise<T> {
  const answer = await value;
  reply.status(201);
  return answer;
}

/** The `{ ok: true }` answer (okBody) once `work` is done: `async (req) => okAfter(svc.remove(...))`. */
export async function okAfter(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}
