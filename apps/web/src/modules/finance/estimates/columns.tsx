import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { DollarOutlined, StopOutlined } from '@ant-design/icons';
import { formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { IconAction } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { methodText, kindText } from '../shared/labels';
import { moneyColumn as money } from '../shared/money';
import type { EstimateRow } from './api';

/** The status tones: open like a new invoice, partial like a part-paid one. */
const TONE: Record<string, string> = { open: 'open', partial: 'pending', paid: 'paid', cancelled: 'cancelled' };
export const EstimateStatusTag = ({ row }: { row: { status: string; statusLabel: string } }) => (
  <StatusTag status={TONE[row.status] ?? 'default'} label={row.statusLabel} />
);

export interface EstimateHandlers {
  pay?: (row: EstimateRow) => void;
  cancel?: (row: EstimateRow) => void;
}

/** An estimate list's columns; the student's name when the list is of every student's. */
export function estimateColumns(t: TFunction, on: EstimateHandlers, withStudent = false): ColumnsType<EstimateRow> {
  const actions = on.pay || on.cancel;
  return [
    { key: 'id', dataIndex: 'id', title: t('No.', { ns: 'titles' }) },
    ...(withStudent ? [{ key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }) }] : []),
    { key: 'type', dataIndex: 'typeLabel', title: t('Estimate type', { ns: 'titles' }), render: translateTitle },
    { key: 'course', dataIndex: 'courseLabel', title: t('Course', { ns: 'titles' }), render: translateTitle },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('Created', { ns: 'titles' }),
      render: (v: string) => formatDate(v.slice(0, 10)),
    },
    money('amount', t('Amount', { ns: 'titles' })),
    money('paid', t('Paid', { ns: 'titles' })),
    money('due', t('Balance', { ns: 'titles' })),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (_: string, r: EstimateRow) => <EstimateStatusTag row={r} />,
    },
    { key: 'cancelReason', dataIndex: 'cancelReason', title: t('Reason', { ns: 'titles' }) },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('Actions', { ns: 'titles' }),
            render: (_: unknown, r: EstimateRow) =>
              r.status === 'cancelled' ? null : (
                <>
                  {on.pay && r.status !== 'paid' && (
                    <IconAction
                      title={t('Pay', { ns: 'titles' })}
                      label={t('Pay estimate {{id}}', { ns: 'titles', id: r.id })}
                      icon={<DollarOutlined />}
                      onClick={() => on.pay!(r)}
                    />
                  )}
                  {on.cancel && (
                    <IconAction
                      title={t('Cancel', { ns: 'titles' })}
                      label={t('Cancel estimate {{id}}?', { ns: 'titles', id: r.id })}
                      icon={<StopOutlined />}
                      onClick={() => on.cancel!(r)}
                    />
                  )}
                </>
              ),
          },
        ]
      : []),
  ];
}

/** How a seat deposit or an estimate payment was paid: card, or cheque or wire with its reference. */
export const paidHow = (p: { method: string; otherKind: string | null; reference: string | null }) =>
  p.method === 'OTHER' ? `${kindText(p.otherKind)}${p.reference ? ` ${p.reference}` : ''}` : methodText(p.method);
