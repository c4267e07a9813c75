import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Card, Col, Empty, Row, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MyChat } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { LoadingState } from '../../../../components/QueryState';
import { INBOX_PATHS } from '../api';
import { MyMessagesPage } from '../components/MyMessagesPage';
import { DirectionTag } from './MyMailPage';
import '../lead-inbox.css';

// the chosen conversation and its reply box load when one is opened
const Thread = lazy(() => import('../components/ChatThread').then((m) => ({ default: m.Thread })));

/**
 * /lead/notification/mychats: one conversation per lead the signed-in user represents that has emails in or
 * out, newest first, with its unread count; choosing one (?lead=<id>) shows it with a reply box.
 */
export default function MyChatsPage() {
  const [sp] = useSearchParams();
  const open = Number(sp.get('lead')) || null;
  const hrefOf = useCallback(
    (r: MyChat) => {
      const next = new URLSearchParams(sp);
      next.set('lead', String(r.leadId));
      return `?${next.toString()}`;
    },
    [sp],
  );
  const columns: ColumnsType<MyChat> = [
    {
      title: 'Lead',
      dataIndex: 'leadName',
      key: 'leadName',
      render: (v: string, r) =>
        r.unread ? (
          <>
            <strong>{v}</strong> <Badge count={r.unread} aria-label={`${r.unread} unread`} />
          </>
        ) : (
          v
        ),
    },
    {
      title: 'Last message',
      dataIndex: 'lastSnippet',
      key: 'last',
      render: (v: string, r) => (
        <>
          <DirectionTag direction={r.lastDirection} /> {r.lastSubject}
          <div>
            <Typography.Text type="secondary">{v}</Typography.Text>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(r.lastAt)}
          </Typography.Text>
        </>
      ),
    },
  ];
  return (
    <MyMessagesPage kind="chats" subtitle="Conversations with the leads you represent">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <DataTable<MyChat>
            label="Conversations"
            path={INBOX_PATHS.myChats}
            columns={columns}
            rowKey="leadId"
            rowHref={hrefOf}
            linkColumn="leadName"
            search="Search lead name or email"
            filters={[
              { name: 'unread', label: 'Unread only', width: 140, options: [{ label: 'With unread', value: 'true' }] },
            ]}
            emptyText="No conversations: none of your leads has written or been written to"
          />
        </Col>
        <Col xs={24} xl={14}>
          {open ? (
            <Suspense fallback={<LoadingState rows={6} />}>
              <Thread leadId={open} />
            </Suspense>
          ) : (
            <Card>
              <Empty description="Choose a conversation" />
            </Card>
          )}
        </Col>
      </Row>
    </MyMessagesPage>
  );
}
