import { and, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FairListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { fairs } from './lead-fairs.schema.js';

export type FairRow = typeof fairs.$inferSelect;

const country = alias(refRows, 'country');
const SORTS = {
  name: fairs.name,
  fairDate: fairs.fairDate,
  city: fairs.city,
  organiser: fairs.organiser,
  createdAt: fairs.createdAt,
  id: fairs.id,
};

/** Leads met at the fair that are not deleted. */
const live = (fairId: SQL | number) => and(eq(leads.fairId, fairId), isNull(leads.deletedAt));
const leadCount = sql<number>`(select count(*)::int from ${leads} where ${live(sql`${fairs.id}`)})`;

const listed = {
  id: fairs.id,
  name: fairs.name,
  fairDate: fairs.fairDate,
  city: fairs.city,
  country: fairs.countryId,
  countryLabel: country.label,
  organiser: fairs.organiser,
  notes: fairs.notes,
  active: fairs.active,
  leadCount,
  createdAt: fairs.createdAt,
  updatedAt: fairs.updatedAt,
};
const selectListed = (ex: Executor) => ex.select(listed).from(fairs).leftJoin(country, eq(country.id, fairs.countryId));

function where(q: FairListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.active) conds.push(eq(fairs.active, q.active === 'true'));
  if (q.country) conds.push(eq(fairs.countryId, q.country));
  if (q.from) conds.push(gte(fairs.fairDate, q.from));
  if (q.to) conds.push(lte(fairs.fairDate, q.to));
  const text = q.q?.trim();
  if (text) {
    const t = likeTerm(text);
    conds.push(
      or(
        ilike(fairs.name, t),
        ilike(fairs.city, t),
        ilike(fairs.organiser, t),
        ilike(fairs.notes, t),
        ilike(country.label, t),
      ),
    );
  }
  return and(...conds);
}

export async function listFairs(ex: Executor, q: FairListQuery) {
  const w = where(q);
  const items = await selectListed(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(fairs.fairDate)), desc(fairs.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(fairs)
    .leftJoin(country, eq(country.id, fairs.countryId))
    .where(w);
  return { items, total: Number(n) };
}

export async function findListed(ex: Executor, id: number) {
  const [row] = await selectListed(ex).where(eq(fairs.id, id));
  return row;
}

export const findFair = async (ex: Executor, id: number): Promise<FairRow | undefined> =>
  (await ex.select().from(fairs).where(eq(fairs.id, id)))[0];

export async function findByNameDate(ex: Executor, name: string, fairDate: string) {
  const [row] = await ex
    .select({ id: fairs.id })
    .from(fairs)
    .where(and(sql`lower(${fairs.name}) = lower(${name})`, eq(fairs.fairDate, fairDate)));
  return row;
}

export const insertFair = async (ex: Executor, v: typeof fairs.$inferInsert) =>
  (await ex.insert(fairs).values(v).returning())[0];
export const updateFair = async (ex: Executor, id: number, v: Partial<typeof fairs.$inferInsert>) =>
  (await ex.update(fairs).set(v).where(eq(fairs.id, id)).returning())[0];

export async function countryRow(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.id, id), eq(refRows.tableKey, 'country')));
  return row;
}

/** The fair's leads that are not deleted, newest first. */
export async function leadsOfFair(ex: Executor, fairId: number, page: { page: number; pageSize: number }) {
  const items = await ex
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(live(fairId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(live(fairId));
  return { items, total: Number(n) };
}
