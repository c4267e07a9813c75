import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf, toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { DOCUMENT_KINDS, titleOf } from '../../../platform/documents.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { users } from '../../access/tables.js';
import { files } from '../files/files.schema.js';
import type { FilesService } from '../files/files.service.js';
import type { DocumentsTable, DocumentVersionsTable } from './documents.schema.js';

const uploader = alias(users, 'uploader');
const creator = alias(users, 'creator');
const verifier = alias(users, 'verifier');

/** The columns of a document row the kit reads (every owner's row has them). */
export type DocumentRow = DocumentsTable['$inferSelect'];
/** What the kit changes on a document row. */
export type DocumentChange = Partial<
  Pick<DocumentRow, 'fileId' | 'version' | 'active' | 'verified' | 'verifiedBy' | 'verifiedAt'> & { updatedBy: number }
>;
/** A listed document: the owner's own columns (`Own`), its file, and who created and verified it. */
export type ListedDocumentOf<Own> = Own & {
  filename: string;
  contentType: string;
  size: number;
  createdByName: string | null;
  verifiedByName: string | null;
};
/**
 * The kit's part of a listed document as every owner's answer shows it: title and description, the file,
 * the version, whether it is active and verified (by whom, when), and who created it and when.
 */
export const listedDocument = (r: ListedDocumentOf<{ d: DocumentRow }>) => ({
  title: r.d.title,
  description: r.d.description,
  filename: r.filename,
  contentType: r.contentType,
  size: r.size,
  version: r.d.version,
  active: r.d.active,
  verified: r.d.verified,
  verifiedAt: r.d.verifiedAt,
  verifiedByName: r.verifiedByName ?? null,
  createdAt: r.d.createdAt,
  createdByName: r.createdByName ?? null,
  updatedAt: r.d.updatedAt,
});
/** The files of an upload: the `files` parts (or one `file` part). */
const picked = (upload: UploadedFile[]) => upload.filter((f) => f.field === 'files' || f.field === 'file');
/** The files of an upload: at least one, at most `max` (400 otherwise, `noFiles` saying so). */
export function chosenFiles(upload: UploadedFile[], max: number, noFiles: string) {
  const chosen = picked(upload);
  if (!chosen.length) throw badInput(noFiles, { files: noFiles });
  if (chosen.length > max)
    throw badInput(`At most ${max} files at once`, {
      files: `At most ${max} files at once`,
    });
  return chosen;
}
const ONE_FILE = 'Choose one file to replace it with';

/**
 * The record kit's documents, written once for every record (student, lead, the next ones): the owner
 * comes in as its documents table and owner column, its versions table and its audit entity. The kit
 * reads and writes the rows (listing with the file and who created and verified it, versions, uploads,
 * edits with a replacing file, deactivation, verification); the owner keeps its filing (type, folder),
 * its rules (who may change what) and its answers' shapes.
 */
export function createDocumentsKit<T extends DocumentsTable>(owner: {
  /** 'student', 'lead': names the record in the kit's callers */
  owner: string;
  documents: T;
  /** the documents' owner column (student_id, lead_id) */
  ownerId: PgColumn;
  versions: DocumentVersionsTable;
  /** the audit entity of a document ('studentDocument', 'leadDocument') */
  entity: string;
}) {
  const { versions: v } = owner;
  // the owner's table as the shape every owner's shares (its own columns are typed by the owner's T)
  const d = owner.documents as DocumentsTable;
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];

  const addVersion = async (ex: Executor, documentId: number, version: number, fileId: number, uploadedBy: number) => {
    await ex.insert(v).values({ documentId, version, fileId, uploadedBy });
  };

  /** Changes one document row (and its updated_at). */
  async function update(ex: Executor, id: number, values: DocumentChange | Partial<Values>): Promise<Row> {
    const [row] = await ex
      .update(d)
      .set({ ...(values as DocumentChange), updatedAt: sql`now()` })
      .where(eq(d.id, id))
      .returning();
    return row as Row;
  }

  async function insert(ex: Executor, values: Values): Promise<Row> {
    const [row] = await ex
      .insert(d)
      .values(values as DocumentsTable['$inferInsert'])
      .returning();
    return row as Row;
  }

  /** A document's versions, newest first, as the detail shows them (`current`: the document's own version). */
  async function versionsOf(ex: Executor, documentId: number, currentVersion: number) {
    const rows = await ex
      .select({
        version: v.version,
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
        uploadedAt: v.uploadedAt,
        uploadedByName: nameOf(uploader),
      })
      .from(v)
      .innerJoin(files, eq(files.id, v.fileId))
      .leftJoin(uploader, eq(uploader.id, v.uploadedBy))
      .where(eq(v.documentId, documentId))
      .orderBy(desc(v.version));
    return rows.map((r) => ({
      ...r,
      uploadedAt: toIso(r.uploadedAt)!,
      uploadedByName: r.uploadedByName ?? null,
      current: r.version === currentVersion,
    }));
  }

  /** One document of the owner (undefined when it is another's or none). */
  async function find(ex: Executor, ownerId: number, id: number): Promise<Row | undefined> {
    const [row] = await ex
      .select()
      .from(d)
      .where(and(eq(owner.ownerId, ownerId), eq(d.id, id)));
    return row as Row | undefined;
  }

  /** A document's detail: as listed (`listed`), with its versions. */
  async function detail<L extends object>(ex: Executor, doc: DocumentRow, listed: L) {
    return { ...listed, versions: await versionsOf(ex, doc.id, doc.version) };
  }

  /** The bytes of the current file or, with `version`, of a former one (404 when there is no such version). */
  async function file(ex: Executor, store: FilesService, doc: DocumentRow, version?: number) {
    let fileId: number | undefined = doc.fileId;
    if (version && version !== doc.version) {
      const [row] = await ex
        .select({ fileId: v.fileId })
        .from(v)
        .where(and(eq(v.documentId, doc.id), eq(v.version, version)));
      fileId = row?.fileId;
    }
    if (!fileId) throw notFound('Version');
    return store.read(fileId);
  }

  return {
    owner: owner.owner,
    addVersion,
    update,

    find,

    insert,

    /**
     * The listing select: the owner's own columns (`own`, its row and filing names, typed by the owner),
     * the file's name, type and size, and who created and verified it. The owner adds its joins and filters.
     */
    selectListed: (ex: Executor, own: object) =>
      ex
        .select({
          ...own,
          filename: files.filename,
          contentType: files.contentType,
          size: files.size,
          createdByName: nameOf(creator),
          verifiedByName: nameOf(verifier),
        })
        .from(d)
        .innerJoin(files, eq(files.id, d.fileId))
        .leftJoin(creator, eq(creator.id, d.createdBy))
        .leftJoin(verifier, eq(verifier.id, d.verifiedBy)),

    versionsOf,

    detail,
    file,

    /**
     * A document tab's reads, given the owner's record as its gate loaded it (`V`): one of the record's
     * documents (404 when it is none of its, or not `visible` to the viewer), as the owner lists one
     * (`listed`), its detail (as listed, with its versions) and its file.
     */
    reads<V, L extends object>(
      db: Db,
      store: FilesService,
      o: {
        ownerOf: (view: V) => number;
        visible?: (view: V, doc: Row) => boolean;
        listed: (view: V, id: number) => Promise<L | undefined>;
      },
    ) {
      async function require(view: V, id: number) {
        const doc = await find(db, o.ownerOf(view), id);
        if (!doc || (o.visible && !o.visible(view, doc))) throw notFound('Document');
        return doc;
      }
      async function one(view: V, id: number) {
        const listed = await o.listed(view, id);
        if (!listed) throw notFound('Document');
        return listed;
      }
      return {
        require,
        one,
        get: async (view: V, id: number) => detail(db, (await require(view, id)) as DocumentRow, await one(view, id)),
        /** The bytes of the current file or of a former version. */
        file: async (view: V, id: number, version?: number) =>
          file(db, store, (await require(view, id)) as DocumentRow, version),
      };
    },

    chosen: chosenFiles,

    /**
     * Files several documents at once, one per file, in one transaction: each file stored (a document's
     * kinds), the row inserted with the owner's `values` (one file may take the title given; several are
     * named by their files), its first version kept and the creation audited. `check` runs first, inside.
     */
    async upload(
      db: Db,
      store: FilesService,
      actor: Actor,
      chosen: UploadedFile[],
      input: { title?: string | null; description?: string | null },
      own: { check: (tx: Executor) => Promise<void>; values: Partial<Values> },
    ): Promise<number[]> {
      return db.transaction(async (tx) => {
        await own.check(tx);
        const out: number[] = [];
        for (const f of chosen) {
          const stored = await store.store(tx, { ...f, field: 'files' }, [...DOCUMENT_KINDS], actor.userId);
          const row = (await insert(tx, {
            ...own.values,
            title: chosen.length === 1 && input.title?.trim() ? input.title.trim() : titleOf(stored.filename),
            description: input.description ?? null,
            fileId: stored.id,
            version: 1,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          } as Values)) as DocumentRow;
          await addVersion(tx, row.id, 1, stored.id, actor.userId);
          await audit(tx, actor, {
            action: 'create',
            entity: owner.entity,
            entityId: row.id,
            after: { ...row, filename: stored.filename, sha256: stored.sha256 },
          });
          out.push(row.id);
        }
        return out;
      });
    },

    /**
     * Edits a document with the owner's `values`; a `file` part replaces the current file, which stays as
     * a former version (and the document needs verifying again). Audited as update or replaceFile.
     */
    async edit(
      db: Db,
      store: FilesService,
      actor: Actor,
      before: DocumentRow,
      upload: UploadedFile[],
      own: { check: (tx: Executor) => Promise<void>; values: Partial<Values> },
    ) {
      const replacement = picked(upload);
      if (replacement.length > 1) throw badInput(ONE_FILE, { file: ONE_FILE });
      await db.transaction(async (tx) => {
        await own.check(tx);
        let fileValues: DocumentChange = {};
        if (replacement.length) {
          const stored = await store.store(tx, { ...replacement[0], field: 'file' }, [...DOCUMENT_KINDS], actor.userId);
          const version = before.version + 1;
          await addVersion(tx, before.id, version, stored.id, actor.userId);
          fileValues = { fileId: stored.id, version, verified: false, verifiedBy: null, verifiedAt: null };
        }
        const after = await update(tx, before.id, { ...own.values, ...fileValues, updatedBy: actor.userId });
        await audit(tx, actor, {
          action: replacement.length ? 'replaceFile' : 'update',
          entity: owner.entity,
          entityId: before.id,
          before,
          after,
        });
      });
    },

    /** Deactivates (the list hides it; files and history stay) or activates again; nothing when it already is. */
    async setActive(db: Db, actor: Actor, before: DocumentRow, active: boolean) {
      if (before.active === active) return;
      await db.transaction(async (tx) => {
        const after = (await update(tx, before.id, { active, updatedBy: actor.userId })) as DocumentRow;
        await audit(tx, actor, {
          action: active ? 'activate' : 'deactivate',
          entity: owner.entity,
          entityId: before.id,
          before: { active: before.active },
          after: { active: after.active },
        });
      });
    },

    /** Verifies (or un-verifies) a document and writes its audit row. */
    async setVerified(db: Db, actor: Actor, before: DocumentRow, verified: boolean) {
      await db.transaction(async (tx) => {
        const after = (await update(tx, before.id, verificationOf(actor.userId, verified))) as DocumentRow;
        await audit(tx, actor, {
          action: verified ? 'verify' : 'unverify',
          entity: owner.entity,
          entityId: before.id,
          before: { verified: before.verified },
          after: { verified: after.verified },
        });
      });
    },
  };
}
export type DocumentsKit = ReturnType<typeof createDocumentsKit>;

/** The titles of an owner's documents by id, for activity rows that name only the document. */
export const documentTitles =
  (documents: DocumentsTable) =>
  async (ex: Executor, ids: number[]): Promise<Map<number, string>> => {
    const rows = await ex
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(inArray(documents.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  };

export type VerificationValues = {
  verified: boolean;
  verifiedBy: number | null;
  verifiedAt: string | null;
  updatedBy: number;
};

/** The columns a verification sets: who and when, or cleared when un-verified. */
export const verificationOf = (userId: number, verified: boolean): VerificationValues =>
  verified
    ? { verified: true, verifiedBy: userId, verifiedAt: new Date().toISOString(), updatedBy: userId }
    : { verified: false, verifiedBy: null, verifiedAt: null, updatedBy: userId };
