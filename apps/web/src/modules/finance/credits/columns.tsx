import { Flex } from 'antd';
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileDoneOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { creditKindLabel, creditSourceLabel, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import type { Rights } from '../../../app/rights';
import { IconAction } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime } from '../../../components/format';
import { moneyColumn as money } from '../shared/money';
import type { CreditRow } from './api';
import { creditActions, creditStatus, type CreditStatus } from './creditRules';

/** The columns of the tab's lists; their words are keyed by their English text in the `titles` namespace. */

const STATUS_TONE: Record<CreditStatus, string> = { held: 'open', used: 'completed', deleted: 'cancelled' };
export const creditStatusText = (t: TFunction, s: CreditStatus) =>
  s === 'held'
    ? t('Held', { ns: 'titles' })
    : s === 'used'
      ? t('Used', { ns: 'titles' })
      : t('Deleted', { ns: 'titles' });

/**
 * A credit's kind in words: the contracts' label, translated with the `kind` context ("Credit" alone is the
 * ledger's credit column elsewhere, a different word in some languages).
 */
export const creditKindText = (t: TFunction, kind: string) =>
  t(creditKindLabel(kind), { ns: 'titles', context: 'kind' });

/** A credit's name: its kind, and the scholarship's when it is one. */
const kindCell = (t: TFunction, c: CreditRow) =>
  [creditKindText(t, c.kind), c.scholarshipName].filter(Boolean).join(': ');

export interface CreditHandlers {
  apply: (c: CreditRow) => void;
  refund: (c: CreditRow) => void;
  remove: (c: CreditRow) => void;
  createdOn: (c: CreditRow) => void;
  reference: (c: CreditRow) => void;
  /** where it was applied (and the payment it came from) */
  uses?: (c: CreditRow) => void;
}

/** The credits and scholarships not deleted: what they came to, what is left, and the actions. */
export function creditColumns(
  t: TFunction,
  on: CreditHandlers,
  rights: Rights,
  refunds: Rights,
  readOnly: boolean,
): ColumnsType<CreditRow> {
  return [
    { key: 'id', dataIndex: 'id', title: t('No.', { ns: 'titles' }), sorter: true },
    { key: 'kind', dataIndex: 'kind', title: t('Kind', { ns: 'titles' }), render: (_: string, c) => kindCell(t, c) },
    { ...money('amount', t('Amount', { ns: 'titles' })), sorter: true },
    money('applied', t('Applied', { ns: 'titles' })),
    money('refunded', t('Refunded', { ns: 'titles' })),
    money('left', t('Remaining', { ns: 'titles' })),
    {
      key: 'createdOn',
      dataIndex: 'createdOn',
      title: t('Created on', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
    {
      key: 'source',
      dataIndex: 'source',
      title: t('Source', { ns: 'titles' }),
      render: (v: string) => translateTitle(creditSourceLabel(v)),
    },
    { key: 'reason', dataIndex: 'reason', title: t('Reason', { ns: 'titles' }) },
    {
      key: 'status',
      title: t('Status', { ns: 'titles' }),
      render: (_: unknown, c) => {
        const s = creditStatus(c);
        return <StatusTag status={STATUS_TONE[s]} label={creditStatusText(t, s)} />;
      },
    },
    {
      key: 'actions',
      title: t('Actions', { ns: 'titles' }),
      render: (_: unknown, c) => {
        const can = creditActions(c, rights, refunds, readOnly);
        return (
          <Flex gap={4}>
            {on.uses && (
              <IconAction
                title={t('Where it was applied', { ns: 'titles' })}
                label={t('Where credit {{id}} was applied', { ns: 'titles', id: c.id })}
                icon={<EyeOutlined />}
                onClick={() => on.uses!(c)}
              />
            )}
            {can.apply && (
              <IconAction
                title={t('Apply to an invoice', { ns: 'titles' })}
                label={t('Apply credit {{id}} to an invoice', { ns: 'titles', id: c.id })}
                icon={<FileDoneOutlined />}
                onClick={() => on.apply(c)}
              />
            )}
            {can.refund && (
              <IconAction
                title={t('Refund', { ns: 'titles' })}
                label={t('Refund credit {{id}}', { ns: 'titles', id: c.id })}
                icon={<RollbackOutlined />}
                onClick={() => on.refund(c)}
              />
            )}
            {can.edit && (
              <IconAction
                title={t('Change created-on date', { ns: 'titles' })}
                label={t('Change the created-on date of credit {{id}}', { ns: 'titles', id: c.id })}
                icon={<CalendarOutlined />}
                onClick={() => on.createdOn(c)}
              />
            )}
            {can.edit && (
              <IconAction
                title={t('Change reference', { ns: 'titles' })}
                label={t('Change the reference of credit {{id}}', { ns: 'titles', id: c.id })}
                icon={<EditOutlined />}
                onClick={() => on.reference(c)}
              />
            )}
            {can.remove && (
              <IconAction
                title={t('Delete', { ns: 'titles' })}
                label={t('Delete credit {{id}}', { ns: 'titles', id: c.id })}
                icon={<DeleteOutlined />}
                onClick={() => on.remove(c)}
              />
            )}
          </Flex>
        );
      },
    },
  ];
}

/** The deleted credits and scholarships: what they were, and who deleted them, when and why. */
export function deletedColumns(t: TFunction): ColumnsType<CreditRow> {
  return [
    { key: 'id', dataIndex: 'id', title: t('No.', { ns: 'titles' }), sorter: true },
    { key: 'kind', dataIndex: 'kind', title: t('Kind', { ns: 'titles' }), render: (_: string, c) => kindCell(t, c) },
    { ...money('amount', t('Amount', { ns: 'titles' })), sorter: true },
    {
      key: 'createdOn',
      dataIndex: 'createdOn',
      title: t('Created on', { ns: 'titles' }),
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
    {
      key: 'deletedAt',
      dataIndex: 'deletedAt',
      title: t('Deleted', { ns: 'titles' }),
      render: (v: string | null) => formatDateTime(v),
    },
    { key: 'deletedByName', dataIndex: 'deletedByName', title: t('Deleted by', { ns: 'titles' }) },
    { key: 'deleteReason', dataIndex: 'deleteReason', title: t('Reason', { ns: 'titles' }) },
  ];
}
