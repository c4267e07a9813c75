import { Alert, Button, Descriptions, Drawer, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentEmail } from '@caduceus/contracts';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { toast } from '../../../../app/bridge';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { errorText, QueryState } from '../../../../components/QueryState';
import { StatusTag } from '../../../../components/StatusTag';
import { MESSAGE_PATHS, useStudentEmail } from './api';
import { RichText } from './RichText';

const size = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${Math.round(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** One sent email of a student. */
export function EmailViewDrawer({ studentId, id, onClose }: { studentId: number; id: number | null; onClose: () => void }) {
  return <SentEmailDrawer id={id} onClose={onClose} query={useStudentEmail(studentId, id)} attachmentPath={(fileId) => MESSAGE_PATHS.attachment(studentId, id!, fileId)} />;
}

/**
 * One sent email (of a student, a lead): who it went to, its delivery, the body as the recipient read it,
 * attachments to download. `query` loads the email `id`; `attachmentPath` names an attachment's download.
 */
export function SentEmailDrawer({ id, onClose, query: q, attachmentPath }: {
  id: number | null; onClose: () => void; query: UseQueryResult<StudentEmail>; attachmentPath: (fileId: number) => string;
}) {
  const email = q.data?.id === id ? q.data : undefined;
  const download = (fileId: number, name: string) => downloadGet(attachmentPath(fileId), name)
    .catch((err: unknown) => toast.error(`Download failed. ${errorText(err)}`));
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={email?.subject ?? 'Email'}>
      {id !== null && (
        <QueryState query={q}>
          {(e) => (
            <>
              {e.status === 'Failed' && <Alert type="error" showIcon style={{ marginBottom: 12 }} message="This email could not be delivered" description={e.deliveryError} />}
              <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} items={[
                { key: 'to', label: 'To', children: e.to },
                ...(e.cc.length ? [{ key: 'cc', label: 'Cc', children: e.cc.join(', ') }] : []),
                { key: 'subject', label: 'Subject', children: e.subject },
                { key: 'template', label: 'Template', children: e.templateName ?? '—' },
                { key: 'sentBy', label: 'Sent by', children: `${e.sentByName ?? 'System'}, ${formatDateTime(e.sentAt)}` },
                { key: 'status', label: 'Delivery', children: <><StatusTag status={e.status} />{e.deliveredAt && formatDateTime(e.deliveredAt)}</> },
              ]} />
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>Message</Typography.Title>
              <div className="message-preview"><RichText source={e.body} /></div>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>Attachments</Typography.Title>
              {e.attachments.length ? (
                <ul className="message-files" aria-label="Attachments">
                  {e.attachments.map((a) => (
                    <li key={a.id}>
                      <Button type="link" icon={<DownloadOutlined />} onClick={() => void download(a.id, a.filename)} aria-label={`Download ${a.filename}`}>
                        {a.filename}
                      </Button>
                      <Typography.Text type="secondary">{size(a.size)}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ) : <Typography.Text type="secondary"><PaperClipOutlined /> No attachments</Typography.Text>}
            </>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
