import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PreceptorListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy, totalOver, withTotal } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { hospitals, preceptors } from '../core/clinical.schema.js';

export type PreceptorRow = typeof preceptors.$inferSelect;

const state = alias(refRows, 'state');
const country = alias(refRows, 'country');

const listed = { p: preceptors, hospitalName: hospitals.name, total: totalOver() };
const SORTS = {
  lastName: preceptors.lastName,
  hospitalName: hospitals.name,
  speciality: preceptors.speciality,
  email: preceptors.email,
  updatedAt: preceptors.updatedAt,
};
const selectListed = (ex: Executor) =>
  ex.select(listed).from(preceptors).innerJoin(hospitals, eq(hospitals.id, preceptors.hospitalId));

function where(q: PreceptorListQuery): SQL | undefined {
  const text = q.q?.trim();
  const t = text ? likeTerm(text) : '';
  return and(
    q.active ? eq(preceptors.active, q.active === 'true') : undefined,
    q.hospitalId ? eq(preceptors.hospitalId, q.hospitalId) : undefined,
    text
      ? or(
          ilike(sql`${preceptors.firstName} || ' ' || ${preceptors.lastName}`, t),
          ilike(preceptors.email, t),
          ilike(preceptors.speciality, t),
          ilike(hospitals.name, t),
        )
      : undefined,
  );
}

/** Preceptors by last and first name, with their hospital. */
export async function listPreceptors(ex: Executor, q: PreceptorListQuery) {
  const w = where(q);
  const rows = await selectListed(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, asc(preceptors.lastName)), asc(preceptors.firstName), asc(preceptors.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return withTotal(rows, async () => {
    const [{ n }] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(preceptors)
      .innerJoin(hospitals, eq(hospitals.id, preceptors.hospitalId))
      .where(w);
    return Number(n);
  });
}

/** One preceptor with the hospital's contact. */
export async function findDetail(ex: Executor, where: SQL) {
  const [row] = await ex
    .select({
      p: preceptors,
      h: {
        id: hospitals.id,
        name: hospitals.name,
        address1: hospitals.address1,
        address2: hospitals.address2,
        city: hospitals.city,
        zip: hospitals.zip,
        phone: hospitals.phone,
        email: hospitals.email,
        contactName: hospitals.contactName,
      },
      stateName: state.label,
      countryName: country.label,
    })
    .from(preceptors)
    .innerJoin(hospitals, eq(hospitals.id, preceptors.hospitalId))
    .leftJoin(state, eq(state.id, hospitals.stateId))
    .leftJoin(country, eq(country.id, hospitals.countryId))
    .where(where);
  return row;
}
export type PreceptorDetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

export const findPreceptor = async (ex: Executor, id: number): Promise<PreceptorRow | undefined> =>
  (await ex.select().from(preceptors).where(eq(preceptors.id, id)))[0];

export const preceptorOfUser = async (ex: Executor, userId: number): Promise<PreceptorRow | undefined> =>
  (await ex.select().from(preceptors).where(eq(preceptors.userId, userId)))[0];

export async function preceptorByEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select({ id: preceptors.id })
    .from(preceptors)
    .where(sql`lower(${preceptors.email}) = lower(${email})`);
  return row;
}

export async function hospitalState(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: hospitals.id, active: hospitals.active })
    .from(hospitals)
    .where(eq(hospitals.id, id));
  return row;
}

/** A hospital's active preceptors (and an `include`d one) for a dropdown. */
export async function preceptorOptions(ex: Executor, q: { hospitalId?: number; include?: number }) {
  const live = and(eq(preceptors.active, true), q.hospitalId ? eq(preceptors.hospitalId, q.hospitalId) : undefined);
  return ex
    .select({
      value: preceptors.id,
      title: preceptors.title,
      firstName: preceptors.firstName,
      lastName: preceptors.lastName,
      hospitalId: preceptors.hospitalId,
      active: preceptors.active,
    })
    .from(preceptors)
    .where(q.include ? or(live, eq(preceptors.id, q.include)) : live)
    .orderBy(asc(preceptors.lastName), asc(preceptors.firstName))
    .limit(1000);
}

export const insertPreceptor = async (ex: Executor, v: typeof preceptors.$inferInsert) =>
  (await ex.insert(preceptors).values(v).returning())[0];
export const updatePreceptor = async (ex: Executor, id: number, v: Partial<typeof preceptors.$inferInsert>) =>
  (
    await ex
      .update(preceptors)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(preceptors.id, id))
      .returning()
  )[0];
