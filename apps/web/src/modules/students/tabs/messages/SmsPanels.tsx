import { useEffect, useState } from 'react';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, List, Switch, Typography } from 'antd';
import { DeleteOutlined, LaptopOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { STUDENT_MESSAGE_TOASTS, formatPhone, smsSettingsInput } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { formatDateTime } from '../../../../components/format';
import { errorText, QueryState } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useMessageReport, useSmsMutations, useSmsRecipients, useSmsSettings, useStudentDevices } from './api';

/** Where the student's SMS go, and their opt-out. */
export function SmsSettingsCard({ studentId, canEdit }: { studentId: number; canEdit: boolean }) {
  const q = useSmsSettings(studentId);
  const { saveSettings } = useSmsMutations(studentId);
  const f = useZodForm(smsSettingsInput);
  const { reset } = f;
  useEffect(() => {
    if (q.data) reset({ smsPhone: q.data.smsPhone ?? '', optedOut: q.data.optedOut });
  }, [q.data, reset]);
  const onSubmit = f.submit((v) =>
    saveWithToasts(() => saveSettings.mutateAsync(v), {
      ok: STUDENT_MESSAGE_TOASTS.settingsSaved,
      failed: STUDENT_MESSAGE_TOASTS.settingsFailed,
    }),
  );
  return (
    <Card size="small" title={<h3 className="card-h2">SMS Settings</h3>}>
      <QueryState query={q}>
        {(s) => (
          <Form {...f.formProps} onFinish={() => void onSubmit()} disabled={!canEdit}>
            {f.formError && <Alert type="error" showIcon message={f.formError} style={{ marginBottom: 12 }} />}
            <Form.Item
              name="smsPhone"
              label="SMS number"
              extra={`Empty: the personal phone${s.studentPhone ? ` ${formatPhone(s.studentPhone)}` : ' (none on record)'}`}
            >
              <Input name="smsPhone" inputMode="tel" autoComplete="off" />
            </Form.Item>
            <Form.Item name="optedOut" label="Opted out of SMS" valuePropName="checked">
              <Switch />
            </Form.Item>
            {s.updatedAt && (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                Changed by {s.updatedByName ?? 'System'}, {formatDateTime(s.updatedAt)}
              </Typography.Paragraph>
            )}
            {canEdit && (
              <Button htmlType="submit" loading={f.submitting}>
                Save
              </Button>
            )}
          </Form>
        )}
      </QueryState>
    </Card>
  );
}

/** Saved recipient contacts (RC) of the student's SMS. */
export function SmsRecipientsCard({ studentId, canDelete }: { studentId: number; canDelete: boolean }) {
  const q = useSmsRecipients(studentId);
  const { removeRecipient } = useSmsMutations(studentId);
  const remove = (id: number) =>
    removeRecipient.mutateAsync(id).then(
      () => toast.success(STUDENT_MESSAGE_TOASTS.recipientDeleted),
      (err: unknown) => {
        toast.error(`${STUDENT_MESSAGE_TOASTS.recipientDeleteFailed} ${errorText(err)}`);
        throw err;
      },
    );
  return (
    <Card size="small" title={<h3 className="card-h2">Saved Contacts</h3>}>
      <QueryState
        query={q}
        isEmpty={(d) => !d.items.length}
        emptyText="No saved contacts; name a number when sending to keep it"
      >
        {(d) => (
          <List
            size="small"
            dataSource={d.items}
            renderItem={(c) => (
              <List.Item
                actions={
                  canDelete
                    ? [
                        <ConfirmAction
                          key="del"
                          title={`Delete the contact ${c.name}?`}
                          okText="Delete"
                          danger
                          icon={<DeleteOutlined />}
                          ariaLabel={`Delete ${c.name}`}
                          onConfirm={() => remove(c.id)}
                        />,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={c.name}
                  description={`${formatPhone(c.phone)} · added by ${c.createdByName ?? 'System'}`}
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}

/** Where the student's and parents' accounts are signed in (they get live notifications there). */
export function DevicesCard({ studentId }: { studentId: number }) {
  const q = useStudentDevices(studentId);
  return (
    <Card size="small" title={<h3 className="card-h2">Signed-in Devices</h3>}>
      <QueryState query={q} isEmpty={(d) => !d.items.length} emptyText="Not signed in anywhere now">
        {(d) => (
          <List
            size="small"
            dataSource={d.items}
            renderItem={(x) => (
              <List.Item>
                <List.Item.Meta
                  avatar={<LaptopOutlined />}
                  title={`${x.device}`}
                  description={`${x.userName} (${x.userType}) · last seen ${formatDateTime(x.lastSeenAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}

/** Emails and SMS to the student counted by delivery status, over a chosen period. */
export function DeliveryReportCard({ studentId }: { studentId: number }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const q = useMessageReport(studentId, range);
  const line = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  return (
    <Card size="small" title={<h3 className="card-h2">Delivery Report</h3>}>
      <DatePicker.RangePicker
        format="MM/DD/YYYY"
        allowEmpty={[true, true]}
        aria-label="Period"
        style={{ width: '100%', marginBottom: 8 }}
        onChange={(v: [Dayjs | null, Dayjs | null] | null) =>
          setRange({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })
        }
      />
      <QueryState query={q} loadingRows={2}>
        {(r) => (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'email', label: `Emails (${r.emailTotal})`, children: line(r.email) },
              { key: 'sms', label: `SMS (${r.smsTotal})`, children: `${line(r.sms)}; ${r.smsSegments} segments` },
              {
                key: 'last',
                label: 'Last sent',
                children:
                  [
                    r.lastEmailAt && `email ${formatDateTime(r.lastEmailAt)}`,
                    r.lastSmsAt && `SMS ${formatDateTime(r.lastSmsAt)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—',
              },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}
