import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias, pgTable, serial, type PgColumn } from 'drizzle-orm/pg-core';
import {
  IMMIGRATION_DOCUMENT_TYPES,
  STUDENT_DOCUMENT_MAX_FILES,
  immigrationTypeStatus,
  type ImmigrationDocument,
  type ImmigrationDocumentType,
  type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { users } from '../../access/tables.js';
import { files } from '../files/files.schema.js';
import type { FilesService } from '../files/files.service.js';
import { chosenFiles } from './documents.js';
import { immigrationDocumentColumns } from './record.schema.js';

const uploader = alias(users, 'uploader');
const verifier = alias(users, 'verifier');
/** Scans and photos of papers. */
const KINDS = ['pdf', 'png', 'jpeg'] as const;

// the shape every owner's immigration documents table has (its own columns besides)
const _immigrationShape = <N extends string>(name: N) =>
  pgTable(name, { id: serial('id').primaryKey(), ...immigrationDocumentColumns() });
type ImmigrationTable = ReturnType<typeof _immigrationShape<string>>;
export type ImmigrationRow = ImmigrationTable['$inferSelect'];

/**
 * The record kit's immigration documents (student, lead): every type the school asks for with its files
 * and status; upload, verify, remove and download. The owner comes in as its table and owner column, the
 * name of its key in a row (`studentId`, `leadId`) and its audit entity; it keeps its rules (who may
 * change what, a closed lead) and what its own columns hold.
 */
export function createImmigrationKit<T extends ImmigrationTable>(owner: {
  documents: T;
  ownerId: PgColumn;
  ownerKey: string;
  entity: string;
}) {
  const d = owner.documents as ImmigrationTable;
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  const current = (ownerId: number) => and(eq(owner.ownerId, ownerId), isNull(d.removedAt));

  /** Current documents of the owner among `ids` (another's, or a removed one, look absent); `lock`: for update. */
  async function find(ex: Executor, ownerId: number, ids: number[], lock = false): Promise<Row[]> {
    if (!ids.length) return [];
    const q = ex
      .select()
      .from(d)
      .where(and(current(ownerId), inArray(d.id, ids)));
    return (lock ? await q.for('update') : await q) as Row[];
  }

  async function insert(ex: Executor, values: Values): Promise<Row> {
    const [row] = await ex
      .insert(d)
      .values(values as ImmigrationTable['$inferInsert'])
      .returning();
    return row as Row;
  }

  async function update(ex: Executor, ids: number[], values: Partial<Values>): Promise<Row[]> {
    if (!ids.length) return [];
    return (await ex
      .update(d)
      .set(values as Partial<ImmigrationTable['$inferInsert']>)
      .where(inArray(d.id, ids))
      .returning()) as Row[];
  }

  return {
    find,
    insert,
    update,

    /** The owner's current files, oldest first (the migration carries them). */
    current: async (ex: Executor, ownerId: number) =>
      (await ex.select().from(d).where(current(ownerId)).orderBy(asc(d.uploadedAt), asc(d.id))) as Row[],

    /** Every type with its current files and status (missing, uploaded, verified); `canRemove` and `bySelf` per row. */
    async view(
      ex: Executor,
      ownerId: number,
      of: { canRemove: (row: Row) => boolean; bySelf: (row: Row) => boolean },
    ): Promise<ImmigrationDocumentsView> {
      const rows = await ex
        .select({
          d,
          filename: files.filename,
          contentType: files.contentType,
          size: files.size,
          uploadedByName: nameOf(uploader),
          verifiedByName: nameOf(verifier),
        })
        .from(d)
        .innerJoin(files, eq(files.id, d.fileId))
        .leftJoin(uploader, eq(uploader.id, d.uploadedBy))
        .leftJoin(verifier, eq(verifier.id, d.verifiedBy))
        .where(current(ownerId))
        .orderBy(asc(d.uploadedAt), asc(d.id));
      const docs: ImmigrationDocument[] = rows.map((r) => ({
        id: r.d.id,
        type: r.d.type as ImmigrationDocumentType,
        filename: r.filename,
        contentType: r.contentType,
        size: r.size,
        uploadedAt: r.d.uploadedAt,
        uploadedByName: r.uploadedByName ?? null,
        uploadedBySelf: of.bySelf(r.d as Row),
        verified: r.d.verified,
        verifiedAt: r.d.verifiedAt,
        verifiedByName: r.verifiedByName ?? null,
        canRemove: of.canRemove(r.d as Row),
      }));
      return {
        items: IMMIGRATION_DOCUMENT_TYPES.map((t) => {
          const mine = docs.filter((x) => x.type === t.value);
          return { type: String(t.value), label: t.label, status: immigrationTypeStatus(mine), documents: mine };
        }),
      };
    },

    /** The files of an upload or a replacement: at least one (at most STUDENT_DOCUMENT_MAX_FILES). */
    chosen: (upload: UploadedFile[]) => chosenFiles(upload, STUDENT_DOCUMENT_MAX_FILES, 'Choose at least one file'),

    /** Stores one file of the type (a scan or photo) and adds its row with the owner's `values`; audited as upload. */
    async add(
      tx: Executor,
      store: FilesService,
      actor: Actor,
      f: UploadedFile,
      values: Partial<Values>,
      audited: { action: string; before?: unknown; after?: object } = { action: 'upload' },
    ) {
      const stored = await store.store(tx, f, [...KINDS], actor.userId);
      const row = (await insert(tx, {
        ...values,
        fileId: stored.id,
        uploadedBy: actor.userId,
      } as Values)) as ImmigrationRow;
      await audit(tx, actor, {
        action: audited.action,
        entity: owner.entity,
        entityId: row.id,
        before: audited.before,
        after: { ...row, ...audited.after, filename: stored.filename, sha256: stored.sha256 },
      });
      return row;
    },

    /** Verifies (or un-verifies) current files of the owner, each audited; `stamp` adds the owner's values. */
    async verify(
      tx: Executor,
      actor: Actor,
      found: Row[],
      verified: boolean,
      stamp: (v: { verified: boolean | undefined }) => object = (v) => v,
    ) {
      const after = (await update(
        tx,
        found.map((f) => (f as ImmigrationRow).id),
        (verified
          ? { verified: true, verifiedBy: actor.userId, verifiedAt: new Date().toISOString() }
          : { verified: false, verifiedBy: null, verifiedAt: null }) as Partial<Values>,
      )) as ImmigrationRow[];
      for (const a of after) {
        await audit(tx, actor, {
          action: verified ? 'verify' : 'unverify',
          entity: owner.entity,
          entityId: a.id,
          before: stamp({ verified: (found as ImmigrationRow[]).find((f) => f.id === a.id)?.verified }),
          after: stamp({ verified: a.verified }),
        });
      }
    },

    /** Removes one file (its row stays, marked removed), audited. */
    async remove(tx: Executor, actor: Actor, before: Row) {
      const { id } = before as ImmigrationRow;
      const [after] = await update(tx, [id], {
        removedAt: new Date().toISOString(),
        removedBy: actor.userId,
      } as Partial<Values>);
      await audit(tx, actor, { action: 'remove', entity: owner.entity, entityId: id, before, after });
    },

    /** The bytes of one current file of the owner. */
    async file(db: Db, store: FilesService, ownerId: number, id: number) {
      const [row] = await find(db, ownerId, [id]);
      if (!row) throw notFound('Immigration document');
      return store.read((row as ImmigrationRow).fileId);
    },
  };
}
