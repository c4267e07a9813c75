import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import './maillog.css';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  MAIL_LOG_REGISTERS,
  MAIL_LOG_TOASTS,
  hasOutgoingType,
  type MailLog,
  type MailLogKind,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import type { Rights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { downloadGet } from '../../../../components/download';
import { formatDate, formatDateTime } from '../../../../components/format';
import { errorText, QueryState } from '../../../../components/QueryState';
import { PATHS, useDeleteMailLog, useMailLog } from '../api';
import { sizeText } from '../../../../components/uploadForm';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../../../components/formShell';

interface Props {
  kind: MailLogKind;
  /** the entry shown; null: closed */
  id: number | null;
  rights: Rights;
  onEdit: (id: number) => void;
  onClose: () => void;
}

const dash = (v: string | null | undefined) => v || '—';

/** One entry: every field, its attachments to download, and edit or delete for those allowed. */
export function MailLogViewDrawer({ kind, id, rights, onEdit, onClose }: Props) {
  const q = useMailLog(id);
  const del = useDeleteMailLog();
  const reg = MAIL_LOG_REGISTERS[kind];
  const entry = q.data && q.data.id === id ? q.data : undefined;

  const remove = (e: MailLog) =>
    del.mutateAsync(e.id).then(
      () => {
        toast.success(MAIL_LOG_TOASTS.deleted);
        onClose();
      },
      (err: unknown) => {
        toast.error(`${MAIL_LOG_TOASTS.deleteFailed} ${errorText(err)}`);
        throw err;
      },
    );

  const returnFocus = useFocusReturn(id !== null);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
      size={640}
      title={entry ? entry.subject : 'Mail log entry'}
      extra={
        entry && (
          <Flex gap={8}>
            {rights.edit && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(entry.id)}>
                Edit
              </Button>
            )}
            {rights.delete && (
              <ConfirmAction
                title="Delete this mail log entry?"
                description="It leaves the register; its history is kept."
                okText="Delete"
                danger
                type="default"
                size="middle"
                icon={<DeleteOutlined />}
                onConfirm={() => remove(entry)}
              >
                Delete
              </ConfirmAction>
            )}
          </Flex>
        )
      }
    >
      {id !== null && (
        <QueryState query={q}>
          {(e) => (
            <>
              <Descriptions
                column={1}
                size="small"
                bordered
                styles={{ label: { width: 190 } }}
                items={[
                  { key: 'register', label: 'Register', children: reg.title },
                  { key: 'mailDate', label: reg.labels.mailDate, children: formatDate(e.mailDate) },
                  { key: 'department', label: 'Department', children: dash(e.departmentLabel) },
                  { key: 'fromName', label: reg.labels.fromName, children: e.fromName },
                  { key: 'toName', label: reg.labels.toName, children: e.toName },
                  { key: 'subject', label: 'Subject', children: e.subject },
                  { key: 'medium', label: 'Medium', children: e.medium },
                  ...(hasOutgoingType(kind)
                    ? [{ key: 'outgoingType', label: 'Type of Outgoing', children: dash(e.outgoingTypeLabel) }]
                    : []),
                  { key: 'trackingNumber', label: 'Tracking Number', children: dash(e.trackingNumber) },
                  ...(kind === 'returned'
                    ? [{ key: 'returnReason', label: 'Reason Returned', children: dash(e.returnReason) }]
                    : []),
                  {
                    key: 'notes',
                    label: 'Notes',
                    children: (
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                        {dash(e.notes)}
                      </Typography.Paragraph>
                    ),
                  },
                  {
                    key: 'entered',
                    label: 'Entered',
                    children: `${formatDateTime(e.createdAt)}${e.enteredByName ? ` by ${e.enteredByName}` : ''}`,
                  },
                  ...(e.updatedAt !== e.createdAt
                    ? [
                        {
                          key: 'updated',
                          label: 'Last changed',
                          children: `${formatDateTime(e.updatedAt)}${e.updatedByName ? ` by ${e.updatedByName}` : ''}`,
                        },
                      ]
                    : []),
                ]}
              />
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
                Attachments
              </Typography.Title>
              {e.attachments.length === 0 ? (
                <Typography.Text type="secondary">No attachments</Typography.Text>
              ) : (
                <ul aria-label="Attachments" className="maillog-files">
                  {e.attachments.map((a) => (
                    <li key={a.id}>
                      <Flex justify="space-between" align="center" gap={8} wrap>
                        <span>
                          <PaperClipOutlined /> <Typography.Text strong>{a.filename}</Typography.Text>
                          <br />
                          <Typography.Text type="secondary">{`${sizeText(a.size)} · ${formatDateTime(a.uploadedAt)}${a.uploadedByName ? ` by ${a.uploadedByName}` : ''}`}</Typography.Text>
                        </span>
                        <Button
                          type="link"
                          size="small"
                          icon={<DownloadOutlined />}
                          aria-label={`Download ${a.filename}`}
                          onClick={() => {
                            downloadGet(PATHS.attachment(e.id, a.id), a.filename).catch((err: unknown) =>
                              toast.error(errorText(err)),
                            );
                          }}
                        >
                          Download
                        </Button>
                      </Flex>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
