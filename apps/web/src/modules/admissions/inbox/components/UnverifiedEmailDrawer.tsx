import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Flex } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  MergeCellsOutlined,
  UndoOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  INBOX_TOASTS,
  LEAD_LINK,
  UNVERIFIED_EMAIL_STATUS_LABELS,
  canDoUnverified,
  leadTabUrl,
  type UnverifiedEmail,
  type UnverifiedEmailResolved,
  formatPhone,
} from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { apiUrl } from '../../../../app/client';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { EmailDrawer, ReceivedEmailView } from '../../../../components/EmailView';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { StatusTag } from '../../../../components/StatusTag';
import { INBOX_PATHS, useUnverifiedActions, useUnverifiedEmail } from '../api';
import { ConvertDrawer, MergeModal, UpdateSenderModal } from './UnverifiedForms';

/** What can be done with one email, by the user's rights on the Lead menu and the email's status. */
function Actions({ e, onResolved }: { e: UnverifiedEmail; onResolved: (r: UnverifiedEmailResolved) => void }) {
  const rights = useRights(LEAD_LINK);
  const act = useUnverifiedActions(e.id);
  const [form, setForm] = useState<'update' | 'convert' | 'merge' | null>(null);
  const quiet = () => undefined;
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {rights.write && canDoUnverified('convert', e.status) && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setForm('convert')}>
            Convert to Lead
          </Button>
        )}
        {rights.edit && canDoUnverified('merge', e.status) && (
          <Button icon={<MergeCellsOutlined />} onClick={() => setForm('merge')}>
            Merge into Lead
          </Button>
        )}
        {rights.edit && canDoUnverified('update', e.status) && (
          <Button icon={<EditOutlined />} onClick={() => setForm('update')}>
            Edit sender details
          </Button>
        )}
        <Button
          icon={<EyeInvisibleOutlined />}
          loading={act.read.isPending}
          onClick={() =>
            void saveWithToasts(() => act.read.mutateAsync(!e.read), {
              ok: e.read ? INBOX_TOASTS.markedUnread : INBOX_TOASTS.markedRead,
              failed: INBOX_TOASTS.markFailed,
            }).catch(quiet)
          }
        >
          {e.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        {rights.delete && canDoUnverified('discard', e.status) && (
          <ConfirmAction
            title="Discard this email?"
            description="It is kept as discarded and can be restored."
            okText="Discard"
            danger
            type="default"
            size="middle"
            icon={<DeleteOutlined />}
            onConfirm={() =>
              saveWithToasts(() => act.discard.mutateAsync(), {
                ok: INBOX_TOASTS.discarded,
                failed: INBOX_TOASTS.discardFailed,
              })
            }
          >
            Discard
          </ConfirmAction>
        )}
        {rights.delete && canDoUnverified('restore', e.status) && (
          <ConfirmAction
            title="Restore this email to open?"
            okText="Restore"
            type="default"
            size="middle"
            icon={<UndoOutlined />}
            onConfirm={() =>
              saveWithToasts(() => act.restore.mutateAsync(), {
                ok: INBOX_TOASTS.restored,
                failed: INBOX_TOASTS.restoreFailed,
              })
            }
          >
            Restore
          </ConfirmAction>
        )}
      </Flex>
      <UpdateSenderModal email={e} open={form === 'update'} onClose={() => setForm(null)} />
      <ConvertDrawer email={e} open={form === 'convert'} onClose={() => setForm(null)} onDone={onResolved} />
      <MergeModal email={e} open={form === 'merge'} onClose={() => setForm(null)} onDone={onResolved} />
    </>
  );
}

/** One unverified email: who sent it, its text (plain: the sender's markup is never shown), attachments, and what to do with it. */
export function UnverifiedEmailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const q = useUnverifiedEmail(id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  // opening marks it read on the server: refresh the list and the bell once
  const loadedId = q.data?.id === id ? q.data?.id : undefined;
  useEffect(() => {
    if (loadedId == null) return;
    void qc.invalidateQueries({
      predicate: (k) =>
        k.queryKey[0] === INBOX_PATHS.unverified || k.queryKey[0] === apiUrl('/api/notifications/counts'),
    });
  }, [loadedId, qc]);
  // a converted or merged email opens the lead's email history, where it now is
  const onResolved = (r: UnverifiedEmailResolved) => {
    onClose();
    void navigate(leadTabUrl('email', r.leadId));
  };

  return (
    <EmailDrawer id={id} query={q} onClose={onClose} size={760}>
      {(e) => (
        <>
          <Actions e={e} onResolved={onResolved} />
          {e.leadId != null && (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 12 }}
              message={
                <>
                  {UNVERIFIED_EMAIL_STATUS_LABELS[e.status]}:{' '}
                  <Link to={leadTabUrl('email', e.leadId)}>
                    #{e.leadId} {e.leadName}
                  </Link>
                </>
              }
            />
          )}
          <ReceivedEmailView
            email={{ ...e, from: e.fromName ? `${e.fromName} <${e.fromAddress}>` : e.fromAddress }}
            attachmentPath={(fileId) => INBOX_PATHS.attachment(e.id, fileId)}
            rows={[
              {
                key: 'status',
                label: 'Status',
                children: (
                  <>
                    <StatusTag status={e.status} label={UNVERIFIED_EMAIL_STATUS_LABELS[e.status]} />
                    {e.resolvedByName && `by ${e.resolvedByName}, ${formatDateTime(e.resolvedAt)}`}
                  </>
                ),
              },
              {
                key: 'sender',
                label: 'Sender details',
                children:
                  [e.senderFirstName, e.senderLastName].filter(Boolean).join(' ') +
                    (e.senderPhone ? ` · ${formatPhone(e.senderPhone)}` : '') || '—',
              },
              ...(e.notes
                ? [
                    {
                      key: 'notes',
                      label: 'Notes',
                      children: <span style={{ whiteSpace: 'pre-wrap' }}>{e.notes}</span>,
                    },
                  ]
                : []),
            ]}
          />
          {e.skippedAttachments.length > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 12 }}
              message="Not kept from this message"
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {e.skippedAttachments.map((s, i) => (
                    <li key={i}>
                      {s.filename}: {s.reason}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </>
      )}
    </EmailDrawer>
  );
}
