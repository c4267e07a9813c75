import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from 'antd';
import { CheckCircleOutlined, CheckOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { OTHER_PAYMENT_KINDS, PAYMENT_VERIFICATIONS } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { deleteWithToasts } from '../../../components/saveWithToasts';
import { formatMoney } from '../shared/money';
import { ACCOUNTING_PAYMENT_PATHS, useAccountingPaymentWrites, type AccountingPaymentRow } from './api';
import { accountingColumns, paymentHref } from './columns';
import { usePaymentFilters } from './PaymentFilters';
import { verificationActions } from './paymentRules';

const ReasonModal = lazyOnOpen(
  () => import('../shared/ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);

const QUEUE = '/accounting/unverified-notifications';

/**
 * /accounting/unverified-notifications: the cheques and wires of every student waiting for verification.
 * An accounting user verifies step 1, another verifies step 2 (the payment then leaves the queue and its
 * money moves from clearing to cash), or either rejects it with a reason (the payment is reversed and the
 * invoice owes again). Each row opens the student's payments.
 */
export default function UnverifiedPaymentsPage() {
  const { t } = useTranslation();
  const rights = useRights(QUEUE);
  const writes = useAccountingPaymentWrites();
  const filters = usePaymentFilters();
  const [rejecting, setRejecting] = useState<AccountingPaymentRow | null>(null);

  const columns = useMemo<ColumnsType<AccountingPaymentRow>>(() => {
    const step = (n: 1 | 2, p: AccountingPaymentRow) =>
      deleteWithToasts(() => (n === 1 ? writes.step1 : writes.step2).mutateAsync(p.id), {
        ok:
          n === 1
            ? t('Step 1 Verified Successfully', { ns: 'titles' })
            : t('Payment Verified Successfully', { ns: 'titles' }),
        failed: t('Failed to verify the payment', { ns: 'titles' }),
      });
    return [
      ...accountingColumns(t),
      {
        key: 'actions',
        title: t('Actions', { ns: 'titles' }),
        render: (_: unknown, p) => {
          const can = verificationActions(p, rights);
          const what = { ns: 'titles', id: p.id, amount: formatMoney(p.amount), name: p.studentName };
          return (
            <Flex gap={4}>
              {can.step1 && (
                <ConfirmAction
                  title={t('Verify step 1 of payment {{id}} ({{amount}}, {{name}})?', what)}
                  okText={t('Verify', { ns: 'titles' })}
                  icon={<CheckOutlined />}
                  onConfirm={() => step(1, p)}
                >
                  {t('Verify step 1', { ns: 'titles' })}
                </ConfirmAction>
              )}
              {can.step2 && (
                <ConfirmAction
                  title={t('Verify step 2 of payment {{id}} ({{amount}}, {{name}})?', what)}
                  description={t('The money moves from clearing to cash.', { ns: 'titles' })}
                  okText={t('Verify', { ns: 'titles' })}
                  icon={<CheckCircleOutlined />}
                  onConfirm={() => step(2, p)}
                >
                  {t('Verify step 2', { ns: 'titles' })}
                </ConfirmAction>
              )}
              {can.reject && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<CloseCircleOutlined />}
                  aria-label={t('Reject payment {{id}}', { ns: 'titles', id: p.id })}
                  onClick={() => setRejecting(p)}
                >
                  {t('Reject', { ns: 'titles' })}
                </Button>
              )}
            </Flex>
          );
        },
      },
    ];
  }, [t, rights, writes.step1, writes.step2]);

  return (
    <Page title="Unverified Payments" subtitle="Cheques and wires waiting for step 1 and step 2 by two users">
      <DataTable<AccountingPaymentRow>
        path={ACCOUNTING_PAYMENT_PATHS.unverified}
        columns={columns}
        rowKey="id"
        rowHref={paymentHref}
        label={t('Unverified payments', { ns: 'titles' })}
        search={false}
        params={filters.params}
        filterBar={filters.bar}
        filterBarActive={filters.active}
        pinnedColumns={[
          'studentName',
          'invoiceTitle',
          'reference',
          'amount',
          'paidOn',
          'createdByName',
          'verification',
        ]}
        filters={[
          {
            name: 'step',
            label: t('Step', { ns: 'titles' }),
            options: PAYMENT_VERIFICATIONS.filter((v) => v.value === 'unverified' || v.value === 'step1').map((v) => ({
              value: v.value,
              label: translateTitle(v.label),
            })),
          },
          {
            name: 'otherKind',
            label: t('Cheque or wire', { ns: 'titles' }),
            options: OTHER_PAYMENT_KINDS.map((k) => ({ value: k.value, label: translateTitle(k.label) })),
          },
        ]}
        emptyText={t('No payments wait for verification', { ns: 'titles' })}
        itemName={[t('payment', { ns: 'titles' }), t('payments', { ns: 'titles' })]}
        exportAs="unverified-payments"
      />
      <ReasonModal
        open={rejecting !== null}
        source={rejecting}
        title={t('Reject payment {{id}} of {{amount}}?', {
          ns: 'titles',
          id: rejecting?.id ?? '',
          amount: formatMoney(rejecting?.amount),
        })}
        okText={t('Reject', { ns: 'titles' })}
        warning={t(
          'The payment is reversed: the invoice owes again what it paid, and the payment is cancelled with the reason.',
          { ns: 'titles' },
        )}
        save={(reason) => writes.reject.mutateAsync({ paymentId: rejecting!.id, reason })}
        toasts={{
          ok: t('Payment Rejected Successfully', { ns: 'titles' }),
          failed: t('Failed to reject the payment. Try again!', { ns: 'titles' }),
        }}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}
