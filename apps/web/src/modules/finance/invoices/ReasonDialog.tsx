import { useTranslation } from 'react-i18next';
import { Alert, Form, Input } from 'antd';
import { reasonInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useInvoiceWrites, type InvoiceRow, type PaymentRow } from './api';
import { formatMoney } from './invoiceRules';

/** What is being cancelled: an invoice with nothing paid, or a payment (a reversal on the ledger). */
export type ReasonTarget = { kind: 'invoice'; invoice: InvoiceRow } | { kind: 'payment'; payment: PaymentRow };

/** Cancels an invoice or a payment after asking why (the reason is kept with it and in the audit trail). */
export function ReasonDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: ReasonTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useInvoiceWrites(studentId);
  const f = useFormDialog(reasonInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () => ({ reason: '' }),
    save: async (body) => {
      if (target?.kind === 'invoice') await writes.cancelInvoice.mutateAsync({ invoiceId: target.invoice.id, body });
      else if (target) await writes.cancelPayment.mutateAsync({ paymentId: target.payment.id, body });
    },
    toasts:
      target?.kind === 'invoice'
        ? {
            ok: t('Invoice Cancelled Successfully', { ns: 'titles' }),
            failed: t('Failed to cancel the invoice. Try again!', { ns: 'titles' }),
          }
        : {
            ok: t('Payment Cancelled Successfully', { ns: 'titles' }),
            failed: t('Failed to cancel the payment. Try again!', { ns: 'titles' }),
          },
  });
  const isInvoice = target?.kind === 'invoice';
  const title = !target
    ? ''
    : target.kind === 'invoice'
      ? t('Cancel invoice {{id}}?', { ns: 'titles', id: target.invoice.id })
      : t('Cancel payment {{id}} of {{amount}}?', {
          ns: 'titles',
          id: target.payment.id,
          amount: formatMoney(target.payment.amount),
        });
  return (
    <FormModal
      {...f.shell}
      title={title}
      okText={isInvoice ? t('Cancel invoice', { ns: 'titles' }) : t('Cancel payment', { ns: 'titles' })}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          isInvoice
            ? t('The invoice is reversed on the ledger and moves to the cancelled invoices. This cannot be undone.', {
                ns: 'titles',
              })
            : t(
                'This is a reversal: the ledger gets a counter-entry and the invoice owes again what the payment paid.',
                { ns: 'titles' },
              )
        }
      />
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required={f.required('reason')}>
        <Input.TextArea id="cancel-reason" rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
