import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDate } from '@caduceus/contracts';
import { CalendarOutlined } from '@ant-design/icons';
import { IconAction } from '../../../components/RowActions';
import { kindText, methodText } from '../shared/labels';
import { formatMoney } from '../shared/money';
import { VerificationTag } from '../shared/VerificationTag';
import type { DirectPaymentRow, OldPaymentRow } from './api';

/** The payments with no invoice: the item, how it was paid, the amount and the days. */
export function directColumns(
  t: TFunction,
  /** the created-on correction, when the viewer may edit */
  onCreatedOn?: (p: DirectPaymentRow) => void,
): ColumnsType<DirectPaymentRow> {
  return [
    { key: 'id', dataIndex: 'id', title: t('ID', { ns: 'titles' }) },
    {
      key: 'itemLabel',
      dataIndex: 'itemLabel',
      title: t('Item', { ns: 'titles' }),
      render: (v: string, p) => (p.feeHeadId == null ? t("Credit on the student's account", { ns: 'titles' }) : v),
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
      render: (v: string) => formatMoney(v),
    },
    {
      key: 'paidOn',
      dataIndex: 'paidOn',
      title: t('Payment date', { ns: 'titles' }),
      render: (v: string) => formatDate(v),
    },
    {
      key: 'createdOn',
      dataIndex: 'createdOn',
      title: t('Created on', { ns: 'titles' }),
      render: (v: string) => formatDate(v),
    },
    {
      key: 'verification',
      dataIndex: 'verification',
      title: t('Verification', { ns: 'titles' }),
      render: (_: unknown, p) => <VerificationTag verification={p.verification} />,
    },
    { key: 'createdByName', dataIndex: 'createdByName', title: t('Recorded by', { ns: 'titles' }) },
    ...(onCreatedOn
      ? [
          {
            key: 'actions',
            title: t('Actions', { ns: 'titles' }),
            render: (_: unknown, p: DirectPaymentRow) => (
              <IconAction
                title={t('Change created-on date', { ns: 'titles' })}
                label={t('Change created-on date', { ns: 'titles' })}
                icon={<CalendarOutlined />}
                onClick={() => onCreatedOn(p)}
              />
            ),
          },
        ]
      : []),
  ];
}

/** The payments recorded before this system: read only. */
export function oldColumns(t: TFunction): ColumnsType<OldPaymentRow> {
  return [
    {
      key: 'paidOn',
      dataIndex: 'paidOn',
      title: t('Payment date', { ns: 'titles' }),
      render: (v: string) => formatDate(v),
    },
    { key: 'description', dataIndex: 'description', title: t('Description', { ns: 'titles' }) },
    { key: 'method', dataIndex: 'method', title: t('Method', { ns: 'titles' }) },
    { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('Amount', { ns: 'titles' }),
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
  ];
}
