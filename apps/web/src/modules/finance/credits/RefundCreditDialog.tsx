import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditAmounts } from './CreditAmounts';
import { Form, Input, Radio } from 'antd';
import { refundCreditInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { newIdempotencyKey, todayIso } from '../shared/money';
import { useCreditWrites, useRefundTypes, type CreditRow } from './api';
import { refundAmountError } from './creditRules';

/**
 * Pays part of what a credit holds back to the student: the amount (at most what is left), the refund
 * type of listRefundTypes (Cheque, directDeposit, Other), its cheque or transfer reference, the day and a
 * note. The server's field errors show on their fields. One Idempotency-Key per opening: a double click or
 * a retry never refunds twice.
 */
export function RefundCreditDialog({
  studentId,
  credit,
  onClose,
}: {
  studentId: number;
  credit: CreditRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { refund } = useCreditWrites(studentId);
  const key = useMemo(() => (credit ? newIdempotencyKey() : ''), [credit]);
  const types = useRefundTypes(credit !== null);
  const f = useFormDialog(refundCreditInput, {
    open: credit !== null,
    onClose,
    source: credit,
    values: () => ({ amount: credit?.left ?? '', refundType: null, reference: '', refundedOn: todayIso(), note: '' }),
    also: { amount: (v) => (credit ? refundAmountError(v.amount, credit.left) : null) },
    save: (body) => refund.mutateAsync({ creditId: credit!.id, body, key }),
    toasts: {
      ok: t('Credit Refunded Successfully', { ns: 'titles' }),
      failed: t('Failed to refund the credit. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Refund credit {{id}}', { ns: 'titles', id: credit?.id ?? '' })}
      okText={t('Refund', { ns: 'titles' })}
    >
      {credit && <CreditAmounts credit={credit} />}
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="refund-amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <Form.Item name="refundType" label={t('Refund type', { ns: 'titles' })} required={f.required('refundType')}>
        <Radio.Group
          id="refundType"
          options={(types.data?.items ?? []).map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
        />
      </Form.Item>
      <Form.Item name="reference" label={t('Reference number', { ns: 'titles' })}>
        <Input id="refund-reference" maxLength={100} autoComplete="off" />
      </Form.Item>
      <DateItem id="refundedOn" name="refundedOn" label={t('Refund date', { ns: 'titles' })} />
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="refund-note" rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
