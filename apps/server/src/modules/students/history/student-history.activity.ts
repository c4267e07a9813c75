import {
  STUDENT_ACTIVITY_KINDS,
  STUDENT_NOTE_ENTITY,
  activitySummary,
  describeStudentActivity,
  kindOf,
  noteKindOfType,
  unwrapLeadHistory,
  type ChangeKind,
  type ChangeLookups,
  type ChangeRow,
  type DescribedChange,
  type StudentActivity,
} from '@caduceus/contracts';

/** An audit row as the activity log reads it. */
export type ActivityRow = ChangeRow;

/** The rows the describers read (the lead's history as the lead's rows), to look up the names they need. */
export const describedRows = (rows: readonly ActivityRow[]) => rows.map(unwrapLeadHistory);

/** The action in a few words ("Added a note (Accounting Notes)"), kept beside the sentence for short views. */
function summaryOf(r: ActivityRow) {
  const summary = activitySummary(r.entity, r.action);
  if (r.entity !== STUDENT_NOTE_ENTITY) return summary;
  const v = (r.after ?? r.before) as { type?: unknown } | null;
  const kind = noteKindOfType(Number(v?.type));
  return kind ? `${summary} (${kind.title})` : summary;
}

/**
 * An audit row in words (contracts' students/activity.ts by default; the lead's log passes its own describer and
 * kinds): the sentence with who did it, the kind it is filtered by, and each changed field from -> to with ids
 * named, dates MM/DD/YYYY and bookkeeping and hashes left out.
 */
export function describeActivity(
  r: ActivityRow,
  lookups?: ChangeLookups,
  describe: (r: ActivityRow, lookups?: ChangeLookups) => DescribedChange = describeStudentActivity,
  kinds: readonly ChangeKind[] = STUDENT_ACTIVITY_KINDS,
): StudentActivity {
  const { sentence, details } = describe(r, lookups);
  return {
    id: r.id,
    at: r.at,
    actorName: r.actorName,
    entity: r.entity,
    action: r.action,
    summary: summaryOf(r),
    sentence,
    kind: kindOf(kinds, r.entity, r.action),
    changes: details,
  };
}
