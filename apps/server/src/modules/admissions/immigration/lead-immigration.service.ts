import {
  IMMIGRATION_DOCUMENT_TYPES,
  STUDENT_DOCUMENT_MAX_FILES,
  immigrationTypeStatus,
  type ImmigrationDocument,
  type ImmigrationDocumentType,
  type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadView } from '../leads/leads.gate.js';
import { lockedOf, requireWritable } from '../admission/lead-admission.service.js';
import * as repo from './lead-immigration.repo.js';

export const LEAD_IMMIGRATION_ENTITY = 'leadImmigrationDocument';
/** Scans and photos of papers, as on the student's record. */
const KINDS = ['pdf', 'png', 'jpeg'] as const;
const picked = (upload: UploadedFile[]) => upload.filter((f) => f.field === 'files' || f.field === 'file');

/**
 * The lead's Immigration Documents tab (shown when the lead needs immigration): every type the school
 * asks for with its files and status; staff upload, replace (the old file stays in the trail), verify,
 * remove and download. The views answer the student's immigration shape, so one screen serves both.
 */
export function createLeadImmigrationService({ db, files }: { db: Db; files: FilesService }) {
  async function documents(v: LeadView): Promise<ImmigrationDocumentsView> {
    const rows = await repo.listDocuments(db, v.leadId);
    const writable = !v.header.l.closedAt && !lockedOf(v);
    const docs: ImmigrationDocument[] = rows.map((r) => ({
      id: r.d.id,
      type: r.d.type as ImmigrationDocumentType,
      filename: r.filename,
      contentType: r.contentType,
      size: r.size,
      uploadedAt: r.d.uploadedAt,
      uploadedByName: r.uploadedByName ?? null,
      uploadedBySelf: false,
      verified: r.d.verified,
      verifiedAt: r.d.verifiedAt,
      verifiedByName: r.verifiedByName ?? null,
      canRemove: writable,
    }));
    return {
      items: IMMIGRATION_DOCUMENT_TYPES.map((t) => {
        const mine = docs.filter((d) => d.type === t.value);
        return { type: String(t.value), label: t.label, status: immigrationTypeStatus(mine), documents: mine };
      }),
    };
  }

  async function one(v: LeadView, id: number) {
    const [d] = await repo.findDocuments(db, v.leadId, [id]);
    if (!d) throw notFound('Immigration document');
    return d;
  }

  return {
    documents,

    async upload(actor: Actor, v: LeadView, type: ImmigrationDocumentType, upload: UploadedFile[]) {
      requireWritable(v);
      const chosen = picked(upload);
      if (!chosen.length) throw badInput('Choose at least one file', { files: 'Choose at least one file' });
      if (chosen.length > STUDENT_DOCUMENT_MAX_FILES)
        throw badInput(`At most ${STUDENT_DOCUMENT_MAX_FILES} files at once`, {
          files: `At most ${STUDENT_DOCUMENT_MAX_FILES} files at once`,
        });
      await db.transaction(async (tx) => {
        for (const f of chosen) {
          const stored = await files.store(tx, { ...f, field: 'files' }, [...KINDS], actor.userId);
          const row = await repo.insertDocument(tx, {
            leadId: v.leadId,
            type,
            fileId: stored.id,
            uploadedBy: actor.userId,
          });
          await audit(tx, actor, {
            action: 'upload',
            entity: LEAD_IMMIGRATION_ENTITY,
            entityId: row.id,
            after: { ...row, filename: stored.filename, sha256: stored.sha256 },
          });
        }
      });
      return documents(v);
    },

    /** Replaces one file by a new one of the same type: the new file waits for verification; the old row stays, marked replaced. */
    async replace(actor: Actor, v: LeadView, id: number, upload: UploadedFile[]) {
      requireWritable(v);
      const chosen = picked(upload);
      if (chosen.length !== 1)
        throw badInput('Choose one file to replace it with', { file: 'Choose one file to replace it with' });
      await db.transaction(async (tx) => {
        const [before] = await repo.findDocuments(tx, v.leadId, [id], true);
        if (!before) throw notFound('Immigration document');
        const stored = await files.store(tx, { ...chosen[0], field: 'file' }, [...KINDS], actor.userId);
        const row = await repo.insertDocument(tx, {
          leadId: v.leadId,
          type: before.type,
          fileId: stored.id,
          uploadedBy: actor.userId,
        });
        const [old] = await repo.updateDocuments(tx, [id], {
          removedAt: new Date().toISOString(),
          removedBy: actor.userId,
          replacedBy: row.id,
        });
        await audit(tx, actor, {
          action: 'replace',
          entity: LEAD_IMMIGRATION_ENTITY,
          entityId: row.id,
          before,
          after: { ...row, replaces: old.id, filename: stored.filename, sha256: stored.sha256 },
        });
      });
      return documents(v);
    },

    async verify(actor: Actor, v: LeadView, ids: number[], verified: boolean) {
      requireWritable(v);
      const wanted = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const found = await repo.findDocuments(tx, v.leadId, wanted, true);
        if (found.length !== wanted.length) throw notFound('Immigration document');
        const after = await repo.updateDocuments(
          tx,
          wanted,
          verified
            ? { verified: true, verifiedBy: actor.userId, verifiedAt: new Date().toISOString() }
            : { verified: false, verifiedBy: null, verifiedAt: null },
        );
        for (const a of after) {
          await audit(tx, actor, {
            action: verified ? 'verify' : 'unverify',
            entity: LEAD_IMMIGRATION_ENTITY,
            entityId: a.id,
            before: { leadId: v.leadId, verified: found.find((f) => f.id === a.id)?.verified },
            after: { leadId: v.leadId, verified: a.verified },
          });
        }
      });
      return documents(v);
    },

    async remove(actor: Actor, v: LeadView, id: number) {
      requireWritable(v);
      await db.transaction(async (tx) => {
        const [d] = await repo.findDocuments(tx, v.leadId, [id], true);
        if (!d) throw notFound('Immigration document');
        const [after] = await repo.updateDocuments(tx, [id], {
          removedAt: new Date().toISOString(),
          removedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'remove', entity: LEAD_IMMIGRATION_ENTITY, entityId: id, before: d, after });
      });
      return documents(v);
    },

    async file(v: LeadView, id: number) {
      return files.read((await one(v, id)).fileId);
    },
  };
}
export type LeadImmigrationService = ReturnType<typeof createLeadImmigrationService>;
