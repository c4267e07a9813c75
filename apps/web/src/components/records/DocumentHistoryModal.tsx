import { Button, Descriptions, Modal, type DescriptionsProps } from 'antd';
import { DocumentVersions } from '../DocumentVersions';
import { formatDateTime } from '../format';
import { QueryState } from '../QueryState';
import type { RecordRef } from '../../app/client';
import { recordDocumentFileUrl, useRecordDocument, type RecordDocumentDetailOf } from './documentsApi';

interface Props<O extends RecordRef> {
  owner: O;
  /** the document shown (null: closed) */
  documentId: number | null;
  onClose: () => void;
  /** the owner's details before "Added" (a lead's type and status; a student's folder and category) */
  ownerItems: (d: RecordDocumentDetailOf<O>) => NonNullable<DescriptionsProps['items']>;
}

/** A record's document: its details and every version of its file, each viewable and downloadable. */
export function RecordDocumentHistoryModal<O extends RecordRef>({ owner, documentId, onClose, ownerItems }: Props<O>) {
  const query = useRecordDocument(owner, documentId);
  return (
    <Modal
      open={documentId !== null}
      title={query.data ? `History of ${query.data.title}` : 'Document history'}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <QueryState query={query}>
        {(d) => (
          <>
            <Descriptions
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              items={[
                ...ownerItems(d),
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
              fileUrl={(version, inline) => recordDocumentFileUrl(owner, d.id, version, inline)}
            />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
