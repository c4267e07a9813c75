import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { invoiceRequestInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { call } from '../../../app/client';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useRequestHeads } from './api';

/** The student asks to be invoiced for a fee head (the accounting office's invoice requests list shows it). */
export function RequestInvoiceDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const heads = useRequestHeads();
  const request = useApiMutation(
    (body: { feeHeadId: number; notes?: string | null }) =>
      call('post', '/api/students/{studentId}/invoice-requests', { path: { studentId }, body }),
    { invalidate: [`/api/students/${studentId}/invoice-requests`], errorToast: false },
  );
  const f = useFormDialog(invoiceRequestInput, {
    open,
    onClose,
    save: (body) => request.mutateAsync(body),
    toasts: {
      ok: t('Invoice Requested Successfully', { ns: 'titles' }),
      failed: t('Failed to update the request, please try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={t('Request an invoice', { ns: 'titles' })} okText={t('Request', { ns: 'titles' })}>
      <Form.Item name="feeHeadId" label={t('Fee head', { ns: 'titles' })} required={f.required('feeHeadId')}>
        <Select
          id="feeHeadId"
          showSearch
          optionFilterProp="label"
          loading={heads.isLoading}
          options={heads.data?.items ?? []}
          placeholder={t('Choose a fee head', { ns: 'titles' })}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('Notes', { ns: 'titles' })}>
        <Input.TextArea id="notes" rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
