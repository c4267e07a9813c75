import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { paymentReferenceInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useAccountingPaymentWrites, type AccountingPaymentRow } from './api';

/** Corrects a payment's reference number (a cheque or wire number); the audit keeps the old one. */
export function ReferenceDialog({ payment, onClose }: { payment: AccountingPaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { reference } = useAccountingPaymentWrites();
  const f = useFormDialog(paymentReferenceInput, {
    open: payment !== null,
    onClose,
    source: payment,
    values: () => ({ reference: payment?.reference ?? '' }),
    save: (body) => reference.mutateAsync({ paymentId: payment!.id, reference: body.reference }),
    toasts: {
      ok: t('Reference Number Updated Successfully', { ns: 'titles' }),
      failed: t('Failed to update the reference number. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Change the reference of payment {{id}}', { ns: 'titles', id: payment?.id ?? '' })}
      okText={t('action.save')}
    >
      <Form.Item name="reference" label={t('Reference number', { ns: 'titles' })} required={f.required('reference')}>
        <Input id="payment-reference" maxLength={100} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
