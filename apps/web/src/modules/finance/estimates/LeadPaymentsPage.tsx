import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatDate } from '@caduceus/contracts';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { formatMoney } from '../shared/money';
import { ESTIMATE_PATHS, type LeadEstimateRow } from './api';

/**
 * /accounting/lead: the leads' estimates (made on the lead's estimate tab), newest first, each linked to the
 * lead's estimate tab and, once the lead is a student, to the student's Invoices & Payments tab, where the seat
 * deposit and the payments on estimates are recorded on the ledger.
 */
export default function LeadPaymentsPage() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnsType<LeadEstimateRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('No.', { ns: 'titles' }) },
      {
        key: 'leadName',
        dataIndex: 'leadName',
        title: t('Lead', { ns: 'titles' }),
        render: (name: string, r) => <Link to={`/lead/details/estimate/${r.leadId}`}>{name}</Link>,
      },
      { key: 'leadEmail', dataIndex: 'leadEmail', title: t('Email', { ns: 'titles' }) },
      { key: 'title', dataIndex: 'title', title: t('Title', { ns: 'titles' }) },
      { key: 'total', dataIndex: 'total', title: t('Total', { ns: 'titles' }), align: 'right', render: formatMoney },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('Created', { ns: 'titles' }),
        render: (v: string) => formatDate(v.slice(0, 10)),
      },
      {
        key: 'studentId',
        dataIndex: 'studentId',
        title: t('Student', { ns: 'titles' }),
        render: (id: number | null) =>
          id ? (
            <Link to={`/student/details/invoice-payments/${id}`}>{t('Invoices & Payments', { ns: 'titles' })}</Link>
          ) : (
            t('Not a student yet', { ns: 'titles' })
          ),
      },
    ],
    [t],
  );
  return (
    <Page title="Lead Payments">
      <Card>
        <DataTable<LeadEstimateRow>
          path={ESTIMATE_PATHS.leads}
          prefix="le"
          columns={columns}
          rowKey="id"
          label={t('Lead estimates', { ns: 'titles' })}
          search={t('Lead name, email or title', { ns: 'titles' })}
          emptyText={t('No lead estimates yet', { ns: 'titles' })}
        />
      </Card>
    </Page>
  );
}
