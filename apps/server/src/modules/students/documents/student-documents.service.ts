import {
  DOCUMENT_EMAIL_MAX_BYTES,
  STUDENT_DOCUMENT_CATEGORY_MODULE,
  STUDENT_DOCUMENT_MAX_FILES,
  STUDENT_DOCUMENT_MESSAGES,
  studentFolderTable,
  type StudentDocument,
  type StudentDocumentChoices,
  type StudentDocumentEmailInput,
  type StudentDocumentListQuery,
  type StudentDocumentUpdateInput,
  type StudentDocumentUploadInput,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, forbidden } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { listedDocument, type FilesService } from '../../kit/index.js';
import type { StudentView } from '../record/students.gate.js';
import * as repo from './student-documents.repo.js';

export { DOCUMENT_KINDS, titleOf } from '../../../platform/documents.js';
const ENTITY = 'studentDocument';
const { docs } = repo;
const CATEGORY_TABLE = 'document-category';

const self = (view: StudentView) => view.viewer === 'self';
/** The student's side changes only what it uploaded and staff have not verified; staff change anything. */
const mayChange = (view: StudentView, d: repo.StudentDocumentRow) =>
  !self(view) || (d.uploadedBySelf && !d.verified && d.active);
/** The student's side sees active documents shared with it or uploaded by it. */
const visible = (view: StudentView, d: repo.StudentDocumentRow) =>
  !self(view) || (d.active && (d.sharedWithStudent || d.uploadedBySelf));

const shape = (view: StudentView, r: repo.ListedDocument): StudentDocument => ({
  id: r.d.id,
  studentId: r.d.studentId,
  folderId: r.d.folderId,
  folderName: r.folderName ?? null,
  categoryId: r.d.categoryId,
  categoryName: r.categoryName ?? null,
  sharedWithStudent: r.d.sharedWithStudent,
  uploadedBySelf: r.d.uploadedBySelf,
  ...listedDocument(r),
  canChange: mayChange(view, r.d),
});

export interface StudentDocumentsDeps {
  db: Db;
  files: FilesService;
  mailQueued: () => void;
}

export function createStudentDocumentsService({ db, files, mailQueued }: StudentDocumentsDeps) {
  /** The folder must be a row of this student's folder table and the category a student document category. */
  async function checkFiling(
    ex: Executor,
    view: StudentView,
    input: { folderId: number; categoryId?: number | null },
    held?: repo.StudentDocumentRow,
  ) {
    const fields: Record<string, string> = {};
    const folder = await repo.refRowOf(ex, studentFolderTable(view.header.studentTypeName), input.folderId);
    if (!folder || (!folder.active && held?.folderId !== folder.id)) fields.folderId = 'Choose a folder from the list';
    if (input.categoryId) {
      const cat = await repo.refRowOf(ex, CATEGORY_TABLE, input.categoryId);
      if (!cat || cat.data.module !== STUDENT_DOCUMENT_CATEGORY_MODULE || (!cat.active && held?.categoryId !== cat.id))
        fields.categoryId = 'Choose a category from the list';
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  const { require, one, get, file } = docs.reads(db, files, {
    ownerOf: (view: StudentView) => view.studentId,
    visible,
    listed: async (view, id): Promise<StudentDocument | undefined> => {
      const r = await repo.findListed(db, view.studentId, id);
      return r && shape(view, r);
    },
  });

  return {
    async choices(view: StudentView): Promise<StudentDocumentChoices> {
      const folderTable = studentFolderTable(view.header.studentTypeName);
      const [folders, categories] = await Promise.all([
        repo.refChoices(db, folderTable),
        repo.refChoices(db, CATEGORY_TABLE, { field: 'module', value: STUDENT_DOCUMENT_CATEGORY_MODULE }),
      ]);
      return { folderTable, folders, categories };
    },

    async list(view: StudentView, q: StudentDocumentListQuery) {
      if (self(view) && q.inactive) throw forbidden('Only staff see deactivated documents');
      const { items, total } = await repo.listDocuments(db, view.studentId, q, self(view) || q.studentView);
      return { items: items.map((r) => shape(view, r)), total, page: q.page, pageSize: q.pageSize };
    },

    get,
    file,

    /** Files several documents at once, one per file, in one transaction. */
    async upload(
      actor: Actor,
      view: StudentView,
      input: StudentDocumentUploadInput,
      upload: UploadedFile[],
    ): Promise<StudentDocument[]> {
      const chosen = docs.chosen(upload, STUDENT_DOCUMENT_MAX_FILES, STUDENT_DOCUMENT_MESSAGES.noFiles);
      const bySelf = self(view);
      const ids = await docs.upload(db, files, actor, chosen, input, {
        check: (tx) => checkFiling(tx, view, input),
        values: {
          studentId: view.studentId,
          folderId: input.folderId,
          categoryId: input.categoryId ?? null,
          sharedWithStudent: bySelf ? true : input.sharedWithStudent,
          uploadedBySelf: bySelf,
        },
      });
      return Promise.all(ids.map((id) => one(view, id)));
    },

    /** Edits the filing; a new file replaces the current one, which stays in the history (and the document needs verifying again). */
    async update(
      actor: Actor,
      view: StudentView,
      id: number,
      input: StudentDocumentUpdateInput,
      upload: UploadedFile[],
    ) {
      const before = await require(view, id);
      if (!mayChange(view, before)) throw forbidden(STUDENT_DOCUMENT_MESSAGES.notOwn);
      await docs.edit(db, files, actor, before, upload, {
        check: (tx) => checkFiling(tx, view, input, before),
        values: {
          folderId: input.folderId,
          categoryId: input.categoryId ?? null,
          title: input.title,
          description: input.description ?? null,
          sharedWithStudent: self(view) ? before.sharedWithStudent : input.sharedWithStudent,
        },
      });
      return one(view, id);
    },

    /** Deactivates (the list hides it) or activates again. */
    async setActive(actor: Actor, view: StudentView, id: number, active: boolean) {
      const before = await require(view, id);
      if (!mayChange(view, before)) throw forbidden(STUDENT_DOCUMENT_MESSAGES.notOwn);
      await docs.setActive(db, actor, before, active);
      return one(view, id);
    },

    async verify(actor: Actor, view: StudentView, id: number, verified: boolean) {
      if (self(view)) throw forbidden('Only staff verify documents');
      const before = await require(view, id);
      await docs.setVerified(db, actor, before, verified);
      return one(view, id);
    },

    /** Emails documents (attached) to the student or another address, through the outbox. */
    async email(actor: Actor, view: StudentView, input: StudentDocumentEmailInput) {
      if (self(view)) throw forbidden('Only staff send documents by email');
      const ids = [...new Set(input.documentIds)];
      const found = await repo.findDocuments(db, view.studentId, ids);
      const usable = found.filter((r) => r.d.active);
      if (usable.length !== ids.length)
        throw badInput('Some documents are not on this record or are deactivated', {
          documentIds: 'Choose active documents of this student',
        });
      if (usable.reduce((n, r) => n + r.size, 0) > DOCUMENT_EMAIL_MAX_BYTES)
        throw badInput(STUDENT_DOCUMENT_MESSAGES.tooLarge, { documentIds: STUDENT_DOCUMENT_MESSAGES.tooLarge });
      const to = input.recipient === 'student' ? view.header.s.email : input.email!;
      if (!to) throw badInput(STUDENT_DOCUMENT_MESSAGES.noEmail, { recipient: STUDENT_DOCUMENT_MESSAGES.noEmail });
      const ordered = ids.map((i) => usable.find((r) => r.d.id === i)!);
      const text = [
        input.message?.trim() ||
          `Please find attached ${ordered.length === 1 ? 'a document' : 'documents'} from the student record of ${view.header.s.firstName} ${view.header.s.lastName}.`,
        '',
        'Attached:',
        ...ordered.map((r) => `- ${r.d.title} (${r.filename})`),
      ].join('\n');
      await db.transaction(async (tx) => {
        const outboxId = await enqueueMail(tx, {
          to,
          subject: input.subject,
          text,
          attachments: ordered.map((r) => ({ fileId: r.d.fileId, filename: r.filename })),
        });
        await audit(tx, actor, {
          action: 'email',
          entity: ENTITY,
          entityId: view.studentId,
          after: { to, subject: input.subject, documents: ids, outboxId },
        });
      });
      mailQueued();
      return { to, documents: ordered.length };
    },
  };
}
export type StudentDocumentsService = ReturnType<typeof createStudentDocumentsService>;
