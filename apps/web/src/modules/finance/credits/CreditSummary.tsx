import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic } from 'antd';
import { ErrorState } from '../../../components/QueryState';
import { formatMoney } from '../shared/money';
import { useCreditSummary } from './api';

/**
 * The tab's totals (getStudentCreditDetails): what the school holds for the student now, the credits and
 * scholarships given, and what of them was applied to invoices or refunded. Amounts in en-US USD.
 */
export function CreditSummary({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const q = useCreditSummary(studentId);
  if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const stats = [
    { key: 'held', title: t('Credit held', { ns: 'titles' }), value: s?.held },
    { key: 'credits', title: t('Credits', { ns: 'titles' }), value: s?.credits },
    { key: 'scholarships', title: t('Scholarships', { ns: 'titles' }), value: s?.scholarships },
    { key: 'applied', title: t('Applied to invoices', { ns: 'titles' }), value: s?.applied },
    { key: 'refunded', title: t('Refunded', { ns: 'titles' }), value: s?.refunded },
  ];
  return (
    <section aria-label={t('Credit summary', { ns: 'titles' })} aria-busy={q.isPending}>
      <Row gutter={[16, 16]}>
        {stats.map((x) => (
          <Col key={x.key} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={x.title} loading={q.isPending} value={formatMoney(x.value)} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
