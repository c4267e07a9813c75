import { Button, Descriptions, Modal } from 'antd';
import { DocumentVersions } from '../../../../components/DocumentVersions';
import { formatDateTime } from '../../../../components/format';
import { QueryState } from '../../../../components/QueryState';
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
    <Modal
      open={documentId !== null}
      title={q.data ? `History of ${q.data.title}` : 'Document history'}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <QueryState query={q}>
        {(d) => (
          <>
            <Descriptions
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'folder', label: 'Folder', children: d.folderName ?? '—' },
                { key: 'category', label: 'Category', children: d.categoryName ?? '—' },
                {
                  key: 'added',
                  label: 'Added',
                  children: `${formatDateTime(d.createdAt)}${d.createdByName ? ` by ${d.createdByName}` : ''}`,
                },
                {
                  key: 'verified',
                  label: 'Verified',
                  children: d.verified
                    ? `${formatDateTime(d.verifiedAt)} by ${d.verifiedByName ?? '—'}`
                    : 'Not verified',
                },
                ...(d.description ? [{ key: 'desc', label: 'Description', span: 2, children: d.description }] : []),
              ]}
            />
            <DocumentVersions
              versions={d.versions}
              fileUrl={(version, inline) => DOC_PATHS.file(studentId, d.id, version, inline)}
            />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
