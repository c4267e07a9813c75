import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { INBOX_TOASTS, LEAD_LINK, chatReplyInput, leadTabUrl, type ChatThread } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { FormError } from '../../../../components/FormError';
import { formatDateTime } from '../../../../components/format';
import { QueryState } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { INBOX_PATHS, useConversation, useReply } from '../api';
import { DirectionTag } from '../pages/MyMailPage';

/** The reply box: a plain-text email to the lead (subject "Re:" the last one). */
function ReplyBox({ leadId }: { leadId: number }) {
  const reply = useReply(leadId);
  const f = useZodForm(chatReplyInput);
  const onSubmit = f.submit(async (v) => {
    await saveWithToasts(() => reply.mutateAsync(v), { ok: INBOX_TOASTS.replySent, failed: INBOX_TOASTS.replyFailed });
    f.reset();
  });
  return (
    <Form
      {...f.formProps}
      name="chatReply"
      onFinish={() => void onSubmit()}
      aria-label="Reply to the lead"
      style={{ marginTop: 12 }}
    >
      <FormError message={f.formError} />
      <Form.Item name="body" label="Reply" required={f.required('body')}>
        <Input.TextArea
          id="chat-reply"
          rows={3}
          maxLength={20000}
          placeholder="Write a reply; it is sent by email"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void onSubmit();
            }
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={f.submitting}>
        Send
      </Button>
      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
        Ctrl+Enter sends
      </Typography.Text>
    </Form>
  );
}

/** One conversation, oldest first, newest in view; its representative opening it reads the lead's messages. */
export function Thread({ leadId }: { leadId: number }) {
  const q = useConversation(leadId);
  const rights = useRights(LEAD_LINK);
  const qc = useQueryClient();
  const end = useRef<HTMLDivElement>(null);
  const t = q.data?.leadId === leadId ? q.data : undefined;
  const count = t?.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  useEffect(() => {
    if (t?.leadId == null) return;
    void qc.invalidateQueries({
      predicate: (k) => k.queryKey[0] === INBOX_PATHS.myChats || k.queryKey[0] === INBOX_PATHS.myMail,
    });
  }, [t?.leadId, qc]);
  return (
    <QueryState query={q}>{() => t && <ThreadView t={t} end={end} canReply={rights.write && !t.closed} />}</QueryState>
  );
}

function ThreadView({ t, end, canReply }: { t: ChatThread; end: RefObject<HTMLDivElement | null>; canReply: boolean }) {
  return (
    <Card
      title={<h2 className="card-h2">{t.leadName}</h2>}
      extra={<Link to={leadTabUrl('email', t.leadId)}>Open the lead&apos;s email tab</Link>}
    >
      <Typography.Paragraph type="secondary">{t.leadEmail}</Typography.Paragraph>
      {t.messages.length === 0 ? (
        <Empty description="No messages with this lead yet" />
      ) : (
        <div className="chat-thread">
          <ol aria-label={`Conversation with ${t.leadName}`}>
            {t.messages.map((m) => (
              <li key={m.id} className={`chat-bubble ${m.direction}`}>
                <div className="chat-meta">
                  <DirectionTag direction={m.direction} /> {m.direction === 'in' ? m.from : (m.sentByName ?? 'System')}{' '}
                  · {formatDateTime(m.at)}
                  {m.direction === 'out' && ` · ${m.status}`}
                  {m.attachmentCount > 0 && ` · ${m.attachmentCount} attached`}
                </div>
                <Typography.Text strong>{m.subject}</Typography.Text>
                <p className="chat-body">{m.body}</p>
              </li>
            ))}
          </ol>
          <div ref={end} />
        </div>
      )}
      {canReply ? (
        <ReplyBox leadId={t.leadId} />
      ) : t.closed ? (
        <Alert type="info" showIcon style={{ marginTop: 12 }} message="This lead is closed; reopen it to write to it" />
      ) : null}
    </Card>
  );
}
