import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { EMAIL_DELIVERY_STATUSES, type StudentEmailListItem } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { StatusTag } from '../../../../components/StatusTag';
import type { StudentTabProps } from '../registry';
import { MESSAGE_PATHS } from './api';
import { EmailFormDrawer } from './EmailFormDrawer';
import { EmailViewDrawer } from './EmailViewDrawer';

/** The email tab: emails sent to the student with their delivery, one email in full, and writing a new one. */
export default function EmailTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const canSend = !readOnly && header.viewer === 'staff' && rights.write;
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns: ColumnsType<StudentEmailListItem> = [
    {
      title: 'Sent',
      dataIndex: 'sentAt',
      key: 'sentAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      sorter: true,
      render: (v: string, r) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setViewing(r.id)}
        >
          {v}
          {r.attachmentCount > 0 && <Typography.Text type="secondary"> ({r.attachmentCount} attached)</Typography.Text>}
        </Button>
      ),
    },
    {
      title: 'To',
      dataIndex: 'to',
      key: 'to',
      sorter: true,
      render: (v: string, r) => (r.cc.length ? `${v} (+${r.cc.length} cc)` : v),
    },
    { title: 'Sent by', dataIndex: 'sentByName', key: 'sentByName', width: 160 },
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
      <DataTable<StudentEmailListItem>
        path={MESSAGE_PATHS.emails(studentId)}
        columns={columns}
        rowKey="id"
        label="Emails sent to the student"
        search="Search subject or address"
        defaultSort="-sentAt"
        prefix="email-"
        emptyText="No emails sent to this student yet"
        filters={[
          {
            name: 'status',
            label: 'Delivery',
            width: 140,
            options: EMAIL_DELIVERY_STATUSES.map((s) => ({ label: s, value: s })),
          },
        ]}
      />
      {canSend && (
        <EmailFormDrawer
          studentId={studentId}
          header={header}
          open={writing}
          onClose={() => setWriting(false)}
          onSent={(id) => setViewing(id)}
        />
      )}
      <EmailViewDrawer studentId={studentId} id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
