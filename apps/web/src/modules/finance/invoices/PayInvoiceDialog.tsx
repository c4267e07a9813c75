import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Form, Input } from 'antd';
import { INVOICE_MESSAGES, payInvoiceInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useInvoiceWrites, type InvoiceRow } from './api';
import { PaymentMethodFields, cardChecks, methodFieldsOnly } from '../shared/PaymentMethodFields';
import { DateItem } from '../shared/DateItem';
import { amountCents, formatMoney, newIdempotencyKey, todayIso, typedCents } from './invoiceRules';

/**
 * Pays an invoice: the amount (what is owed by default, never more: the rest would need keeping as credit,
 * which this dialog does not offer), CARD (number, expiry, CVC and name, checked here and on the server by
 * contracts' cards.ts; the server has the gateway tokenize it and keeps its last four digits only) or OTHER
 * (a cheque or a wire with its reference) and the day the money came. One Idempotency-Key per opening: a
 * double click or a retry of the same payment answers the first payment instead of making a second.
 */
export function PayInvoiceDialog({
  studentId,
  invoice,
  selfService = false,
  onClose,
}: {
  studentId: number;
  invoice: InvoiceRow | null;
  /** the student paying her own invoice: by card, today (contracts' SELF_SERVICE_PAYMENT_MESSAGES) */
  selfService?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pay } = useInvoiceWrites(studentId);
  // a new key each time the dialog opens on an invoice; the same for every submit while it stays open
  const key = useMemo(() => (invoice ? newIdempotencyKey() : ''), [invoice]);
  const owedCents = amountCents(invoice?.due) ?? 0;
  const f = useFormDialog(payInvoiceInput, {
    open: invoice !== null,
    onClose,
    source: invoice,
    values: () => ({ amount: invoice?.due ?? '', method: 'CARD', paidOn: todayIso() }),
    // only the chosen method's fields go: a card's token, or a cheque's or wire's kind and reference; the
    // student's own card payment is dated by the server (the day she pays)
    toInput: (v) => {
      const body = methodFieldsOnly(v);
      return selfService ? { ...body, method: 'CARD' as const, paidOn: null } : body;
    },
    also: {
      amount: (v) => {
        const cents = typedCents(v.amount);
        return cents !== null && cents > owedCents ? INVOICE_MESSAGES.overpay(formatMoney(invoice?.due)) : null;
      },
      ...cardChecks,
    },
    save: (body) => pay.mutateAsync({ invoiceId: invoice!.id, body, key }),
    toasts: {
      ok: t('Payment Recorded Successfully', { ns: 'titles' }),
      failed: t('Failed to record the payment. Try again!', { ns: 'titles' }),
    },
  });
  const method = Form.useWatch('method', f.form) as string | undefined;
  return (
    <FormModal
      {...f.shell}
      title={t('Pay invoice {{id}}', { ns: 'titles', id: invoice?.id ?? '' })}
      okText={selfService ? t('Pay now', { ns: 'titles' }) : t('Record payment', { ns: 'titles' })}
    >
      {invoice && (
        <Descriptions
          size="small"
          column={2}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'title', label: t('Title', { ns: 'titles' }), children: invoice.title, span: 2 },
            { key: 'amount', label: t('Amount', { ns: 'titles' }), children: formatMoney(invoice.amount) },
            { key: 'due', label: t('Balance', { ns: 'titles' }), children: formatMoney(invoice.due) },
          ]}
        />
      )}
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required={f.required('amount')}>
        <Input id="amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <PaymentMethodFields method={method} hideMethod={selfService} />
      {!selfService && (
        <DateItem
          id="paidOn"
          name="paidOn"
          label={t('Payment date', { ns: 'titles' })}
          required={f.required('paidOn')}
        />
      )}
    </FormModal>
  );
}
