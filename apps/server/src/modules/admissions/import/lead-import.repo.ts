import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_IMPORT_BATCH, type LeadUploadListQuery, type LeadUploadRowsQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { fairs } from '../fairs/lead-fairs.schema.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { leadUploadRows, leadUploads } from './lead-import.schema.js';

export type UploadRow = typeof leadUploads.$inferSelect;
export type UploadRowValues = typeof leadUploadRows.$inferInsert;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

// ---- the names a file may use ----
export async function refNames(ex: Executor, tables: string[]) {
  return ex
    .select({
      id: refRows.id,
      table: refRows.tableKey,
      label: refRows.label,
      code: sql<string | null>`${refRows.data} ->> 'code'`,
      active: refRows.active,
    })
    .from(refRows)
    .where(inArray(refRows.tableKey, tables));
}
export async function fairNames(ex: Executor) {
  return ex.select({ id: fairs.id, name: fairs.name, active: fairs.active }).from(fairs).orderBy(asc(fairs.fairDate));
}
/** Staff users (a representative must be an active one). */
export async function staffNames(ex: Executor) {
  return ex
    .select({ id: users.id, username: users.username, email: users.email, name: nameOf(users), active: users.active })
    .from(users)
    .where(eq(users.userType, 'Staff'));
}

// ---- uploads ----
export async function insertUpload(ex: Executor, v: typeof leadUploads.$inferInsert) {
  const [row] = await ex.insert(leadUploads).values(v).returning();
  return row;
}

/** Inserts the checked rows set-based (JSON to records), a few thousand per statement. */
export async function insertRows(ex: Executor, uploadId: number, rows: Omit<UploadRowValues, 'uploadId'>[]) {
  for (let i = 0; i < rows.length; i += 2500) {
    const json = JSON.stringify(
      rows.slice(i, i + 2500).map((r) => ({
        n: r.rowNumber,
        v: r.values,
        i: r.input ?? null,
        s: r.state,
        e: r.errors ?? [],
        d: r.duplicates ?? [],
      })),
    );
    await ex.execute(sql`insert into lead_upload_rows (upload_id, row_number, "values", input, state, errors, duplicates)
      select ${uploadId}, n, v, i, s, e, d from json_to_recordset(${json}::json) as x(n int, v jsonb, i jsonb, s text, e jsonb, d jsonb)`);
  }
}

const uploadCols = { ...getTableColumns(leadUploads), uploadedByName: nameOf(users) };
export async function findUpload(ex: Executor, id: number) {
  const [row] = await ex
    .select(uploadCols)
    .from(leadUploads)
    .leftJoin(users, eq(users.id, leadUploads.uploadedBy))
    .where(eq(leadUploads.id, id));
  return row;
}
export type ListedUpload = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

export async function lockUpload(ex: Executor, id: number) {
  const [row] = await ex.select().from(leadUploads).where(eq(leadUploads.id, id)).for('update');
  return row;
}

export async function updateUpload(ex: Executor, id: number, v: Partial<typeof leadUploads.$inferInsert>) {
  const [row] = await ex.update(leadUploads).set(v).where(eq(leadUploads.id, id)).returning();
  return row;
}

export async function listUploads(ex: Executor, q: LeadUploadListQuery) {
  const w = and(
    q.status ? eq(leadUploads.status, q.status) : undefined,
    q.q?.trim() ? ilike(leadUploads.filename, likeTerm(q.q.trim())) : undefined,
  );
  const items = await ex
    .select(uploadCols)
    .from(leadUploads)
    .leftJoin(users, eq(users.id, leadUploads.uploadedBy))
    .where(w)
    .orderBy(desc(leadUploads.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count() }).from(leadUploads).where(w);
  return { items, total: Number(n) };
}

// ---- rows ----
function rowsWhere(uploadId: number, q: Pick<LeadUploadRowsQuery, 'state' | 'outcome'>): SQL | undefined {
  return and(
    eq(leadUploadRows.uploadId, uploadId),
    q.state ? eq(leadUploadRows.state, q.state) : undefined,
    q.outcome ? eq(leadUploadRows.outcome, q.outcome) : undefined,
  );
}
const rowCols = {
  rowNumber: leadUploadRows.rowNumber,
  values: leadUploadRows.values,
  state: leadUploadRows.state,
  errors: leadUploadRows.errors,
  duplicates: leadUploadRows.duplicates,
  outcome: leadUploadRows.outcome,
  leadId: leadUploadRows.createdLeadId,
};
export async function listRows(ex: Executor, uploadId: number, q: LeadUploadRowsQuery) {
  const w = rowsWhere(uploadId, q);
  const items = await ex
    .select(rowCols)
    .from(leadUploadRows)
    .where(w)
    .orderBy(asc(leadUploadRows.rowNumber))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count() }).from(leadUploadRows).where(w);
  return { items, total: Number(n) };
}
export type ListedRow = Awaited<ReturnType<typeof listRows>>['items'][number];

/** The rows of the error report: refused rows, and duplicates the import skipped. */
export async function reportRows(ex: Executor, uploadId: number) {
  return ex
    .select(rowCols)
    .from(leadUploadRows)
    .where(
      and(
        eq(leadUploadRows.uploadId, uploadId),
        or(eq(leadUploadRows.state, 'invalid'), eq(leadUploadRows.outcome, 'skipped')),
      ),
    )
    .orderBy(asc(leadUploadRows.rowNumber));
}

/** The rows an import takes on, with the values duplicate detection compares. */
export async function pendingRows(ex: Executor, uploadId: number) {
  return ex
    .select({
      rowNumber: leadUploadRows.rowNumber,
      input: leadUploadRows.input,
      state: leadUploadRows.state,
      duplicates: leadUploadRows.duplicates,
    })
    .from(leadUploadRows)
    .where(
      and(
        eq(leadUploadRows.uploadId, uploadId),
        isNotNull(leadUploadRows.input),
        sql`${leadUploadRows.outcome} is null`,
      ),
    )
    .orderBy(asc(leadUploadRows.rowNumber));
}

/** Writes the state and duplicates of rows that a new check changed. */
export async function updateRowStates(
  ex: Executor,
  uploadId: number,
  changes: { rowNumber: number; state: string; duplicates: unknown[] }[],
) {
  if (!changes.length) return;
  await ex.execute(sql`update lead_upload_rows r set state = x.s, duplicates = x.d
    from json_to_recordset(${JSON.stringify(changes.map((c) => ({ n: c.rowNumber, s: c.state, d: c.duplicates })))}::json) as x(n int, s text, d jsonb)
    where r.upload_id = ${uploadId} and r.row_number = x.n`);
}

export async function rowCounts(ex: Executor, uploadId: number) {
  const [c] = await ex
    .select({
      valid: sql<number>`count(*) filter (where ${leadUploadRows.state} <> 'invalid')::int`,
      duplicates: sql<number>`count(*) filter (where ${leadUploadRows.state} = 'duplicate')::int`,
      imported: sql<number>`count(*) filter (where ${leadUploadRows.outcome} = 'imported')::int`,
      skipped: sql<number>`count(*) filter (where ${leadUploadRows.outcome} = 'skipped')::int`,
    })
    .from(leadUploadRows)
    .where(eq(leadUploadRows.uploadId, uploadId));
  return c;
}

/** Names and emails of leads a page of rows matched. */
export async function leadsBrief(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  return ex
    .select({ id: leads.id, name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`, email: leads.email })
    .from(leads)
    .where(inArray(leads.id, ids));
}
export async function rowValues(ex: Executor, uploadId: number, rowNumbers: number[]) {
  if (!rowNumbers.length) return [];
  return ex
    .select({ rowNumber: leadUploadRows.rowNumber, values: leadUploadRows.values })
    .from(leadUploadRows)
    .where(and(eq(leadUploadRows.uploadId, uploadId), inArray(leadUploadRows.rowNumber, rowNumbers)));
}

// ---- the import job ----
/** Claims an importing upload nobody is working on (no heartbeat for a minute). */
export async function claimImport(ex: Executor): Promise<UploadRow | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await ex.execute(sql`
    update lead_uploads set heartbeat_at = now(), started_at = coalesce(started_at, now())
     where id = (select id from lead_uploads where status = 'importing' and (heartbeat_at is null or heartbeat_at < now() - interval '60 seconds')
                  order by id limit 1 for update skip locked)
    returning id`),
  );
  return row ? await lockless(ex, Number(row.id)) : undefined;
}
const lockless = async (ex: Executor, id: number) =>
  (await ex.select().from(leadUploads).where(eq(leadUploads.id, id)))[0];

/** The representatives named by the rows still to import. */
export async function pendingRepresentatives(ex: Executor, uploadId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await ex.execute(sql`select distinct (input ->> 'representativeId')::int as id from lead_upload_rows
    where upload_id = ${uploadId} and outcome is null and input ->> 'representativeId' is not null`),
  );
  return rows.map((r) => Number(r.id));
}

const LEAD_AUDIT_FIELDS = Object.entries(getTableColumns(leads)).filter(([k]) => k !== 'searchText');
/** The created lead as its audit row shows it (as leads.service's create writes it: every field but the search text). */
const auditImage = (() => {
  const pairs = LEAD_AUDIT_FIELDS.map(([k, c]) => sql`${sql.raw(`'${k}'`)}, ins.${sql.identifier(c.name)}`);
  const parts: SQL[] = [];
  // jsonb_build_object takes at most 100 arguments
  for (let i = 0; i < pairs.length; i += 40)
    parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40), sql`, `)})`);
  return sql.join(parts, sql` || `);
})();

/**
 * Imports the next batch of an upload's rows in one statement: claims up to LEAD_IMPORT_BATCH pending rows
 * (FOR UPDATE SKIP LOCKED), inserts their leads (search text as leads.repo computes it), a New status history
 * row and a create audit row each (noting the bulk upload), and marks the rows imported with their lead ids.
 * (No join between the statement's parts: they are estimated at one row, so a join would be a nested loop.)
 * `covers` maps a representative away today to their cover. Answers how many rows it imported.
 */
export async function importBatch(
  ex: Executor,
  upload: { id: number; importedBy: number | null; states: string[] },
  covers: Record<string, number>,
  note: string,
) {
  const by = upload.importedBy;
  const [{ n }] = rowsOf<{ n: number }>(
    await ex.execute(sql`
    with picked as (
      select r.id from lead_upload_rows r
       where r.upload_id = ${upload.id} and r.outcome is null and r.input is not null and r.state in (${sql.join(
         upload.states.map((s) => sql`${s}`),
         sql`, `,
       )})
       order by r.row_number limit ${LEAD_IMPORT_BATCH} for update skip locked
    ), v as materialized (
      select r.id as row_id, r.row_number, nextval(pg_get_serial_sequence('leads', 'id'))::int as lead_id, x.*
        from picked p join lead_upload_rows r on r.id = p.id
        cross join lateral jsonb_to_record(r.input) as x("firstName" text, "middleName" text, "lastName" text, email text, phone text, gender text,
          "dateOfBirth" date, "birthCountryId" int, "courseId" int, "campusId" int, "semesterId" int, "sourceId" int, "representativeId" int, "fairId" int)
    ), ins as (
      insert into leads (id, first_name, middle_name, last_name, email, phone, gender, date_of_birth, birth_country_id, course_id, campus_id, semester_id,
                         source_id, representative_id, fair_id, status_id, search_text, created_by, updated_by)
      select lead_id, "firstName", nullif("middleName", ''), "lastName", email, phone, gender, "dateOfBirth", "birthCountryId", "courseId", "campusId", "semesterId",
             "sourceId", coalesce((${JSON.stringify(covers)}::jsonb ->> "representativeId"::text)::int, "representativeId"), "fairId", 1,
             lower(concat_ws(' ', lead_id, "firstName", nullif("middleName", ''), "lastName", email, nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), ''))),
             ${by}::int, ${by}::int
        from v
      returning *
    ), history as (
      insert into lead_status_changes (lead_id, from_status_id, to_status_id, note, changed_by) select id, null, 1, ${note}, ${by}::int from ins
    ), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, after)
      select ${by}::int, 'create', 'lead', ins.id::text, ${auditImage} || jsonb_build_object('addedThrough', ${note}::text, 'bulkUploadId', ${upload.id}::int)
        from ins
    ), marked as (
      update lead_upload_rows r set outcome = 'imported', created_lead_id = v.lead_id from v where r.id = v.row_id
    )
    select count(*)::int as n from v`),
  );
  const done = Number(n);
  if (done) {
    await ex.execute(sql`update lead_uploads set imported = imported + ${done}, heartbeat_at = now(),
      progress = least(99, ((imported + ${done}) * 100) / greatest(to_import, 1)) where id = ${upload.id}`);
  }
  return done;
}

/** Marks the duplicates the import passes over as skipped. */
export async function skipRest(ex: Executor, uploadId: number) {
  await ex
    .update(leadUploadRows)
    .set({ outcome: 'skipped' })
    .where(
      and(
        eq(leadUploadRows.uploadId, uploadId),
        eq(leadUploadRows.state, 'duplicate'),
        sql`${leadUploadRows.outcome} is null`,
      ),
    );
}

// ---- the lead's Documents tab ----
export async function sourceOfLead(ex: Executor, leadId: number) {
  return (
    ex
      .select({
        uploadId: leadUploads.id,
        filename: leadUploads.filename,
        size: leadUploads.size,
        rowNumber: leadUploadRows.rowNumber,
        uploadedAt: leadUploads.uploadedAt,
        uploadedByName: nameOf(users),
      })
      .from(leadUploadRows)
      .innerJoin(leadUploads, eq(leadUploads.id, leadUploadRows.uploadId))
      .leftJoin(users, eq(users.id, leadUploads.uploadedBy))
      // the lead's own upload, and those of leads merged into it (lead-duplicates keeps merged_into)
      .where(
        or(
          eq(leadUploadRows.createdLeadId, leadId),
          sql`${leadUploadRows.createdLeadId} in (select id from leads where merged_into = ${leadId})`,
        ),
      )
      .orderBy(asc(leadUploads.id))
  );
}
