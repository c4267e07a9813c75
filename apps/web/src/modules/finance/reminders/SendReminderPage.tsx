import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { formatDate, reminderInput, studentTabUrl } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { FormModal } from '../../../components/FormModal';
import { Page } from '../../../components/Page';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { moneyColumn } from '../shared/money';
import {
  REMINDER_PATHS,
  useReminderSemesters,
  useReminderWrites,
  type ReminderRow,
  type ReminderStudentRow,
} from './api';

const MENU = '/accounting/invoices/non-clinical';

/**
 * /accounting/invoices/send-reminder: choose the current or a future semester, see the students owing on its open
 * invoices (overdue ones first in mind), send them a reminder email (a job sends it through the outbox), and the
 * reminders sent before.
 */
export default function SendReminderPage() {
  const { t } = useTranslation();
  const rights = useRights(MENU);
  const semesters = useReminderSemesters();
  const [sp, setSp] = useSearchParams();
  const chosen = Number(sp.get('semesterId')) || null;
  const current = semesters.data?.items.find((s) => s.current)?.id ?? semesters.data?.items[0]?.id ?? null;
  const semesterId = chosen ?? current;
  const [sending, setSending] = useState(false);
  const { send } = useReminderWrites();

  const f = useFormDialog(reminderInput, {
    open: sending,
    onClose: () => setSending(false),
    values: () => ({ semesterId: semesterId ?? undefined, overdueOnly: false }),
    save: (body) => send.mutateAsync(body),
    toasts: {
      ok: t('Reminder Scheduled Successfully', { ns: 'titles' }),
      failed: t('Failed to send the reminder, please try again!', { ns: 'titles' }),
    },
  });

  const studentColumns = useMemo<ColumnsType<ReminderStudentRow>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('Student', { ns: 'titles' }) },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      { key: 'email', dataIndex: 'email', title: t('Email', { ns: 'titles' }) },
      { key: 'invoices', dataIndex: 'invoices', title: t('Open invoices', { ns: 'titles' }) },
      moneyColumn('owed', t('Owed', { ns: 'titles' })),
      moneyColumn('overdue', t('Overdue', { ns: 'titles' })),
      {
        key: 'firstDueDate',
        dataIndex: 'firstDueDate',
        title: t('First due', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      {
        key: 'lastRemindedAt',
        dataIndex: 'lastRemindedAt',
        title: t('Last reminded', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : ''),
      },
    ],
    [t],
  );
  const reminderColumns = useMemo<ColumnsType<ReminderRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('Reminder', { ns: 'titles' }) },
      { key: 'semester', dataIndex: 'semester', title: t('Semester', { ns: 'titles' }) },
      {
        key: 'overdueOnly',
        dataIndex: 'overdueOnly',
        title: t('Overdue only', { ns: 'titles' }),
        render: (v: boolean) => (v ? t('action.yes') : t('action.no')),
      },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('Status', { ns: 'titles' }),
        render: (v: string) => translateTitle(v === 'sent' ? 'Sent' : v === 'failed' ? 'Failed' : 'Queued'),
      },
      {
        key: 'sendOn',
        dataIndex: 'sendOn',
        title: t('Send on', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : ''),
      },
      { key: 'students', dataIndex: 'students', title: t('Students', { ns: 'titles' }) },
      { key: 'emailed', dataIndex: 'emailed', title: t('Emailed', { ns: 'titles' }) },
      { key: 'createdByName', dataIndex: 'createdByName', title: t('Sent by', { ns: 'titles' }) },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('Created on', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
    ],
    [t],
  );

  return (
    <Page
      title="Send Reminder"
      subtitle="Remind the students who owe on a semester's open invoices"
      actions={
        rights.write && (
          <Button type="primary" icon={<MailOutlined />} disabled={!semesterId} onClick={() => setSending(true)}>
            {t('Send reminder', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <Form.Item label={t('Semester', { ns: 'titles' })} htmlFor="reminder-semester">
        <Select
          id="reminder-semester"
          style={{ minWidth: 240, maxWidth: 360 }}
          loading={semesters.isLoading}
          value={semesterId ?? undefined}
          onChange={(v: number) =>
            setSp(
              (prev) => {
                const n = new URLSearchParams(prev);
                n.set('semesterId', String(v));
                return n;
              },
              { replace: true },
            )
          }
          options={(semesters.data?.items ?? []).map((s) => ({ value: s.id, label: s.label }))}
        />
      </Form.Item>
      {semesters.isError && (
        <Alert type="error" showIcon message={t('The semesters could not be loaded', { ns: 'titles' })} />
      )}
      {semesterId ? (
        <DataTable<ReminderStudentRow>
          key={`owing-${semesterId}`}
          path={REMINDER_PATHS.students}
          prefix="st"
          params={{ semesterId }}
          columns={studentColumns}
          rowKey="studentId"
          rowHref={(s) => studentTabUrl('invoicePayments', s.studentId)}
          label={t('Students owing', { ns: 'titles' })}
          search={false}
          filters={[
            {
              name: 'overdueOnly',
              label: t('Overdue only', { ns: 'titles' }),
              options: [{ value: 'true', label: t('Overdue only', { ns: 'titles' }) }],
            },
          ]}
          emptyText={t('No student owes on an open invoice of this semester', { ns: 'titles' })}
          itemName={[t('student', { ns: 'titles' }), t('students', { ns: 'titles' })]}
          exportAs="students-owing"
        />
      ) : (
        !semesters.isLoading && (
          <Alert type="info" showIcon message={t('No current or future semester', { ns: 'titles' })} />
        )
      )}
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('Reminders sent', { ns: 'titles' })}
      </Typography.Title>
      <DataTable<ReminderRow>
        path={REMINDER_PATHS.reminders}
        prefix="rm"
        params={semesterId ? { semesterId } : {}}
        columns={reminderColumns}
        rowKey="id"
        label={t('Reminders sent', { ns: 'titles' })}
        search={false}
        emptyText={t('No reminders yet', { ns: 'titles' })}
        itemName={[t('reminder', { ns: 'titles' }), t('reminders', { ns: 'titles' })]}
      />
      <FormModal {...f.shell} title={t('Send reminder', { ns: 'titles' })} okText={t('Send', { ns: 'titles' })}>
        <Typography.Paragraph type="secondary">
          {t('Every student owing on the semester gets an email with what is owed and overdue.', { ns: 'titles' })}
        </Typography.Paragraph>
        <Form.Item name="semesterId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="overdueOnly" valuePropName="checked">
          <Checkbox id="overdueOnly">{t('Only students with an overdue invoice', { ns: 'titles' })}</Checkbox>
        </Form.Item>
        <DateItem id="sendOn" name="sendOn" label={t('Send on (empty: now)', { ns: 'titles' })} />
        <Form.Item name="message" label={t('Message added to the email', { ns: 'titles' })}>
          <Input.TextArea id="message" rows={3} maxLength={1000} />
        </Form.Item>
      </FormModal>
    </Page>
  );
}
