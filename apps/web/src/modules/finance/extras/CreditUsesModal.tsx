import { useTranslation } from 'react-i18next';
import { Descriptions, Modal, Table } from 'antd';
import { formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../components/format';
import { formatMoney } from '../shared/money';
import { useCreditInvoices, useCreditNoInvoice } from './api';

/**
 * Where a credit or scholarship went: the invoices it was applied to (reversed ones marked); for a credit
 * paid in directly, the payment it came from too.
 */
export function CreditUsesModal({
  studentId,
  credit,
  onClose,
}: {
  studentId: number;
  credit: { id: number; source: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const direct = credit?.source === 'direct';
  const invoices = useCreditInvoices(studentId, credit?.id ?? null, direct);
  const noInvoice = useCreditNoInvoice(studentId, credit?.id ?? null, direct);
  const q = direct ? noInvoice : invoices;
  const payment = direct ? noInvoice.data?.payment : null;
  return (
    <Modal
      open={credit !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      title={t('Credit {{id}}: where it was applied', { ns: 'titles', id: credit?.id ?? '' })}
    >
      {credit && (
        <QueryState query={q}>
          {(v) => (
            <>
              {payment && (
                <Descriptions
                  size="small"
                  style={{ marginBottom: 16 }}
                  items={[
                    { key: 'from', label: t('Direct payment', { ns: 'titles' }), children: `#${payment.id}` },
                    {
                      key: 'paidOn',
                      label: t('Payment date', { ns: 'titles' }),
                      children: formatDate(payment.paidOn),
                    },
                    { key: 'amount', label: t('Amount', { ns: 'titles' }), children: formatMoney(payment.amount) },
                  ]}
                />
              )}
              <Table
                rowKey="applicationId"
                size="small"
                pagination={false}
                dataSource={v.items}
                locale={{ emptyText: t('Not applied to any invoice', { ns: 'titles' }) }}
                columns={[
                  {
                    key: 'invoice',
                    title: t('Invoice', { ns: 'titles' }),
                    render: (_: unknown, u) => `#${u.invoiceId} ${u.invoiceTitle}`,
                  },
                  {
                    key: 'invoiceStatus',
                    dataIndex: 'invoiceStatus',
                    title: t('Status', { ns: 'titles' }),
                    render: (s: string) => translateTitle(s),
                  },
                  {
                    key: 'amount',
                    dataIndex: 'amount',
                    title: t('Amount', { ns: 'titles' }),
                    align: 'right',
                    render: (a: string) => formatMoney(a),
                  },
                  {
                    key: 'appliedAt',
                    dataIndex: 'appliedAt',
                    title: t('Applied', { ns: 'titles' }),
                    render: (d: string) => formatDateTime(d),
                  },
                  {
                    key: 'reversedAt',
                    dataIndex: 'reversedAt',
                    title: t('Reversed', { ns: 'titles' }),
                    render: (d: string | null) => (d ? formatDateTime(d) : ''),
                  },
                ]}
              />
            </>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
