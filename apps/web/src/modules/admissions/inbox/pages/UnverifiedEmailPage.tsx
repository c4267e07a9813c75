import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  UNVERIFIED_EMAIL_STATUSES,
  UNVERIFIED_EMAIL_STATUS_LABELS,
  UNVERIFIED_READ_FILTERS,
  type UnverifiedEmailListItem,
} from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { StatusTag } from '../../../../components/StatusTag';
import { INBOX_PATHS } from '../api';
import '../../../../components/email.css';
import '../lead-inbox.css';

const UnverifiedEmailDrawer = lazyOnOpen(
  () => import('../components/UnverifiedEmailDrawer').then((m) => m.UnverifiedEmailDrawer),
  (p) => p.id !== null,
);

/**
 * /lead/unverified/email (unverifiedEmailList): inbound emails whose sender is no lead. Unread ones stand out
 * and count in the top bar; a row opens the email (its URL carries ?view=<id>), which can be marked read or
 * unread, have its sender's details noted, be converted to a lead, merged into one, or discarded (and restored).
 */
export default function UnverifiedEmailPage() {
  const [sp, setSp] = useSearchParams();
  const viewing = Number(sp.get('view')) || null;
  const hrefOf = useCallback(
    (r: UnverifiedEmailListItem) => {
      const next = new URLSearchParams(sp);
      next.set('view', String(r.id));
      return `?${next.toString()}`;
    },
    [sp],
  );
  const close = () =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('view');
        return next;
      },
      { replace: true },
    );

  const columns: ColumnsType<UnverifiedEmailListItem> = [
    {
      title: 'Received',
      dataIndex: 'receivedAt',
      key: 'receivedAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'From',
      dataIndex: 'fromAddress',
      key: 'from',
      sorter: true,
      render: (v: string, r) =>
        r.read ? (
          <>
            {r.fromName ? (
              <>
                {r.fromName} <Typography.Text type="secondary">&lt;{v}&gt;</Typography.Text>
              </>
            ) : (
              v
            )}
          </>
        ) : (
          <strong>
            <span className="visually-hidden">Unread: </span>
            {r.fromName ? (
              <>
                {r.fromName} <Typography.Text type="secondary">&lt;{v}&gt;</Typography.Text>
              </>
            ) : (
              v
            )}
          </strong>
        ),
    },
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: true,
      render: (v: string, r) => (
        <>
          {v}
          {r.attachmentCount > 0 && (
            <Typography.Text type="secondary">
              {' '}
              <PaperClipOutlined aria-label={`${r.attachmentCount} attached`} />
            </Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
              {r.snippet}
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 190,
      render: (v: UnverifiedEmailListItem['status'], r) => (
        <>
          <StatusTag status={v} label={UNVERIFIED_EMAIL_STATUS_LABELS[v]} />
          {r.leadName && <Typography.Text type="secondary"> {r.leadName}</Typography.Text>}
        </>
      ),
    },
  ];

  return (
    <Page
      title="Unverified Emails"
      subtitle="Emails from senders who are not leads yet: convert each to a lead, merge it into one, or discard it"
    >
      <DataTable<UnverifiedEmailListItem>
        label="Unverified emails"
        path={INBOX_PATHS.unverified}
        columns={columns}
        rowKey="id"
        rowHref={hrefOf}
        linkColumn="from"
        search="Search sender or subject"
        defaultSort="-receivedAt"
        filters={[
          {
            name: 'status',
            label: 'Status',
            width: 190,
            options: UNVERIFIED_EMAIL_STATUSES.map((s) => ({ label: UNVERIFIED_EMAIL_STATUS_LABELS[s], value: s })),
          },
          {
            name: 'read',
            label: 'Read or unread',
            width: 160,
            options: UNVERIFIED_READ_FILTERS.map((s) => ({ label: s === 'read' ? 'Read' : 'Unread', value: s })),
          },
        ]}
        emptyText="No unverified emails: every message came from a known lead"
      />
      <UnverifiedEmailDrawer id={viewing} onClose={close} />
    </Page>
  );
}
