import { useTranslation } from 'react-i18next';
import { Alert, Form, Input } from 'antd';
import { reasonInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';

export interface ReasonModalProps {
  open: boolean;
  /** what is asked about (the row): a new one while open starts the form again */
  source: unknown;
  title: string;
  okText: string;
  /** what the action does, shown above the reason */
  warning: string;
  /** sends the reason; the server's field errors land on it */
  save: (reason: string) => Promise<unknown>;
  toasts: { ok: string; failed: string };
  onClose: () => void;
}

/**
 * A money action that asks why first (a credit deleted, a payment rejected): the reason is kept with the
 * record and in the audit trail; the contracts' reasonInput checks it on both sides.
 */
export function ReasonModal({ open, source, title, okText, warning, save, toasts, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const f = useFormDialog(reasonInput, {
    open,
    onClose,
    source,
    values: () => ({ reason: '' }),
    save: (body) => save(body.reason),
    toasts,
  });
  return (
    <FormModal {...f.shell} title={title} okText={okText}>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={warning} />
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required={f.required('reason')}>
        <Input.TextArea id="reason" rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
