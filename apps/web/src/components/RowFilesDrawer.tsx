import { useTranslation } from 'react-i18next';
import { translateNode } from '../app/i18n';
import { useEffect, useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Table, Typography, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { RowFile } from '@caduceus/contracts';
import { api, sendForm, useApiMutation } from '../app/api';
import { useGetUrl, type AnswerUrl } from '../app/client';
import { toast } from '../app/bridge';
import { ConfirmAction } from './ConfirmAction';
import { downloadGet } from './download';
import { formatDateTime } from './format';
import { errorText, QueryState } from './QueryState';
import { ActiveTag } from './StatusTag';

export interface RowFilesDrawerProps {
  /** the record's files endpoint (GET list, POST upload, /:fileId download, /:fileId/status); null: closed */
  path: AnswerUrl<{ items: RowFile[] }> | null;
  /** e.g. "Syllabus of Surgery" */
  title: string;
  canWrite: boolean;
  canEdit: boolean;
  /** other queries to refetch after a change (the list's file counts) */
  invalidate?: string[];
  onClose: () => void;
}

const sizeText = (n: number) =>
  n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} B`;

/** A record's files in a drawer (a control table's row): the panel below. */
export function RowFilesDrawer({ path, title, canWrite, canEdit, invalidate, onClose }: RowFilesDrawerProps) {
  return (
    <Drawer open={path !== null} title={translateNode(title)} onClose={onClose} size={680}>
      {path && <RowFilesPanel path={path} canWrite={canWrite} canEdit={canEdit} invalidate={invalidate} />}
    </Drawer>
  );
}

/**
 * A record's files: the list (download, deactivate or reactivate) and an upload of several files under one title;
 * in a drawer (RowFilesDrawer) or a record's tab (a hospital's documents).
 */
export function RowFilesPanel({
  path,
  canWrite,
  canEdit,
  invalidate = [],
}: Pick<RowFilesDrawerProps, 'canWrite' | 'canEdit' | 'invalidate'> & {
  path: AnswerUrl<{ items: RowFile[] }>;
}) {
  const q = useGetUrl(path);
  const { t } = useTranslation();
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const [fileTitle, setFileTitle] = useState('');
  const refresh = [path, ...invalidate];
  const upload = useApiMutation(
    () => {
      const fd = new FormData();
      if (fileTitle.trim()) fd.set('title', fileTitle.trim());
      for (const f of picked) fd.append('file', f as unknown as File);
      return sendForm<{ items: RowFile[] }>('POST', path, fd);
    },
    { invalidate: refresh, errorToast: false },
  );
  const setStatus = useApiMutation(
    ({ id, active }: { id: number; active: boolean }) => api.put<RowFile>(`${path}/${id}/status`, { active }),
    { invalidate: refresh, errorToast: 'Failed to change status. Try again!' },
  );

  useEffect(() => {
    setPicked([]);
    setFileTitle('');
  }, [path]);

  const onUpload = () =>
    upload.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('files.added'));
        setPicked([]);
        setFileTitle('');
      },
      onError: (e) => toast.error(t('files.addFailed', { reason: errorText(e) })),
    });

  return (
    <>
      {canWrite && (
        <section aria-label={t('files.add')} style={{ marginBottom: 24 }}>
          <Form layout="vertical" onFinish={onUpload}>
            <Form.Item label={t('document.title')} htmlFor="fileTitle" extra={t('files.titleHint')}>
              <Input id="fileTitle" value={fileTitle} maxLength={200} onChange={(e) => setFileTitle(e.target.value)} />
            </Form.Item>
            <Flex gap={8} align="flex-start" wrap>
              <Upload
                multiple
                fileList={picked}
                beforeUpload={(f) => {
                  setPicked((p) => [...p, f]);
                  return false;
                }}
                onRemove={(f) => setPicked((p) => p.filter((x) => x.uid !== f.uid))}
              >
                <Button icon={<UploadOutlined />}>{t('files.choose')}</Button>
              </Upload>
              <Button type="primary" htmlType="submit" disabled={!picked.length} loading={upload.isPending}>
                {picked.length > 1 ? t('files.uploadN', { count: picked.length }) : t('document.upload')}
              </Button>
            </Flex>
          </Form>
        </section>
      )}
      {
        <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText={t('files.none')}>
          {(d) => (
            <Table<RowFile>
              size="small"
              rowKey="id"
              aria-label={t('document.files')}
              dataSource={d.items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('document.file'),
                  key: 'filename',
                  render: (_, f) => (
                    <div>
                      <div>{f.title ?? f.filename}</div>
                      {f.title && <Typography.Text type="secondary">{f.filename}</Typography.Text>}
                    </div>
                  ),
                },
                { title: t('versions.size'), dataIndex: 'size', key: 'size', render: sizeText },
                {
                  title: t('versions.uploaded'),
                  key: 'uploadedAt',
                  render: (_, f) =>
                    f.uploadedByName
                      ? t('document.atBy', { at: formatDateTime(f.uploadedAt), by: f.uploadedByName })
                      : formatDateTime(f.uploadedAt),
                },
                {
                  title: t('column.status'),
                  dataIndex: 'active',
                  key: 'active',
                  render: (v: boolean) => <ActiveTag active={v} />,
                },
                {
                  title: t('column.actions'),
                  key: 'actions',
                  render: (_, f) => (
                    <Flex gap={4}>
                      <Button
                        size="small"
                        type="link"
                        icon={<DownloadOutlined />}
                        aria-label={t('document.downloadX', { title: f.filename })}
                        onClick={() => {
                          downloadGet(`${path}/${f.id}`, f.filename).catch((e: unknown) => toast.error(errorText(e)));
                        }}
                      >
                        {t('document.download')}
                      </Button>
                      {canEdit && (
                        <ConfirmAction
                          title={
                            f.active
                              ? t('files.deactivateConfirm', { file: f.filename })
                              : t('files.activateConfirm', { file: f.filename })
                          }
                          okText={f.active ? t('document.deactivate') : t('document.activate')}
                          danger={f.active}
                          ariaLabel={
                            f.active
                              ? t('document.deactivateX', { title: f.filename })
                              : t('document.activateX', { title: f.filename })
                          }
                          onConfirm={() =>
                            setStatus
                              .mutateAsync({ id: f.id, active: !f.active })
                              .then(() => toast.success(t('files.statusUpdated')))
                          }
                        >
                          {f.active ? t('document.deactivate') : t('document.activate')}
                        </ConfirmAction>
                      )}
                    </Flex>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      }
    </>
  );
}
