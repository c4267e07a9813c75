import { Button, Flex, Tag, Typography } from 'antd';
import {
  CalendarOutlined,
  DollarOutlined,
  EyeOutlined,
  FilePdfOutlined,
  RollbackOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDate, invoiceStatusLabel, type InvoiceStatus } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import type { Rights } from '../../../app/rights';
import { IconAction } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime } from '../../../components/format';
import { kindText, methodText, paymentStatusText } from '../shared/labels';
import type { InvoiceRow, LedgerRow, PaymentRow } from './api';
import { moneyColumn as money } from '../shared/money';
import { INVOICE_STATUS_TONE, canCancelPayment, invoiceActions, isOverdue } from './invoiceRules';

/**
 * The columns of the tab's lists. Their words are keyed by their English text in the `titles` namespace
 * (t(text, { ns: 'titles' })), which English never loads: the sign-in screen's bundle stays as it was.
 */

// the payment's method, kind and status words: ../shared/labels (the accounting screens show them too)
export { kindText, methodText, paymentStatusText } from '../shared/labels';

export const InvoiceStatusTag = ({ status }: { status: InvoiceStatus }) => (
  <StatusTag status={INVOICE_STATUS_TONE[status]} label={invoiceStatusLabel(status)} />
);

/** The invoice's number as a link-styled button that opens it. */
const numberCell = (t: TFunction, id: number, onView: (id: number) => void) => (
  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onView(id)}>
    {t('#{{id}}', { ns: 'titles', id })}
  </Button>
);

/** A due date, marked when overdue (text and icon, not colour alone). */
function DueDate({ row, t }: { row: InvoiceRow; t: TFunction }) {
  if (!isOverdue(row)) return <>{formatDate(row.dueDate)}</>;
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Text type="danger">{formatDate(row.dueDate)}</Typography.Text>
      <Tag color="error" icon={<WarningOutlined />}>
        {t('Overdue', { ns: 'titles' })}
      </Tag>
    </Flex>
  );
}

export interface InvoiceHandlers {
  view: (id: number) => void;
  pdf: (row: InvoiceRow) => void;
  pay: (row: InvoiceRow) => void;
  dueDate: (row: InvoiceRow) => void;
  cancel: (row: InvoiceRow) => void;
}

/** The open invoices (CR, PP, FP): sortable by the server's keys, actions as the status and rights allow. */
export function invoiceColumns(
  t: TFunction,
  on: InvoiceHandlers,
  rights: Rights,
  readOnly: boolean,
  selfPay = false,
): ColumnsType<InvoiceRow> {
  return [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('No.', { ns: 'titles' }),
      sorter: true,
      render: (id: number) => numberCell(t, id, on.view),
    },
    {
      key: 'type',
      dataIndex: 'typeLabel',
      title: t('Type', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => translateTitle(v),
    },
    { key: 'title', dataIndex: 'title', title: t('Title', { ns: 'titles' }) },
    {
      key: 'invoiceDate',
      dataIndex: 'invoiceDate',
      title: t('Invoice date', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    {
      key: 'dueDate',
      dataIndex: 'dueDate',
      title: t('Due date', { ns: 'titles' }),
      sorter: true,
      render: (_: string, r) => <DueDate row={r} t={t} />,
    },
    { ...money('amount', t('Amount', { ns: 'titles' })), sorter: true },
    money('paid', t('Paid', { ns: 'titles' })),
    money('due', t('Balance', { ns: 'titles' })),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status', { ns: 'titles' }),
      sorter: true,
      render: (s: InvoiceStatus) => <InvoiceStatusTag status={s} />,
    },
    {
      key: 'actions',
      title: t('Actions', { ns: 'titles' }),
      render: (_: unknown, r) => {
        const can = invoiceActions(r.status, rights, readOnly, selfPay);
        return (
          <Flex gap={4}>
            <IconAction
              title={t('View', { ns: 'titles' })}
              label={t('View invoice {{id}}', { ns: 'titles', id: r.id })}
              icon={<EyeOutlined />}
              onClick={() => on.view(r.id)}
            />
            <IconAction
              title={t('Download PDF', { ns: 'titles' })}
              label={t('Download invoice {{id}} as PDF', { ns: 'titles', id: r.id })}
              icon={<FilePdfOutlined />}
              onClick={() => on.pdf(r)}
            />
            {can.pay && (
              <IconAction
                title={t('Pay', { ns: 'titles' })}
                label={t('Pay invoice {{id}}', { ns: 'titles', id: r.id })}
                icon={<DollarOutlined />}
                onClick={() => on.pay(r)}
              />
            )}
            {can.changeDueDate && (
              <IconAction
                title={t('Change due date', { ns: 'titles' })}
                label={t('Change the due date of invoice {{id}}', { ns: 'titles', id: r.id })}
                icon={<CalendarOutlined />}
                onClick={() => on.dueDate(r)}
              />
            )}
            {can.cancel && (
              <IconAction
                title={t('Cancel invoice', { ns: 'titles' })}
                label={t('Cancel invoice {{id}}', { ns: 'titles', id: r.id })}
                icon={<StopOutlined />}
                onClick={() => on.cancel(r)}
              />
            )}
          </Flex>
        );
      },
    },
  ];
}

/** The cancelled invoices: when and why. */
export function cancelledColumns(t: TFunction, onView: (id: number) => void): ColumnsType<InvoiceRow> {
  return [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('No.', { ns: 'titles' }),
      sorter: true,
      render: (id: number) => numberCell(t, id, onView),
    },
    {
      key: 'type',
      dataIndex: 'typeLabel',
      title: t('Type', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => translateTitle(v),
    },
    { key: 'title', dataIndex: 'title', title: t('Title', { ns: 'titles' }) },
    {
      key: 'invoiceDate',
      dataIndex: 'invoiceDate',
      title: t('Invoice date', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    { ...money('amount', t('Amount', { ns: 'titles' })), sorter: true },
    {
      key: 'cancelledAt',
      dataIndex: 'cancelledAt',
      title: t('Cancelled', { ns: 'titles' }),
      render: (v: string | null) => formatDateTime(v),
    },
    { key: 'cancelReason', dataIndex: 'cancelReason', title: t('Reason', { ns: 'titles' }) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (s: InvoiceStatus) => <InvoiceStatusTag status={s} />,
    },
  ];
}

/** The student's payments: how, how much went on the invoice and how much to credit; cancel is a reversal. */
export function paymentColumns(
  t: TFunction,
  on: { view: (id: number) => void; cancel: (p: PaymentRow) => void; receipt: (p: PaymentRow) => void },
  rights: Rights,
  readOnly: boolean,
): ColumnsType<PaymentRow> {
  return [
    { key: 'paidOn', dataIndex: 'paidOn', title: t('Date', { ns: 'titles' }), render: (v: string) => formatDate(v) },
    {
      key: 'method',
      dataIndex: 'method',
      title: t('Method', { ns: 'titles' }),
      render: (v: string) => methodText(v),
    },
    {
      key: 'otherKind',
      dataIndex: 'otherKind',
      title: t('Kind', { ns: 'titles' }),
      render: (v: string | null) => kindText(v),
    },
    { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
    money('amount', t('Amount', { ns: 'titles' })),
    money('applied', t('Applied', { ns: 'titles' })),
    money('credit', t('Credit', { ns: 'titles' })),
    {
      key: 'invoiceId',
      dataIndex: 'invoiceId',
      title: t('Invoice', { ns: 'titles' }),
      render: (id: number | null) => (id ? numberCell(t, id, on.view) : ''),
    },
    {
      key: 'verification',
      title: t('Verification', { ns: 'titles' }),
      // a cheque or wire waits for two checks by accounting; a card is verified when charged
      render: (_: unknown, p) => {
        const label = (p as { verificationLabel?: string }).verificationLabel;
        return label ? translateTitle(label) : '';
      },
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (s: PaymentRow['status']) => (
        <StatusTag status={s === 'posted' ? 'completed' : 'cancelled'} label={paymentStatusText(t, s)} />
      ),
    },
    {
      key: 'actions',
      title: t('Actions', { ns: 'titles' }),
      render: (_: unknown, p) => (
        <Flex gap={4}>
          <IconAction
            title={t('Receipt (PDF)', { ns: 'titles' })}
            label={t('Download the receipt of payment {{id}}', { ns: 'titles', id: p.id })}
            icon={<FilePdfOutlined />}
            onClick={() => on.receipt(p)}
          />
          {canCancelPayment(p, rights, readOnly) && (
            <IconAction
              title={t('Cancel payment', { ns: 'titles' })}
              label={t('Cancel payment {{id}}', { ns: 'titles', id: p.id })}
              icon={<RollbackOutlined />}
              onClick={() => on.cancel(p)}
            />
          )}
        </Flex>
      ),
    },
  ];
}

/** The ledger: every line on the student's accounts, oldest first, with the running balance. */
export function ledgerColumns(t: TFunction): ColumnsType<LedgerRow> {
  return [
    {
      key: 'postedAt',
      dataIndex: 'postedAt',
      title: t('Date', { ns: 'titles' }),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'description',
      title: t('Description', { ns: 'titles' }),
      render: (_: unknown, l) => [translateTitle(l.kindLabel), l.memo].filter(Boolean).join(': '),
    },
    {
      key: 'account',
      dataIndex: 'account',
      title: t('Account', { ns: 'titles' }),
      render: (v: string) =>
        v === 'credit' ? t('Credit account', { ns: 'titles' }) : t('Receivable', { ns: 'titles' }),
    },
    money('debit', t('Debit', { ns: 'titles' })),
    money('credit', t('Credit', { ns: 'titles' })),
    money('balance', t('Running balance', { ns: 'titles' })),
  ];
}
