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
  const download = (d: T) => downloadGet(o.filePath(d.id, false), d.filename).catch((e) => toast.error(errorText(e)));
  return [
    {
      title: 'Title',
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
      title: 'File',
      dataIndex: 'filename',
      key: 'filename',
      render: (v: string, d) => (
        <>
          {v}{' '}
          <Typography.Text type="secondary">
            ({sizeText(d.size)}
            {d.version > 1 ? `, v${d.version}` : ''})
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Verified',
      dataIndex: 'verified',
      key: 'verified',
      render: (v: boolean, d) =>
        v ? (
          <Tooltip title={`${d.verifiedByName ?? ''} ${formatDateTime(d.verifiedAt)}`}>
            <Tag color={o.verifiedColor} icon={<CheckCircleOutlined />}>
              Verified
            </Tag>
          </Tooltip>
        ) : (
          <Tag>Not verified</Tag>
        ),
    },
    ...(o.sideColumns ?? []),
    {
      title: 'Added',
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
      title: 'Actions',
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, d) => (
        <Flex gap={2} wrap={false}>
          <Tooltip title="View">
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              href={o.filePath(d.id, true)}
              target="_blank"
              rel="noopener"
              aria-label={`View ${d.title}`}
            />
          </Tooltip>
          <Tooltip title="Download">
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={`Download ${d.title}`}
              onClick={() => void download(d)}
            />
          </Tooltip>
          <Tooltip title="History">
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              aria-label={`History of ${d.title}`}
              onClick={() => o.onHistory(d.id)}
            />
          </Tooltip>
          {d.active && can.edit(d) && (
            <Tooltip title="Edit or replace the file">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${d.title}`}
                onClick={() => o.onEdit(d)}
              />
            </Tooltip>
          )}
          {d.active && can.verify && (
            <Tooltip title={d.verified ? 'Mark as not verified' : 'Verify'}>
              <Button
                size="small"
                type="text"
                icon={d.verified ? <UndoOutlined /> : <CheckCircleOutlined />}
                aria-label={`${d.verified ? 'Unverify' : 'Verify'} ${d.title}`}
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
              title="Deactivate this document?"
              description={o.deactivateDescription}
              okText="Deactivate"
              danger
              icon={<StopOutlined />}
              type="text"
              ariaLabel={`Deactivate ${d.title}`}
              onConfirm={() => withToasts(() => o.setActive(d.id, false), toasts.deactivated, toasts.updateFailed)}
            />
          )}
          {!d.active && can.activate && (
            <ConfirmAction
              title="Activate this document again?"
              okText="Activate"
              icon={<UndoOutlined />}
              type="text"
              ariaLabel={`Activate ${d.title}`}
              onConfirm={() => withToasts(() => o.setActive(d.id, true), toasts.activated, toasts.updateFailed)}
            />
          )}
        </Flex>
      ),
    },
  ];
}
