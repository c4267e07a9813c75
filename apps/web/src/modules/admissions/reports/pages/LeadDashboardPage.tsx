import { Link } from 'react-router';
import { Card, Col, List, Row, Statistic, Tag, Typography } from 'antd';
import {
  LEAD_LINK,
  TASK_STATUS_NAMES,
  leadReportPath,
  leadTabUrl,
  type LeadDashboard,
  type TaskStatus,
  type WidgetChart,
} from '@caduceus/contracts';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { UserSelect } from '../../../../components/UserSelect';
import { formatDate } from '../../../../components/format';
import { useLeadDashboard } from '../api';
import { ChartCard } from '../components/ReportChart';
import { useReportFilters } from '../components/ReportFilters';

const statusChart = (d: LeadDashboard): WidgetChart => ({
  type: 'bar',
  caption: 'Open leads by status',
  xLabel: 'Status',
  series: [{ key: 'count', label: 'Open leads' }],
  points: d.statusCounts.map((s) => ({ label: s.statusName, values: { count: s.count } })),
});
const half = { xs: 24, lg: 12 } as const;
const quarter = { xs: 12, md: 6 } as const;

/**
 * /lead/dashboard: open leads by status, paid seat deposits (this month, this lead semester), interviews
 * scheduled, upcoming lead tasks and monthly charts; one representative or everyone.
 */
export default function LeadDashboardPage() {
  const filters = useReportFilters();
  const rep = filters.values.representativeId;
  const query = useLeadDashboard({ representativeId: rep });
  return (
    <Page
      title="Lead Dashboard"
      subtitle="Where the admissions funnel stands today"
      actions={
        <div style={{ width: 260 }}>
          <UserSelect
            id="dashboard-representative"
            aria-label="Representative"
            placeholder="All representatives"
            value={rep ? Number(rep) : undefined}
            onChange={(v) => filters.set({ representativeId: v })}
          />
        </div>
      }
    >
      <QueryState query={query}>
        {(d) => (
          <>
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col {...quarter}>
                <Card size="small">
                  <Link to={`${LEAD_LINK}${rep ? `?representativeId=${rep}` : ''}`}>
                    <Statistic title="Open leads" value={d.openLeads} />
                  </Link>
                </Card>
              </Col>
              <Col {...quarter}>
                <Card size="small">
                  <Link to={leadReportPath('interview-scheduled')}>
                    <Statistic title="Interviews scheduled" value={d.interviewsScheduled} />
                  </Link>
                </Card>
              </Col>
              <Col {...quarter}>
                <Card size="small">
                  <Link to={leadReportPath('lead-paid')}>
                    <Statistic title="Paid seat deposits this month" value={d.paidSeatDeposits.thisMonth} />
                  </Link>
                </Card>
              </Col>
              <Col {...quarter}>
                <Card size="small">
                  <Statistic
                    title={`Paid seat deposits, ${d.paidSeatDeposits.semesterName ?? 'lead semester not set'}`}
                    value={d.paidSeatDeposits.thisSemester}
                  />
                  <Typography.Text type="secondary">{d.paidSeatDeposits.total} paid in all</Typography.Text>
                </Card>
              </Col>
            </Row>
            <Row gutter={[16, 0]}>
              <Col {...half}>
                <ChartCard chart={statusChart(d)} />
              </Col>
              <Col {...half}>
                <Card size="small" title="Upcoming tasks" style={{ marginBottom: 16 }}>
                  <List
                    size="small"
                    dataSource={d.upcomingTasks}
                    locale={{ emptyText: 'No lead tasks due' }}
                    renderItem={(t) => (
                      <List.Item extra={<Tag>{TASK_STATUS_NAMES[t.status as TaskStatus] ?? t.status}</Tag>}>
                        <List.Item.Meta
                          title={
                            <Link to={leadTabUrl('task', t.leadId)}>
                              {t.subject ? `${t.subject}: ` : ''}
                              {t.description}
                            </Link>
                          }
                          description={`${t.leadName} · due ${formatDate(t.dueDate)}${t.assignedToName ? ` · ${t.assignedToName}` : ''}`}
                        />
                      </List.Item>
                    )}
                  />
                </Card>
              </Col>
              <Col {...half}>
                <ChartCard chart={d.createdChart} />
              </Col>
              <Col {...half}>
                <ChartCard chart={d.paidChart} />
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </Page>
  );
}
