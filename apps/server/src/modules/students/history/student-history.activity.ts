import {
  ACTIVITY_HIDDEN_FIELDS,
  ACTIVITY_REF_FIELDS,
  STUDENT_NOTE_ENTITY,
  activityFieldLabel,
  activityFieldRank,
  activitySummary,
  activityValue,
  noteKindOfType,
  type ActivityChange,
  type StudentActivity,
} from '@caduceus/contracts';

/** An audit row as the activity log reads it. */
export interface ActivityRow {
  id: number;
  at: string;
  actorName: string | null;
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}

type Values = Record<string, unknown>;
const valuesOf = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The control-table ids an audit row names (to look their names up in one query). */
export function refIdsOf(rows: ActivityRow[]): number[] {
  const ids: number[] = [];
  for (const r of rows) {
    for (const side of [valuesOf(r.before), valuesOf(r.after)]) {
      for (const k of ACTIVITY_REF_FIELDS) if (typeof side[k] === 'number') ids.push(side[k] as number);
    }
  }
  return ids;
}

/**
 * An audit row in words: who, when, what (the action), and each changed field from -> to, with
 * control-table ids named, dates MM/DD/YYYY and bookkeeping fields left out.
 */
export function describeActivity(r: ActivityRow, refNames: ReadonlyMap<number, string>): StudentActivity {
  const before = valuesOf(r.before);
  const after = valuesOf(r.after);
  const hidden = new Set(ACTIVITY_HIDDEN_FIELDS);
  let summary = activitySummary(r.entity, r.action);
  if (r.entity === STUDENT_NOTE_ENTITY) {
    // a note's type names its tab instead of being a change of its own
    hidden.add('type');
    const kind = noteKindOfType(Number(after.type ?? before.type));
    if (kind) summary = `${summary} (${kind.title})`;
  }
  const show = (k: string, v: unknown) =>
    ACTIVITY_REF_FIELDS.includes(k) && typeof v === 'number' ? (refNames.get(v) ?? `#${v}`) : activityValue(v, k);
  const changes: ActivityChange[] = [];
  // stored values come back in the database's key order: list them in the forms' order
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(
    (a, b) => activityFieldRank(a) - activityFieldRank(b),
  );
  for (const k of keys) {
    if (hidden.has(k) || same(before[k], after[k])) continue;
    const from = k in before ? show(k, before[k]) : null;
    const to = k in after ? show(k, after[k]) : null;
    if (from !== to) changes.push({ field: k, label: activityFieldLabel(k), from, to });
  }
  return { id: r.id, at: r.at, actorName: r.actorName, entity: r.entity, action: r.action, summary, changes };
}
