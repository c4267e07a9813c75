import { Button, Descriptions, Modal, type DescriptionsProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentDocumentVersion } from '@caduceus/contracts';
import { DocumentVersions } from '../DocumentVersions';
import { formatDateTime } from '../format';
import { QueryState } from '../QueryState';

/** What every record's document detail has: the row's who and when, and its file versions. */
export interface RecordDocumentDetail {
  id: number;
  title: string;
  description: string | null;
  verified: boolean;
  verifiedAt: string | null;
  verifiedByName: string | null;
  createdAt: string;
  createdByName: string | null;
  versions: StudentDocumentVersion[];
}

interface Props<T extends RecordDocumentDetail> {
  open: boolean;
  query: UseQueryResult<T, Error>;
  onClose: () => void;
  /** the owner's details before "Added" (a lead's type and status; a student's folder and category) */
  ownerItems: (d: T) => NonNullable<DescriptionsProps['items']>;
  fileUrl: (d: T, version: number, inline?: boolean) => string;
}

/** A record's document: its details and every version of its file, each viewable and downloadable. */
export function RecordDocumentHistoryModal<T extends RecordDocumentDetail>({
  open,
  query,
  onClose,
  ownerItems,
  fileUrl,
}: Props<T>) {
  return (
    <Modal
      open={open}
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
            <DocumentVersions versions={d.versions} fileUrl={(version, inline) => fileUrl(d, version, inline)} />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
