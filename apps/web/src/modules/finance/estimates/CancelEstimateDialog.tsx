import { useTranslation } from 'react-i18next';
import { Alert, Form, Input } from 'antd';
import { reasonInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useEstimateWrites, type EstimateRow } from './api';

/** Cancels an estimate after asking why; what was paid on it stays the student's credit. */
export function CancelEstimateDialog({
  studentId,
  estimate,
  onClose,
}: {
  studentId: number;
  estimate: EstimateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { cancel } = useEstimateWrites(studentId);
  const f = useFormDialog(reasonInput, {
    open: estimate !== null,
    onClose,
    source: estimate,
    values: () => ({ reason: '' }),
    save: (body) => cancel.mutateAsync({ estimateId: estimate!.id, body }),
    toasts: {
      ok: t('Estimate cancelled successfully', { ns: 'titles' }),
      failed: t('Failed to cancel the estimate. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Cancel estimate {{id}}?', { ns: 'titles', id: estimate?.id ?? '' })}
      okText={t('Cancel estimate', { ns: 'titles' })}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("What was paid on it stays the student's credit. This cannot be undone.", { ns: 'titles' })}
      />
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required={f.required('reason')}>
        <Input.TextArea id="cancel-reason" rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
