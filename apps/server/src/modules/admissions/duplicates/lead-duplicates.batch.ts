import {
  DEFAULT_DUPLICATE_RULES,
  DUPLICATE_RULES,
  duplicateRules,
  type DuplicateRule,
  type DuplicateRules,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import * as repo from './lead-duplicates.repo.js';

export const RULES_KEY = 'leadDuplicateRules';

/** The saved duplicate rules (the defaults until someone saves them): one reader for every caller. */
export async function readDuplicateRules(ex: Executor): Promise<DuplicateRules> {
  const parsed = duplicateRules.safeParse(await repo.readSetting(ex, RULES_KEY));
  return parsed.success ? parsed.data : DEFAULT_DUPLICATE_RULES;
}

export type MatchInput = repo.MatchInput;
/** What one value set matched: live leads and earlier value sets (smaller keys), each with the rules that matched. */
export interface BatchHits {
  leads: Map<number, DuplicateRule[]>;
  earlier: Map<number, DuplicateRule[]>;
}

/**
 * Duplicate detection for many value sets at once (the bulk lead upload): by the enabled rules, each value
 * set against the live leads and against the other value sets, set-based (a query per rule, not per row).
 * A value set matching a later one is not marked: the first occurrence in a file is the original.
 */
export async function detectDuplicatesMany(
  ex: Executor,
  values: MatchInput[],
  rules?: DuplicateRules,
): Promise<Map<number, BatchHits>> {
  const r = rules ?? (await readDuplicateRules(ex));
  const hits = new Map<number, BatchHits>();
  const add = (key: number, kind: keyof BatchHits, other: number, rule: DuplicateRule) => {
    let h = hits.get(key);
    if (!h) hits.set(key, (h = { leads: new Map(), earlier: new Map() }));
    const list = h[kind].get(other) ?? [];
    if (!list.includes(rule)) list.push(rule);
    h[kind].set(other, list);
  };
  for (const rule of DUPLICATE_RULES.filter((x) => r[x])) {
    for (const m of await repo.matchManyByRule(ex, values, rule, r.nameThreshold))
      add(Number(m.key), 'leads', Number(m.leadId), rule);
    for (const p of await repo.matchAmongByRule(ex, values, rule, r.nameThreshold))
      add(Number(p.b), 'earlier', Number(p.a), rule);
  }
  // rules in their declared order
  for (const h of hits.values())
    for (const m of [h.leads, h.earlier])
      for (const [k, list] of m)
        m.set(
          k,
          DUPLICATE_RULES.filter((x) => list.includes(x)),
        );
  return hits;
}
