import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HospitalListQuery, ThirdPartyListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy, totalOver, withTotal, countRows } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { clinicalThirdParties, hospitalRotations, hospitals, preceptors } from '../core/clinical.schema.js';

export type HospitalRow = typeof hospitals.$inferSelect;
export type ThirdPartyRow = typeof clinicalThirdParties.$inferSelect;

const state = alias(refRows, 'state');
const country = alias(refRows, 'country');
const tp = alias(clinicalThirdParties, 'third_party');

/* ---------- third parties ---------- */

const hospitalCount = sql<number>`(select count(*)::int from ${hospitals} h where h.third_party_id = ${clinicalThirdParties.id})`;
const thirdPartyListed = { tp: clinicalThirdParties, hospitalCount, total: totalOver() };
const THIRD_PARTY_SORTS = {
  name: clinicalThirdParties.name,
  contactName: clinicalThirdParties.contactName,
  updatedAt: clinicalThirdParties.updatedAt,
};

function thirdPartyWhere(q: ThirdPartyListQuery): SQL | undefined {
  const text = q.q?.trim();
  return and(
    q.active ? eq(clinicalThirdParties.active, q.active === 'true') : undefined,
    text
      ? or(
          ilike(clinicalThirdParties.name, likeTerm(text)),
          ilike(clinicalThirdParties.contactName, likeTerm(text)),
          ilike(clinicalThirdParties.email, likeTerm(text)),
        )
      : undefined,
  );
}

export async function listThirdParties(ex: Executor, q: ThirdPartyListQuery) {
  const w = thirdPartyWhere(q);
  const rows = await ex
    .select(thirdPartyListed)
    .from(clinicalThirdParties)
    .where(w)
    .orderBy(orderBy(q.sort, THIRD_PARTY_SORTS, asc(clinicalThirdParties.name)), asc(clinicalThirdParties.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, () => countRows(ex, clinicalThirdParties, w));
}

export async function findListedThirdParty(ex: Executor, id: number) {
  const [row] = await ex.select(thirdPartyListed).from(clinicalThirdParties).where(eq(clinicalThirdParties.id, id));
  return row;
}
export type ListedThirdParty = Omit<NonNullable<Awaited<ReturnType<typeof findListedThirdParty>>>, 'total'>;

export const findThirdParty = async (ex: Executor, id: number): Promise<ThirdPartyRow | undefined> =>
  (await ex.select().from(clinicalThirdParties).where(eq(clinicalThirdParties.id, id)))[0];

export async function thirdPartyByName(ex: Executor, name: string) {
  const [row] = await ex
    .select({ id: clinicalThirdParties.id })
    .from(clinicalThirdParties)
    .where(sql`lower(${clinicalThirdParties.name}) = lower(${name})`);
  return row;
}

export const insertThirdParty = async (ex: Executor, v: typeof clinicalThirdParties.$inferInsert) =>
  (await ex.insert(clinicalThirdParties).values(v).returning())[0];
export const updateThirdParty = async (
  ex: Executor,
  id: number,
  v: Partial<typeof clinicalThirdParties.$inferInsert>,
) =>
  (
    await ex
      .update(clinicalThirdParties)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(clinicalThirdParties.id, id))
      .returning()
  )[0];

/* ---------- hospitals ---------- */

const rotationCount = sql<number>`(select count(*)::int from ${hospitalRotations} hr where hr.hospital_id = ${hospitals.id} and hr.active)`;
const preceptorCount = sql<number>`(select count(*)::int from ${preceptors} p where p.hospital_id = ${hospitals.id} and p.active)`;
const hospitalListed = {
  h: hospitals,
  stateName: state.label,
  countryName: country.label,
  thirdPartyName: tp.name,
  rotationCount,
  preceptorCount,
};
const HOSPITAL_SORTS = {
  name: hospitals.name,
  city: hospitals.city,
  thirdPartyName: tp.name,
  updatedAt: hospitals.updatedAt,
};

/** The listing select (with the total of the rows its filter keeps, read by withTotal). */
const selectHospitals = (ex: Executor) =>
  ex
    .select({ ...hospitalListed, total: totalOver() })
    .from(hospitals)
    .leftJoin(state, eq(state.id, hospitals.stateId))
    .leftJoin(country, eq(country.id, hospitals.countryId))
    .leftJoin(tp, eq(tp.id, hospitals.thirdPartyId));

function hospitalWhere(q: HospitalListQuery): SQL | undefined {
  const text = q.q?.trim();
  const t = text ? likeTerm(text) : '';
  return and(
    q.active ? eq(hospitals.active, q.active === 'true') : undefined,
    q.thirdPartyId ? eq(hospitals.thirdPartyId, q.thirdPartyId) : undefined,
    text
      ? or(
          ilike(hospitals.name, t),
          ilike(hospitals.code, t),
          ilike(hospitals.city, t),
          ilike(hospitals.contactName, t),
          ilike(hospitals.email, t),
          ilike(tp.name, t),
        )
      : undefined,
  );
}

export async function listHospitals(ex: Executor, q: HospitalListQuery) {
  const w = hospitalWhere(q);
  const rows = await selectHospitals(ex)
    .where(w)
    .orderBy(orderBy(q.sort, HOSPITAL_SORTS, asc(hospitals.name)), asc(hospitals.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, async () => {
    const [{ n }] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(hospitals)
      .leftJoin(tp, eq(tp.id, hospitals.thirdPartyId))
      .where(w);
    return Number(n);
  });
}

export async function findListedHospital(ex: Executor, id: number) {
  const [row] = await selectHospitals(ex).where(eq(hospitals.id, id));
  return row;
}
export type ListedHospital = Omit<NonNullable<Awaited<ReturnType<typeof findListedHospital>>>, 'total'>;

export const findHospital = async (ex: Executor, id: number): Promise<HospitalRow | undefined> =>
  (await ex.select().from(hospitals).where(eq(hospitals.id, id)))[0];

export async function hospitalByName(ex: Executor, name: string) {
  const [row] = await ex
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(sql`lower(${hospitals.name}) = lower(${name})`);
  return row;
}

export const insertHospital = async (ex: Executor, v: typeof hospitals.$inferInsert) =>
  (await ex.insert(hospitals).values(v).returning())[0];
export const updateHospital = async (ex: Executor, id: number, v: Partial<typeof hospitals.$inferInsert>) =>
  (
    await ex
      .update(hospitals)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(hospitals.id, id))
      .returning()
  )[0];

/** The active hospitals (those offering `rotationId` when given) and an `include`d one, by name. */
export async function hospitalOptions(ex: Executor, q: { rotationId?: number; include?: number }) {
  const offers = q.rotationId
    ? sql`exists (select 1 from ${hospitalRotations} hr where hr.hospital_id = ${hospitals.id} and hr.rotation_id = ${q.rotationId} and hr.active)`
    : undefined;
  const live = and(eq(hospitals.active, true), offers);
  return ex
    .select({ value: hospitals.id, label: hospitals.name, active: hospitals.active, thirdPartyName: tp.name })
    .from(hospitals)
    .leftJoin(tp, eq(tp.id, hospitals.thirdPartyId))
    .where(q.include ? or(live, eq(hospitals.id, q.include)) : live)
    .orderBy(asc(hospitals.name))
    .limit(500);
}

/** A row of a control table (state, country) by id: its table and whether it is active. */
export async function refRow(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.id, id), eq(refRows.tableKey, table)));
  return row;
}
