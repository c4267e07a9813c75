import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf, toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { users } from '../../access/tables.js';
import { files } from '../files/files.schema.js';
import type { DocumentVersionsTable } from './documents.schema.js';

const uploader = alias(users, 'uploader');

/**
 * The record kit's documents, written once for every record (student, lead, the next ones): the
 * owner comes in as its versions table, its audit entity and its update query.
 */
export function createDocumentsKit(owner: {
  /** 'student', 'lead': names the record in the kit's callers */
  owner: string;
  versions: DocumentVersionsTable;
  /** the audit entity of a document ('studentDocument', 'leadDocument') */
  entity: string;
  /** the owner's update of one document row (sets updated_at) */
  update: (ex: Executor, id: number, v: VerificationValues) => Promise<{ verified: boolean }>;
}) {
  const { versions: v } = owner;

  return {
    owner: owner.owner,

    addVersion: async (ex: Executor, documentId: number, version: number, fileId: number, uploadedBy: number) => {
      await ex.insert(v).values({ documentId, version, fileId, uploadedBy });
    },

    /** A document's versions, newest first, as the detail shows them (`current`: the document's own version). */
    async versionsOf(ex: Executor, documentId: number, currentVersion: number) {
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
    },

    /** The stored file of one version, or undefined when the document has no such version. */
    async versionFile(ex: Executor, documentId: number, version: number): Promise<number | undefined> {
      const [row] = await ex
        .select({ fileId: v.fileId })
        .from(v)
        .where(and(eq(v.documentId, documentId), eq(v.version, version)));
      return row?.fileId;
    },

    /** Verifies (or un-verifies) a document and writes its audit row, in the caller's transaction. */
    async setVerified(tx: Executor, actor: Actor, id: number, before: { verified: boolean }, verified: boolean) {
      const after = await owner.update(tx, id, verificationOf(actor.userId, verified));
      await audit(tx, actor, {
        action: verified ? 'verify' : 'unverify',
        entity: owner.entity,
        entityId: id,
        before: { verified: before.verified },
        after: { verified: after.verified },
      });
    },
  };
}
export type DocumentsKit = ReturnType<typeof createDocumentsKit>;

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
