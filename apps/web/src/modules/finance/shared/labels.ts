import type { TFunction } from 'i18next';
import { OTHER_PAYMENT_KINDS, PAYMENT_METHODS } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';

/** The contracts' labels of a payment's method and kind, translated where they show. */
export const methodText = (method: string) =>
  translateTitle(PAYMENT_METHODS.find((o) => o.value === method)?.label ?? method);
export const kindText = (kind: string | null) => {
  const o = OTHER_PAYMENT_KINDS.find((k) => k.value === kind);
  return o ? translateTitle(o.label) : '';
};
export const paymentStatusText = (t: TFunction, status: string) =>
  status === 'posted' ? t('Posted', { ns: 'titles' }) : t('Cancelled', { ns: 'titles' });
