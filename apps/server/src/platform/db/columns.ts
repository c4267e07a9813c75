import { sql } from 'drizzle-orm';
import { customType, integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `timestamp with time zone` read as an ISO 8601 string ('2026-11-22T13:43:16.632Z') on both
 * drivers, whichever text or Date form the driver hands over: dates are ISO on the wire.
 */
export const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (v) => (typeof v === 'string' ? pgTextToIso(v) : v.toISOString()),
  toDriver: (v) => v,
});

/** PostgreSQL's text of a timestamptz ('2026-11-22 21:27:31.769+00', or another offset) as ISO 8601. */
const pgTextToIso = (v: string) =>
  utcText(v) ?? new Date(v.length > 22 && /[+-]\d\d$/.test(v) ? `${v}:00` : v).toISOString();
const PG_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d/;

/**
 * A timestamp as the ISO string the wire carries, whichever form it comes in: a Date, PostgreSQL's text
 * (raw SQL on PGlite) or an ISO string already (a `timestamptz` column), which is kept as it is.
 */
export function toIso(v: Date | string): string;
export function toIso(v: Date | string | null | undefined): string | null;
export function toIso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString();
  return PG_TEXT.test(v) ? pgTextToIso(v) : v;
}

const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
/**
 * PostgreSQL's text of a UTC timestamp ('2026-11-22 13:43:16.632518+00', the server's TimeZone being
 * UTC) rewritten as toISOString() would write it, milliseconds truncated, without building a Date:
 * a list page reads dozens of them. Any other text answers undefined (and takes the Date path).
 */
export function utcText(v: string): string | undefined {
  const m = PG_UTC.exec(v);
  return m ? `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z` : undefined;
}

/** "First Last" of a users row (or an alias of it), null when both are blank. */
export const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** A `timestamptz` column that is never null and defaults to now() (created_at, updated_at, sent_at...). */
export const stampedNow = (name: string) =>
  timestamptz(name)
    .notNull()
    .default(sql`now()`);

/** Who created and last changed a row, and when (fresh builders for each table). */
export const rowStamps = () => ({
  createdBy: integer('created_by'),
  createdAt: stampedNow('created_at'),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});

/** A school attended before (a student's or a lead's education rows), with its stamps. */
export const educationColumns = () => ({
  institution: text('institution').notNull(),
  degree: text('degree').notNull(),
  field: text('field'),
  fromYear: integer('from_year').notNull(),
  toYear: integer('to_year'),
  gpa: text('gpa'),
  ...rowStamps(),
});

/**
 * Who pays and where the bills go (a student's or a lead's billing row). `ref` is the reference rows'
 * id column (the state and country are control-table rows).
 */
export const billingColumns = (ref: () => AnyPgColumn) => ({
  payer: text('payer').notNull(),
  sponsorName: text('sponsor_name'),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  stateId: integer('state_id').references(ref),
  countryId: integer('country_id').notNull().references(ref),
  zip: text('zip').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});
