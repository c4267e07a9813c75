import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { ErrorState } from '../../../components/QueryState';
import { useStudentBalance } from './api';
import { amountCents, formatMoney } from './invoiceRules';

/**
 * The student's balance from the ledger (getStudentBalance): what their invoices come to and what has been
 * paid on them, what they still owe, the credit the school holds for them, and the net of the two. Amounts in
 * en-US USD.
 */
export function BalanceSummary({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const q = useStudentBalance(studentId);
  if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const b = q.data;
  const owed = amountCents(b?.owed) ?? 0;
  const stats = [
    { key: 'invoiced', title: t('Invoiced', { ns: 'titles' }), value: b?.invoiced, color: undefined },
    { key: 'paid', title: t('Paid', { ns: 'titles' }), value: b?.paid, color: undefined },
    {
      key: 'owed',
      title: t('Balance due', { ns: 'titles' }),
      value: b?.owed,
      color: owed > 0 ? token.colorError : undefined,
    },
    { key: 'credit', title: t('Credit held', { ns: 'titles' }), value: b?.credit, color: undefined },
    { key: 'net', title: t('Net balance (due less credit)', { ns: 'titles' }), value: b?.balance, color: undefined },
  ];
  return (
    <section aria-label={t('Balance summary', { ns: 'titles' })} aria-busy={q.isPending}>
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.key} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic
                title={s.title}
                loading={q.isPending}
                value={formatMoney(s.value)}
                styles={{ content: { color: s.color } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
