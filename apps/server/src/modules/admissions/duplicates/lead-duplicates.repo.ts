import { and, count, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PHONE_MIN_DIGITS, type DuplicateRule } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { settings } from '../../reference/tables.js';
import { leads } from '../leads/leads.schema.js';
import { leadMerges } from './lead-duplicates.schema.js';
import type { LeadChildTable } from './lead-duplicates.children.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const digits = (col: SQL) => sql`regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g')`;
const fullName = (alias: string) =>
  sql`lower(${sql.identifier(alias)}.first_name || ' ' || ${sql.identifier(alias)}.last_name)`;

// ---- settings ----
export async function readSetting(ex: Executor, key: string): Promise<unknown> {
  const [row] = await ex.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
export async function writeSetting(ex: Executor, key: string, value: unknown, userId: number | null) {
  await ex
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}

// ---- detection: pairs of live leads (a < b) matched by one rule ----
export interface Pair {
  a: number;
  b: number;
}

export async function pairsByRule(ex: Executor, rule: DuplicateRule, threshold: number): Promise<Pair[]> {
  if (rule === 'email') {
    return rowsOf<Pair>(
      await ex.execute(sql`
      select a.id as a, b.id as b from leads a join leads b on lower(trim(a.email)) = lower(trim(b.email)) and a.id < b.id
       where a.deleted_at is null and b.deleted_at is null and trim(a.email) <> ''`),
    );
  }
  if (rule === 'phone') {
    return rowsOf<Pair>(
      await ex.execute(sql`
      with p as (select id, ${digits(sql`phone`)} as d from leads where deleted_at is null)
      select a.id as a, b.id as b from p a join p b on a.d = b.d and a.id < b.id where length(a.d) >= ${PHONE_MIN_DIGITS}`),
    );
  }
  return rowsOf<Pair>(
    await ex.execute(sql`
    select a.id as a, b.id as b from leads a join leads b on a.date_of_birth = b.date_of_birth and a.id < b.id
     where a.deleted_at is null and b.deleted_at is null and similarity(${fullName('a')}, ${fullName('b')}) >= ${threshold}`),
  );
}

const memberCols = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  dateOfBirth: leads.dateOfBirth,
  statusId: leads.statusId,
  createdAt: leads.createdAt,
};
export const membersOf = (ex: Executor, ids: number[]) =>
  ids.length ? ex.select(memberCols).from(leads).where(inArray(leads.id, ids)) : Promise.resolve([]);

/** Live leads matching given values by the enabled rules, with the rules each matched. */
export async function matchValues(
  ex: Executor,
  v: { email?: string; phone?: string; name?: string; dateOfBirth?: string; excludeId?: number },
  rules: { email: boolean; phone: boolean; nameDob: boolean; threshold: number },
) {
  const emailHit =
    rules.email && v.email ? sql`lower(trim(${leads.email})) = ${v.email.trim().toLowerCase()}` : sql`false`;
  const phoneDigits = (v.phone ?? '').replace(/\D/g, '');
  const phoneHit =
    rules.phone && phoneDigits.length >= PHONE_MIN_DIGITS
      ? sql`${digits(sql`${leads.phone}`)} = ${phoneDigits}`
      : sql`false`;
  const nameHit =
    rules.nameDob && v.name && v.dateOfBirth
      ? sql`(${leads.dateOfBirth} = ${v.dateOfBirth}::date and similarity(lower(${leads.firstName} || ' ' || ${leads.lastName}), ${v.name.toLowerCase()}) >= ${rules.threshold})`
      : sql`false`;
  return ex
    .select({
      ...memberCols,
      byEmail: sql<boolean>`${emailHit}`,
      byPhone: sql<boolean>`${phoneHit}`,
      byName: sql<boolean>`${nameHit}`,
    })
    .from(leads)
    .where(
      and(
        isNull(leads.deletedAt),
        v.excludeId ? sql`${leads.id} <> ${v.excludeId}` : undefined,
        or(emailHit, phoneHit, nameHit),
      ),
    )
    .orderBy(desc(leads.id))
    .limit(20);
}

// ---- merge ----
/** The full row as JSON (to_jsonb: every column, in its SQL name), locked for the transaction. */
export async function lockedRow(ex: Executor, id: number) {
  const [row] = rowsOf<{ j: Record<string, unknown> }>(
    await ex.execute(sql`select to_jsonb(l) as j from leads l where l.id = ${id} for update`),
  );
  return row?.j;
}

/** Writes every column of a lead (but its id) back from a to_jsonb image. */
export async function restoreRow(ex: Executor, id: number, image: Record<string, unknown>) {
  const cols = Object.values(getTableColumns(leads))
    .map((c) => c.name)
    .filter((n) => n !== 'id' && n in image);
  const sets = sql.join(
    cols.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
    sql`, `,
  );
  await ex.execute(
    sql`update leads set ${sets} from jsonb_populate_record(null::leads, ${JSON.stringify(image)}::jsonb) r where leads.id = ${id}`,
  );
}

export async function markMerged(ex: Executor, id: number, into: number, userId: number | null) {
  await ex
    .update(leads)
    .set({ deletedAt: sql`now()`, mergedInto: into, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(leads.id, id));
}

/** Moves one table's rows from one lead to another; answers the keys of the moved rows. */
export async function moveRows(
  ex: Executor,
  t: LeadChildTable,
  from: number,
  to: number,
): Promise<(string | number)[]> {
  const tbl = sql.identifier(t.table);
  const key = sql.identifier(t.key);
  const guard = t.whole ? sql` and not exists (select 1 from ${tbl} s where s.lead_id = ${to})` : sql``;
  const rows = rowsOf<{ k: string | number }>(
    await ex.execute(sql`update ${tbl} set lead_id = ${to} where lead_id = ${from}${guard} returning ${key} as k`),
  );
  return rows.map((r) => r.k);
}

/** Moves rows named by their keys back (only those still with `from`). */
export async function moveBack(ex: Executor, t: LeadChildTable, keys: (string | number)[], from: number, to: number) {
  if (!keys.length) return;
  const list = sql.join(
    keys.map((k) => sql`${String(k)}`),
    sql`, `,
  );
  await ex.execute(
    sql`update ${sql.identifier(t.table)} set lead_id = ${to} where lead_id = ${from} and ${sql.identifier(t.key)}::text in (${list})`,
  );
}

export async function countRows(ex: Executor, t: LeadChildTable, leadIds: number[]) {
  const rows = rowsOf<{ lead_id: number; n: number }>(
    await ex.execute(
      sql`select lead_id, count(*)::int as n from ${sql.identifier(t.table)} where lead_id in (${sql.join(
        leadIds.map((i) => sql`${i}`),
        sql`, `,
      )}) group by lead_id`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.lead_id), Number(r.n)]));
}

/** Tables of the public schema with a lead_id column (checked against LEAD_CHILD_TABLES by the tests). */
export async function leadIdTables(ex: Executor) {
  return rowsOf<{ t: string }>(
    await ex.execute(
      sql`select table_name as t from information_schema.columns where table_schema = current_schema() and column_name = 'lead_id'`,
    ),
  ).map((r) => r.t);
}

export async function namesOf(ex: Executor, repIds: number[], fairIds: number[]) {
  const names: Record<string, string> = {};
  const reps = repIds.length
    ? await ex
        .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(inArray(users.id, repIds))
    : [];
  for (const r of reps) names[`representativeId:${r.id}`] = r.name;
  if (fairIds.length) {
    const fairs = rowsOf<{ id: number; name: string }>(
      await ex.execute(
        sql`select id, name from fairs where id in (${sql.join(
          fairIds.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
    for (const f of fairs) names[`fairId:${f.id}`] = f.name;
  }
  return names;
}

export async function insertMerge(ex: Executor, v: typeof leadMerges.$inferInsert) {
  const [row] = await ex.insert(leadMerges).values(v).returning();
  return row;
}
export async function lockedMerge(ex: Executor, id: number) {
  const [row] = await ex.select().from(leadMerges).where(eq(leadMerges.id, id)).for('update');
  return row;
}
export async function markUndone(ex: Executor, id: number, userId: number | null) {
  const [row] = await ex
    .update(leadMerges)
    .set({ undoneAt: sql`now()`, undoneBy: userId })
    .where(eq(leadMerges.id, id))
    .returning();
  return row;
}

const person = (col: SQL) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${col})`;
const leadName = (col: SQL) =>
  sql<string>`(select l.first_name || ' ' || l.last_name from ${leads} l where l.id = ${col})`;
export async function listMerges(ex: Executor, q: { page: number; pageSize: number; leadId?: number }, id?: number) {
  const w = and(
    q.leadId ? or(eq(leadMerges.survivorId, q.leadId), eq(leadMerges.otherId, q.leadId)) : undefined,
    id ? eq(leadMerges.id, id) : undefined,
  );
  const items = await ex
    .select({
      id: leadMerges.id,
      survivorId: leadMerges.survivorId,
      otherId: leadMerges.otherId,
      taken: leadMerges.taken,
      moved: leadMerges.moved,
      mergedAt: leadMerges.mergedAt,
      undoneAt: leadMerges.undoneAt,
      survivorName: leadName(sql`${leadMerges.survivorId}`),
      otherName: leadName(sql`${leadMerges.otherId}`),
      mergedByName: person(sql`${leadMerges.mergedBy}`),
      undoneByName: person(sql`${leadMerges.undoneBy}`),
    })
    .from(leadMerges)
    .where(w)
    .orderBy(desc(leadMerges.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count() }).from(leadMerges).where(w);
  return { items, total: Number(n) };
}

// ---- detection for many value sets at once (the bulk lead upload): one set-based query per rule ----
/** Values to check, each under a caller's key (a file's row number). */
export interface MatchInput {
  key: number;
  email: string | null;
  phone: string | null;
  name: string | null;
  dateOfBirth: string | null;
}
const valuesOf = (values: MatchInput[]) => sql`(
  select k, lower(trim(coalesce(email, ''))) as e, ${digits(sql`phone`)} as d, lower(name) as n, dob
    from json_to_recordset(${JSON.stringify(values.map((v) => ({ k: v.key, email: v.email, phone: v.phone, name: v.name, dob: v.dateOfBirth })))}::json)
      as x(k int, email text, phone text, name text, dob date))`;

/** Live leads that each value set matches by `rule` (the same comparisons as pairsByRule and matchValues). */
export async function matchManyByRule(
  ex: Executor,
  values: MatchInput[],
  rule: DuplicateRule,
  threshold: number,
): Promise<{ key: number; leadId: number }[]> {
  if (!values.length) return [];
  const v = valuesOf(values);
  if (rule === 'email') {
    return rowsOf(
      await ex.execute(sql`select v.k as "key", l.id as "leadId" from ${v} v join leads l on lower(trim(l.email)) = v.e
      where l.deleted_at is null and v.e <> ''`),
    );
  }
  if (rule === 'phone') {
    return rowsOf(
      await ex.execute(sql`select v.k as "key", l.id as "leadId" from ${v} v
      join (select id, ${digits(sql`phone`)} as d from leads where deleted_at is null) l on l.d = v.d where length(v.d) >= ${PHONE_MIN_DIGITS}`),
    );
  }
  return rowsOf(
    await ex.execute(sql`select v.k as "key", l.id as "leadId" from ${v} v join leads l on l.date_of_birth = v.dob
    where l.deleted_at is null and v.n is not null and similarity(${fullName('l')}, v.n) >= ${threshold}`),
  );
}

/** Pairs of value sets (a.key < b.key) that match each other by `rule`: the rows of one file among themselves. */
export async function matchAmongByRule(
  ex: Executor,
  values: MatchInput[],
  rule: DuplicateRule,
  threshold: number,
): Promise<{ a: number; b: number }[]> {
  if (values.length < 2) return [];
  const v = valuesOf(values);
  const on =
    rule === 'email'
      ? sql`a.e = b.e and a.e <> ''`
      : rule === 'phone'
        ? sql`a.d = b.d and length(a.d) >= ${PHONE_MIN_DIGITS}`
        : sql`a.dob = b.dob and a.n is not null and b.n is not null and similarity(a.n, b.n) >= ${threshold}`;
  return rowsOf(
    await ex.execute(
      sql`with v as materialized ${v} select a.k as a, b.k as b from v a join v b on a.k < b.k and ${on}`,
    ),
  );
}
