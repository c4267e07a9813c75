import { count, countDistinct, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { pageViews, userPreferences } from './shell.schema.js';

export const findPrefs = async (ex: Executor, userId: number) =>
  (await ex.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

export const upsertPrefs = async (ex: Executor, userId: number, prefs: unknown) =>
  (
    await ex
      .insert(userPreferences)
      .values({ userId, prefs })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { prefs, updatedAt: sql`now()` as never } })
      .returning()
  )[0];

export const insertPageView = (ex: Executor, v: typeof pageViews.$inferInsert) => ex.insert(pageViews).values(v);

export async function pageViewSummary(ex: Executor, since: Date, limit = 50) {
  const w = gt(pageViews.at, since.toISOString());
  const views = count();
  const items = await ex
    .select({
      path: pageViews.path,
      title: sql<string | null>`max(${pageViews.title})`,
      views,
      users: countDistinct(pageViews.userId),
    })
    .from(pageViews)
    .where(w)
    .groupBy(pageViews.path)
    .orderBy(desc(views), pageViews.path)
    .limit(limit);
  const [{ n }] = await ex.select({ n: count() }).from(pageViews).where(w);
  return { items: items.map((i) => ({ ...i, views: Number(i.views), users: Number(i.users) })), total: Number(n) };
}
