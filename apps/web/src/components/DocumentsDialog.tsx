import { useTranslation } from 'react-i18next';
import { Alert, Button, List, Modal, Popconfirm, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDate, type ExamDocument, type ExamDocumentToasts } from '@caduceus/contracts';
import { toast } from '../app/bridge';
import { errorText } from './QueryState';
import { downloadGet } from './download';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** What the dialog shows and does for one entry: its documents' query and writes, typed by each entry's api. */
export interface DocumentsSource {
  list: { data?: { items: ExamDocument[] }; isLoading: boolean; error: unknown };
  upload: { mutateAsync: (v: { file: File; title?: string }) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: (id: number) => Promise<unknown> };
  fileUrl: (id: number) => string;
}

/**
 * The documents filed with an entry (a USMLE attempt's or an MCAT's score report, a clinical log day's sheet): listed with who filed
 * them, downloaded, uploaded (PDF, PNG or JPEG, checked by the server by content) and removed as the tab's rights
 * allow.
 */
export function DocumentsDialog({
  title,
  source,
  toasts,
  can,
  onClose,
}: {
  /** the dialog's title, naming the entry */
  title: string;
  source: DocumentsSource;
  toasts: ExamDocumentToasts;
  can: { upload: boolean; delete: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const docs = source.list;
  const writes = source;
  const upload = (file: File) => {
    writes.upload.mutateAsync({ file, title: file.name.replace(/\.[^.]+$/, '').slice(0, 160) }).then(
      () => toast.success(t(toasts.uploaded, { ns: 'titles' })),
      (e: unknown) => toast.error(`${t(toasts.uploadFailed, { ns: 'titles' })} ${errorText(e)}`),
    );
    return false;
  };
  return (
    <Modal open onCancel={onClose} footer={null} title={title} width={620}>
      {can.upload && (
        <Upload accept={ACCEPT} maxCount={1} beforeUpload={upload} showUploadList={false}>
          <Button icon={<UploadOutlined />} loading={writes.upload.isPending}>
            {t('Upload document', { ns: 'titles' })}
          </Button>
        </Upload>
      )}
      {docs.error ? (
        <Alert type="error" showIcon title={errorText(docs.error)} style={{ marginTop: 12 }} />
      ) : (
        <List
          aria-label={title}
          style={{ marginTop: 12 }}
          loading={docs.isLoading}
          locale={{ emptyText: t('No documents filed', { ns: 'titles' }) }}
          dataSource={docs.data?.items ?? []}
          renderItem={(d) => (
            <List.Item
              actions={[
                <Button
                  key="download"
                  type="link"
                  icon={<DownloadOutlined />}
                  aria-label={`${t('Download', { ns: 'titles' })} ${d.filename}`}
                  onClick={() =>
                    downloadGet(source.fileUrl(d.id), d.filename).catch((e: unknown) => toast.error(errorText(e)))
                  }
                />,
                ...(can.delete
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('Delete this document?', { ns: 'titles' })}
                        onConfirm={() =>
                          writes.remove.mutateAsync(d.id).then(
                            () => toast.success(t(toasts.deleted, { ns: 'titles' })),
                            () => toast.error(t(toasts.deleteFailed, { ns: 'titles' })),
                          )
                        }
                      >
                        <Button
                          type="link"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('Delete', { ns: 'titles' })} ${d.filename}`}
                        />
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={d.title ?? d.filename}
                description={
                  <Space size="small" wrap>
                    <Typography.Text type="secondary">{d.filename}</Typography.Text>
                    <Typography.Text type="secondary">{formatDate(d.uploadedAt.slice(0, 10))}</Typography.Text>
                    {d.uploadedByName && <Typography.Text type="secondary">{d.uploadedByName}</Typography.Text>}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
