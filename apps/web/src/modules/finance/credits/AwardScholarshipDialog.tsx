import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { awardScholarshipInput, formatDate } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { choiceLabel, useLookup } from '../../../components/useLookup';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { formatMoney, newIdempotencyKey, todayIso } from '../shared/money';
import { useCreditWrites, useOpenInvoices } from './api';
import { payableInvoices } from './creditRules';

/**
 * Awards a scholarship of the scholarship table (its amount proposed, the bursar may change it), created on
 * a day, applied at once to an open invoice when one is chosen (up to what it owes; the rest is held as
 * credit). One Idempotency-Key per opening.
 */
export function AwardScholarshipDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { award } = useCreditWrites(studentId);
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const scholarships = useLookup(open ? 'scholarship' : null);
  const invoices = useOpenInvoices(studentId, open);
  const f = useFormDialog(awardScholarshipInput, {
    open,
    onClose,
    values: () => ({ scholarshipId: null, amount: '', createdOn: todayIso(), invoiceId: null, note: '' }),
    save: (body) => award.mutateAsync({ body, key }),
    toasts: {
      ok: t('Scholarship Awarded Successfully', { ns: 'titles' }),
      failed: t('Failed to award the scholarship. Try again!', { ns: 'titles' }),
    },
  });
  const items = scholarships.data?.items ?? [];
  const payable = payableInvoices(invoices.data?.items ?? []);
  return (
    <FormModal
      {...f.shell}
      title={t('Award scholarship', { ns: 'titles' })}
      okText={t('Award scholarship', { ns: 'titles' })}
    >
      <Form.Item name="scholarshipId" label={t('Scholarship', { ns: 'titles' })} required={f.required('scholarshipId')}>
        <Select
          id="scholarshipId"
          loading={scholarships.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={items.map((i) => ({ value: i.value, label: choiceLabel(i), disabled: !i.active }))}
          onChange={(v: number) => {
            // the table's amount as a start
            const amount = items.find((i) => i.value === v)?.amount;
            if (typeof amount === 'string' && !f.form.getFieldValue('amount')) f.form.setFieldValue('amount', amount);
          }}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="scholarship-amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <DateItem id="scholarship-createdOn" name="createdOn" label={t('Created on', { ns: 'titles' })} />
      <Form.Item
        name="invoiceId"
        label={t('Apply to invoice', { ns: 'titles' })}
        extra={t('Optional: the rest is held as credit.', { ns: 'titles' })}
      >
        <Select
          id="scholarship-invoiceId"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={invoices.isPending}
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
        />
      </Form.Item>
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="scholarship-note" rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
