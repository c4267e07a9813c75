import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, DollarOutlined, RollbackOutlined } from '@ant-design/icons';
import { formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import type { Rights } from '../../../app/rights';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { NO_FOCUS_RETURN, useFocusReturn } from '../../../components/formShell';
import { formatDateTime } from '../../../components/format';
import { QueryState } from '../../../components/QueryState';
import { IconAction } from '../../../components/RowActions';
import { deleteWithToasts } from '../../../components/saveWithToasts';
import { useInvoice, useInvoiceWrites, type InvoiceDetail, type InvoiceRow, type PaymentRow } from './api';
import { InvoiceStatusTag, kindText, methodText, paymentStatusText } from './columns';
import { canCancelPayment, formatMoney, invoiceActions } from './invoiceRules';
import { InvoicePlan } from '../extras/InvoicePlan';

type Item = InvoiceDetail['items'][number];

interface Props {
  studentId: number;
  invoiceId: number | null;
  rights: Rights;
  readOnly: boolean;
  /** the student's own side: pays by card */
  selfPay?: boolean;
  onClose: () => void;
  onPay: (invoice: InvoiceRow) => void;
  onDueDate: (invoice: InvoiceRow) => void;
  onCancelPayment: (payment: PaymentRow) => void;
}

/**
 * One invoice: its facts, its items (an item is deleted, after asking, while nothing is paid and it is
 * not the last one) and the payments applied to it (each reversible); pay and change the due date from here.
 */
export function InvoiceDrawer({
  studentId,
  invoiceId,
  rights,
  readOnly,
  selfPay = false,
  onClose,
  onPay,
  onDueDate,
  onCancelPayment,
}: Props) {
  const { t } = useTranslation();
  const q = useInvoice(studentId, invoiceId);
  const { deleteItem } = useInvoiceWrites(studentId);
  const returnFocus = useFocusReturn(invoiceId !== null);
  const inv = q.data;
  const can = inv ? invoiceActions(inv.status, rights, readOnly, selfPay) : null;
  const activeItems = inv?.items.filter((i) => !i.deletedAt).length ?? 0;

  const itemColumns = [
    {
      key: 'feeHead',
      title: t('Fee head', { ns: 'titles' }),
      render: (_: unknown, i: Item) => i.feeHeadLabel ?? `#${i.feeHeadId}`,
    },
    { key: 'description', dataIndex: 'description', title: t('Description', { ns: 'titles' }) },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('Amount', { ns: 'titles' }),
      align: 'right' as const,
      render: (v: string) => formatMoney(v),
    },
    {
      key: 'actions',
      title: t('Actions', { ns: 'titles' }),
      render: (_: unknown, i: Item) =>
        i.deletedAt ? (
          <Tag>{t('Deleted', { ns: 'titles' })}</Tag>
        ) : can?.deleteItem && activeItems > 1 ? (
          <ConfirmAction
            title={t('Delete the item {{name}}?', { ns: 'titles', name: i.feeHeadLabel ?? `#${i.feeHeadId}` })}
            description={t('Its amount is reversed on the ledger.', { ns: 'titles' })}
            danger
            type="text"
            icon={<DeleteOutlined />}
            okText={t('action.delete')}
            ariaLabel={t('Delete the item {{name}}', { ns: 'titles', name: i.feeHeadLabel ?? `#${i.feeHeadId}` })}
            onConfirm={() =>
              deleteWithToasts(() => deleteItem.mutateAsync({ invoiceId: inv!.id, itemId: i.id }), {
                ok: t('Item Deleted Successfully', { ns: 'titles' }),
                failed: t('Failed to delete the item', { ns: 'titles' }),
              })
            }
          />
        ) : null,
    },
  ];
  const paymentColumns = [
    { key: 'paidOn', dataIndex: 'paidOn', title: t('Date', { ns: 'titles' }), render: (v: string) => formatDate(v) },
    {
      key: 'method',
      title: t('Method', { ns: 'titles' }),
      render: (_: unknown, p: PaymentRow) =>
        [methodText(p.method), kindText(p.otherKind), p.reference].filter(Boolean).join(' · '),
    },
    {
      key: 'applied',
      dataIndex: 'applied',
      title: t('Applied', { ns: 'titles' }),
      align: 'right' as const,
      render: (v: string) => formatMoney(v),
    },
    {
      key: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (_: unknown, p: PaymentRow) => paymentStatusText(t, p.status),
    },
    {
      key: 'actions',
      title: t('Actions', { ns: 'titles' }),
      render: (_: unknown, p: PaymentRow) =>
        canCancelPayment(p, rights, readOnly) ? (
          <IconAction
            title={t('Cancel payment', { ns: 'titles' })}
            label={t('Cancel payment {{id}}', { ns: 'titles', id: p.id })}
            icon={<RollbackOutlined />}
            onClick={() => onCancelPayment(p)}
          />
        ) : null,
    },
  ];

  return (
    <Drawer
      open={invoiceId !== null}
      onClose={onClose}
      size={720}
      title={t('Invoice {{id}}', { ns: 'titles', id: invoiceId ?? '' })}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
      extra={
        inv && (
          <Flex gap={8}>
            {can?.changeDueDate && (
              <Button icon={<CalendarOutlined />} onClick={() => onDueDate(inv)}>
                {t('Change due date', { ns: 'titles' })}
              </Button>
            )}
            {can?.pay && (
              <Button type="primary" icon={<DollarOutlined />} onClick={() => onPay(inv)}>
                {t('Pay', { ns: 'titles' })}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {invoiceId !== null && (
        <QueryState query={q}>
          {(v) => (
            <Flex vertical gap={16}>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'status',
                    label: t('Status', { ns: 'titles' }),
                    children: <InvoiceStatusTag status={v.status} />,
                  },
                  { key: 'type', label: t('Type', { ns: 'titles' }), children: translateTitle(v.typeLabel) },
                  { key: 'title', label: t('Title', { ns: 'titles' }), children: v.title, span: 2 },
                  { key: 'semester', label: t('Semester', { ns: 'titles' }), children: v.semesterLabel ?? '—' },
                  {
                    key: 'invoiceDate',
                    label: t('Invoice date', { ns: 'titles' }),
                    children: formatDate(v.invoiceDate),
                  },
                  { key: 'dueDate', label: t('Due date', { ns: 'titles' }), children: formatDate(v.dueDate) },
                  { key: 'amount', label: t('Amount', { ns: 'titles' }), children: formatMoney(v.amount) },
                  { key: 'paid', label: t('Paid', { ns: 'titles' }), children: formatMoney(v.paid) },
                  { key: 'due', label: t('Balance', { ns: 'titles' }), children: formatMoney(v.due) },
                  {
                    key: 'created',
                    label: t('Created', { ns: 'titles' }),
                    children: [formatDateTime(v.createdAt), v.createdByName].filter(Boolean).join(' · '),
                    span: 2,
                  },
                  ...(v.cancelledAt
                    ? [
                        {
                          key: 'cancelled',
                          label: t('Cancelled', { ns: 'titles' }),
                          children: [formatDateTime(v.cancelledAt), v.cancelledByName, v.cancelReason]
                            .filter(Boolean)
                            .join(' · '),
                          span: 2,
                        },
                      ]
                    : []),
                ]}
              />
              <section aria-labelledby="invoice-items">
                <Typography.Title level={3} id="invoice-items" style={{ fontSize: 15 }}>
                  {t('Items', { ns: 'titles' })}
                </Typography.Title>
                <Table<Item>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={v.items}
                  columns={itemColumns}
                  rowClassName={(i) => (i.deletedAt ? 'row-muted' : '')}
                />
              </section>
              <InvoicePlan
                studentId={studentId}
                invoiceId={v.id}
                invoiceDate={v.invoiceDate}
                canEdit={!!can?.changeDueDate}
              />
              <section aria-labelledby="invoice-payments">
                <Typography.Title level={3} id="invoice-payments" style={{ fontSize: 15 }}>
                  {t('Payments', { ns: 'titles' })}
                </Typography.Title>
                <Table<PaymentRow>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={v.payments}
                  columns={paymentColumns}
                  locale={{ emptyText: t('No payments on this invoice', { ns: 'titles' }) }}
                />
              </section>
            </Flex>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
