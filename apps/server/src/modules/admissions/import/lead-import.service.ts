import {
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_HEADERS,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_MESSAGES,
  checkLeadImportRow,
  leadImportCells,
  leadImportErrorText,
  missingLeadImportColumns,
  type DuplicateRule,
  type LeadImportLookup,
  type LeadImportResolve,
  type LeadImportValues,
  type LeadSourceUpload,
  type LeadUpload,
  type LeadUploadDuplicate,
  type LeadUploadImportInput,
  type LeadUploadListQuery,
  type LeadUploadPreview,
  type LeadUploadRow,
  type LeadUploadRowsQuery,
  type LeadUploadRowState,
  type Page,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import type { SpooledFile } from '../../../platform/multipart.js';
import { writeSheet, type SheetReader } from '../../../platform/sheets.js';
import { FILE_KINDS } from '../../../platform/storage.js';
import type { FilesService } from '../../kit/index.js';
import { routeRepresentative } from '../admin/lead-admin.module.js';
import { detectDuplicatesMany, type MatchInput } from '../duplicates/lead-duplicates.batch.js';
import * as repo from './lead-import.repo.js';
import { toIso } from '../../../platform/db/columns.js';

export const UPLOAD_ENTITY = 'leadUpload';
/** How the created leads' history and audit rows say where they came from. */
export const BULK_UPLOAD_NOTE = 'Bulk upload';
type StoredDuplicate = { leadId: number | null; rowNumber: number | null; rules: DuplicateRule[] };

/** The job acts for the user who started the import. */
const jobActor = (userId: number | null): Actor | null =>
  userId == null ? null : { userId, roleId: null, userType: 'Staff', groupId: null };

export interface LeadImportDeps {
  db: Db;
  files: FilesService;
  sheets: SheetReader;
  kick: () => void;
  onError?: (err: unknown) => void;
}

/** The ids behind the names a file may use: control-table rows by label or code, fairs by name, staff by username, email or name. */
async function lookups(ex: Executor): Promise<LeadImportResolve> {
  type Hit = { id: number; active: boolean };
  const maps = new Map<LeadImportLookup, Map<string, Hit>>();
  const put = (lookup: LeadImportLookup, name: string | null | undefined, hit: Hit, replace = true) => {
    if (!name) return;
    let m = maps.get(lookup);
    if (!m) maps.set(lookup, (m = new Map()));
    const k = name.trim().toLowerCase();
    // an active row wins over an inactive one of the same name
    if (replace || !m.has(k) || (!m.get(k)!.active && hit.active)) m.set(k, hit);
  };
  const tables = [
    ...new Set(
      LEAD_IMPORT_COLUMNS.map((c) => c.lookup).filter(
        (l): l is LeadImportLookup => !!l && l !== 'fair' && l !== 'representative',
      ),
    ),
  ];
  const refs = await repo.refNames(ex, tables);
  for (const r of refs) {
    put(r.table as LeadImportLookup, String(r.id), r);
    put(r.table as LeadImportLookup, r.code, r, false);
  }
  for (const r of refs) put(r.table as LeadImportLookup, r.label, r, false); // a label wins over another row's code
  for (const f of await repo.fairNames(ex)) {
    put('fair', String(f.id), f);
    put('fair', f.name, f, false);
  }
  for (const u of await repo.staffNames(ex)) {
    put('representative', u.username, u);
    put('representative', u.email, u, false);
    put('representative', u.name, u, false);
  }
  return (lookup, name) => maps.get(lookup)?.get(name.trim().toLowerCase());
}

const matchInput = (rowNumber: number, v: LeadImportValues): MatchInput => ({
  key: rowNumber,
  email: v.email,
  phone: v.phone,
  name: `${v.firstName} ${v.lastName}`,
  dateOfBirth: v.dateOfBirth ?? null,
});

/** Duplicate hits of checked rows (against live leads and earlier rows), by the saved rules. */
async function duplicatesOf(ex: Executor, rows: { rowNumber: number; values: LeadImportValues }[]) {
  const hits = await detectDuplicatesMany(
    ex,
    rows.map((r) => matchInput(r.rowNumber, r.values)),
  );
  const out = new Map<number, StoredDuplicate[]>();
  for (const [rowNumber, h] of hits) {
    out.set(rowNumber, [
      ...[...h.leads].map(([leadId, rules]) => ({ leadId, rowNumber: null, rules })),
      ...[...h.earlier].map(([earlier, rules]) => ({ leadId: null, rowNumber: earlier, rules })),
    ]);
  }
  return out;
}

function toUpload(u: repo.ListedUpload): LeadUpload {
  return {
    id: u.id,
    filename: u.filename,
    size: u.size,
    status: u.status as LeadUpload['status'],
    total: u.total,
    valid: u.valid,
    invalid: u.invalid,
    duplicates: u.duplicates,
    imported: u.imported,
    skipped: u.skipped,
    toImport: u.toImport,
    progress: u.progress,
    duplicateMode: (u.duplicateMode as LeadUpload['duplicateMode']) ?? null,
    error: u.error,
    uploadedByName: u.uploadedByName ?? null,
    uploadedAt: toIso(u.uploadedAt)!,
    startedAt: toIso(u.startedAt),
    finishedAt: toIso(u.finishedAt),
  };
}

/** "Matches existing lead #12 (email, phone)" and the like: why a row is a duplicate, in words. */
const duplicateText = (d: StoredDuplicate) =>
  `${d.leadId != null ? LEAD_IMPORT_MESSAGES.duplicateOfLead(d.leadId) : LEAD_IMPORT_MESSAGES.duplicateOfRow(d.rowNumber!)} (${d.rules.join(', ')})`;

export function createLeadImportService({ db, files, sheets, kick, onError }: LeadImportDeps) {
  async function requireUpload(id: number) {
    const u = await repo.findUpload(db, id);
    if (!u) throw notFound('Upload');
    return u;
  }

  async function rows(uploadId: number, q: LeadUploadRowsQuery): Promise<Page<LeadUploadRow>> {
    const { items, total } = await repo.listRows(db, uploadId, q);
    const dups = items.flatMap((r) => r.duplicates as StoredDuplicate[]);
    const leadInfo = new Map(
      (await repo.leadsBrief(db, [...new Set(dups.map((d) => d.leadId).filter((x): x is number => x != null))])).map(
        (l) => [l.id, l],
      ),
    );
    const rowInfo = new Map(
      (
        await repo.rowValues(db, uploadId, [
          ...new Set(dups.map((d) => d.rowNumber).filter((x): x is number => x != null)),
        ])
      ).map((r) => [r.rowNumber, r.values]),
    );
    const named = (d: StoredDuplicate): LeadUploadDuplicate => {
      if (d.leadId != null) {
        const l = leadInfo.get(d.leadId);
        return { ...d, name: l?.name ?? `Lead #${d.leadId}`, email: l?.email ?? null };
      }
      const v = rowInfo.get(d.rowNumber!) ?? {};
      return {
        ...d,
        name: `${v.firstName ?? ''} ${v.lastName ?? ''}`.trim() || `Row ${d.rowNumber}`,
        email: v.email || null,
      };
    };
    return {
      items: items.map((r) => ({
        rowNumber: r.rowNumber,
        values: r.values,
        state: r.state as LeadUploadRowState,
        errors: r.errors,
        duplicates: (r.duplicates as StoredDuplicate[]).map(named),
        outcome: (r.outcome as LeadUploadRow['outcome']) ?? null,
        leadId: r.leadId,
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** Imports every claimed upload, batch by batch (each batch its own transaction), then marks it done. */
  async function runImports() {
    for (;;) {
      const u = await repo.claimImport(db);
      if (!u) return;
      try {
        const covers: Record<string, number> = {};
        for (const rep of await repo.pendingRepresentatives(db, u.id)) {
          const cover = await routeRepresentative(db, rep);
          if (cover !== rep) covers[String(rep)] = cover;
        }
        const states = u.duplicateMode === 'import' ? ['valid', 'duplicate'] : ['valid'];
        while (
          (await db.transaction((tx) =>
            repo.importBatch(tx, { id: u.id, importedBy: u.importedBy, states }, covers, BULK_UPLOAD_NOTE),
          )) > 0
        ) {
          /* next batch */
        }
        await db.transaction(async (tx) => {
          if (u.duplicateMode !== 'import') await repo.skipRest(tx, u.id);
          const c = await repo.rowCounts(tx, u.id);
          await repo.updateUpload(tx, u.id, {
            status: 'done',
            imported: c.imported,
            skipped: c.skipped,
            progress: 100,
            finishedAt: new Date().toISOString(),
            heartbeatAt: null,
          });
          await audit(tx, jobActor(u.importedBy), {
            action: 'imported',
            entity: UPLOAD_ENTITY,
            entityId: u.id,
            after: { filename: u.filename, imported: c.imported, skipped: c.skipped, duplicateMode: u.duplicateMode },
          });
        });
      } catch (err) {
        onError?.(err);
        // the database's own words (a driver error would quote the whole statement); details go to the log
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
        const message = cause instanceof Error ? cause.message.slice(0, 300) : 'The import failed';
        await db.transaction(async (tx) => {
          await repo.updateUpload(tx, u.id, {
            status: 'failed',
            error: message,
            finishedAt: new Date().toISOString(),
            heartbeatAt: null,
          });
          await audit(tx, jobActor(u.importedBy), {
            action: 'importFailed',
            entity: UPLOAD_ENTITY,
            entityId: u.id,
            after: { error: message },
          });
        });
      }
    }
  }

  return {
    runImports,
    rows,

    async template(): Promise<Buffer> {
      return writeSheet('Leads', LEAD_IMPORT_HEADERS, [LEAD_IMPORT_COLUMNS.map((c) => c.example)]);
    },

    /**
     * uploadBulkLead: reads the file (.xlsx by content, or .csv), checks every row as the add form would,
     * looks for duplicates (live leads and earlier rows), and keeps the file and the checked rows, in one
     * transaction. Nothing is imported yet.
     */
    async upload(actor: Actor, file: SpooledFile | undefined): Promise<LeadUploadPreview> {
      if (!file) throw badInput(LEAD_IMPORT_MESSAGES.noFile, { file: LEAD_IMPORT_MESSAGES.noFile });
      const { headers, rows: sheet } = await sheets.read(file, { maxRows: LEAD_IMPORT_MAX_ROWS });
      const missing = missingLeadImportColumns(headers);
      if (missing.length)
        throw badInput(LEAD_IMPORT_MESSAGES.missingColumns(missing), {
          file: LEAD_IMPORT_MESSAGES.missingColumns(missing),
        });
      if (!sheet.length) throw badInput(LEAD_IMPORT_MESSAGES.noRows, { file: LEAD_IMPORT_MESSAGES.noRows });

      const resolve = await lookups(db);
      const checked = sheet.map((raw, i) => {
        const cells = leadImportCells(raw);
        const { values, errors } = checkLeadImportRow(cells, resolve);
        return { rowNumber: i + 2, cells, input: values, errors };
      });
      const valid = checked.flatMap((r) => (r.input ? [{ rowNumber: r.rowNumber, values: r.input }] : []));
      const dups = await duplicatesOf(db, valid);
      const stored = checked.map((r) => {
        const duplicates = dups.get(r.rowNumber) ?? [];
        const state: LeadUploadRowState = !r.input ? 'invalid' : duplicates.length ? 'duplicate' : 'valid';
        return { rowNumber: r.rowNumber, values: r.cells, input: r.input, state, errors: r.errors, duplicates };
      });
      const counts = {
        total: stored.length,
        valid: valid.length,
        invalid: stored.length - valid.length,
        duplicates: stored.filter((r) => r.state === 'duplicate').length,
      };
      const isXlsx = file.kind === 'xlsx';
      const id = await db.transaction(async (tx) => {
        const f = await files.storeChecked(tx, file, isXlsx ? FILE_KINDS.xlsx.mime : 'text/csv', actor.userId);
        const u = await repo.insertUpload(tx, {
          fileId: f.id,
          filename: f.filename,
          size: f.size,
          status: 'previewed',
          ...counts,
          uploadedBy: actor.userId,
        });
        await repo.insertRows(tx, u.id, stored);
        await audit(tx, actor, {
          action: 'upload',
          entity: UPLOAD_ENTITY,
          entityId: u.id,
          after: { filename: f.filename, fileId: f.id, ...counts },
        });
        return u.id;
      });
      return { upload: toUpload(await requireUpload(id)), rows: await rows(id, { page: 1, pageSize: 25 }) };
    },

    async get(id: number): Promise<LeadUpload> {
      return toUpload(await requireUpload(id));
    },

    async list(q: LeadUploadListQuery): Promise<Page<LeadUpload>> {
      const { items, total } = await repo.listUploads(db, q);
      return { items: items.map(toUpload), total, page: q.page, pageSize: q.pageSize };
    },

    async rowsOf(id: number, q: LeadUploadRowsQuery) {
      await requireUpload(id);
      return rows(id, q);
    },

    /**
     * Starts the import of a checked upload: duplicates are looked for again (leads added since the check
     * count too), the rows to import are counted, and the job is asked to run. Only once per upload.
     */
    async startImport(actor: Actor, id: number, input: LeadUploadImportInput): Promise<LeadUpload> {
      await db.transaction(async (tx) => {
        const u = await repo.lockUpload(tx, id);
        if (!u) throw notFound('Upload');
        if (u.status === 'importing') throw ruleRefused(LEAD_IMPORT_MESSAGES.stillImporting);
        if (u.status === 'failed') {
          // an import cut short goes on where it stopped, as it was started (its leads are in; no new check)
          await repo.updateUpload(tx, id, { status: 'importing', error: null, finishedAt: null, heartbeatAt: null });
          await audit(tx, actor, {
            action: 'resumeImport',
            entity: UPLOAD_ENTITY,
            entityId: id,
            before: { status: u.status, error: u.error },
            after: { status: 'importing' },
          });
          return;
        }
        if (u.status !== 'previewed') throw ruleRefused(LEAD_IMPORT_MESSAGES.alreadyImported);
        const pending = await repo.pendingRows(tx, id);
        const dups = await duplicatesOf(
          tx,
          pending.map((r) => ({ rowNumber: r.rowNumber, values: r.input as LeadImportValues })),
        );
        const changes = pending.flatMap((r) => {
          const duplicates = dups.get(r.rowNumber) ?? [];
          const state: LeadUploadRowState = duplicates.length ? 'duplicate' : 'valid';
          return state === r.state && JSON.stringify(duplicates) === JSON.stringify(r.duplicates)
            ? []
            : [{ rowNumber: r.rowNumber, state, duplicates }];
        });
        await repo.updateRowStates(tx, id, changes);
        const c = await repo.rowCounts(tx, id);
        const toImport = input.duplicates === 'import' ? c.valid : c.valid - c.duplicates;
        if (toImport === 0) throw ruleRefused(LEAD_IMPORT_MESSAGES.nothingToImport);
        await repo.updateUpload(tx, id, {
          status: 'importing',
          duplicateMode: input.duplicates,
          duplicates: c.duplicates,
          toImport,
          progress: 0,
          importedBy: actor.userId,
          startedAt: new Date().toISOString(),
          heartbeatAt: null,
        });
        await audit(tx, actor, {
          action: 'import',
          entity: UPLOAD_ENTITY,
          entityId: id,
          before: { status: u.status },
          after: { status: 'importing', duplicateMode: input.duplicates, toImport },
        });
      });
      kick();
      return toUpload(await requireUpload(id));
    },

    /** The error report: the refused rows with their errors, and the duplicates the import skipped, as .xlsx. */
    async errorReport(id: number): Promise<{ filename: string; bytes: Buffer }> {
      const u = await requireUpload(id);
      const bad = await repo.reportRows(db, id);
      const lines = bad.map((r) => [
        r.rowNumber,
        ...LEAD_IMPORT_COLUMNS.map((c) => r.values[c.key] ?? ''),
        r.state === 'invalid'
          ? r.errors.map(leadImportErrorText).join('; ')
          : `Skipped as a duplicate: ${(r.duplicates as StoredDuplicate[]).map(duplicateText).join('; ')}`,
      ]);
      const base = u.filename.replace(/\.[^.]+$/, '');
      return {
        filename: `${base}-errors.xlsx`,
        bytes: await writeSheet('Errors', ['Row', ...LEAD_IMPORT_HEADERS, 'Problem'], lines),
      };
    },

    /** bulkUploadedDocumentDownload: the file as it was uploaded. */
    async sourceFile(id: number) {
      const u = await requireUpload(id);
      return files.read(u.fileId);
    },

    /** The lead's Documents tab: the upload it came from, if any. */
    async sourceOfLead(leadId: number): Promise<{ items: LeadSourceUpload[] }> {
      const items = await repo.sourceOfLead(db, leadId);
      return {
        items: items.map((r) => ({ ...r, uploadedAt: toIso(r.uploadedAt)!, uploadedByName: r.uploadedByName ?? null })),
      };
    },
  };
}
export type LeadImportService = ReturnType<typeof createLeadImportService>;
