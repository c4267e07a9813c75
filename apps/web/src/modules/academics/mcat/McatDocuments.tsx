import { useTranslation } from 'react-i18next';
import { MCAT_DOCUMENT_TOASTS, formatDate } from '@caduceus/contracts';
import { DocumentsDialog } from '../../../components/DocumentsDialog';
import { mcatDocumentFile, useMcatDocuments, useMcatDocumentWrites, type McatRow } from './api';

/** The documents filed with an MCAT (its score report), in the exams' documents dialog. */
export function McatDocuments({
  studentId,
  score,
  can,
  onClose,
}: {
  studentId: number;
  score: McatRow;
  can: { upload: boolean; delete: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useMcatDocuments(studentId, score.id);
  const writes = useMcatDocumentWrites(studentId, score.id);
  return (
    <DocumentsDialog
      title={`${t('MCAT documents', { ns: 'titles' })} — ${formatDate(score.testDate)}`}
      source={{ list, ...writes, fileUrl: (id) => mcatDocumentFile(studentId, score.id, id) }}
      toasts={MCAT_DOCUMENT_TOASTS}
      can={can}
      onClose={onClose}
    />
  );
}
