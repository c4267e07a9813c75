import {
  DUPLICATE_MESSAGES,
  DUPLICATE_RULES,
  LEAD_ENTITY,
  MERGE_FIELD_KEYS,
  type DuplicateCheckQuery,
  type DuplicateCount,
  type DuplicateGroup,
  type DuplicateGroupQuery,
  type DuplicateLead,
  type DuplicateRule,
  type DuplicateRules,
  type LeadMergeInput,
  type LeadMergeLog,
  type LeadMergeLogQuery,
  type LeadMergePreview,
  type LeadMergePreviewQuery,
  type LeadRecord,
  type Page,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import { findLead, updateLead, type LeadValues } from '../leads/leads.repo.js';
import { LEAD_CHILD_TABLES } from './lead-duplicates.children.js';
import * as repo from './lead-duplicates.repo.js';
import { RULES_KEY, readDuplicateRules } from './lead-duplicates.batch.js';
import { toIso } from '../../../platform/db/columns.js';
import { offsetOf } from '../../../platform/paging.js';

export { RULES_KEY } from './lead-duplicates.batch.js';
export const MERGE_ENTITY = 'leadMerge';

export interface LeadDuplicatesDeps {
  db: Db;
  record: (id: number) => Promise<LeadRecord>;
}

/** Groups pairs into connected sets (a matches b, b matches c: one group), with the rules seen per lead. */
function groupPairs(byRule: [DuplicateRule, repo.Pair[]][]) {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const rulesOf = new Map<number, Set<DuplicateRule>>();
  for (const [rule, pairs] of byRule) {
    for (const { a, b } of pairs.map((p) => ({ a: Number(p.a), b: Number(p.b) }))) {
      for (const x of [a, b]) {
        if (!parent.has(x)) parent.set(x, x);
        if (!rulesOf.has(x)) rulesOf.set(x, new Set());
        rulesOf.get(x)!.add(rule);
      }
      const [ra, rb] = [find(a), find(b)];
      if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
    }
  }
  const groups = new Map<number, number[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    groups.set(root, [...(groups.get(root) ?? []), id]);
  }
  // newest duplicates first: the group whose newest member is newest leads
  return {
    groups: [...groups.values()]
      .map((ids) => ids.sort((x, y) => x - y))
      .sort((x, y) => y[y.length - 1] - x[x.length - 1]),
    rulesOf,
  };
}

export function createLeadDuplicatesService({ db, record }: LeadDuplicatesDeps) {
  const rules = (ex: Executor = db): Promise<DuplicateRules> => readDuplicateRules(ex);

  async function detect(only?: DuplicateRule) {
    const r = await rules();
    const wanted = DUPLICATE_RULES.filter((rule) => r[rule] && (!only || only === rule));
    const byRule: [DuplicateRule, repo.Pair[]][] = [];
    for (const rule of wanted) byRule.push([rule, await repo.pairsByRule(db, rule, r.nameThreshold)]);
    return groupPairs(byRule);
  }

  const member = (m: Awaited<ReturnType<typeof repo.membersOf>>[number], rules: DuplicateRule[]): DuplicateLead => ({
    ...m,
    createdAt: toIso(m.createdAt),
    rules,
  });

  async function requireLive(tx: Executor, id: number) {
    const row = await repo.lockedRow(tx, id);
    if (!row) throw notFound('Lead');
    if (row.deleted_at != null) throw ruleRefused(DUPLICATE_MESSAGES.deleted);
    return row;
  }

  return {
    rules: () => rules(),

    async saveRules(actor: Actor, input: DuplicateRules): Promise<DuplicateRules> {
      return db.transaction(async (tx) => {
        const before = await rules(tx);
        await repo.writeSetting(tx, RULES_KEY, input, actor.userId);
        await audit(tx, actor, {
          action: 'saveDuplicateRules',
          entity: 'setting',
          entityId: RULES_KEY,
          before,
          after: input,
        });
        return input;
      });
    },

    /** duplicateLeadSearch: the candidate groups, detected now by the enabled rules. */
    async groups(q: DuplicateGroupQuery): Promise<Page<DuplicateGroup>> {
      const { groups, rulesOf } = await detect(q.rule);
      const page = groups.slice(offsetOf(q), offsetOf(q) + q.pageSize);
      const members = new Map((await repo.membersOf(db, page.flat())).map((m) => [m.id, m]));
      const items = page.map((ids) => {
        const leads = ids.filter((id) => members.has(id)).map((id) => member(members.get(id)!, [...rulesOf.get(id)!]));
        const all = new Set(leads.flatMap((l) => l.rules));
        return { key: ids[0], rules: DUPLICATE_RULES.filter((x) => all.has(x)), count: leads.length, leads };
      });
      return { items, total: groups.length, page: q.page, pageSize: q.pageSize };
    },

    /** getDuplicateCount: how many candidate groups, and leads in them (the badge). */
    async count(): Promise<DuplicateCount> {
      const { groups } = await detect();
      return { groups: groups.length, leads: groups.reduce((n, g) => n + g.length, 0) };
    },

    /** The add form's check (and a lead's own duplicates): live leads matching the given values. */
    async check(q: DuplicateCheckQuery): Promise<{ items: DuplicateLead[] }> {
      const r = await rules();
      const name = q.firstName && q.lastName ? `${q.firstName} ${q.lastName}` : undefined;
      const rows = await repo.matchValues(
        db,
        { email: q.email, phone: q.phone, name, dateOfBirth: q.dateOfBirth, excludeId: q.excludeId },
        { email: r.email, phone: r.phone, nameDob: r.nameDob, threshold: r.nameThreshold },
      );
      return {
        items: rows.map(({ byEmail, byPhone, byName, ...m }) =>
          member(
            m,
            DUPLICATE_RULES.filter((x) => (x === 'email' ? byEmail : x === 'phone' ? byPhone : byName)),
          ),
        ),
      };
    },

    async ofLead(id: number) {
      const l = await findLead(db, id);
      if (!l) throw notFound('Lead');
      return this.check({
        email: l.email,
        phone: l.phone ?? undefined,
        firstName: l.firstName,
        lastName: l.lastName,
        dateOfBirth: l.dateOfBirth ?? undefined,
        excludeId: id,
      });
    },

    /** searchLeadMerge: both leads side by side and the rows each holds that a merge moves. */
    async preview(q: LeadMergePreviewQuery): Promise<LeadMergePreview> {
      if (q.survivorId === q.otherId) throw ruleRefused(DUPLICATE_MESSAGES.self);
      const [survivor, other] = await Promise.all([record(q.survivorId), record(q.otherId)]);
      const related: LeadMergePreview['related'] = {};
      for (const t of LEAD_CHILD_TABLES) {
        const counts = await repo.countRows(db, t, [survivor.id, other.id]);
        related[t.table] = { survivor: counts.get(survivor.id) ?? 0, other: counts.get(other.id) ?? 0 };
      }
      const ids = (k: 'representativeId' | 'fairId') => [survivor[k], other[k]].filter((x): x is number => x != null);
      return { survivor, other, related, names: await repo.namesOf(db, ids('representativeId'), ids('fairId')) };
    },

    /**
     * leadMerge, in one transaction: the survivor takes the chosen fields of the other lead, every row of the
     * other lead in LEAD_CHILD_TABLES moves to the survivor, the other lead is soft-deleted with merged_into,
     * and the log keeps both full before-images and the moved row keys.
     */
    async merge(actor: Actor, input: LeadMergeInput): Promise<LeadMergeLog> {
      if (input.survivorId === input.otherId) throw ruleRefused(DUPLICATE_MESSAGES.self);
      const id = await db.transaction(async (tx) => {
        // lock in id order so two merges of the same pair cannot deadlock
        const [lo, hi] = [input.survivorId, input.otherId].sort((a, b) => a - b);
        const locked = { [lo]: await requireLive(tx, lo), [hi]: await requireLive(tx, hi) };
        const survivorBefore = locked[input.survivorId];
        const otherBefore = locked[input.otherId];
        if (otherBefore.student_id != null) throw ruleRefused(DUPLICATE_MESSAGES.migrated);
        const other = (await findLead(tx, input.otherId))!;
        const survivorRow = (await findLead(tx, input.survivorId))!;
        const taken = MERGE_FIELD_KEYS.filter((k) => input.choices[k] === 'other');
        const values: Partial<LeadValues> = Object.fromEntries(taken.map((k) => [k, other[k]]));
        const moved: Record<string, (string | number)[]> = {};
        for (const t of LEAD_CHILD_TABLES) {
          const keys = await repo.moveRows(tx, t, input.otherId, input.survivorId);
          if (keys.length) moved[t.table] = keys;
        }
        await updateLead(tx, input.survivorId, { ...values, updatedBy: actor.userId });
        await repo.markMerged(tx, input.otherId, input.survivorId, actor.userId);
        const log = await repo.insertMerge(tx, {
          survivorId: input.survivorId,
          otherId: input.otherId,
          survivorBefore,
          otherBefore,
          taken,
          moved,
          mergedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'merge',
          entity: MERGE_ENTITY,
          entityId: log.id,
          after: { survivorId: input.survivorId, otherId: input.otherId, taken, moved },
        });
        await audit(tx, actor, {
          action: 'mergeSurvivor',
          entity: LEAD_ENTITY,
          entityId: input.survivorId,
          before: Object.fromEntries(taken.map((k) => [k, survivorRow[k]])),
          after: { ...values, mergedFrom: input.otherId },
        });
        await audit(tx, actor, {
          action: 'mergedInto',
          entity: LEAD_ENTITY,
          entityId: input.otherId,
          after: { mergedInto: input.survivorId },
        });
        return log.id;
      });
      return this.log(id);
    },

    /** Undoes a merge from its log entry, in one transaction: rows move back, both leads get their before-images. */
    async undo(actor: Actor, mergeId: number): Promise<LeadMergeLog> {
      await db.transaction(async (tx) => {
        const log = await repo.lockedMerge(tx, mergeId);
        if (!log) throw notFound('Merge');
        if (log.undoneAt) throw ruleRefused(DUPLICATE_MESSAGES.alreadyUndone);
        const [lo, hi] = [log.survivorId, log.otherId].sort((a, b) => a - b);
        const locked = { [lo]: await repo.lockedRow(tx, lo), [hi]: await repo.lockedRow(tx, hi) };
        const survivor = locked[log.survivorId];
        const other = locked[log.otherId];
        if (
          !survivor ||
          !other ||
          survivor.deleted_at != null ||
          other.merged_into !== log.survivorId ||
          other.deleted_at == null
        ) {
          throw ruleRefused(DUPLICATE_MESSAGES.cannotUndo);
        }
        const moved = log.moved as Record<string, (string | number)[]>;
        for (const t of LEAD_CHILD_TABLES)
          await repo.moveBack(tx, t, moved[t.table] ?? [], log.survivorId, log.otherId);
        await repo.restoreRow(tx, log.otherId, log.otherBefore as Record<string, unknown>);
        await repo.restoreRow(tx, log.survivorId, log.survivorBefore as Record<string, unknown>);
        await repo.markUndone(tx, mergeId, actor.userId);
        await audit(tx, actor, {
          action: 'undoMerge',
          entity: MERGE_ENTITY,
          entityId: mergeId,
          before: { survivor, other },
          after: { survivor: log.survivorBefore, other: log.otherBefore },
        });
        await audit(tx, actor, {
          action: 'unmerged',
          entity: LEAD_ENTITY,
          entityId: log.otherId,
          after: { restoredFrom: log.survivorId },
        });
      });
      return this.log(mergeId);
    },

    async log(id: number): Promise<LeadMergeLog> {
      const { items } = await repo.listMerges(db, { page: 1, pageSize: 1 }, id);
      if (!items[0]) throw notFound('Merge');
      return toLog(items[0]);
    },

    async logs(q: LeadMergeLogQuery): Promise<Page<LeadMergeLog>> {
      const r = await repo.listMerges(db, q);
      return { items: r.items.map(toLog), total: r.total, page: q.page, pageSize: q.pageSize };
    },
  };
}

function toLog(m: Awaited<ReturnType<typeof repo.listMerges>>['items'][number]): LeadMergeLog {
  return {
    ...m,
    survivorName: m.survivorName ?? '',
    otherName: m.otherName ?? '',
    mergedAt: toIso(m.mergedAt),
    undoneAt: m.undoneAt ? toIso(m.undoneAt) : null,
  };
}

export type LeadDuplicatesService = ReturnType<typeof createLeadDuplicatesService>;
