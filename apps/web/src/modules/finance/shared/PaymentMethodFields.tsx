import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Radio, Row } from 'antd';
import {
  CARD_MESSAGES,
  OTHER_PAYMENT_KINDS,
  PAYMENT_METHODS,
  cardCvcError,
  cardExpiryError,
  cardNumberError,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { methodText } from './labels';
import { todayIso } from './money';

type MethodValues = {
  method?: string | null;
  cardNumber?: unknown;
  cardExpiry?: unknown;
  cardCvc?: unknown;
  cardName?: unknown;
};

/** The card's rules of contracts (cards.ts), checked as each field is left (the server checks them again). */
export const cardChecks = {
  cardNumber: (v: MethodValues) => (v.method === 'CARD' ? cardNumberError(String(v.cardNumber ?? '')) : null),
  cardExpiry: (v: MethodValues) =>
    v.method === 'CARD' ? cardExpiryError(String(v.cardExpiry ?? ''), todayIso()) : null,
  cardCvc: (v: MethodValues) => (v.method === 'CARD' ? cardCvcError(String(v.cardCvc ?? '')) : null),
  cardName: (v: MethodValues) => (v.method === 'CARD' && !String(v.cardName ?? '').trim() ? CARD_MESSAGES.name : null),
};

/** Only the chosen method's fields go: a card's details, or a cheque's or wire's kind and reference. */
export function methodFieldsOnly<V extends object>(v: V, { cardReference = false } = {}) {
  const noCard = { cardToken: null, cardNumber: null, cardExpiry: null, cardCvc: null, cardName: null };
  if ((v as { method?: unknown }).method === 'OTHER') return { ...v, ...noCard };
  return cardReference
    ? { ...v, cardToken: null, otherKind: null }
    : { ...v, cardToken: null, otherKind: null, reference: null };
}

/**
 * How the money comes, in a payment dialog (an invoice's, an estimate's, a seat deposit): CARD (name, number,
 * expiry, CVC: the server has the gateway tokenize it and keeps its last four digits only) or OTHER (a cheque or
 * a wire with its reference). `method` is the form's watched value; `hideMethod` for the student paying by card.
 */
export function PaymentMethodFields({
  method,
  hideMethod = false,
  cardReference = false,
}: {
  method?: string;
  hideMethod?: boolean;
  /** a card payment may carry a reference of its own (optional), as a direct payment's does */
  cardReference?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="method" label={t('Payment method', { ns: 'titles' })} required hidden={hideMethod}>
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
          {cardReference && (
            <Form.Item name="reference" label={t('Reference number', { ns: 'titles' })}>
              <Input id="reference" maxLength={100} autoComplete="off" />
            </Form.Item>
          )}
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
    </>
  );
}
