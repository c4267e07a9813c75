import {
  type ImmigrationDetails,
  type ImmigrationDetailsInput,
  type ImmigrationDocumentType,
  type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import type { StudentView } from '../record/students.gate.js';
import { findStudent, updateStudent } from '../record/students.repo.js';
import * as repo from './immigration.repo.js';

const { immigration: kit } = repo;
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
  function documents(view: StudentView): Promise<ImmigrationDocumentsView> {
    return kit.view(db, view.studentId, { canRemove: (d) => mayRemove(view, d), bySelf: (d) => d.uploadedBySelf });
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
      const chosen = kit.chosen(upload);
      await db.transaction(async (tx) => {
        for (const f of chosen)
          await kit.add(
            tx,
            files,
            actor,
            { ...f, field: 'files' },
            { studentId: view.studentId, type, uploadedBySelf: self(view) },
          );
      });
      return documents(view);
    },

    /** Staff verify (or unverify) files of this student; each records who and when. */
    async verify(actor: Actor, view: StudentView, ids: number[], verified: boolean) {
      if (self(view)) throw forbidden('Only staff verify immigration documents');
      const wanted = [...new Set(ids)];
      const found = await kit.find(db, view.studentId, wanted);
      if (found.length !== wanted.length) throw notFound('Immigration document');
      await db.transaction((tx) => kit.verify(tx, actor, found, verified));
      return documents(view);
    },

    async remove(actor: Actor, view: StudentView, id: number) {
      const [d] = await kit.find(db, view.studentId, [id]);
      if (!d) throw notFound('Immigration document');
      if (!mayRemove(view, d)) throw forbidden('You may remove only your own uploads that are not verified yet');
      await db.transaction((tx) => kit.remove(tx, actor, d));
      return documents(view);
    },

    file: (view: StudentView, id: number) => kit.file(db, files, view.studentId, id),
  };
}
export type ImmigrationService = ReturnType<typeof createImmigrationService>;
