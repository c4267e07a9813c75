import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentEmail } from '@caduceus/contracts';
import { EmailAttachments, EmailBody, EmailDrawer, EmailFields } from '../EmailView';
import { formatDateTime } from '../format';
import { RichText } from '../RichText';
import { StatusTag } from '../StatusTag';

/** A sent email of any record: the student's shape (a lead's adds its direction, and Received to the statuses). */
export type SentEmail = Omit<StudentEmail, 'status'> & { status: string };

/**
 * One sent email (of a student, a lead): who it went to, its delivery, the body as the recipient read it,
 * attachments to download. `query` loads the email `id`; `attachmentPath` names an attachment's download.
 */
export function SentEmailDrawer<E extends SentEmail>({
  id,
  onClose,
  query,
  attachmentPath,
}: {
  id: number | null;
  onClose: () => void;
  query: UseQueryResult<E>;
  attachmentPath: (fileId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <EmailDrawer id={id} query={query} onClose={onClose}>
      {(e) => (
        <>
          {e.status === 'Failed' && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('email.notDelivered')}
              description={e.deliveryError}
            />
          )}
          <EmailFields
            items={[
              { key: 'to', label: t('email.to'), children: e.to },
              ...(e.cc.length ? [{ key: 'cc', label: t('email.cc'), children: e.cc.join(', ') }] : []),
              { key: 'subject', label: t('notes.subject'), children: e.subject },
              { key: 'template', label: t('email.template'), children: e.templateName ?? '—' },
              {
                key: 'sentBy',
                label: t('email.sentBy'),
                children: `${e.sentByName ?? t('system')}, ${formatDateTime(e.sentAt)}`,
              },
              {
                key: 'status',
                label: t('email.delivery'),
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
