import { RecordDocumentHistoryModal } from '../../../../components/records/DocumentHistoryModal';
import { DOC_PATHS, useDocument } from './api';

interface Props {
  studentId: number;
  documentId: number | null;
  onClose: () => void;
}

/** A document's details and every version of its file, each viewable and downloadable. */
export function DocumentHistoryModal({ studentId, documentId, onClose }: Props) {
  const q = useDocument(studentId, documentId);
  return (
    <RecordDocumentHistoryModal
      open={documentId !== null}
      query={q}
      onClose={onClose}
      ownerItems={(d) => [
        { key: 'folder', label: 'Folder', children: d.folderName ?? '—' },
        { key: 'category', label: 'Category', children: d.categoryName ?? '—' },
      ]}
      fileUrl={(d, version, inline) => DOC_PATHS.file(studentId, d.id, version, inline)}
    />
  );
}
