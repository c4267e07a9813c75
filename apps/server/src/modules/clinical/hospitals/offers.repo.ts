import { and, asc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROTATION_TABLE, type HospitalRotationListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy, totalOver, withTotal } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { hospitalRotations, hospitals } from '../core/clinical.schema.js';

/** The rotations hospitals offer (hospital_rotations), each with its hospital and its Rotations control-table row. */
export type OfferRow = typeof hospitalRotations.$inferSelect;

const rotation = alias(refRows, 'rotation');
const listed = {
  o: hospitalRotations,
  hospitalName: hospitals.name,
  hospitalActive: hospitals.active,
  rotationName: rotation.label,
  rotationCode: sql<string | null>`${rotation.data} ->> 'code'`,
  rotationType: sql<string | null>`${rotation.data} ->> 'type'`,
  weeks: sql<number | null>`(${rotation.data} ->> 'weeks')::int`,
  total: totalOver(),
};
const SORTS = {
  rotationName: rotation.label,
  hospitalName: hospitals.name,
  pricePerWeek: hospitalRotations.pricePerWeekCents,
  seats: hospitalRotations.seats,
  availableFrom: hospitalRotations.availableFrom,
};

const selectOffers = (ex: Executor) =>
  ex
    .select(listed)
    .from(hospitalRotations)
    .innerJoin(hospitals, eq(hospitals.id, hospitalRotations.hospitalId))
    .innerJoin(rotation, eq(rotation.id, hospitalRotations.rotationId));
export type ListedOffer = Omit<Awaited<ReturnType<typeof selectOffers>>[number], 'total'>;

function where(q: Omit<HospitalRotationListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const text = q.q?.trim();
  return and(
    q.active ? eq(hospitalRotations.active, q.active === 'true') : undefined,
    q.hospitalId ? eq(hospitalRotations.hospitalId, q.hospitalId) : undefined,
    q.rotationId ? eq(hospitalRotations.rotationId, q.rotationId) : undefined,
    text ? or(ilike(hospitals.name, likeTerm(text)), ilike(rotation.label, likeTerm(text))) : undefined,
  );
}

/** Offers across hospitals (or one hospital's), by rotation then hospital. */
export async function listOffers(ex: Executor, q: HospitalRotationListQuery) {
  const w = where(q);
  const rows = await selectOffers(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, asc(rotation.label)), asc(hospitals.name), asc(hospitalRotations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, async () => {
    const [{ n }] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(hospitalRotations)
      .innerJoin(hospitals, eq(hospitals.id, hospitalRotations.hospitalId))
      .innerJoin(rotation, eq(rotation.id, hospitalRotations.rotationId))
      .where(w);
    return Number(n);
  });
}

/** The active offers of active hospitals (a hospital's, a rotation's, those open on a day), for dropdowns. */
export async function activeOffers(ex: Executor, q: { hospitalId?: number; rotationId?: number; on?: string }) {
  return selectOffers(ex)
    .where(
      and(
        eq(hospitalRotations.active, true),
        eq(hospitals.active, true),
        eq(rotation.active, true),
        q.hospitalId ? eq(hospitalRotations.hospitalId, q.hospitalId) : undefined,
        q.rotationId ? eq(hospitalRotations.rotationId, q.rotationId) : undefined,
        q.on
          ? and(
              or(isNull(hospitalRotations.availableFrom), lte(hospitalRotations.availableFrom, q.on)),
              or(isNull(hospitalRotations.availableTo), gte(hospitalRotations.availableTo, q.on)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(rotation.label), asc(hospitals.name))
    .limit(1000);
}

export async function findListedOffer(ex: Executor, id: number): Promise<ListedOffer | undefined> {
  const [row] = await selectOffers(ex).where(eq(hospitalRotations.id, id));
  return row;
}

export const findOffer = async (ex: Executor, id: number): Promise<OfferRow | undefined> =>
  (await ex.select().from(hospitalRotations).where(eq(hospitalRotations.id, id)))[0];

export async function offerOfRotation(ex: Executor, hospitalId: number, rotationId: number) {
  const [row] = await ex
    .select({ id: hospitalRotations.id })
    .from(hospitalRotations)
    .where(and(eq(hospitalRotations.hospitalId, hospitalId), eq(hospitalRotations.rotationId, rotationId)));
  return row;
}

export async function rotationRow(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.id, id), eq(refRows.tableKey, ROTATION_TABLE)));
  return row;
}

export const insertOffer = async (ex: Executor, v: typeof hospitalRotations.$inferInsert) =>
  (await ex.insert(hospitalRotations).values(v).returning())[0];
export const updateOffer = async (ex: Executor, id: number, v: Partial<typeof hospitalRotations.$inferInsert>) =>
  (
    await ex
      .update(hospitalRotations)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(hospitalRotations.id, id))
      .returning()
  )[0];
