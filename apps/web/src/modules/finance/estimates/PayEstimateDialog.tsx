import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input } from 'antd';
import { ESTIMATE_MESSAGES, payEstimateInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { PaymentMethodFields, cardChecks, methodFieldsOnly } from '../shared/PaymentMethodFields';
import { amountCents, formatMoney, newIdempotencyKey, todayIso, typedCents } from '../shared/money';
import { useEstimateWrites, type EstimateRow } from './api';

/** What is paid: an estimate (at most what is left on it), or a seat deposit. */
export type PayTarget = { kind: 'estimate'; estimate: EstimateRow } | { kind: 'seatDeposit' };

/**
 * Pays an estimate or records a seat deposit: the amount, CARD (its details, tokenized by the gateway on the server) or OTHER (cheque or
 * wire with its reference), the day. What is paid is held as the student's credit. One Idempotency-Key per
 * opening: a double click or a retry answers the first payment instead of making a second.
 */
export function PayEstimateDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: PayTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useEstimateWrites(studentId);
  const key = useMemo(() => (target ? newIdempotencyKey() : ''), [target]);
  const estimate = target?.kind === 'estimate' ? target.estimate : null;
  const leftCents = amountCents(estimate?.due) ?? 0;
  const f = useFormDialog(payEstimateInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () => ({ amount: estimate?.due ?? '', method: 'CARD', paidOn: todayIso() }),
    toInput: (v) => methodFieldsOnly(v),
    also: {
      ...cardChecks,
      amount: (v) => {
        const cents = typedCents(v.amount);
        return estimate && cents !== null && cents > leftCents
          ? ESTIMATE_MESSAGES.overpay(formatMoney(estimate.due))
          : null;
      },
    },
    save: async (body): Promise<unknown> =>
      estimate
        ? writes.pay.mutateAsync({ estimateId: estimate.id, body, key })
        : writes.seatDeposit.mutateAsync({ body, key }),
    toasts: estimate
      ? {
          ok: t('Estimate paid successfully', { ns: 'titles' }),
          failed: t('Failed to record the payment. Try again!', { ns: 'titles' }),
        }
      : {
          ok: t('Seat deposit recorded successfully', { ns: 'titles' }),
          failed: t('Failed to record the seat deposit. Try again!', { ns: 'titles' }),
        },
  });
  const method = Form.useWatch('method', f.form) as string | undefined;
  return (
    <FormModal
      {...f.shell}
      title={
        estimate
          ? t('Pay estimate {{id}}', { ns: 'titles', id: estimate.id })
          : t('Record seat deposit', { ns: 'titles' })
      }
      okText={t('Record payment', { ns: 'titles' })}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("What is paid is held as the student's credit, to be applied to invoices.", { ns: 'titles' })}
      />
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <PaymentMethodFields method={method} />
      <DateItem id="paidOn" name="paidOn" label={t('Payment date', { ns: 'titles' })} />
    </FormModal>
  );
}
