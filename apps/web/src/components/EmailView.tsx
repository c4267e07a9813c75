import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Descriptions, Drawer, Typography, type DescriptionsProps } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '../app/bridge';
import { downloadGet } from './download';
import { formatDateTime } from './format';
import { errorText, QueryState } from './QueryState';
import { sizeText } from './uploadForm';
import './email.css';

/** An attachment as an email's API lists it. */
export interface EmailAttachment {
  id: number;
  filename: string;
  size: number;
}

type Rows = NonNullable<DescriptionsProps['items']>;

/**
 * The drawer one email opens in (a student's, a lead's, an unverified one): titled by its subject, with the
 * query's loading and error states. `children` draws the email once the one asked for (`id`) has loaded.
 */
export function EmailDrawer<T extends { id: number; subject: string }>({
  id,
  query: q,
  onClose,
  size = 720,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  onClose: () => void;
  size?: number;
  children: (e: T) => ReactNode;
}) {
  const e = q.data?.id === id ? q.data : undefined;
  const { t } = useTranslation();
  return (
    <Drawer open={id !== null} onClose={onClose} size={size} title={e?.subject ?? t('email.title')}>
      {id !== null && <QueryState query={q}>{() => e && children(e)}</QueryState>}
    </Drawer>
  );
}

/** The email's fields, one a row, labels in a column. */
export function EmailFields({ items }: { items: Rows }) {
  return <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} items={items} />;
}

/** A heading of the drawer's parts (Message, Attachments). */
const PartTitle = ({ children }: { children: string }) => (
  <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
    {children}
  </Typography.Title>
);

/** The Message part: `children` is the body as drawn (rich text as sent, or a received message's plain text). */
export function EmailBody({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PartTitle>{t('compose.message')}</PartTitle>
      {children}
    </>
  );
}

/** The Attachments part: a download button for each ("Download <file name>"), or "No attachments". */
export function EmailAttachments({
  attachments,
  path,
}: {
  attachments: EmailAttachment[];
  path: (fileId: number) => string;
}) {
  const { t } = useTranslation();
  const download = (fileId: number, name: string) =>
    downloadGet(path(fileId), name).catch((err: unknown) =>
      toast.error(`${t('email.downloadFailed')} ${errorText(err)}`),
    );
  return (
    <>
      <PartTitle>{t('compose.attachments')}</PartTitle>
      {attachments.length ? (
        <ul className="message-files" aria-label={t('compose.attachments')}>
          {attachments.map((a) => (
            <li key={a.id}>
              <Button
                type="link"
                icon={<DownloadOutlined />}
                onClick={() => void download(a.id, a.filename)}
                aria-label={t('document.downloadX', { title: a.filename })}
              >
                {a.filename}
              </Button>
              <Typography.Text type="secondary">{sizeText(a.size)}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">
          <PaperClipOutlined /> {t('email.noAttachments')}
        </Typography.Text>
      )}
    </>
  );
}

/** A received email as the viewer shows it. */
export interface ReceivedEmail {
  from: string;
  to?: string;
  subject: string;
  receivedAt: string;
  body: string;
  attachments: EmailAttachment[];
}

/**
 * A received email (a lead's reply, an unverified email): from, to, subject, when it arrived, then the screen's
 * own `rows`; its text as plain text (the sender's markup is never drawn, "Message text") and its attachments.
 */
export function ReceivedEmailView({
  email: e,
  rows = [],
  attachmentPath,
}: {
  email: ReceivedEmail;
  rows?: Rows;
  attachmentPath: (fileId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <EmailFields
        items={[
          { key: 'from', label: t('email.from'), children: e.from },
          ...(e.to !== undefined ? [{ key: 'to', label: t('email.to'), children: e.to || '—' }] : []),
          { key: 'subject', label: t('notes.subject'), children: e.subject },
          { key: 'received', label: t('email.received'), children: formatDateTime(e.receivedAt) },
          ...rows,
        ]}
      />
      <EmailBody>
        <div className="message-preview inbound-text" aria-label={t('email.messageText')}>
          {e.body}
        </div>
      </EmailBody>
      <EmailAttachments attachments={e.attachments} path={attachmentPath} />
    </>
  );
}
