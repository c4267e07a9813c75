import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { noInvoiceCreatedOnInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { useExtraWrites, type DirectPaymentRow } from './api';

/** Corrects the day a payment with no invoice counts from (updateNoInvoiceCreatedOn), with a reason. */
export function CreatedOnDialog({
  studentId,
  payment,
  onClose,
}: {
  studentId: number;
  payment: DirectPaymentRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { createdOn } = useExtraWrites(studentId);
  const f = useFormDialog(noInvoiceCreatedOnInput, {
    open: payment !== null,
    onClose,
    source: payment,
    values: () => ({ createdOn: payment?.createdOn }),
    save: (body) => createdOn.mutateAsync({ paymentId: payment!.id, body }),
    toasts: {
      ok: t('Created-on date changed', { ns: 'titles' }),
      failed: t('Failed to save. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={t('Change created-on date', { ns: 'titles' })}>
      <DateItem id="createdOn" name="createdOn" label={t('Created on', { ns: 'titles' })} required />
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required>
        <Input.TextArea id="reason" maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
