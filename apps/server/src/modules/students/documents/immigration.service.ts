import {
  IMMIGRATION_DOCUMENT_TYPES,
  STUDENT_DOCUMENT_MAX_FILES,
  immigrationTypeStatus,
  type ImmigrationDetails,
  type ImmigrationDetailsInput,
  type ImmigrationDocument,
  type ImmigrationDocumentType,
  type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, forbidden, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { StudentView } from '../record/students.gate.js';
import { findStudent, updateStudent } from '../record/students.repo.js';
import * as repo from './immigration.repo.js';

const ENTITY = 'immigrationDocument';
/** Scans and photos of papers. */
const KINDS = ['pdf', 'png', 'jpeg'] as const;
const self = (view: StudentView) => view.viewer === 'self';
const mayRemove = (view: StudentView, d: repo.ImmigrationDocumentRow) =>
  !self(view) || (d.uploadedBySelf && !d.verified);

export interface ImmigrationDeps {
  db: Db;
  files: FilesService;
}

/** Immigration details (passport on the student row, visa and permit here) and the immigration documents by type. */
export function createImmigrationService({ db, files }: ImmigrationDeps) {
  async function details(studentId: number): Promise<ImmigrationDetails> {
    const s = await findStudent(db, studentId);
    if (!s) throw notFound('Student');
    const row = await repo.findDetails(db, studentId);
    const i = row?.i;
    return {
      passportNumber: s.passportNumber,
      passportExpiry: s.passportExpiry,
      visaType: i?.visaType ?? null,
      visaNumber: i?.visaNumber ?? null,
      visaExpiry: i?.visaExpiry ?? null,
      permitNumber: i?.permitNumber ?? null,
      arrivalDate: i?.arrivalDate ?? null,
      notes: i?.notes ?? null,
      updatedAt: i?.updatedAt ?? null,
      updatedByName: row?.updatedByName ?? null,
    };
  }

  /** Every type with its files and status (missing, uploaded, verified). */
  async function documents(view: StudentView): Promise<ImmigrationDocumentsView> {
    const rows = await repo.listDocuments(db, view.studentId);
    const docs: ImmigrationDocument[] = rows.map((r) => ({
      id: r.d.id,
      type: r.d.type as ImmigrationDocumentType,
      filename: r.filename,
      contentType: r.contentType,
      size: r.size,
      uploadedAt: r.d.uploadedAt,
      uploadedByName: r.uploadedByName ?? null,
      uploadedBySelf: r.d.uploadedBySelf,
      verified: r.d.verified,
      verifiedAt: r.d.verifiedAt,
      verifiedByName: r.verifiedByName ?? null,
      canRemove: mayRemove(view, r.d),
    }));
    return {
      items: IMMIGRATION_DOCUMENT_TYPES.map((t) => {
        const mine = docs.filter((d) => d.type === t.value);
        return { type: String(t.value), label: t.label, status: immigrationTypeStatus(mine), documents: mine };
      }),
    };
  }

  return {
    details: (view: StudentView) => details(view.studentId),
    documents,

    /** Saves the details; the passport goes to the student row, the rest to the immigration row, in one transaction. */
    async saveDetails(actor: Actor, view: StudentView, input: ImmigrationDetailsInput) {
      if (self(view)) throw forbidden('Only staff change immigration details');
      const before = await details(view.studentId);
      await db.transaction(async (tx) => {
        await updateStudent(tx, view.studentId, {
          passportNumber: input.passportNumber ?? null,
          passportExpiry: input.passportExpiry ?? null,
          updatedBy: actor.userId,
        });
        const after = await repo.upsertDetails(tx, {
          studentId: view.studentId,
          visaType: input.visaType ?? null,
          visaNumber: input.visaNumber ?? null,
          visaExpiry: input.visaExpiry ?? null,
          permitNumber: input.permitNumber ?? null,
          arrivalDate: input.arrivalDate ?? null,
          notes: input.notes ?? null,
          updatedBy: actor.userId,
        });
        const { updatedAt: _u, updatedByName: _n, ...was } = before;
        await audit(tx, actor, {
          action: 'saveImmigration',
          entity: 'student',
          entityId: view.studentId,
          before: was,
          after: {
            ...after,
            passportNumber: input.passportNumber ?? null,
            passportExpiry: input.passportExpiry ?? null,
          },
        });
      });
      return details(view.studentId);
    },

    async upload(actor: Actor, view: StudentView, type: ImmigrationDocumentType, upload: UploadedFile[]) {
      const chosen = upload.filter((f) => f.field === 'files' || f.field === 'file');
      if (!chosen.length) throw badInput('Choose at least one file', { files: 'Choose at least one file' });
      if (chosen.length > STUDENT_DOCUMENT_MAX_FILES)
        throw badInput(`At most ${STUDENT_DOCUMENT_MAX_FILES} files at once`, {
          files: `At most ${STUDENT_DOCUMENT_MAX_FILES} files at once`,
        });
      await db.transaction(async (tx) => {
        for (const f of chosen) {
          const stored = await files.store(tx, { ...f, field: 'files' }, [...KINDS], actor.userId);
          const row = await repo.insertDocument(tx, {
            studentId: view.studentId,
            type,
            fileId: stored.id,
            uploadedBySelf: self(view),
            uploadedBy: actor.userId,
          });
          await audit(tx, actor, {
            action: 'upload',
            entity: ENTITY,
            entityId: row.id,
            after: { ...row, filename: stored.filename, sha256: stored.sha256 },
          });
        }
      });
      return documents(view);
    },

    /** Staff verify (or unverify) files of this student; each records who and when. */
    async verify(actor: Actor, view: StudentView, ids: number[], verified: boolean) {
      if (self(view)) throw forbidden('Only staff verify immigration documents');
      const wanted = [...new Set(ids)];
      const found = await repo.findDocuments(db, view.studentId, wanted);
      if (found.length !== wanted.length) throw notFound('Immigration document');
      await db.transaction(async (tx) => {
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
            entity: ENTITY,
            entityId: a.id,
            before: { verified: found.find((f) => f.id === a.id)?.verified },
            after: { verified: a.verified },
          });
        }
      });
      return documents(view);
    },

    async remove(actor: Actor, view: StudentView, id: number) {
      const [d] = await repo.findDocuments(db, view.studentId, [id]);
      if (!d) throw notFound('Immigration document');
      if (!mayRemove(view, d)) throw forbidden('You may remove only your own uploads that are not verified yet');
      await db.transaction(async (tx) => {
        const [after] = await repo.updateDocuments(tx, [id], {
          removedAt: new Date().toISOString(),
          removedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'remove', entity: ENTITY, entityId: id, before: d, after });
      });
      return documents(view);
    },

    async file(view: StudentView, id: number) {
      const [d] = await repo.findDocuments(db, view.studentId, [id]);
      if (!d) throw notFound('Immigration document');
      return files.read(d.fileId);
    },
  };
}
export type ImmigrationService = ReturnType<typeof createImmigrationService>;
