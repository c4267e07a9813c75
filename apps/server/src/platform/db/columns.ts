import { sql } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `timestamp with time zone` read as an ISO 8601 string ('2026-11-22T13:43:16.632Z') on both
 * drivers, whichever text or Date form the driver hands over: dates are ISO on the wire.
 */
export const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (v) => (v instanceof Date ? v : new Date(v.length > 22 && /[+-]\d\d$/.test(v) ? `${v}:00` : v)).toISOString(),
  toDriver: (v) => v,
});

/** "First Last" of a users row (or an alias of it), null when both are blank. */
export const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;
