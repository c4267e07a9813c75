import { useEffect } from 'react';
import { Descriptions, Form, Input, Switch } from 'antd';
import { ALERT_TIME_ZONE, ALERT_TOASTS, alertConfigInput, type AlertRule } from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useConfigureAlert } from '../api';
import { scheduleText } from './alertText';
import { EmailTags, RecipientSelect } from './RecipientSelect';

interface Props {
  open: boolean;
  alert: AlertRule | null;
  onClose: () => void;
}

/** HR's change to an alert: who gets it, at what time (scheduled alerts) and whether it is on. */
export function AlertConfigDrawer({ open, alert, onClose }: Props) {
  const configure = useConfigureAlert();
  const f = useZodForm(alertConfigInput);
  const { reset } = f;

  useEffect(() => {
    if (!open || !alert) return;
    reset({
      recipientUserIds: alert.recipientUserIds,
      recipientEmails: alert.recipientEmails,
      time: alert.time ?? undefined,
      active: alert.active,
    });
    // keyed on the id: a refetch of the same alert must not wipe what was typed
  }, [open, alert?.id, reset]);

  const onSubmit = f.submit(async (data) => {
    if (!alert) return;
    await saveWithToasts(() => configure.mutateAsync({ id: alert.id, body: data }), {
      ok: ALERT_TOASTS.saved,
      failed: ALERT_TOASTS.saveFailed,
    });
    onClose();
  });

  return (
    <FormDrawer
      open={open}
      title={alert ? `Configure ${alert.name}` : 'Configure alert'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      {alert && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'schedule', label: 'Runs', children: scheduleText(alert) },
            { key: 'template', label: 'Template', children: alert.templateName ?? '—' },
            { key: 'content', label: 'Content', children: alert.sourceLabel },
          ]}
        />
      )}
      {alert?.kind === 'scheduled' && (
        <Form.Item name="time" label={`Time (${ALERT_TIME_ZONE})`} required>
          <Input name="time" type="time" step={60} />
        </Form.Item>
      )}
      <Form.Item name="recipientUserIds" label="Recipients (users)" required extra="Add at least one user or address.">
        <RecipientSelect known={alert?.recipientUsers} aria-label="Recipients (users)" />
      </Form.Item>
      <Form.Item name="recipientEmails" label="Other email addresses">
        <EmailTags aria-label="Other email addresses" />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
