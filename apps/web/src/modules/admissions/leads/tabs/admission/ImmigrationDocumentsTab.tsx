import { ImmigrationDocumentsCard } from '../../../../students';
import type { LeadTabProps } from '../registry';

/**
 * immigration/document of the lead (shown when the lead needs immigration): the student's immigration
 * document types, with upload, replace, verify, remove and download. They move to the student on migration.
 */
export default function ImmigrationDocumentsTab({ leadId, header, readOnly, rights }: LeadTabProps) {
  const locked = readOnly || header.studentId != null;
  return (
    <ImmigrationDocumentsCard
      owner={{ leadId }}
      canUpload={!locked && rights.write}
      canVerify={!locked && rights.edit}
      canRemove={!locked && rights.delete}
      canReplace={!locked && rights.edit}
      selfLabel=""
    />
  );
}
