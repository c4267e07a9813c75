import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { formatDate, invoiceDueDateInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useInvoiceWrites, type InvoiceRow } from './api';
import { DateItem } from '../shared/DateItem';

/** Changes an invoice's due date (not before its invoice date: the server says so on the field). */
export function DueDateDialog({
  studentId,
  invoice,
  onClose,
}: {
  studentId: number;
  invoice: InvoiceRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { dueDate } = useInvoiceWrites(studentId);
  const f = useFormDialog(invoiceDueDateInput, {
    open: invoice !== null,
    onClose,
    source: invoice,
    values: () => ({ dueDate: invoice?.dueDate.slice(0, 10) }),
    save: (body) => dueDate.mutateAsync({ invoiceId: invoice!.id, dueDate: body.dueDate }),
    toasts: {
      ok: t('Due Date Updated Successfully', { ns: 'titles' }),
      failed: t('Failed to update the due date. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Change the due date of invoice {{id}}', { ns: 'titles', id: invoice?.id ?? '' })}
      okText={t('action.save')}
    >
      {invoice && (
        <Typography.Paragraph type="secondary">
          {t('Invoice date: {{date}}. The due date cannot be before it.', {
            ns: 'titles',
            date: formatDate(invoice.invoiceDate),
          })}
        </Typography.Paragraph>
      )}
      <DateItem id="dueDate" name="dueDate" label={t('Due date', { ns: 'titles' })} required={f.required('dueDate')} />
    </FormModal>
  );
}
