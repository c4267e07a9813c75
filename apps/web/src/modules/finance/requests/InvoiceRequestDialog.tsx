import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select, Typography } from 'antd';
import { INVOICE_TYPES, invoiceRequestInvoiceInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { newIdempotencyKey, todayIso } from '../shared/money';
import { useInvoiceRequestWrites, type InvoiceRequestRow } from './api';

/** Invoices a request: the invoice's type, title, amount, semester and due date; its item the requested fee head. */
export function InvoiceRequestDialog({ request, onClose }: { request: InvoiceRequestRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const open = request !== null;
  const { invoice } = useInvoiceRequestWrites();
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const f = useFormDialog(invoiceRequestInvoiceInput, {
    open,
    onClose,
    source: request,
    values: () => ({ title: request?.feeHead, dueDate: todayIso() }),
    save: (body) => invoice.mutateAsync({ requestId: request!.id, body, key }),
    toasts: {
      ok: t('Invoice Created Successfully', { ns: 'titles' }),
      failed: t('Failed to create the invoice. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Invoice request {{id}}', { ns: 'titles', id: request?.id ?? '' })}
      okText={t('Create invoice', { ns: 'titles' })}
    >
      <Typography.Paragraph type="secondary">
        {t('{{name}} asked to be invoiced for {{head}}.', {
          ns: 'titles',
          name: request?.studentName ?? '',
          head: request?.feeHead ?? '',
        })}
      </Typography.Paragraph>
      <Form.Item name="type" label={t('Invoice type', { ns: 'titles' })} required={f.required('type')}>
        <Select
          id="type"
          showSearch
          optionFilterProp="label"
          options={INVOICE_TYPES.map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
          placeholder={t('Choose an invoice type', { ns: 'titles' })}
        />
      </Form.Item>
      <Form.Item name="title" label={t('Title', { ns: 'titles' })} required={f.required('title')}>
        <Input id="title" maxLength={200} />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="amount" inputMode="decimal" prefix="$" />
      </Form.Item>
      <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })}>
        <LookupSelect id="semesterId" table="semester" />
      </Form.Item>
      <DateItem id="dueDate" name="dueDate" label={t('Due date', { ns: 'titles' })} required={f.required('dueDate')} />
    </FormModal>
  );
}
