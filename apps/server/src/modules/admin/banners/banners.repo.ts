import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { banners } from './banners.schema.js';

export type BannerRow = typeof banners.$inferSelect;

const columns = {
  id: banners.id,
  title: banners.title,
  text: banners.text,
  audience: banners.audience,
  active: banners.active,
  imageFileId: banners.imageFileId,
  createdAt: banners.createdAt,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

export async function listBanners(ex: Executor, q: { page: number; pageSize: number; active?: boolean }) {
  const w = q.active === undefined ? undefined : eq(banners.active, q.active);
  const items = await ex
    .select(columns)
    .from(banners)
    .leftJoin(users, eq(users.id, banners.createdBy))
    .where(w)
    .orderBy(desc(banners.createdAt), desc(banners.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(banners)
    .where(w);
  return { items, total: Number(n) };
}
export const findListed = async (ex: Executor, id: number) =>
  (
    await ex.select(columns).from(banners).leftJoin(users, eq(users.id, banners.createdBy)).where(eq(banners.id, id))
  )[0];
export const activeFor = (ex: Executor, audiences: string[]) =>
  ex
    .select(columns)
    .from(banners)
    .leftJoin(users, eq(users.id, banners.createdBy))
    .where(and(eq(banners.active, true), inArray(banners.audience, audiences)))
    .orderBy(desc(banners.createdAt), desc(banners.id))
    .limit(5);
export const findBanner = async (ex: Executor, id: number) =>
  (await ex.select().from(banners).where(eq(banners.id, id)))[0];
export const insertBanner = async (ex: Executor, v: typeof banners.$inferInsert) =>
  (await ex.insert(banners).values(v).returning())[0];
export const updateBanner = async (ex: Executor, id: number, v: Partial<typeof banners.$inferInsert>) =>
  (await ex.update(banners).set(v).where(eq(banners.id, id)).returning())[0];
export const deleteBanner = (ex: Executor, id: number) => ex.delete(banners).where(eq(banners.id, id));
