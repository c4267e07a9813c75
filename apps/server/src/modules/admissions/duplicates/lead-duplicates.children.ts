/**
 * THE ONE PLACE listing every table that hangs off a lead by a `lead_id` column: a merge moves the other
 * lead's rows of each to the survivor, and undoing moves exactly those rows back. A domain that adds a
 * lead table adds one line here (lead-duplicates.test.ts fails while a `lead_id` table is missing).
 *
 * key:   the column that names a row within its table (recorded in the merge log; undo moves those back)
 * whole: the table holds one set per lead (the application and its steps): the other lead's rows move
 *        only when the survivor has none, so the survivor's own application is never mixed with another
 * Rows hanging off these rows (email files, estimate lines, document versions) follow their parent.
 */
export interface LeadChildTable {
  table: string;
  key: string;
  whole?: boolean;
}

export const LEAD_CHILD_TABLES: readonly LeadChildTable[] = [
  { table: 'lead_notes', key: 'id' },
  { table: 'lead_status_changes', key: 'id' },
  { table: 'tasks', key: 'id' },
  { table: 'lead_emails', key: 'id' },
  { table: 'lead_unverified_emails', key: 'id' }, // an inbound email resolved into the lead follows it (modules/lead-inbox)
  { table: 'lead_documents', key: 'id' },
  { table: 'lead_estimates', key: 'id' },
  { table: 'lead_semester_deferments', key: 'id' },
  { table: 'lead_applications', key: 'lead_id', whole: true },
  { table: 'lead_application_steps', key: 'step', whole: true },
  { table: 'lead_immigration_documents', key: 'id' },
  { table: 'lead_admission_forms', key: 'form', whole: true },
  { table: 'lead_admission_acceptances', key: 'kind', whole: true },
  { table: 'lead_billing', key: 'lead_id', whole: true },
  { table: 'lead_billing_contacts', key: 'id', whole: true },
  { table: 'lead_education', key: 'id' },
  { table: 'lead_interviews', key: 'id' },
  { table: 'lead_interview_evaluations', key: 'id', whole: true },
  { table: 'lead_decisions', key: 'id' },
];

/** Tables with a `lead_id` column that a merge leaves alone, with the reason. */
export const LEAD_ID_TABLES_NOT_MOVED: Record<string, string> = {
  students: 'the student migrated from a lead keeps its origin (a migrated lead cannot be merged away)',
};
