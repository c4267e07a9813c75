import { Alert } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentEmail } from '@caduceus/contracts';
import { EmailAttachments, EmailBody, EmailDrawer, EmailFields } from '../../../../components/EmailView';
import { formatDateTime } from '../../../../components/format';
import { RichText } from '../../../../components/RichText';
import { StatusTag } from '../../../../components/StatusTag';
import { MESSAGE_PATHS, useStudentEmail } from './api';

/** One sent email of a student. */
export function EmailViewDrawer({
  studentId,
  id,
  onClose,
}: {
  studentId: number;
  id: number | null;
  onClose: () => void;
}) {
  return (
    <SentEmailDrawer
      id={id}
      onClose={onClose}
      query={useStudentEmail(studentId, id)}
      attachmentPath={(fileId) => MESSAGE_PATHS.attachment(studentId, id!, fileId)}
    />
  );
}

/**
 * One sent email (of a student, a lead): who it went to, its delivery, the body as the recipient read it,
 * attachments to download. `query` loads the email `id`; `attachmentPath` names an attachment's download.
 */
export function SentEmailDrawer({
  id,
  onClose,
  query,
  attachmentPath,
}: {
  id: number | null;
  onClose: () => void;
  query: UseQueryResult<StudentEmail>;
  attachmentPath: (fileId: number) => string;
}) {
  return (
    <EmailDrawer id={id} query={query} onClose={onClose}>
      {(e) => (
        <>
          {e.status === 'Failed' && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message="This email could not be delivered"
              description={e.deliveryError}
            />
          )}
          <EmailFields
            items={[
              { key: 'to', label: 'To', children: e.to },
              ...(e.cc.length ? [{ key: 'cc', label: 'Cc', children: e.cc.join(', ') }] : []),
              { key: 'subject', label: 'Subject', children: e.subject },
              { key: 'template', label: 'Template', children: e.templateName ?? '—' },
              { key: 'sentBy', label: 'Sent by', children: `${e.sentByName ?? 'System'}, ${formatDateTime(e.sentAt)}` },
              {
                key: 'status',
                label: 'Delivery',
                children: (
                  <>
                    <StatusTag status={e.status} />
                    {e.deliveredAt && formatDateTime(e.deliveredAt)}
                  </>
                ),
              },
            ]}
          />
          <EmailBody>
            <div className="message-preview">
              <RichText source={e.body} />
            </div>
          </EmailBody>
          <EmailAttachments attachments={e.attachments} path={attachmentPath} />
        </>
      )}
    </EmailDrawer>
  );
}
