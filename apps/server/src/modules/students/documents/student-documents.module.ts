import type { FastifyInstance } from 'fastify';
import type { StudentRecord } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { FilesService } from '../../kit/index.js';
import { createImmigrationService } from './immigration.service.js';
import { immigrationRoutes } from './immigration.routes.js';
import { createRecordsService } from './records.service.js';
import { recordsRoutes } from './records.routes.js';
import { localSignatureProvider, type SignatureProvider } from './signature.provider.js';
import { createSignaturesService } from './signatures.service.js';
import { signaturesRoutes } from './signatures.routes.js';
import { createStudentDocumentsService } from './student-documents.service.js';
import { studentDocumentsRoutes } from './student-documents.routes.js';

export interface StudentDocumentsModuleDeps {
  db: Db;
  files: FilesService;
  publicUrl: string;
  mailQueued: () => void;
  studentRecord: (id: number) => Promise<StudentRecord>;
  /** the e-signature service; the local provider (records envelopes, mails the request) by default */
  signatureProvider?: SignatureProvider;
  clock?: () => Date;
}

/** The record's document tabs: documents, signed documents, immigration, library catalogue and snapshot. */
export function studentDocumentsModule(app: FastifyInstance, deps: StudentDocumentsModuleDeps) {
  const { db, files, mailQueued } = deps;
  studentDocumentsRoutes(app, createStudentDocumentsService({ db, files, mailQueued }));
  signaturesRoutes(
    app,
    createSignaturesService({
      db,
      files,
      mailQueued,
      publicUrl: deps.publicUrl,
      provider: deps.signatureProvider ?? localSignatureProvider(),
    }),
  );
  immigrationRoutes(app, createImmigrationService({ db, files }));
  recordsRoutes(app, createRecordsService({ db, studentRecord: deps.studentRecord, clock: deps.clock }));
}
