import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { hospitals } from '../core/clinical.schema.js';

/**
 * A hospital's documents (clinicalDocumentAddHospitals, clinicalDocumentList): affiliation agreements,
 * insurance certificates, onboarding packets; the bytes are the kit's stored file. A document is deactivated,
 * never deleted, so the trail of what the school held stays.
 */
export const hospitalDocuments = pgTable(
  'clinical_hospital_documents',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('clinical_hospital_documents_hospital_idx').on(t.hospitalId)],
);
