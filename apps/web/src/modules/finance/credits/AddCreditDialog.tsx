import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { addCreditInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { newIdempotencyKey, todayIso } from '../shared/money';
import { useCreditWrites } from './api';

/**
 * Adds a credit by hand: an amount and why (an adjustment the school holds for the student until it is
 * applied or refunded), the day it counts from and a reference. One Idempotency-Key per opening: a double
 * click or a retry never adds it twice.
 */
export function AddCreditDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { add } = useCreditWrites(studentId);
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const f = useFormDialog(addCreditInput, {
    open,
    onClose,
    values: () => ({ amount: '', reason: '', createdOn: todayIso(), reference: '' }),
    save: (body) => add.mutateAsync({ body, key }),
    toasts: {
      ok: t('Credit Added Successfully', { ns: 'titles' }),
      failed: t('Failed to add the credit. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={t('Add credit', { ns: 'titles' })} okText={t('Add credit', { ns: 'titles' })}>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="credit-amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required={f.required('reason')}>
        <Input.TextArea id="credit-reason" rows={3} maxLength={500} showCount />
      </Form.Item>
      <DateItem id="credit-createdOn" name="createdOn" label={t('Created on', { ns: 'titles' })} />
      <Form.Item name="reference" label={t('Reference number', { ns: 'titles' })}>
        <Input id="credit-reference" maxLength={100} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
