import { z } from 'zod';
import { safeString, singleLine } from '../validation.js';

/** The largest id a record has (the database's integer): a larger one names nothing and is refused as bad input. */
export const MAX_ID = 2_147_483_647;

export const PAGE_SIZES = [25, 50, 100] as const;

/** List query every list endpoint takes. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100')
    .default(25),
  sort: safeString()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/, 'Invalid sort')
    .optional(),
  q: singleLine().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ERROR_CODES = {
  badInput: 'BAD_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpired: 'SESSION_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rule: 'RULE',
  tooMany: 'TOO_MANY_REQUESTS',
  /** the user must choose a new password before anything else */
  passwordChange: 'PASSWORD_CHANGE_REQUIRED',
  internal: 'INTERNAL',
  /** a machine endpoint whose shared secret this server does not have (503) */
  notConfigured: 'NOT_CONFIGURED',
  /** the action needs the user's password again (a large export): send it as `password` and retry (403) */
  passwordConfirmation: 'PASSWORD_CONFIRMATION_REQUIRED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorBody = z.object({
  error: z.object({
    code: safeString(),
    message: safeString(),
    fields: z.record(safeString(), safeString()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const okBody = z.object({ ok: z.literal(true) });
export const isoDateTime = safeString();
