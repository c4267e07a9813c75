import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { leadRepVacations } from './lead-admin.schema.js';

/** How many covers in a row are followed (a cover who is away too hands on to their own cover). */
const MAX_HOPS = 5;
export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Who takes a representative's new leads on `date` (YYYY-MM-DD): the cover of an absence that
 * includes the date, followed while the cover is away too (at most a few hops, never in a circle);
 * the representative themself when not away.
 */
export async function coverFor(ex: Executor, repId: number, date: string): Promise<number> {
  const seen = new Set<number>([repId]);
  let current = repId;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [away] = await ex
      .select({ coverId: leadRepVacations.coverId })
      .from(leadRepVacations)
      .where(
        and(
          eq(leadRepVacations.representativeId, current),
          lte(leadRepVacations.fromDate, date),
          gte(leadRepVacations.toDate, date),
        ),
      )
      .orderBy(leadRepVacations.id)
      .limit(1);
    if (!away || seen.has(away.coverId)) break;
    seen.add(away.coverId);
    current = away.coverId;
  }
  return current;
}

/**
 * The hook the leads module calls when it assigns a representative to a new or unassigned lead:
 * the representative, or their cover while they are away today. Null/undefined pass through.
 */
export async function routeRepresentative<T extends number | null | undefined>(
  ex: Executor,
  repId: T,
  date = todayIso(),
): Promise<T | number> {
  return repId == null ? repId : coverFor(ex, repId, date);
}
