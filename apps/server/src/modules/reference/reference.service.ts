import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CONTROL_TABLES,
  labelFieldOf,
  lookupFieldsOf,
  rowSchema,
  tableDef,
  uniqueOf,
  type ControlRow,
  type CurrentSemesters,
  type FieldDef,
  type LookupItem,
  type RowFile,
  type RowHistoryEntry,
  type TableDef,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../platform/db/index.js';
import { audit, type Actor } from '../../platform/audit.js';
import { badInput, conflict, notFound, ruleRefused } from '../../platform/errors.js';
import { likeTerm, offsetOf } from '../../platform/paging.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { FilesService } from '../kit/index.js';
import { files } from '../kit/tables.js';
import { users } from '../access/tables.js';
import { auditLog } from '../../platform/db/tables.js';
import { refRowFiles, refRows, settings } from './reference.schema.js';

type RowRecord = typeof refRows.$inferSelect;
type Values = Record<string, unknown>;

/** Audit entity of a table's rows: reference.<table>. */
export const entityOf = (def: TableDef) => `reference.${def.key}`;

const ROW_KEYS = new Set(['label', 'active', 'sortOrder', 'createdAt']);
const NUMERIC: FieldDef['kind'][] = ['int', 'decimal', 'money'];
const FILTERABLE: FieldDef['kind'][] = ['enum', 'ref', 'user', 'bool', 'int'];
const TEXTUAL: FieldDef['kind'][] = ['text', 'textarea', 'email'];
const ROW_FILE_KINDS = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'] as const;

export function requireDef(key: string): TableDef {
  const def = tableDef(key);
  if (!def) throw notFound('Table');
  return def;
}

/** The normalised unique key: the values of the unique fields, lower-cased, joined. */
export function uniqueKeyOf(def: TableDef, values: Values): string {
  return uniqueOf(def)
    .map((k) =>
      String(values[k] ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('\u241f');
}

function searchTextOf(def: TableDef, values: Values): string {
  return def.fields
    .filter((f) => TEXTUAL.includes(f.kind) || f.kind === 'enum')
    .map((f) => (f.kind === 'enum' ? f.options?.find((o) => o.value === values[f.key])?.label : values[f.key]))
    .filter((v) => v != null && v !== '')
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);
}

/** Parses values with the table's schema; the issues become a 400 with field errors. */
export function parseValues(def: TableDef, body: unknown): Values {
  const r = rowSchema(def).safeParse(body ?? {});
  if (r.success) return r.data as Values;
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) fields[String(i.path[0] ?? '_')] ??= i.message;
  throw badInput('Please correct the highlighted fields', fields);
}

export interface ReferenceDeps {
  db: Db;
  /** where row files are stored (not needed to seed) */
  files?: FilesService;
  now?: () => Date;
}

export function createReferenceService({ db, files: fileStore, now = () => new Date() }: ReferenceDeps) {
  /** Labels of the ref and user fields of these rows: { id: { label, active } } per kind. */
  async function refLabels(ex: Executor, def: TableDef, rows: Values[]) {
    const refIds = new Set<number>();
    const userIds = new Set<number>();
    for (const r of rows) {
      for (const f of def.fields) {
        const v = r[f.key];
        if (typeof v !== 'number') continue;
        if (f.kind === 'ref') refIds.add(v);
        if (f.kind === 'user') userIds.add(v);
      }
    }
    const refs = refIds.size
      ? await ex
          .select({ id: refRows.id, label: refRows.label, active: refRows.active })
          .from(refRows)
          .where(inArray(refRows.id, [...refIds]))
      : [];
    const people = userIds.size
      ? await ex
          .select({
            id: users.id,
            label: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
            active: users.active,
          })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : [];
    return { refs: new Map(refs.map((r) => [r.id, r])), users: new Map(people.map((u) => [u.id, u])) };
  }

  /** The label of a row: its label field, or the name behind it when that field is a ref or user. */
  async function labelOf(ex: Executor, def: TableDef, values: Values): Promise<string> {
    const key = labelFieldOf(def);
    const field = def.fields.find((f) => f.key === key);
    const v = values[key];
    if (field && (field.kind === 'ref' || field.kind === 'user') && typeof v === 'number') {
      const { refs, users: people } = await refLabels(ex, def, [values]);
      return (field.kind === 'ref' ? refs.get(v)?.label : people.get(v)?.label) ?? String(v);
    }
    if (field?.kind === 'enum') return field.options?.find((o) => o.value === v)?.label ?? String(v ?? '');
    return String(v ?? '');
  }

  async function shape(
    ex: Executor,
    def: TableDef,
    rows: (RowRecord & { fileCount?: number })[],
  ): Promise<ControlRow[]> {
    const { refs, users: people } = await refLabels(
      ex,
      def,
      rows.map((r) => r.data),
    );
    return rows.map((r) => {
      const out: Record<string, unknown> = {
        id: r.id,
        label: r.label,
        active: r.active,
        sortOrder: r.sortOrder,
        fileCount: Number(r.fileCount ?? 0),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
      for (const f of def.fields) {
        const v = r.data[f.key] ?? null;
        out[f.key] = v;
        if (f.kind === 'ref' || f.kind === 'user') {
          const hit = typeof v === 'number' ? (f.kind === 'ref' ? refs.get(v) : people.get(v)) : undefined;
          out[`${f.key}Label`] = hit?.label ?? null;
        }
      }
      return out as ControlRow;
    });
  }

  const fileCount = sql<number>`(select count(*)::int from ${refRowFiles} where ${refRowFiles.rowId} = ${refRows.id} and ${refRowFiles.active})`;

  async function findRow(ex: Executor, def: TableDef, id: number) {
    const [row] = await ex
      .select()
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, def.key)));
    if (!row) throw notFound(def.singular);
    return row;
  }

  /** Equality filters named by field keys (enum, ref, user, bool, int). */
  /** Equality filters by field; a dropdown (`forLookup`) never filters by a sensitive field (no guessing what it holds). */
  function fieldFilters(def: TableDef, params: Record<string, unknown>, forLookup = false): SQL[] {
    const out: SQL[] = [];
    for (const f of def.fields) {
      const raw = params[f.key];
      if (raw === undefined || raw === '' || !FILTERABLE.includes(f.kind) || (forLookup && f.sensitive)) continue;
      const v = String(raw);
      if ((f.kind === 'ref' || f.kind === 'user' || f.kind === 'int') && !/^-?\d+$/.test(v))
        throw badInput(`${f.label} must be a number`, { [f.key]: `${f.label} must be a number` });
      if (f.kind === 'bool') out.push(sql`coalesce((${refRows.data} ->> ${f.key})::boolean, false) = ${v === 'true'}`);
      else out.push(sql`${refRows.data} ->> ${f.key} = ${v}`);
    }
    return out;
  }

  function orderOf(def: TableDef, sort: string | undefined): SQL[] {
    const s = sort ?? def.sort ?? 'label';
    const key = s.replace(/^-/, '');
    const dir = s.startsWith('-') ? sql`desc` : sql`asc`;
    let expr: SQL;
    if (ROW_KEYS.has(key)) {
      const col = {
        label: refRows.label,
        active: refRows.active,
        sortOrder: refRows.sortOrder,
        createdAt: refRows.createdAt,
      }[key as 'label'];
      expr = sql`${col}`;
    } else {
      const f = def.fields.find((x) => x.key === key && x.kind !== 'ref' && x.kind !== 'user');
      if (!f)
        throw badInput(`Cannot sort by ${key}`, {
          sort: `Sort by label, active, sortOrder, createdAt or a field of ${def.title}`,
        });
      expr =
        NUMERIC.includes(f.kind) || (f.kind === 'enum' && typeof f.options?.[0]?.value === 'number')
          ? sql`(${refRows.data} ->> ${f.key})::numeric`
          : sql`lower(${refRows.data} ->> ${f.key})`;
    }
    return [sql`${expr} ${dir} nulls last`, sql`${refRows.id} asc`];
  }

  /** Checks that ref values name rows of the right table (active ones, unless the row already held it) and user values real users. */
  async function checkRefs(ex: Executor, def: TableDef, values: Values, before?: Values) {
    const fields: Record<string, string> = {};
    for (const f of def.fields) {
      const v = values[f.key];
      if (typeof v !== 'number' || (f.kind !== 'ref' && f.kind !== 'user')) continue;
      const kept = before?.[f.key] === v;
      if (f.kind === 'ref') {
        const [target] = await ex
          .select({ active: refRows.active, data: refRows.data })
          .from(refRows)
          .where(and(eq(refRows.id, v), eq(refRows.tableKey, f.ref!)));
        if (!target) fields[f.key] = `Choose a ${f.label.toLowerCase()} from the list`;
        else if (!target.active && !kept) fields[f.key] = `This ${f.label.toLowerCase()} is inactive; choose another`;
        else if (
          f.filterBy &&
          values[f.filterBy.from] != null &&
          target.data[f.filterBy.field] !== values[f.filterBy.from]
        ) {
          fields[f.key] =
            `This ${f.label.toLowerCase()} does not belong to the chosen ${def.fields.find((x) => x.key === f.filterBy!.from)?.label.toLowerCase() ?? f.filterBy.from}`;
        }
      } else {
        const [u] = await ex.select({ active: users.active }).from(users).where(eq(users.id, v));
        if (!u) fields[f.key] = `Choose a ${f.label.toLowerCase()} from the list`;
        else if (!u.active && !kept) fields[f.key] = `This user is deactivated; choose another`;
      }
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  async function uniqueClash(ex: Executor, def: TableDef, key: string, exceptId?: number) {
    const [hit] = await ex
      .select({ id: refRows.id })
      .from(refRows)
      .where(
        and(
          eq(refRows.tableKey, def.key),
          eq(refRows.uniqueKey, key),
          exceptId ? sql`${refRows.id} <> ${exceptId}` : undefined,
        ),
      );
    if (hit) {
      const names = uniqueOf(def).map((k) => def.fields.find((f) => f.key === k)?.label ?? k);
      const field = uniqueOf(def).at(-1)!;
      throw conflict(`A ${def.singular.toLowerCase()} with this ${names.join(' and ').toLowerCase()} already exists`, {
        [field]: `A ${def.singular.toLowerCase()} with this ${names.join(' and ').toLowerCase()} already exists`,
      });
    }
  }

  /** Rows of other tables (and pinned fixed identifiers) that use this row. */
  async function usageOf(ex: Executor, def: TableDef, id: number): Promise<number> {
    let n = 0;
    for (const other of CONTROL_TABLES) {
      for (const f of other.fields) {
        if (f.kind !== 'ref' || f.ref !== def.key) continue;
        const [{ c }] = await ex
          .select({ c: sql<number>`count(*)::int` })
          .from(refRows)
          .where(and(eq(refRows.tableKey, other.key), sql`${refRows.data} ->> ${f.key} = ${String(id)}`));
        n += Number(c);
      }
    }
    return n;
  }

  async function insertRow(
    ex: Executor,
    actor: Actor | null,
    def: TableDef,
    values: Values,
    extra: { id?: number; sortOrder?: number } = {},
  ) {
    const key = uniqueKeyOf(def, values);
    await uniqueClash(ex, def, key);
    const [row] = await ex
      .insert(refRows)
      .values({
        ...(extra.id ? { id: extra.id } : {}),
        tableKey: def.key,
        label: await labelOf(ex, def, values),
        uniqueKey: key,
        data: values,
        searchText: searchTextOf(def, values),
        sortOrder: extra.sortOrder ?? 0,
        createdBy: actor?.userId ?? null,
        updatedBy: actor?.userId ?? null,
      })
      .returning();
    await audit(ex, actor, { action: 'create', entity: entityOf(def), entityId: row.id, after: values });
    return row;
  }

  async function updateRow(ex: Executor, actor: Actor | null, def: TableDef, before: RowRecord, values: Values) {
    const key = uniqueKeyOf(def, values);
    await uniqueClash(ex, def, key, before.id);
    const [row] = await ex
      .update(refRows)
      .set({
        label: await labelOf(ex, def, values),
        uniqueKey: key,
        data: values,
        searchText: searchTextOf(def, values),
        updatedBy: actor?.userId ?? null,
        updatedAt: sql`now()` as never,
      })
      .where(eq(refRows.id, before.id))
      .returning();
    await audit(ex, actor, {
      action: 'update',
      entity: entityOf(def),
      entityId: row.id,
      before: before.data,
      after: values,
    });
    return row;
  }

  async function one(def: TableDef, id: number) {
    const [row] = await db
      .select({ ...rowColumns, fileCount })
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, def.key)));
    if (!row) throw notFound(def.singular);
    return (await shape(db, def, [row]))[0];
  }

  const rowColumns = {
    id: refRows.id,
    tableKey: refRows.tableKey,
    label: refRows.label,
    uniqueKey: refRows.uniqueKey,
    data: refRows.data,
    searchText: refRows.searchText,
    active: refRows.active,
    sortOrder: refRows.sortOrder,
    createdBy: refRows.createdBy,
    updatedBy: refRows.updatedBy,
    createdAt: refRows.createdAt,
    updatedAt: refRows.updatedAt,
  };

  return {
    /** Row counts per table (the control-table index). */
    async counts(): Promise<Map<string, { total: number; active: number }>> {
      const rows = await db
        .select({
          table: refRows.tableKey,
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${refRows.active})::int`,
        })
        .from(refRows)
        .groupBy(refRows.tableKey);
      return new Map(rows.map((r) => [r.table, { total: Number(r.total), active: Number(r.active) }]));
    },

    async list(
      def: TableDef,
      q: { page: number; pageSize: number; sort?: string; q?: string; active?: string } & Record<string, unknown>,
    ) {
      const where = and(
        eq(refRows.tableKey, def.key),
        q.active === undefined ? undefined : eq(refRows.active, q.active === 'true'),
        q.q?.trim()
          ? sql`(${refRows.label} ilike ${likeTerm(q.q.trim())} or ${refRows.searchText} ilike ${likeTerm(q.q.trim().toLowerCase())})`
          : undefined,
        ...fieldFilters(def, q),
      );
      const rows = await db
        .select({ ...rowColumns, fileCount })
        .from(refRows)
        .where(where)
        .orderBy(...orderOf(def, q.sort))
        .limit(q.pageSize)
        .offset(offsetOf(q));
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(refRows)
        .where(where);
      return { items: await shape(db, def, rows), total: Number(n), page: q.page, pageSize: q.pageSize };
    },

    get: one,

    async create(actor: Actor, def: TableDef, body: unknown) {
      const values = parseValues(def, body);
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, def, values);
        return insertRow(tx, actor, def, values);
      });
      return one(def, row.id);
    },

    async update(actor: Actor, def: TableDef, id: number, body: unknown) {
      const values = parseValues(def, body);
      await db.transaction(async (tx) => {
        const before = await findRow(tx, def, id);
        await checkRefs(tx, def, values, before.data);
        await updateRow(tx, actor, def, before, values);
      });
      return one(def, id);
    },

    async setActive(actor: Actor, def: TableDef, id: number, active: boolean) {
      await db.transaction(async (tx) => {
        const before = await findRow(tx, def, id);
        if (before.active === active) return;
        await tx
          .update(refRows)
          .set({ active, updatedBy: actor.userId, updatedAt: sql`now()` as never })
          .where(eq(refRows.id, id));
        await audit(tx, actor, {
          action: active ? 'activate' : 'deactivate',
          entity: entityOf(def),
          entityId: id,
          before: { active: before.active },
          after: { active },
        });
      });
      return one(def, id);
    },

    /** A hard delete, for tables that allow it and rows nothing uses; otherwise deactivate. */
    async remove(actor: Actor, def: TableDef, id: number) {
      if (!def.deletable)
        throw ruleRefused(`${def.title} are never deleted; deactivate the ${def.singular.toLowerCase()} instead`);
      await db.transaction(async (tx) => {
        const before = await findRow(tx, def, id);
        if (await usageOf(tx, def, id))
          throw conflict(`This ${def.singular.toLowerCase()} is in use; deactivate it instead`);
        await tx.delete(refRowFiles).where(eq(refRowFiles.rowId, id));
        await tx.delete(refRows).where(eq(refRows.id, id));
        await audit(tx, actor, { action: 'delete', entity: entityOf(def), entityId: id, before: before.data });
      });
    },

    async history(def: TableDef, id: number): Promise<RowHistoryEntry[]> {
      await findRow(db, def, id);
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.entity, entityOf(def)), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
        .limit(200);
    },

    // ---- files of a row ----
    async files(def: TableDef, id: number): Promise<RowFile[]> {
      if (!def.files) throw notFound('Files');
      await findRow(db, def, id);
      return db
        .select({
          id: refRowFiles.id,
          filename: files.filename,
          contentType: files.contentType,
          size: files.size,
          title: refRowFiles.title,
          active: refRowFiles.active,
          uploadedAt: refRowFiles.createdAt,
          uploadedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(refRowFiles)
        .innerJoin(files, eq(files.id, refRowFiles.fileId))
        .leftJoin(users, eq(users.id, refRowFiles.createdBy))
        .where(eq(refRowFiles.rowId, id))
        .orderBy(desc(refRowFiles.active), desc(refRowFiles.id));
    },
    async addFiles(actor: Actor, def: TableDef, id: number, title: string | undefined, upload: UploadedFile[]) {
      if (!def.files) throw notFound('Files');
      const chosen = upload.filter((f) => f.field === 'file');
      if (!chosen.length) throw badInput('Choose a file to upload', { file: 'Choose a file to upload' });
      await db.transaction(async (tx) => {
        await findRow(tx, def, id);
        for (const f of chosen) {
          if (!fileStore) throw notFound('Files');
          const stored = await fileStore.store(tx, f, [...ROW_FILE_KINDS], actor.userId);
          const [link] = await tx
            .insert(refRowFiles)
            .values({ rowId: id, fileId: stored.id, title: title?.trim() || null, createdBy: actor.userId })
            .returning();
          await audit(tx, actor, {
            action: 'add_file',
            entity: entityOf(def),
            entityId: id,
            after: { fileId: link.id, filename: stored.filename, title: link.title },
          });
        }
      });
      return this.files(def, id);
    },
    async setFileActive(actor: Actor, def: TableDef, id: number, fileId: number, active: boolean) {
      await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(refRowFiles)
          .where(and(eq(refRowFiles.id, fileId), eq(refRowFiles.rowId, id)));
        if (!link || !def.files) throw notFound('File');
        await tx.update(refRowFiles).set({ active }).where(eq(refRowFiles.id, fileId));
        await audit(tx, actor, {
          action: active ? 'activate_file' : 'deactivate_file',
          entity: entityOf(def),
          entityId: id,
          before: { fileId, active: link.active },
          after: { fileId, active },
        });
      });
      return (await this.files(def, id)).find((f) => f.id === fileId)!;
    },
    async fileBytes(def: TableDef, id: number, fileId: number) {
      const [link] = await db
        .select()
        .from(refRowFiles)
        .innerJoin(refRows, eq(refRows.id, refRowFiles.rowId))
        .where(and(eq(refRowFiles.id, fileId), eq(refRowFiles.rowId, id), eq(refRows.tableKey, def.key)));
      if (!link || !def.files) throw notFound('File');
      if (!fileStore) throw notFound('File');
      return fileStore.read(link.ref_row_files.fileId);
    },

    // ---- dropdowns ----
    async lookup(def: TableDef, q: { include?: string; q?: string } & Record<string, unknown>): Promise<LookupItem[]> {
      const include = q.include ? q.include.split(',').map(Number) : [];
      const filters = fieldFilters(def, q, true);
      const years: SQL[] = [];
      if (def.key === 'semester') {
        for (const [k, op] of [
          ['yearFrom', sql`>=`],
          ['yearTo', sql`<=`],
        ] as const) {
          const v = q[k];
          if (v === undefined || v === '') continue;
          if (!/^\d{4}$/.test(String(v))) throw badInput('Year must have 4 digits', { [k]: 'Year must have 4 digits' });
          years.push(sql`(${refRows.data} ->> 'year')::int ${op} ${Number(v)}`);
        }
      }
      const visible = and(
        eq(refRows.active, true),
        ...filters,
        ...years,
        q.q?.trim() ? sql`${refRows.label} ilike ${likeTerm(q.q.trim())}` : undefined,
      );
      const rows = await db
        .select(rowColumns)
        .from(refRows)
        .where(
          and(
            eq(refRows.tableKey, def.key),
            include.length ? sql`(${visible} or ${inArray(refRows.id, include)})` : visible,
          ),
        )
        .orderBy(...orderOf(def, def.sort))
        .limit(2000);
      return rows.map((r) => ({
        value: r.id,
        label: r.label,
        active: r.active,
        ...Object.fromEntries(lookupFieldsOf(def).map((k) => [k, r.data[k] ?? null])),
      }));
    },

    /** The semester running today and the next one to start, from the semesters' dates. */
    async currentSemesters(): Promise<CurrentSemesters> {
      const today = now().toISOString().slice(0, 10);
      const rows = await db
        .select({ id: refRows.id, label: refRows.label, data: refRows.data })
        .from(refRows)
        .where(and(eq(refRows.tableKey, 'semester'), eq(refRows.active, true)))
        .orderBy(asc(sql`${refRows.data} ->> 'startDate'`));
      const brief = (r: (typeof rows)[number] | undefined) =>
        r
          ? {
              id: r.id,
              label: r.label,
              startDate: (r.data.startDate as string) ?? null,
              endDate: (r.data.endDate as string) ?? null,
            }
          : null;
      const current = rows.find((r) => String(r.data.startDate) <= today && today <= String(r.data.endDate));
      const next = rows.find((r) => String(r.data.startDate) > today);
      return { current: brief(current), next: brief(next) };
    },

    // ---- settings ----
    async setting<T>(key: string): Promise<T | null> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      return (row?.value as T) ?? null;
    },
    async saveSetting(actor: Actor, key: string, value: unknown) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.key, key));
        await tx
          .insert(settings)
          .values({ key, value: value as never, updatedBy: actor.userId })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: value as never, updatedBy: actor.userId, updatedAt: sql`now()` as never },
          });
        await audit(tx, actor, {
          action: 'update',
          entity: 'setting',
          entityId: key,
          before: before?.value ?? null,
          after: value,
        });
      });
    },
    async semesterBrief(id: number) {
      const [row] = await db
        .select({ id: refRows.id, label: refRows.label, active: refRows.active })
        .from(refRows)
        .where(and(eq(refRows.id, id), eq(refRows.tableKey, 'semester')));
      return row ?? null;
    },

    // ---- used by the upload type and the seed ----
    internals: { insertRow, updateRow },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
