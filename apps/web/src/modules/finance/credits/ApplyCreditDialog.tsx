import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditAmounts } from './CreditAmounts';
import { Form, Input, Select } from 'antd';
import { applyCreditInput, formatDate } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { formatMoney, newIdempotencyKey } from '../shared/money';
import { useCreditWrites, useOpenInvoices, type CreditRow } from './api';
import { applyAmountError, centsText, maxApplicableCents, payableInvoices } from './creditRules';

/**
 * Pays an open invoice of the student from what a credit or scholarship holds: the invoice chosen among
 * those that owe something, the amount at most what is left on the credit and what the invoice owes
 * (proposed as the smaller of the two; the server refuses more with the same message). One
 * Idempotency-Key per opening: a double click or a retry never pays twice.
 */
export function ApplyCreditDialog({
  studentId,
  credit,
  onClose,
}: {
  studentId: number;
  credit: CreditRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { apply } = useCreditWrites(studentId);
  const key = useMemo(() => (credit ? newIdempotencyKey() : ''), [credit]);
  const invoices = useOpenInvoices(studentId, credit !== null);
  const payable = payableInvoices(invoices.data?.items ?? []);
  const owedOf = (invoiceId: unknown) => payable.find((i) => i.id === invoiceId)?.due ?? null;
  const f = useFormDialog(applyCreditInput, {
    open: credit !== null,
    onClose,
    source: credit,
    values: () => ({ invoiceId: null, amount: '' }),
    also: { amount: (v) => (credit ? applyAmountError(v.amount, credit.left, owedOf(v.invoiceId)) : null) },
    save: (body) => apply.mutateAsync({ creditId: credit!.id, body, key }),
    toasts: {
      ok: t('Credit Applied Successfully', { ns: 'titles' }),
      failed: t('Failed to apply the credit. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Apply credit {{id}} to an invoice', { ns: 'titles', id: credit?.id ?? '' })}
      okText={t('Apply', { ns: 'titles' })}
    >
      {credit && <CreditAmounts credit={credit} />}
      <Form.Item name="invoiceId" label={t('Invoice', { ns: 'titles' })} required={f.required('invoiceId')}>
        <Select
          id="apply-invoiceId"
          showSearch={{ optionFilterProp: 'label' }}
          loading={invoices.isPending}
          notFoundContent={invoices.isPending ? undefined : t('No open invoices', { ns: 'titles' })}
          options={payable.map((i) => ({
            value: i.id,
            label: t('#{{id}} {{title}}: {{due}} owed, due {{date}}', {
              ns: 'titles',
              id: i.id,
              title: i.title,
              due: formatMoney(i.due),
              date: formatDate(i.dueDate),
            }),
          }))}
          onChange={(id: number) => {
            const owed = owedOf(id);
            if (credit && owed !== null)
              f.form.setFieldValue('amount', centsText(maxApplicableCents(credit.left, owed)));
          }}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="apply-amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
