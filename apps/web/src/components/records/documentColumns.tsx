import i18n from '../../app/i18n';
import type { ReactNode } from 'react';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '../../app/bridge';
import { ConfirmAction } from '../ConfirmAction';
import { withToasts } from '../FilesPicker';
import { errorText } from '../QueryState';
import { downloadGet } from '../download';
import { formatDateTime } from '../format';
import { sizeText } from '../uploadForm';

/** What every record's document row has (a student's, a lead's, the next records'). */
export interface RecordDocumentRow {
  id: number;
  title: string;
  filename: string;
  size: number;
  version: number;
  active: boolean;
  verified: boolean;
  verifiedAt: string | null;
  verifiedByName: string | null;
  createdAt: string;
  createdByName: string | null;
}

export interface RecordDocumentToasts {
  verified: string;
  unverified: string;
  deactivated: string;
  activated: string;
  updateFailed: string;
}

export interface RecordDocumentColumns<T extends RecordDocumentRow> {
  /** the file of a document, inline (the browser shows it) or as a download */
  filePath: (id: number, inline: boolean) => string;
  toasts: RecordDocumentToasts;
  can: {
    edit: (d: T) => boolean;
    verify: boolean;
    deactivate: (d: T) => boolean;
    activate: boolean;
  };
  verify: (id: number, verified: boolean) => Promise<unknown>;
  setActive: (id: number, active: boolean) => Promise<unknown>;
  onHistory: (id: number) => void;
  onEdit: (d: T) => void;
  /** the owner's columns after the title (a lead's type; a student's folder and category) */
  ownerColumns: ColumnsType<T>;
  /** the owner's columns before "Added" */
  sideColumns?: ColumnsType<T>;
  /** the owner's actions after "Verify" (a student's "Email") */
  ownerActions?: (d: T) => ReactNode;
  deactivateDescription: string;
  verifiedColor: string;
}

/** The columns of a record's Documents table: title, the owner's columns, file, verification, added, actions. */
export function recordDocumentColumns<T extends RecordDocumentRow>(o: RecordDocumentColumns<T>): ColumnsType<T> {
  const { can, toasts } = o;
  const t = i18n.t.bind(i18n);
  const download = (d: T) => downloadGet(o.filePath(d.id, false), d.filename).catch((e) => toast.error(errorText(e)));
  return [
    {
      title: t('document.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      render: (v: string, d) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => o.onHistory(d.id)}
        >
          {v}
        </Button>
      ),
    },
    ...o.ownerColumns,
    {
      title: t('document.file'),
      dataIndex: 'filename',
      key: 'filename',
      render: (v: string, d) => (
        <>
          {v}{' '}
          <Typography.Text type="secondary">
            ({sizeText(d.size)}
            {d.version > 1 ? `, ${t('document.versionShort', { version: d.version })}` : ''})
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('document.verified'),
      dataIndex: 'verified',
      key: 'verified',
      render: (v: boolean, d) =>
        v ? (
          <Tooltip title={`${d.verifiedByName ?? ''} ${formatDateTime(d.verifiedAt)}`}>
            <Tag color={o.verifiedColor} icon={<CheckCircleOutlined />}>
              {t('document.verified')}
            </Tag>
          </Tooltip>
        ) : (
          <Tag>{t('document.notVerified')}</Tag>
        ),
    },
    ...(o.sideColumns ?? []),
    {
      title: t('document.added'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string, d) => (
        <>
          {formatDateTime(v)}
          {d.createdByName && (
            <>
              <br />
              <Typography.Text type="secondary">{d.createdByName}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, d) => (
        <Flex gap={2} wrap={false}>
          <Tooltip title={t('document.view')}>
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              href={o.filePath(d.id, true)}
              target="_blank"
              rel="noopener"
              aria-label={t('document.viewX', { title: d.title })}
            />
          </Tooltip>
          <Tooltip title={t('document.download')}>
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={t('document.downloadX', { title: d.title })}
              onClick={() => void download(d)}
            />
          </Tooltip>
          <Tooltip title={t('document.historyTip')}>
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              aria-label={t('document.historyOf', { title: d.title })}
              onClick={() => o.onHistory(d.id)}
            />
          </Tooltip>
          {d.active && can.edit(d) && (
            <Tooltip title={t('document.editTip')}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('document.editX', { title: d.title })}
                onClick={() => o.onEdit(d)}
              />
            </Tooltip>
          )}
          {d.active && can.verify && (
            <Tooltip title={d.verified ? t('document.unverifyTip') : t('document.verify')}>
              <Button
                size="small"
                type="text"
                icon={d.verified ? <UndoOutlined /> : <CheckCircleOutlined />}
                aria-label={
                  d.verified ? t('document.unverifyX', { title: d.title }) : t('document.verifyX', { title: d.title })
                }
                onClick={() =>
                  void withToasts(
                    () => o.verify(d.id, !d.verified),
                    d.verified ? toasts.unverified : toasts.verified,
                    toasts.updateFailed,
                  )
                }
              />
            </Tooltip>
          )}
          {o.ownerActions?.(d)}
          {d.active && can.deactivate(d) && (
            <ConfirmAction
              title={t('document.deactivateConfirm')}
              description={o.deactivateDescription}
              okText={t('document.deactivate')}
              danger
              icon={<StopOutlined />}
              type="text"
              ariaLabel={t('document.deactivateX', { title: d.title })}
              onConfirm={() => withToasts(() => o.setActive(d.id, false), toasts.deactivated, toasts.updateFailed)}
            />
          )}
          {!d.active && can.activate && (
            <ConfirmAction
              title={t('document.activateConfirm')}
              okText={t('document.activate')}
              icon={<UndoOutlined />}
              type="text"
              ariaLabel={t('document.activateX', { title: d.title })}
              onConfirm={() => withToasts(() => o.setActive(d.id, true), toasts.activated, toasts.updateFailed)}
            />
          )}
        </Flex>
      ),
    },
  ];
}
