import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { withoutTextRule } from '@caduceus/contracts';

/**
 * The app's response writer: zod's (only the schema's fields leave the server), with the text rule of
 * requests off (contracts' safeString): a value stored before the rule, or by a path that does not
 * check it, is answered as it is rather than turned into a 500.
 */
export const responseSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const write = zodSerializerCompiler(route);
  return (data) => withoutTextRule(() => write(data));
};

type Json = Record<string, unknown>;

/** Zod's JSON Schema in the plain form fast-json-stringify compiles well: `T | null` as `type: [T, 'null']`, no bounds. */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (!node || typeof node !== 'object') return node;
  const n = node as Json;
  const any = n.anyOf as Json[] | undefined;
  if (any?.length === 2 && any.some((s) => s.type === 'null')) {
    const other = any.find((s) => s.type !== 'null')!;
    if (typeof other.type === 'string') return plain({ ...other, type: [other.type, 'null'] });
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(n)) {
    if (k === '$schema' || k === 'minimum' || k === 'maximum' || k === 'exclusiveMinimum' || k === 'exclusiveMaximum')
      continue;
    out[k] =
      k === 'properties' ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, plain(s)])) : plain(v);
  }
  return out;
}

/** Can fast-json-stringify write this schema without guessing (no unions, references or open objects left)? */
function simple(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(simple);
  if (!node || typeof node !== 'object') return true;
  const n = node as Json;
  if ('anyOf' in n || 'oneOf' in n || 'allOf' in n || '$ref' in n || 'not' in n) return false;
  if (n.type === 'object' && !n.properties) return false;
  return Object.values(n).every(simple);
}

/**
 * Fastify's compiled JSON writer for a route's zod response schema, where zod's check of every field
 * of every row costs more than it is worth (list pages: 25 to 100 rows of plain fields). The writer
 * still whitelists: only the schema's properties leave the server, in their declared types. Schemas
 * with unions, transforms or open objects keep zod's serializer.
 *
 * Use per route: `{ schema, serializerCompiler: fastSerializerCompiler, config }`.
 */
export function fastSerializerCompiler(route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}): (data: unknown) => string {
  try {
    const json = plain(z.toJSONSchema(route.schema as ZodType, { io: 'output', unrepresentable: 'throw' }));
    if (simple(json)) return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    // not representable as JSON Schema: zod writes it
  }
  return responseSerializerCompiler(route as never) as (data: unknown) => string;
}
