import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, invoiceRequestStatusLabel } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import type { InvoiceRequestRow } from './api';

/**
 * An invoice request's columns as the student's tab and the accounting office's queue both show them: what
 * was asked for, when, and what became of it. The queue adds the student and its actions.
 */
export const requestColumns = (t: TFunction): ColumnsType<InvoiceRequestRow> => [
  { key: 'id', dataIndex: 'id', title: t('Request', { ns: 'titles' }) },
  { key: 'feeHead', dataIndex: 'feeHead', title: t('Fee head', { ns: 'titles' }) },
  { key: 'notes', dataIndex: 'notes', title: t('Notes', { ns: 'titles' }) },
  {
    key: 'createdAt',
    dataIndex: 'createdAt',
    title: t('Requested on', { ns: 'titles' }),
    render: (v: string) => formatDate(v),
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: t('Status', { ns: 'titles' }),
    render: (v: string) => translateTitle(invoiceRequestStatusLabel(v)),
  },
  { key: 'invoiceId', dataIndex: 'invoiceId', title: t('Invoice', { ns: 'titles' }) },
  { key: 'reason', dataIndex: 'reason', title: t('Reason', { ns: 'titles' }) },
];
