import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { PAYMENT_METHODS, PAYMENT_VERIFICATIONS } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { IconAction } from '../../../components/RowActions';
import { paymentStatusText } from '../shared/labels';
import { ACCOUNTING_PAYMENT_PATHS, type AccountingPaymentRow } from './api';
import { accountingColumns, paymentHref, statusColumn } from './columns';
import { usePaymentFilters } from './PaymentFilters';

const ReferenceDialog = lazyOnOpen(
  () => import('./ReferenceDialog').then((m) => m.ReferenceDialog),
  (p) => p.payment !== null,
);

const PAYMENTS = '/accounting/payments/list';

/**
 * /accounting/payments/list: every payment of every student, newest first, filtered by the days paid, the
 * method, the status, the verification and the student; the total under the list, and the filtered list
 * to Excel. Each row opens the student's payments; a user with the edit right corrects a reference number.
 */
export default function PaymentsListPage() {
  const { t } = useTranslation();
  const rights = useRights(PAYMENTS);
  const filters = usePaymentFilters();
  const [editing, setEditing] = useState<AccountingPaymentRow | null>(null);

  const columns = useMemo<ColumnsType<AccountingPaymentRow>>(
    () => [
      ...accountingColumns(t),
      statusColumn(t),
      { key: 'cancelReason', dataIndex: 'cancelReason', title: t('Reason', { ns: 'titles' }) },
      ...(rights.edit
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, p: AccountingPaymentRow) =>
                p.method === 'OTHER' ? (
                  <IconAction
                    title={t('Change reference', { ns: 'titles' })}
                    label={t('Change the reference of payment {{id}}', { ns: 'titles', id: p.id })}
                    icon={<EditOutlined />}
                    onClick={() => setEditing(p)}
                  />
                ) : null,
            },
          ]
        : []),
    ],
    [t, rights.edit],
  );

  return (
    <Page title="Payments" subtitle="Every payment of every student">
      <DataTable<AccountingPaymentRow>
        path={ACCOUNTING_PAYMENT_PATHS.payments}
        columns={columns}
        rowKey="id"
        rowHref={paymentHref}
        label={t('All payments', { ns: 'titles' })}
        search={false}
        params={filters.params}
        filterBar={filters.bar}
        filterBarActive={filters.active}
        pinnedColumns={['studentName', 'reference', 'amount', 'paidOn', 'verification', 'status']}
        filters={[
          {
            name: 'method',
            label: t('Method', { ns: 'titles' }),
            options: PAYMENT_METHODS.map((m) => ({ value: m.value, label: translateTitle(m.label) })),
          },
          {
            name: 'status',
            label: t('Status', { ns: 'titles' }),
            options: (['posted', 'cancelled'] as const).map((s) => ({ value: s, label: paymentStatusText(t, s) })),
          },
          {
            name: 'verification',
            label: t('Verification', { ns: 'titles' }),
            options: PAYMENT_VERIFICATIONS.map((v) => ({ value: v.value, label: translateTitle(v.label) })),
          },
        ]}
        emptyText={t('No payments match', { ns: 'titles' })}
        itemName={[t('payment', { ns: 'titles' }), t('payments', { ns: 'titles' })]}
        exportAs="payments"
      />
      <ReferenceDialog payment={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
