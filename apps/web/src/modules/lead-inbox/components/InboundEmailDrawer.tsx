import { useEffect } from 'react';
import { Button, Descriptions, Drawer, Typography } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { LeadEmail } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { downloadGet } from '../../../components/download';
import { formatDateTime } from '../../../components/format';
import { sizeText } from '../../../components/uploadForm';
import { errorText, QueryState } from '../../../components/QueryState';
import '../../students/tabs/messages/messages.css';
import '../lead-inbox.css';

/**
 * A message the lead sent (the lead's email tab): the sender, when it arrived, its text as plain text and the
 * attachments kept. The lead's representative opening it marks it read (on the server); the list then refetches.
 */
export function InboundEmailDrawer({ id, query: q, onClose, attachmentPath }: {
  id: number | null; query: UseQueryResult<LeadEmail>; onClose: () => void; attachmentPath: (fileId: number) => string;
}) {
  const qc = useQueryClient();
  const e = q.data?.id === id ? q.data : undefined;
  const loaded = e?.id;
  useEffect(() => {
    if (loaded == null) return;
    void qc.invalidateQueries({ predicate: (k) => typeof k.queryKey[0] === 'string' && /^\/api\/leads\/\d+\/emails$/.test(k.queryKey[0]) });
  }, [loaded, qc]);
  const download = (fileId: number, name: string) => downloadGet(attachmentPath(fileId), name).catch((err: unknown) => toast.error(`Download failed. ${errorText(err)}`));
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={e?.subject ?? 'Email'}>
      {id !== null && (
        <QueryState query={q}>
          {() => e && (
            <>
              <Descriptions column={1} size="small" bordered styles={{ label: { width: 150 } }} items={[
                { key: 'from', label: 'From', children: e.from ?? '—' },
                { key: 'to', label: 'To', children: e.to || '—' },
                { key: 'subject', label: 'Subject', children: e.subject },
                { key: 'received', label: 'Received', children: formatDateTime(e.sentAt) },
              ]} />
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>Message</Typography.Title>
              <div className="message-preview inbound-text" aria-label="Message text">{e.body}</div>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>Attachments</Typography.Title>
              {e.attachments.length ? (
                <ul className="message-files" aria-label="Attachments">
                  {e.attachments.map((a) => (
                    <li key={a.id}>
                      <Button type="link" icon={<DownloadOutlined />} onClick={() => void download(a.id, a.filename)} aria-label={`Download ${a.filename}`}>{a.filename}</Button>
                      <Typography.Text type="secondary">{sizeText(a.size)}</Typography.Text>
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
