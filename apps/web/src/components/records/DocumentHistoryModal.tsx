import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Modal
      open={documentId !== null}
      title={query.data ? t('document.historyOf', { title: query.data.title }) : t('document.history')}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>{t('action.close')}</Button>}
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
                  label: t('document.added'),
                  children: d.createdByName
                    ? t('document.atBy', { at: formatDateTime(d.createdAt), by: d.createdByName })
                    : formatDateTime(d.createdAt),
                },
                {
                  key: 'verified',
                  label: t('document.verified'),
                  children: d.verified
                    ? t('document.atBy', { at: formatDateTime(d.verifiedAt), by: d.verifiedByName ?? '—' })
                    : t('document.notVerified'),
                },
                ...(d.description
                  ? [{ key: 'desc', label: t('document.description'), span: 2, children: d.description }]
                  : []),
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
