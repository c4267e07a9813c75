import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, studentTabUrl } from '@caduceus/contracts';
import { listUrl, type ListRow } from '../../../app/client';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { choiceLabel, useLookup } from '../../../components/useLookup';
import { usePaymentFilters } from '../payments/PaymentFilters';
import { formatMoney, moneyColumn } from '../shared/money';

type AwardRow = ListRow<'/api/accounting/scholarships'>;
const AWARDS = listUrl('/api/accounting/scholarships');

/**
 * /accounting/scholarship: the scholarships awarded to every student, newest first; filtered by the
 * scholarship, the days awarded between, the student, and deleted or not; above the rows, what the whole
 * filtered set comes to (awarded, applied to invoices, left). Each row opens the student's Credits &
 * Scholarship tab; the filtered list goes to Excel.
 */
export default function ScholarshipAwardsPage() {
  const { t } = useTranslation();
  const filters = usePaymentFilters(t('Awarded between', { ns: 'titles' }));
  const scholarships = useLookup('scholarship');

  const columns = useMemo<ColumnsType<AwardRow>>(
    () => [
      { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }), sorter: true },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      { key: 'scholarshipName', dataIndex: 'scholarshipName', title: t('Scholarship', { ns: 'titles' }) },
      { ...moneyColumn('amount', t('Amount', { ns: 'titles' })), sorter: true },
      moneyColumn('applied', t('Applied', { ns: 'titles' })),
      moneyColumn('left', t('Remaining', { ns: 'titles' })),
      {
        key: 'createdOn',
        dataIndex: 'createdOn',
        title: t('Awarded on', { ns: 'titles' }),
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      { key: 'reference', dataIndex: 'reference', title: t('Reference', { ns: 'titles' }) },
      { key: 'createdByName', dataIndex: 'createdByName', title: t('Awarded by', { ns: 'titles' }) },
      { key: 'deleteReason', dataIndex: 'deleteReason', title: t('Deleted because', { ns: 'titles' }) },
    ],
    [t],
  );

  return (
    <Page title="Scholarship" subtitle="Scholarships awarded to students">
      <DataTable<AwardRow>
        path={AWARDS}
        columns={columns}
        rowKey="id"
        rowHref={(r) => studentTabUrl('creditsScholarship', r.studentId)}
        label={t('Scholarships awarded', { ns: 'titles' })}
        search={false}
        params={filters.params}
        filterBar={filters.bar}
        filterBarActive={filters.active}
        pinnedColumns={['studentName', 'scholarshipName', 'amount', 'left']}
        filters={[
          {
            name: 'scholarshipId',
            label: t('Scholarship', { ns: 'titles' }),
            options: (scholarships.data?.items ?? []).map((s) => ({ value: String(s.value), label: choiceLabel(s) })),
            width: 220,
          },
          {
            name: 'deleted',
            label: t('Deleted', { ns: 'titles' }),
            options: [
              { value: 'no', label: t('Not deleted', { ns: 'titles' }) },
              { value: 'yes', label: t('Deleted only', { ns: 'titles' }) },
            ],
          },
        ]}
        summary={(answer) => {
          const sums = answer.sums as { amount: string; applied: string; left: string } | undefined;
          if (!sums) return null;
          const stats = [
            { key: 'amount', title: t('Awarded', { ns: 'titles' }), value: sums.amount },
            { key: 'applied', title: t('Applied to invoices', { ns: 'titles' }), value: sums.applied },
            { key: 'left', title: t('Left to apply', { ns: 'titles' }), value: sums.left },
          ];
          return (
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }} aria-label={t('Totals', { ns: 'titles' })} role="group">
              {stats.map((s) => (
                <Col key={s.key} xs={24} sm={8}>
                  <Card size="small">
                    <Statistic title={s.title} value={formatMoney(s.value)} />
                  </Card>
                </Col>
              ))}
            </Row>
          );
        }}
        emptyText={t('No scholarships match', { ns: 'titles' })}
        itemName={[t('scholarship', { ns: 'titles' }), t('scholarships', { ns: 'titles' })]}
        exportAs="scholarships"
      />
    </Page>
  );
}
