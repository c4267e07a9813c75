import { useState } from 'react';
import { Button, Card, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, FileDoneOutlined, MailOutlined, SendOutlined } from '@ant-design/icons';
import { SIGNATURE_TOASTS, type EnvelopeStatus, type SignatureEnvelope } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { QueryState, errorText } from '../../../../components/QueryState';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS, useEnvelopes, useResendEnvelope } from './api';
import { withToasts } from './FilesPicker';
import { EnvelopeStatusModal, SendForSignatureModal } from './SignatureModals';

const COLOURS: Record<EnvelopeStatus, string> = {
  Sent: 'blue',
  Delivered: 'gold',
  Completed: 'green',
  Declined: 'red',
  Voided: 'default',
};
/** When the envelope reached its current status. */
const statusDate = (e: SignatureEnvelope) =>
  ({ Sent: e.sentAt, Delivered: e.deliveredAt, Completed: e.completedAt, Declined: e.declinedAt, Voided: e.voidedAt })[
    e.status
  ];

/** Signed Documents (docusign): documents sent for signature, their status, and the signed copies. */
export default function SignedDocumentsTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const q = useEnvelopes(studentId);
  const staff = header.viewer === 'staff' && !readOnly;
  const [sending, setSending] = useState(false);
  const [changing, setChanging] = useState<SignatureEnvelope | null>(null);
  const resend = useResendEnvelope(studentId);
  const get = (e: SignatureEnvelope, which: 'document' | 'signed') =>
    downloadGet(DOC_PATHS.envelopeFile(studentId, e.id, which), e.documentName).catch((err) =>
      toast.error(errorText(err)),
    );

  return (
    <Card
      title={<h2 className="card-h2">Signed Documents</h2>}
      extra={
        staff &&
        rights.write && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
            Send for Signature
          </Button>
        )
      }
    >
      <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText="No documents have been sent for signature">
        {(d) => (
          <Table<SignatureEnvelope>
            rowKey="id"
            dataSource={d.items}
            pagination={d.items.length > 25 ? { pageSize: 25 } : false}
            scroll={{ x: 'max-content' }}
            aria-label="Documents sent for signature"
            columns={[
              {
                title: 'Subject',
                dataIndex: 'subject',
                render: (v: string, e) => (
                  <>
                    {v}
                    {e.templateName && (
                      <>
                        <br />
                        <Typography.Text type="secondary">{e.templateName}</Typography.Text>
                      </>
                    )}
                  </>
                ),
              },
              { title: 'Document', dataIndex: 'documentName' },
              {
                title: 'Signer',
                dataIndex: 'recipientName',
                render: (v: string, e) => (
                  <>
                    {v}
                    <br />
                    <Typography.Text type="secondary">{e.recipientEmail}</Typography.Text>
                  </>
                ),
              },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (s: EnvelopeStatus, e) => (
                  <Tooltip title={e.statusNote ?? undefined}>
                    <Tag color={COLOURS[s]}>{s}</Tag>
                  </Tooltip>
                ),
              },
              {
                title: 'Sent',
                dataIndex: 'sentAt',
                render: (v: string, e) => `${formatDateTime(v)}${e.sentByName ? ` · ${e.sentByName}` : ''}`,
              },
              { title: 'Status Date', key: 'statusDate', render: (_: unknown, e) => formatDateTime(statusDate(e)) },
              {
                title: 'Actions',
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, e) => (
                  <Flex gap={2} wrap={false}>
                    <Tooltip title="Download the document sent">
                      <Button
                        size="small"
                        type="text"
                        icon={<DownloadOutlined />}
                        aria-label={`Download ${e.documentName}`}
                        onClick={() => void get(e, 'document')}
                      />
                    </Tooltip>
                    {e.status === 'Completed' && e.hasSignedFile && (
                      <Tooltip title="Download the signed copy">
                        <Button
                          size="small"
                          type="text"
                          icon={<FileDoneOutlined />}
                          aria-label={`Download the signed ${e.documentName}`}
                          onClick={() => void get(e, 'signed')}
                        />
                      </Tooltip>
                    )}
                    {staff && rights.write && (e.status === 'Sent' || e.status === 'Delivered') && (
                      <Tooltip title="Send the request again">
                        <Button
                          size="small"
                          type="text"
                          icon={<MailOutlined />}
                          aria-label={`Send ${e.subject} again`}
                          onClick={() =>
                            void withToasts(
                              () => resend.mutateAsync(e.id),
                              SIGNATURE_TOASTS.resent,
                              SIGNATURE_TOASTS.sendFailed,
                            )
                          }
                        />
                      </Tooltip>
                    )}
                    {staff && rights.edit && (e.status === 'Sent' || e.status === 'Delivered') && (
                      <Tooltip title="Update status">
                        <Button
                          size="small"
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={`Update the status of ${e.subject}`}
                          onClick={() => setChanging(e)}
                        />
                      </Tooltip>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {staff && (
        <SendForSignatureModal studentId={studentId} header={header} open={sending} onClose={() => setSending(false)} />
      )}
      {staff && <EnvelopeStatusModal studentId={studentId} envelope={changing} onClose={() => setChanging(null)} />}
    </Card>
  );
}
