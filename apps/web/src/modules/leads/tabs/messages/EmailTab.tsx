import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { EMAIL_DELIVERY_STATUSES, LEAD_LINK, type LeadEmailListItem } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { StatusTag } from '../../../../components/StatusTag';
import { SentEmailDrawer } from '../../../students/tabs/messages/EmailViewDrawer';
import '../../../students/tabs/messages/messages.css';
import type { LeadTabProps } from '../registry';
import { LEAD_MESSAGE_PATHS, useLeadEmail } from './api';
import { LeadEmailFormDrawer } from './LeadEmailFormDrawer';

/** The lead's email tab: emails sent to the lead with their delivery, one in full, and writing a new one (templates, attachments). */
export default function LeadEmailTab({ leadId, header, readOnly }: LeadTabProps) {
  const rights = useRights(LEAD_LINK);
  const canSend = !readOnly && rights.write && !header.closedAt;
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const email = useLeadEmail(leadId, viewing);

  const columns: ColumnsType<LeadEmailListItem> = [
    { title: 'Sent', dataIndex: 'sentAt', key: 'sentAt', sorter: true, width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: 'Subject', dataIndex: 'subject', key: 'subject', sorter: true,
      render: (v: string, r) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setViewing(r.id)}>
          {v}{r.attachmentCount > 0 && <Typography.Text type="secondary"> ({r.attachmentCount} attached)</Typography.Text>}
        </Button>
      ),
    },
    { title: 'To', dataIndex: 'to', key: 'to', sorter: true, render: (v: string, r) => (r.cc.length ? `${v} (+${r.cc.length} cc)` : v) },
    { title: 'Sent by', dataIndex: 'sentByName', key: 'sentByName', width: 160, render: (v: string | null) => v ?? 'System' },
    { title: 'Delivery', dataIndex: 'status', key: 'status', sorter: true, width: 110, render: (v: string) => <StatusTag status={v} /> },
  ];

  return (
    <Card title={<h2 className="card-h2">Email</h2>}
      extra={canSend && <Button type="primary" icon={<MailOutlined />} onClick={() => setWriting(true)}>Send Email</Button>}>
      <DataTable<LeadEmailListItem> path={LEAD_MESSAGE_PATHS.emails(leadId)} columns={columns} rowKey="id" label="Emails sent to the lead"
        search="Search subject or address" defaultSort="-sentAt" prefix="email-" emptyText="No emails sent to this lead yet"
        filters={[{ name: 'status', label: 'Delivery', width: 140, options: EMAIL_DELIVERY_STATUSES.map((s) => ({ label: s, value: s })) }]} />
      {canSend && <LeadEmailFormDrawer leadId={leadId} header={header} open={writing} onClose={() => setWriting(false)} onSent={(id) => setViewing(id)} />}
      <SentEmailDrawer id={viewing} onClose={() => setViewing(null)} query={email} attachmentPath={(fileId) => LEAD_MESSAGE_PATHS.attachment(leadId, viewing!, fileId)} />
    </Card>
  );
}
