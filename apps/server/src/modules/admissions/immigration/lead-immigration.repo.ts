import { createImmigrationKit } from '../../kit/index.js';
import { leadImmigrationDocuments } from './lead-immigration.schema.js';

export const LEAD_IMMIGRATION_ENTITY = 'leadImmigrationDocument';

/** The lead's immigration documents: the record kit's over lead_immigration_documents. */
export const immigration = createImmigrationKit({
  documents: leadImmigrationDocuments,
  ownerId: leadImmigrationDocuments.leadId,
  ownerKey: 'leadId',
  entity: LEAD_IMMIGRATION_ENTITY,
});

/** For the migration: the lead's current documents, oldest first. */
export const currentDocuments = immigration.current;
