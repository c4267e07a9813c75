import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  LEAD_EMAIL_DIRECTIONS,
  LEAD_EMAIL_DIRECTION_LABELS,
  LEAD_EMAIL_STATUSES,
  type LeadEmail,
  type LeadEmailListItem,
  type StudentEmail,
} from '@caduceus/contracts';
import { DataTable } from '../../../../../components/DataTable';
import { formatDateTime } from '../../../../../components/format';
import { StatusTag } from '../../../../../components/StatusTag';
import { SentEmailDrawer } from '../../../../students/tabs/messages/EmailViewDrawer';
import type { LeadTabProps } from '../registry';
import { DirectionTag } from '../../../inbox/pages/MyMailPage';
import { InboundEmailDrawer } from '../../../inbox/components/InboundEmailDrawer';
import { LEAD_MESSAGE_PATHS, useLeadEmail } from './api';
import { LeadEmailFormDrawer } from './LeadEmailFormDrawer';

/**
 * The lead's email tab: the lead's email history, both ways (what staff sent, with its delivery, and what the lead
 * wrote in, marked Received), one in full, and writing a new one (templates, attachments).
 */
export default function LeadEmailTab({ leadId, header, readOnly, rights }: LeadTabProps) {
  const canSend = !readOnly && rights.write && !header.closedAt;
  const [writing, setWriting] = useState(false);
  const [viewing, setViewingId] = useState<number | null>(null);
  // received messages open in their own view (the sender, the text as written); the list row says which
  const [inbound, setInbound] = useState(false);
  const setViewing = (id: number | null, direction: LeadEmailListItem['direction'] = 'out') => {
    setViewingId(id);
    if (id !== null) setInbound(direction === 'in');
  };
  const email = useLeadEmail(leadId, viewing);

  const columns: ColumnsType<LeadEmailListItem> = [
    {
      title: 'Date',
      dataIndex: 'sentAt',
      key: 'sentAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Direction',
      dataIndex: 'direction',
      key: 'direction',
      sorter: true,
      width: 120,
      render: (v: LeadEmailListItem['direction']) => <DirectionTag direction={v} />,
    },
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: true,
      render: (v: string, r) => (
        <Button
          type="link"
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'start',
            fontWeight: r.read || r.direction === 'out' ? undefined : 600,
          }}
          onClick={() => setViewing(r.id, r.direction)}
        >
          {r.direction === 'in' && !r.read && <span className="visually-hidden">Unread: </span>}
          {v}
          {r.attachmentCount > 0 && <Typography.Text type="secondary"> ({r.attachmentCount} attached)</Typography.Text>}
        </Button>
      ),
    },
    {
      title: 'From / To',
      dataIndex: 'to',
      key: 'to',
      sorter: true,
      render: (v: string, r) =>
        r.direction === 'in' ? `From ${r.from ?? ''}` : r.cc.length ? `To ${v} (+${r.cc.length} cc)` : `To ${v}`,
    },
    {
      title: 'Sent by',
      dataIndex: 'sentByName',
      key: 'sentByName',
      width: 160,
      render: (v: string | null, r) => (r.direction === 'in' ? 'The lead' : (v ?? 'System')),
    },
    {
      title: 'Delivery',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 110,
      render: (v: string) => <StatusTag status={v} />,
    },
  ];

  return (
    <Card
      title={<h2 className="card-h2">Email</h2>}
      extra={
        canSend && (
          <Button type="primary" icon={<MailOutlined />} onClick={() => setWriting(true)}>
            Send Email
          </Button>
        )
      }
    >
      <DataTable<LeadEmailListItem>
        path={LEAD_MESSAGE_PATHS.emails(leadId)}
        columns={columns}
        rowKey="id"
        label="Emails with the lead"
        search="Search subject or address"
        defaultSort="-sentAt"
        prefix="email-"
        emptyText="No emails with this lead yet"
        filters={[
          {
            name: 'direction',
            label: 'Sent or received',
            width: 160,
            options: LEAD_EMAIL_DIRECTIONS.map((d) => ({ label: LEAD_EMAIL_DIRECTION_LABELS[d], value: d })),
          },
          {
            name: 'status',
            label: 'Delivery',
            width: 140,
            options: LEAD_EMAIL_STATUSES.map((s) => ({ label: s, value: s })),
          },
        ]}
      />
      {canSend && (
        <LeadEmailFormDrawer
          leadId={leadId}
          header={header}
          open={writing}
          onClose={() => setWriting(false)}
          onSent={(id) => setViewing(id)}
        />
      )}
      {inbound ? (
        <InboundEmailDrawer
          id={viewing}
          query={email}
          onClose={() => setViewing(null)}
          attachmentPath={(fileId) => LEAD_MESSAGE_PATHS.attachment(leadId, viewing!, fileId)}
        />
      ) : (
        // a sent lead email has the student email's shape (its status one of the delivery statuses)
        <SentEmailDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          query={email as UseQueryResult<LeadEmail> as unknown as UseQueryResult<StudentEmail>}
          attachmentPath={(fileId) => LEAD_MESSAGE_PATHS.attachment(leadId, viewing!, fileId)}
        />
      )}
    </Card>
  );
}
