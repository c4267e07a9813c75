import { useTranslation } from 'react-i18next';
import { Descriptions } from 'antd';
import { formatMoney } from '../shared/money';
import type { CreditRow } from './api';

/** What a credit came to and what is left of it: the facts above the apply and refund dialogs' fields. */
export function CreditAmounts({ credit }: { credit: Pick<CreditRow, 'amount' | 'left'> }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'amount', label: t('Amount', { ns: 'titles' }), children: formatMoney(credit.amount) },
        { key: 'left', label: t('Remaining', { ns: 'titles' }), children: formatMoney(credit.left) },
      ]}
    />
  );
}
