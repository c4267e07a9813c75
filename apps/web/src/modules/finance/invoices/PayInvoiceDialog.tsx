import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Descriptions, Form, Input, Radio, Row } from 'antd';
import {
  CARD_MESSAGES,
  INVOICE_MESSAGES,
  OTHER_PAYMENT_KINDS,
  PAYMENT_METHODS,
  cardCvcError,
  cardExpiryError,
  cardNumberError,
  payInvoiceInput,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useInvoiceWrites, type InvoiceRow } from './api';
import { methodText } from './columns';
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
      const noCard = { cardToken: null, cardNumber: null, cardExpiry: null, cardCvc: null, cardName: null };
      const body =
        v.method === 'OTHER' ? { ...v, ...noCard } : { ...v, cardToken: null, otherKind: null, reference: null };
      return selfService ? { ...body, method: 'CARD' as const, paidOn: null } : body;
    },
    also: {
      amount: (v) => {
        const cents = typedCents(v.amount);
        return cents !== null && cents > owedCents ? INVOICE_MESSAGES.overpay(formatMoney(invoice?.due)) : null;
      },
      // the card's rules of contracts, as the field is left (the server checks them again)
      cardNumber: (v) => (v.method === 'CARD' ? cardNumberError(String(v.cardNumber ?? '')) : null),
      cardExpiry: (v) => (v.method === 'CARD' ? cardExpiryError(String(v.cardExpiry ?? ''), todayIso()) : null),
      cardCvc: (v) => (v.method === 'CARD' ? cardCvcError(String(v.cardCvc ?? '')) : null),
      cardName: (v) => (v.method === 'CARD' && !String(v.cardName ?? '').trim() ? CARD_MESSAGES.name : null),
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
      <Form.Item
        name="method"
        label={t('Payment method', { ns: 'titles' })}
        required={f.required('method')}
        hidden={selfService}
      >
        <Radio.Group
          id="method"
          options={PAYMENT_METHODS.map((o) => ({ value: o.value, label: methodText(o.value) }))}
        />
      </Form.Item>
      {method === 'CARD' && (
        <>
          <Form.Item name="cardName" label={t('Name on the card', { ns: 'titles' })} required>
            <Input id="cardName" maxLength={40} autoComplete="cc-name" />
          </Form.Item>
          <Form.Item
            name="cardNumber"
            label={t('Card number', { ns: 'titles' })}
            extra={t('Sent to the payment gateway; only its last four digits are kept.', { ns: 'titles' })}
            required
          >
            <Input id="cardNumber" maxLength={23} inputMode="numeric" autoComplete="cc-number" />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="cardExpiry" label={t('Expiry (MM/YY)', { ns: 'titles' })} required>
                <Input id="cardExpiry" maxLength={7} placeholder={t('MM/YY', { ns: 'titles' })} autoComplete="cc-exp" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="cardCvc" label={t('Security code (CVC)', { ns: 'titles' })} required>
                <Input.Password
                  id="cardCvc"
                  maxLength={4}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  visibilityToggle={false}
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      {method === 'OTHER' && (
        <>
          <Form.Item name="otherKind" label={t('Cheque or wire', { ns: 'titles' })} required>
            <Radio.Group
              id="otherKind"
              options={OTHER_PAYMENT_KINDS.map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
            />
          </Form.Item>
          <Form.Item name="reference" label={t('Reference number', { ns: 'titles' })} required>
            <Input id="reference" maxLength={100} autoComplete="off" />
          </Form.Item>
        </>
      )}
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
