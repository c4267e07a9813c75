import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { directPaymentInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { PaymentMethodFields, cardChecks, methodFieldsOnly } from '../shared/PaymentMethodFields';
import { DateItem } from '../shared/DateItem';
import { newIdempotencyKey, todayIso } from '../invoices/invoiceRules';
import { useDirectPaymentOptions, useExtraWrites } from './api';

/** The credit account's choice in the item list (a Select needs a value; the server's is null). */
const CREDIT = 'credit';

/**
 * A payment with no invoice (directPayment): for a fee head, or kept as the student's credit; CARD (its details,
 * tokenized by the gateway on the server) or OTHER (cheque or wire with its reference). One Idempotency-Key per opening.
 */
export function DirectPaymentDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { directPay } = useExtraWrites(studentId);
  const options = useDirectPaymentOptions(studentId, open);
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const f = useFormDialog(directPaymentInput, {
    open,
    onClose,
    values: () => ({ method: 'CARD', paidOn: todayIso() }),
    toInput: (v) => {
      const body = { ...v, feeHeadId: v.feeHeadId === CREDIT ? null : v.feeHeadId };
      return methodFieldsOnly(body, { cardReference: true });
    },
    also: cardChecks,
    save: (body) => directPay.mutateAsync({ body, key }),
    toasts: {
      ok: t('Direct payment recorded', { ns: 'titles' }),
      failed: t('Failed to record the payment. Try again!', { ns: 'titles' }),
    },
  });
  const method = Form.useWatch('method', f.form) as string | undefined;
  return (
    <FormModal
      {...f.shell}
      title={t('Direct payment', { ns: 'titles' })}
      okText={t('Record payment', { ns: 'titles' })}
    >
      <Form.Item name="feeHeadId" label={t('Item', { ns: 'titles' })} required>
        <Select
          id="feeHeadId"
          showSearch={{ optionFilterProp: 'label' }}
          loading={options.isLoading}
          options={(options.data?.items ?? []).map((o) => ({
            value: o.feeHeadId ?? CREDIT,
            label: o.feeHeadId == null ? t("Credit on the student's account", { ns: 'titles' }) : o.label,
          }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <PaymentMethodFields method={method} cardReference />
      <DateItem id="paidOn" name="paidOn" label={t('Payment date', { ns: 'titles' })} required={f.required('paidOn')} />
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="note" maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
