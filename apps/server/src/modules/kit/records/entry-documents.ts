import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES,
  EXAM_DOCUMENT_KINDS,
  EXAM_DOCUMENT_MESSAGES,
  EXAM_DOCUMENT_PART,
  type ExamDocument,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { users } from '../../access/tables.js';
import type { FilesService } from '../files/files.service.js';
import { files as storedFiles } from '../tables.js';

/** The entries documents are filed with (USMLE attempts, MCAT scores, clinical log days): an id and the student. */
type EntriesTable = PgTable & { id: PgColumn; studentId: PgColumn };
/** Their documents: the entry, the stored file, a title, who filed it and when. */
type DocumentsTable = PgTable & {
  id: PgColumn;
  entryId: PgColumn;
  fileId: PgColumn;
  title: PgColumn;
  uploadedBy: PgColumn;
  uploadedAt: PgColumn;
};
interface Row {
  id: number;
  entryId: number;
  title: string | null;
  uploadedAt: string;
  fileId: number;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedByName: string | null;
}

/**
 * The documents filed with a student's entries (a USMLE attempt's or an MCAT's score report, a clinical log day's
 * signed sheet): uploaded
 * through the kit's file storage (kind checked by content, random key), listed, downloaded and removed, each
 * write audited; the same file twice on an entry is 422, an entry of another student 404.
 */
export function createEntryDocuments(opts: {
  db: Db;
  files: FilesService;
  entries: EntriesTable;
  documents: DocumentsTable;
  /** the audit trail's entity (contracts' *_DOCUMENT_ENTITY) */
  entity: string;
  /** what a missing entry is called in the 404 */
  what: string;
}) {
  const { db, files, entity, what } = opts;
  const e = opts.entries as EntriesTable;
  const d = opts.documents as DocumentsTable;
  const documentsOf = async (ex: Executor, studentId: number, entryId: number) =>
    (await ex
      .select({
        id: d.id,
        entryId: d.entryId,
        title: d.title,
        uploadedAt: d.uploadedAt,
        fileId: storedFiles.id,
        filename: storedFiles.filename,
        contentType: storedFiles.contentType,
        size: storedFiles.size,
        sha256: storedFiles.sha256,
        uploadedByName: nameOf(users),
      })
      .from(d)
      .innerJoin(e, eq(e.id, d.entryId))
      .innerJoin(storedFiles, eq(storedFiles.id, d.fileId))
      .leftJoin(users, eq(users.id, d.uploadedBy))
      .where(and(eq(e.studentId, studentId), eq(d.entryId, entryId)))
      .orderBy(desc(d.uploadedAt), desc(d.id))) as Row[];
  const out = (r: Row): ExamDocument => ({
    id: r.id,
    entryId: r.entryId,
    title: r.title,
    filename: r.filename,
    contentType: r.contentType,
    size: r.size,
    uploadedAt: r.uploadedAt,
    uploadedByName: r.uploadedByName ?? null,
  });
  async function entryOf(ex: Executor, studentId: number, entryId: number) {
    const [row] = await ex
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.studentId, studentId), eq(e.id, entryId)));
    if (!row) throw notFound(what);
  }
  async function one(studentId: number, entryId: number, id: number) {
    const r = (await documentsOf(db, studentId, entryId)).find((x) => x.id === id);
    if (!r) throw notFound('Document');
    return r;
  }
  return {
    async list(studentId: number, entryId: number) {
      await entryOf(db, studentId, entryId);
      return { items: (await documentsOf(db, studentId, entryId)).map(out) };
    },

    /** `parts`: the multipart form's files; the one named `file` is filed */
    async upload(
      actor: Actor,
      studentId: number,
      entryId: number,
      title: string | null | undefined,
      parts: UploadedFile[],
    ) {
      const file = parts.find((f) => f.field === EXAM_DOCUMENT_PART);
      if (!file) throw badInput(EXAM_DOCUMENT_MESSAGES.file, { file: EXAM_DOCUMENT_MESSAGES.file });
      const id = await db.transaction(async (tx) => {
        await entryOf(tx, studentId, entryId);
        const stored = await files.store(tx, file, [...EXAM_DOCUMENT_KINDS], actor.userId);
        if ((await documentsOf(tx, studentId, entryId)).some((x) => x.sha256 === stored.sha256))
          throw new AppError(422, ERROR_CODES.rule, EXAM_DOCUMENT_MESSAGES.duplicate, {
            file: EXAM_DOCUMENT_MESSAGES.duplicate,
          });
        const [row] = (await tx
          .insert(d)
          .values({ entryId, fileId: stored.id, title: title || null, uploadedBy: actor.userId } as never)
          .returning()) as { id: number }[];
        await audit(tx, actor, {
          action: 'create',
          entity,
          entityId: row.id,
          after: { ...row, filename: stored.filename, sha256: stored.sha256 },
        });
        return row.id;
      });
      return out(await one(studentId, entryId, id));
    },

    async download(studentId: number, entryId: number, id: number) {
      return files.read((await one(studentId, entryId, id)).fileId);
    },

    async remove(actor: Actor, studentId: number, entryId: number, id: number) {
      await db.transaction(async (tx) => {
        const before = (await documentsOf(tx, studentId, entryId)).find((x) => x.id === id);
        if (!before) throw notFound('Document');
        await tx.delete(d).where(eq(d.id, id));
        await audit(tx, actor, { action: 'delete', entity, entityId: id, before });
      });
    },
  };
}
export type EntryDocuments = ReturnType<typeof createEntryDocuments>;
