import path from 'node:path';
import type { Core } from '../../platform/core.js';
import { localStorage } from '../../platform/storage.js';
import { deliverOutbox, smtpTransport } from '../../platform/mail.js';
import { createFilesService } from './files/files.service.js';
import { UploadRegistry } from './uploads/uploads.registry.js';
import { createUploadsService } from './uploads/uploads.service.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { exportsRoutes } from './exports/exports.routes.js';
import { createExportsService } from './exports/exports.service.js';

export type { FilesService, FileRow } from './files/files.service.js';
export type { UploadType } from './uploads/uploads.registry.js';
export {
  createDocumentsKit,
  documentTitles,
  listedDocument,
  verificationOf,
  type DocumentRow,
  type DocumentsKit,
  type ListedDocumentOf,
  type VerificationValues,
} from './records/documents.js';
export { DOCUMENT_FILES_NOTE, documentTabRoutes, type DocumentTabService } from './records/documents.routes.js';
export { photoRoutes, recordOp, type RecordOp } from './records/record.routes.js';
export { emailTabRoutes } from './records/emails.routes.js';
export { createRecordKit, createRecordList } from './records/record.js';
export { activityPage, changeLookups, kindWhere, type RecordNames } from './records/activity.js';
export { createAdmissionKit } from './records/admission.js';
export { createImmigrationKit } from './records/immigration.js';
export { changeWithHistory } from './records/history.js';
export { auditedEntries, type EntryRules, type EntryTable } from './records/entries.js';
export { createEntryDocuments, type EntryDocuments } from './records/entry-documents.js';
export { createEmailsKit, type EmailsKit, type EmailValues } from './records/emails.js';

/**
 * The kit: what every record and list shares and that owns tables: stored files, bulk uploads (each context
 * adds its upload types), exports, the record kit (records/: the pieces a student's and a lead's record share,
 * each taking its owner as a parameter: the record row and list, documents, emails, admission forms,
 * immigration documents, column sets), and the delivery of queued mail.
 */
export function registerKit(core: Core) {
  const { app, db, config } = core;
  const files = createFilesService(db, localStorage(path.join(config.dataDir, 'files')));
  const uploadTypes = new UploadRegistry();
  uploadsRoutes(app, createUploadsService(db, uploadTypes, core.sheets));
  exportsRoutes(
    app,
    createExportsService({
      db,
      confirmPassword: (user, password, ip) => core.identity.confirmPassword(user, password, ip),
      confirmAbove: config.exportConfirmRows,
    }),
  );

  // queued mail leaves every few seconds; a context may first turn its waiting requests into mail
  const beforeMail: Array<() => Promise<unknown>> = [];
  const transport = core.deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  core.jobs.register({
    name: 'outbox',
    everyMs: 5000,
    run: async () => {
      for (const step of beforeMail) await step();
      return deliverOutbox(db, transport, config.mailFrom, 20, (id) => files.read(id));
    },
  });

  return {
    files,
    uploadTypes,
    /** runs before each delivery of queued mail */
    beforeMail: (step: () => Promise<unknown>) => void beforeMail.push(step),
    smtpConfigured: !!transport,
  };
}
export type Kit = ReturnType<typeof registerKit>;
