import type { z } from 'zod';
import { MESSAGES } from '@caduceus/contracts';

/**
 * The engine-free part of form validation with the contracts' zod schemas, shared by the antd forms
 * (useZodForm) and the light sign-in forms (useLightForm).
 */
export type Values = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** The fields of an object schema (through refinements, pipes and transforms). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const s = schema as unknown as { shape?: Record<string, z.ZodType>; def?: { in?: z.ZodType; schema?: z.ZodType } };
  if (s.shape) return s.shape;
  const inner = s.def?.in ?? s.def?.schema;
  return inner ? shapeOf(inner) : undefined;
}

/**
 * The first message per top-level field; form-wide issues under "_". A field left empty whose schema has
 * no message of its own (zod's "Invalid input: expected string, received undefined") gets the spec's
 * required message.
 */
export function toFieldErrors(issues: readonly { path: PropertyKey[]; message: string; code?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = i.path.length ? String(i.path[0]) : '_';
    out[key] ??= i.code === 'invalid_type' && i.message.startsWith('Invalid input') ? MESSAGES.required : i.message;
  }
  return out;
}

/**
 * The first message per field path ("problems.0.problemId" for a line of a Form.List, "name" for a plain field);
 * form-wide issues under "_". useZodForm puts each on the deepest field the form shows on its path.
 */
export function toPathErrors(issues: readonly { path: PropertyKey[]; message: string; code?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = i.path.length ? i.path.map(String).join('.') : '_';
    out[key] ??= i.code === 'invalid_type' && i.message.startsWith('Invalid input') ? MESSAGES.required : i.message;
  }
  return out;
}

/**
 * Where each message goes: on its path if the form shows that field, else on the nearest ancestor it shows
 * ("problems.0.problemId", then "problems.0", then "problems"); the first message per field wins. The rest is
 * `stray`: shown above the form.
 */
export function placeErrors(errors: FieldErrors, shown: ReadonlySet<string>) {
  const onField = new Map<string, string>();
  const stray: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let target: string | undefined;
    for (let n = parts.length; n > 0 && !target; n--) {
      const p = parts.slice(0, n).join('.');
      if (shown.has(p)) target = p;
    }
    if (!target) stray.push(message);
    else if (!onField.has(target)) onField.set(target, message);
  }
  return { onField, stray };
}

/** '' from a cleared input, or null from a cleared number/select, means "no value" in the schema's terms. */
export function normalizeBlanks(values: Values, shape: Record<string, z.ZodType> | undefined): Values {
  const out: Values = { ...values };
  for (const [k, v] of Object.entries(out)) {
    const f = shape?.[k];
    if (!f) continue;
    if (v === '' && f.safeParse(null).success) out[k] = null;
    else if (v === null && !f.safeParse(null).success && f.safeParse(undefined).success) out[k] = undefined;
  }
  return out;
}

/** Does the schema refuse this field when empty? (the required asterisk) */
export function isRequired(shape: Record<string, z.ZodType> | undefined, name: string): boolean {
  const f = shape?.[name];
  return !!f && !f.safeParse(undefined).success && !f.safeParse(null).success;
}
