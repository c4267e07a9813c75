import { useTranslation } from 'react-i18next';
import i18n from '../../app/i18n';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  EMAIL_DELIVERY_STATUSES,
  LEAD_EMAIL_DIRECTIONS,
  LEAD_EMAIL_DIRECTION_LABELS,
  LEAD_EMAIL_STATUSES,
  LEAD_MESSAGE_TOASTS,
  LEAD_TEMPLATE_TOASTS,
  STUDENT_MESSAGE_TOASTS,
  leadEmailInput,
  studentEmailInput,
  type StudentEmailInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, callForm, listUrl, type RecordRef } from '../../app/client';
import { DataTable } from '../DataTable';
import { EmailComposeDrawer, type TemplatePickerProps } from '../EmailComposeDrawer';
import { formatDateTime } from '../format';
import { StatusTag } from '../StatusTag';

type Direction = 'in' | 'out';

/** What every record's email row has; a two-way history (a lead's) adds the direction, the sender, read or not. */
export interface RecordEmailRow {
  id: number;
  sentAt: string;
  subject: string;
  to: string;
  cc: string[];
  attachmentCount: number;
  sentByName: string | null;
  status: string;
  direction?: Direction;
  from?: string | null;
  read?: boolean;
}

/** An email as written in the compose drawer (a lead's has no parents to copy). */
type Draft = Omit<StudentEmailInput, 'ccParents'> & { ccParents?: boolean; attachments: File[] };

/** The multipart form of an email: the fields and its attachments. */
function emailForm(d: Draft) {
  const form = new FormData();
  form.set('to', d.to);
  form.set('cc', d.cc.join(','));
  if (d.ccParents !== undefined) form.set('ccParents', String(d.ccParents));
  if (d.templateId) form.set('templateId', String(d.templateId));
  form.set('subject', d.subject);
  form.set('body', d.body);
  for (const f of d.attachments) form.append('attachments', f, f.name);
  return form;
}

/**
 * Each record's email API and words: the history, sending (what refetches after), a template filled for the
 * record. A student's history is what was sent to them; a lead's runs both ways (what the lead wrote in).
 */
function emailOf(owner: RecordRef) {
  if ('studentId' in owner) {
    const { studentId } = owner;
    const list = listUrl('/api/students/{studentId}/emails', { studentId });
    return {
      list,
      send: (fd: FormData): Promise<{ id: number }> =>
        callForm('post', '/api/students/{studentId}/emails', { studentId }, fd),
      stale: [list, apiUrl('/api/students/{studentId}/messages/report', { studentId })],
      template: (templateId: number) =>
        call('get', '/api/students/{studentId}/email-templates/{templateId}', { path: { studentId, templateId } }),
      schema: studentEmailInput,
      // i18n-ignore: English, the key of the list's saved columns; DataTable shows it translated
      label: 'Emails sent to the student',
      // i18n-ignore: translated where DataTable shows it
      emptyText: 'No emails sent to this student yet',
      statuses: EMAIL_DELIVERY_STATUSES,
      toasts: STUDENT_MESSAGE_TOASTS,
      templateNote: i18n.t('email.templateNoteStudent'),
      writer: null,
    };
  }
  const { leadId } = owner;
  const list = listUrl('/api/leads/{leadId}/emails', { leadId });
  return {
    list,
    send: (fd: FormData): Promise<{ id: number }> => callForm('post', '/api/leads/{leadId}/emails', { leadId }, fd),
    stale: [list, apiUrl('/api/leads/{leadId}/activity', { leadId })],
    template: (templateId: number) =>
      call('get', '/api/leads/{leadId}/email-templates/{templateId}', { path: { leadId, templateId } }),
    schema: leadEmailInput,
    // i18n-ignore: English, the key of the list's saved columns; DataTable shows it translated
    label: 'Emails with the lead',
    // i18n-ignore: translated where DataTable shows it
    emptyText: 'No emails with this lead yet',
    statuses: LEAD_EMAIL_STATUSES,
    toasts: { ...LEAD_MESSAGE_TOASTS, templateFetchFailed: LEAD_TEMPLATE_TOASTS.fetchFailed },
    templateNote: i18n.t('email.templateNoteLead'),
    writer: i18n.t('email.theLead'),
  };
}

const DIRECTION_FILTER = {
  name: 'direction',
  // i18n-ignore: translated where DataTable shows it
  label: 'Sent or received',
  width: 160,
  options: LEAD_EMAIL_DIRECTIONS.map((d) => ({ label: LEAD_EMAIL_DIRECTION_LABELS[d], value: d })),
};

interface Props {
  owner: RecordRef;
  /** who the email goes to (the record's header) */
  recipient: { name: string; email: string | null | undefined };
  canSend: boolean;
  /** the record's templates; `open`: the drawer is open (load the choices then) */
  templatePicker: (p: TemplatePickerProps & { open: boolean }) => ReactElement;
  /** the record's own fields after "To" (a student's: copy the parents) */
  more?: (open: boolean) => ReactNode;
  /** a two-way history's direction tag (Sent, Received) */
  directionTag?: (d: Direction) => ReactNode;
  /** one email in full (sent, or received in a two-way history) */
  view: (id: number | null, direction: Direction, onClose: () => void) => ReactNode;
}

const toOf = (r: RecordEmailRow) => (r.cc.length ? `${r.to} (+${r.cc.length} cc)` : r.to);

/**
 * A record's email tab: the emails with the student or lead (a lead's both ways: what staff sent, with its
 * delivery, and what the lead wrote in, marked Received), one in full, and writing a new one (templates,
 * attachments).
 */
export function RecordEmailTab({ owner, recipient, canSend, templatePicker, more, directionTag, view }: Props) {
  const api = emailOf(owner);
  const twoWay = api.writer !== null;
  const send = useApiMutation((d: Draft) => api.send(emailForm(d)), { invalidate: api.stale, errorToast: false });
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<{ id: number | null; direction: Direction }>({ id: null, direction: 'out' });
  const open = (id: number, direction: Direction = 'out') => setViewing({ id, direction });
  const unread = (r: RecordEmailRow) => r.direction === 'in' && !r.read;
  const { t } = useTranslation();

  const columns: ColumnsType<RecordEmailRow> = [
    {
      title: twoWay ? t('notes.date') : t('email.sent'),
      dataIndex: 'sentAt',
      key: 'sentAt',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    ...(twoWay
      ? [
          {
            title: t('email.direction'),
            dataIndex: 'direction',
            key: 'direction',
            sorter: true,
            width: 120,
            render: (v: Direction) => directionTag?.(v),
          },
        ]
      : []),
    {
      title: t('notes.subject'),
      dataIndex: 'subject',
      key: 'subject',
      sorter: true,
      render: (v: string, r) => (
        <Button
          type="link"
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'start',
            fontWeight: unread(r) ? 600 : undefined,
          }}
          onClick={() => open(r.id, r.direction)}
        >
          {unread(r) && <span className="visually-hidden">{t('email.unread')} </span>}
          {v}
          {r.attachmentCount > 0 && (
            <Typography.Text type="secondary"> ({t('email.attached', { count: r.attachmentCount })})</Typography.Text>
          )}
        </Button>
      ),
    },
    {
      title: twoWay ? t('email.fromTo') : t('email.to'),
      dataIndex: 'to',
      key: 'to',
      sorter: true,
      render: (_: string, r) =>
        !twoWay
          ? toOf(r)
          : r.direction === 'in'
            ? t('email.fromX', { x: r.from ?? '' })
            : t('email.toX', { x: toOf(r) }),
    },
    {
      title: t('email.sentBy'),
      dataIndex: 'sentByName',
      key: 'sentByName',
      width: 160,
      render: (v: string | null, r) => (r.direction === 'in' && api.writer ? api.writer : (v ?? t('system'))),
    },
    {
      title: t('email.delivery'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 110,
      render: (v: string) => <StatusTag status={v} />,
    },
  ];

  return (
    <Card
      title={<h2 className="card-h2">{t('email.title')}</h2>}
      extra={
        canSend && (
          <Button type="primary" icon={<MailOutlined />} onClick={() => setWriting(true)}>
            {t('email.send')}
          </Button>
        )
      }
    >
      <DataTable<RecordEmailRow>
        path={api.list}
        columns={columns}
        rowKey="id"
        label={api.label}
        search={t('email.search')}
        defaultSort="-sentAt"
        prefix="email-"
        emptyText={api.emptyText}
        filters={[
          ...(twoWay ? [DIRECTION_FILTER] : []),
          {
            name: 'status',
            label: t('email.delivery'),
            width: 140,
            options: api.statuses.map((s) => ({ label: s, value: s })),
          },
        ]}
      />
      {canSend && (
        <EmailComposeDrawer
          open={writing}
          recipient={recipient}
          schema={api.schema}
          send={(d) => send.mutateAsync(d)}
          loadTemplate={api.template}
          toasts={api.toasts}
          templateNote={api.templateNote}
          onClose={() => setWriting(false)}
          onSent={(id) => open(id)}
          templatePicker={(p) => templatePicker({ ...p, open: writing })}
        >
          {more?.(writing)}
        </EmailComposeDrawer>
      )}
      {view(viewing.id, viewing.direction, () => setViewing((v) => ({ ...v, id: null })))}
    </Card>
  );
}
