import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Form } from 'antd';
import { rotationPayNowInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call } from '../../../app/client';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { formatMoney, newIdempotencyKey } from '../invoices/invoiceRules';
import { PaymentMethodFields, cardChecks, methodFieldsOnly } from '../shared/PaymentMethodFields';

/**
 * Pays a rotation's weeks now (finance's rotationPayNow): its open clinical invoice, or an invoice of the weeks
 * not yet invoiced made first. The student by card (the server refuses her anything else); the office by card,
 * cheque or wire. One Idempotency-Key per opening: a double click answers the first payment.
 */
export function RotationPayDialog({
  studentId,
  rotationId,
  payable,
  label,
  open,
  selfService,
  onClose,
}: {
  studentId: number;
  rotationId: number;
  /** what it charges (the weeks-paid answer's `payable`) */
  payable: string;
  /** the rotation, as the dialog names it */
  label: string;
  open: boolean;
  selfService: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const pay = useApiMutation(
    (body: Parameters<typeof rotationPayNowInput.parse>[0]) =>
      call('post', '/api/students/{studentId}/rotations/{rotationId}/pay-now', {
        path: { studentId, rotationId },
        header: { 'idempotency-key': key },
        body: body as never,
      }),
    {
      invalidate: [
        apiUrl('/api/students/{studentId}/rotations/{rotationId}/weeks-paid', { studentId, rotationId }),
        '/api/students/',
      ],
      errorToast: false,
    },
  );
  const f = useFormDialog(rotationPayNowInput, {
    open,
    onClose,
    source: open ? rotationId : null,
    values: () => ({ method: 'CARD' }),
    toInput: (v) => {
      const body = methodFieldsOnly(v);
      return selfService ? { ...body, method: 'CARD' as const } : body;
    },
    also: { ...cardChecks },
    save: (body) => pay.mutateAsync(body),
    toasts: {
      ok: t('Payment Recorded Successfully', { ns: 'titles' }),
      failed: t('Failed to record the payment. Try again!', { ns: 'titles' }),
    },
  });
  const method = Form.useWatch('method', f.form) as string | undefined;
  return (
    <FormModal
      {...f.shell}
      title={t('Pay the rotation’s weeks', { ns: 'titles' })}
      okText={t('Pay now', { ns: 'titles' })}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'rotation', label: t('Rotation', { ns: 'titles' }), children: label },
          { key: 'amount', label: t('Amount', { ns: 'titles' }), children: formatMoney(payable) },
        ]}
      />
      <PaymentMethodFields method={method} hideMethod={selfService} />
    </FormModal>
  );
}
