import { useState } from 'react';
import { Button, Col, Descriptions, Modal, Row, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SMS_STATUSES, formatPhone, type StudentSms } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { StatusTag } from '../../../../components/StatusTag';
import type { StudentTabProps } from '../registry';
import { MESSAGE_PATHS } from './api';
import { SmsSendCard } from './SmsSendCard';
import { DeliveryReportCard, DevicesCard, SmsRecipientsCard, SmsSettingsCard } from './SmsPanels';
import '../../../../components/email.css';

const preview = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

function SmsView({ sms, onClose }: { sms: StudentSms | null; onClose: () => void }) {
  return (
    <Modal
      open={sms !== null}
      title="SMS"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={560}
    >
      {sms && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'to', label: 'To', children: `${formatPhone(sms.to)}${sms.recipient ? ` (${sms.recipient})` : ''}` },
            { key: 'text', label: 'Message', children: <span className="sms-text">{sms.text}</span> },
            { key: 'seg', label: 'Segments', children: sms.segments },
            {
              key: 'status',
              label: 'Status',
              children: (
                <>
                  <StatusTag status={sms.status} />
                  {sms.error}
                </>
              ),
            },
            { key: 'provider', label: 'Provider id', children: sms.providerId ?? '—' },
            { key: 'by', label: 'Sent by', children: `${sms.sentByName ?? 'System'}, ${formatDateTime(sms.sentAt)}` },
          ]}
        />
      )}
    </Modal>
  );
}

/** The SMS tab: send (and the portal credentials), the history with status, settings, saved contacts, devices and a delivery report. */
export default function SmsTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const staff = header.viewer === 'staff' && !readOnly;
  const [viewing, setViewing] = useState<StudentSms | null>(null);
  const columns: ColumnsType<StudentSms> = [
    {
      title: 'Sent',
      dataIndex: 'sentAt',
      key: 'sentAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'To',
      dataIndex: 'to',
      key: 'to',
      sorter: true,
      width: 190,
      render: (v: string, r) => `${formatPhone(v)}${r.recipient ? ` (${r.recipient})` : ''}`,
    },
    {
      title: 'Message',
      dataIndex: 'text',
      key: 'text',
      render: (v: string, r) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setViewing(r)}
        >
          {r.kind === 'credentials' ? 'Portal credentials' : preview(v)}
        </Button>
      ),
    },
    { title: 'Sent by', dataIndex: 'sentByName', key: 'sentByName', width: 150 },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 110,
      render: (v: string, r) =>
        r.error ? (
          <Tooltip title={r.error}>
            <span>
              <StatusTag status={v} />
            </span>
          </Tooltip>
        ) : (
          <StatusTag status={v} />
        ),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <SmsSendCard studentId={studentId} canSend={staff && rights.write} />
      </Col>
      <Col xs={24} xl={8}>
        <SmsSettingsCard studentId={studentId} canEdit={staff && rights.edit} />
      </Col>
      <Col span={24}>
        <h3 className="card-h2" style={{ marginBottom: 8 }}>
          SMS History
        </h3>
        <DataTable<StudentSms>
          path={MESSAGE_PATHS.sms(studentId)}
          columns={columns}
          rowKey="id"
          label="SMS sent"
          search="Search number or contact"
          defaultSort="-sentAt"
          prefix="sms-"
          emptyText="No SMS sent to this student yet"
          filters={[
            { name: 'status', label: 'Status', width: 130, options: SMS_STATUSES.map((s) => ({ label: s, value: s })) },
          ]}
        />
      </Col>
      <Col xs={24} lg={8}>
        <SmsRecipientsCard studentId={studentId} canDelete={staff && rights.delete} />
      </Col>
      <Col xs={24} lg={8}>
        <DevicesCard studentId={studentId} />
      </Col>
      <Col xs={24} lg={8}>
        <DeliveryReportCard studentId={studentId} />
      </Col>
      <SmsView sms={viewing} onClose={() => setViewing(null)} />
    </Row>
  );
}
