import { useEffect } from 'react';
import { Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import {
  ALERT_FREQUENCIES,
  ALERT_PLACEHOLDERS,
  ALERT_TIME_ZONE,
  ALERT_TOASTS,
  DAYS_OF_WEEK,
  alertRuleInput,
  type AlertRule,
} from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useAlertSources, useCreateAlert, useUpdateAlert } from '../api';
import { EmailTags, RecipientSelect } from './RecipientSelect';

interface Props {
  open: boolean;
  alert: AlertRule | null;
  onClose: () => void;
}
const DAYS_OF_MONTH = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** Add or edit an alert rule: when it runs, who gets it, which template and which content. */
export function AlertFormDrawer({ open, alert, onClose }: Props) {
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const sources = useAlertSources();
  const f = useZodForm(alertRuleInput);
  const { reset, form } = f;
  const kind = Form.useWatch('kind', form) as AlertRule['kind'] | undefined;
  const frequency = Form.useWatch('frequency', form) as string | undefined;
  const templateId = Form.useWatch('templateId', form) as number | undefined;
  const source = Form.useWatch('source', form) as string | undefined;

  useEffect(() => {
    if (!open) return;
    reset(
      alert
        ? {
            name: alert.name,
            kind: alert.kind,
            frequency: alert.frequency ?? undefined,
            dayOfWeek: alert.dayOfWeek ?? undefined,
            dayOfMonth: alert.dayOfMonth ?? undefined,
            time: alert.time ?? undefined,
            recipientUserIds: alert.recipientUserIds,
            recipientEmails: alert.recipientEmails,
            templateId: alert.templateId ?? undefined,
            source: alert.source,
            active: alert.active,
          }
        : {
            kind: 'scheduled',
            frequency: 'Daily',
            time: '07:00',
            recipientUserIds: [],
            recipientEmails: [],
            source: 'none',
            active: true,
          },
    );
    // keyed on the id: a refetch of the same alert must not wipe what was typed
  }, [open, alert?.id, reset]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => (alert ? update.mutateAsync({ id: alert.id, body: data }) : create.mutateAsync(data)), {
      ok: ALERT_TOASTS.saved,
      failed: ALERT_TOASTS.saveFailed,
    });
    onClose();
  });

  const scheduled = kind !== 'onDemand';
  return (
    <FormDrawer
      open={open}
      title={alert ? `Edit alert ${alert.name}` : 'Add alert'}
      okText={alert ? 'Save' : 'Add alert'}
      onClose={onClose}
      width={640}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      <Form.Item name="name" label="Name" required={f.required('name')}>
        <Input name="name" />
      </Form.Item>
      <Form.Item name="kind" label="Runs" required>
        <Radio.Group
          options={[
            { value: 'scheduled', label: 'On a schedule' },
            { value: 'onDemand', label: 'On demand' },
          ]}
        />
      </Form.Item>
      {/* hidden rather than left out, so that the fields keep their order for "focus the first error" */}
      <Row gutter={16}>
        <Col xs={24} sm={12} hidden={!scheduled}>
          <Form.Item name="frequency" label="Frequency" required hidden={!scheduled}>
            <Select options={ALERT_FREQUENCIES.map((v) => ({ value: v, label: v }))} placeholder="Choose" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} hidden={!scheduled}>
          <Form.Item name="time" label={`Time (${ALERT_TIME_ZONE})`} required hidden={!scheduled}>
            <Input name="time" type="time" step={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} hidden={!scheduled || frequency !== 'Weekly'}>
          <Form.Item name="dayOfWeek" label="Day of the week" required hidden={!scheduled || frequency !== 'Weekly'}>
            <Select options={DAYS_OF_WEEK} placeholder="Choose a day" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} hidden={!scheduled || frequency !== 'Monthly'}>
          <Form.Item
            name="dayOfMonth"
            label="Day of the month"
            required
            extra="1 to 28, so that every month has it"
            hidden={!scheduled || frequency !== 'Monthly'}
          >
            <Select options={DAYS_OF_MONTH} placeholder="Choose a day" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="recipientUserIds"
        label="Recipients (users)"
        required
        extra="Active users get it at their account's email; add at least one user or address."
      >
        <RecipientSelect known={alert?.recipientUsers} aria-label="Recipients (users)" />
      </Form.Item>
      <Form.Item name="recipientEmails" label="Other email addresses">
        <EmailTags aria-label="Other email addresses" />
      </Form.Item>
      <Form.Item
        name="templateId"
        label="Email template"
        required
        extra={
          <>
            From the Email Templates control table (Used For: Alert). Placeholders:{' '}
            {ALERT_PLACEHOLDERS.map((p) => (
              <Typography.Text key={p} code>{`{{${p}}}`}</Typography.Text>
            ))}
          </>
        }
      >
        <LookupSelect
          table="email-template"
          filter={{ module: 'alert' }}
          currentLabel={templateId === alert?.templateId ? alert?.templateName : undefined}
          aria-label="Email template"
          placeholder="Choose a template"
        />
      </Form.Item>
      <Form.Item
        name="source"
        label="Content"
        required
        extra={sources.data?.items.find((s) => s.key === source)?.description}
      >
        <Select
          options={(sources.data?.items ?? []).map((s) => ({ value: s.key, label: s.label }))}
          loading={sources.isPending}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
