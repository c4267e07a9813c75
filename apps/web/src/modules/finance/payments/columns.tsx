import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDate, paymentVerificationLabel, studentTabUrl } from '@caduceus/contracts';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime } from '../../../components/format';
import { kindText, methodText, paymentStatusText } from '../shared/labels';
import { formatMoney } from '../shared/money';
import type { AccountingPaymentRow } from './api';
import { VERIFICATION_TONE } from './paymentRules';

/** A payment's record: the Payments view of its student's Invoices & Payments tab. */
export const paymentHref = (p: { studentId: number }) =>
  `${studentTabUrl('invoicePayments', p.studentId)}?view=payments`;

/** What a payment pays for: "#3 Fall tuition", "Estimate #12", "Seat deposit", "Direct payment: Library fee". */
export function paysForText(t: TFunction, p: AccountingPaymentRow) {
  switch (p.paysFor) {
    case 'estimate':
      return t('Estimate #{{id}}', { ns: 'titles', id: p.estimateId });
    case 'seatDeposit':
      return t('Seat deposit', { ns: 'titles' });
    case 'direct':
      return t('Direct payment: {{item}}', { ns: 'titles', item: p.paysForItem ?? '' });
    default:
      return p.invoiceId ? t('#{{id}} {{title}}', { ns: 'titles', id: p.invoiceId, title: p.invoiceTitle ?? '' }) : '';
  }
}

/** The verification state as a tag, with who did step 1 while step 2 waits. */
export function VerificationCell({ p, t }: { p: AccountingPaymentRow; t: TFunction }) {
  return (
    <>
      <StatusTag status={VERIFICATION_TONE[p.verification]} label={paymentVerificationLabel(p.verification)} />
      {p.verification === 'step1' && p.step1ByName && (
        <Typography.Text type="secondary">{t('by {{name}}', { ns: 'titles', name: p.step1ByName })}</Typography.Text>
      )}
      {p.verification === 'verified' && p.verifiedByName && (
        <Typography.Text type="secondary">{t('by {{name}}', { ns: 'titles', name: p.verifiedByName })}</Typography.Text>
      )}
    </>
  );
}

/**
 * The columns the two accounting lists share: the student (the row's link), the invoice, how it was paid,
 * the reference, the amount, the day, who recorded it, and the verification. Sortable keys are the
 * server's (id, paidOn, amount, studentName).
 */
export function accountingColumns(t: TFunction): ColumnsType<AccountingPaymentRow> {
  return [
    { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }), sorter: true },
    { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
    {
      key: 'invoiceTitle',
      dataIndex: 'invoiceTitle',
      title: t('Pays for', { ns: 'titles' }),
      render: (_: unknown, p) => paysForText(t, p),
    },
    {
      key: 'method',
      dataIndex: 'method',
      title: t('Method', { ns: 'titles' }),
      render: (_: unknown, p) => [methodText(p.method), kindText(p.otherKind)].filter(Boolean).join(': '),
    },
    { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('Amount', { ns: 'titles' }),
      align: 'right',
      sorter: true,
      render: (v: string) => formatMoney(v),
    },
    {
      key: 'paidOn',
      dataIndex: 'paidOn',
      title: t('Date', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    { key: 'createdByName', dataIndex: 'createdByName', title: t('Recorded by', { ns: 'titles' }) },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('Recorded', { ns: 'titles' }),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'verification',
      dataIndex: 'verificationLabel',
      title: t('Verification', { ns: 'titles' }),
      render: (_: unknown, p) => <VerificationCell p={p} t={t} />,
    },
  ];
}

/** The payment's own status (posted, or cancelled with the reason). */
export function statusColumn(t: TFunction): ColumnsType<AccountingPaymentRow>[number] {
  return {
    key: 'status',
    dataIndex: 'status',
    title: t('Status', { ns: 'titles' }),
    render: (_: unknown, p) => (
      <StatusTag status={p.status === 'posted' ? 'completed' : 'cancelled'} label={paymentStatusText(t, p.status)} />
    ),
  };
}
