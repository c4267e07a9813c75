import { useTranslation } from 'react-i18next';
import { USMLE_DOCUMENT_TOASTS, formatDate } from '@caduceus/contracts';
import { DocumentsDialog } from '../../../components/DocumentsDialog';
import { usmleDocumentFile, useUsmleDocuments, useUsmleDocumentWrites, type UsmleRow } from './api';

/** The documents filed with a USMLE attempt (its score report), in the exams' documents dialog. */
export function UsmleDocuments({
  studentId,
  attempt,
  can,
  onClose,
}: {
  studentId: number;
  attempt: UsmleRow;
  can: { upload: boolean; delete: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useUsmleDocuments(studentId, attempt.id);
  const writes = useUsmleDocumentWrites(studentId, attempt.id);
  return (
    <DocumentsDialog
      title={`${t('USMLE documents', { ns: 'titles' })} — ${attempt.step} ${formatDate(attempt.testDate)}`}
      source={{ list, ...writes, fileUrl: (id) => usmleDocumentFile(studentId, attempt.id, id) }}
      toasts={USMLE_DOCUMENT_TOASTS}
      can={can}
      onClose={onClose}
    />
  );
}
