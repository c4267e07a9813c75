import { Link } from 'react-router';
import { Card, Descriptions, Empty, Flex, Table } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { LeadAcademicRecords } from '@caduceus/contracts';
import { QueryState } from '../../../../../components/QueryState';
import { formatDate, formatDateTime } from '../../../../../components/format';
import type { LeadTabProps } from '../registry';
import { useLeadAcademicRecords } from './api';

type Change = LeadAcademicRecords['statusChanges'][number];
type Deferment = LeadAcademicRecords['deferments'][number];
const dash = (v: string | null) => v ?? '—';

/** A card with one of the student's histories as a small table, or what to say when it is empty. */
function HistoryCard<T extends { id: number }>({
  title,
  label,
  rows,
  columns,
  empty,
}: {
  title: string;
  label: string;
  rows: T[];
  columns: ColumnsType<T>;
  empty: string;
}) {
  return (
    <Card title={<h2 className="card-h2">{title}</h2>}>
      {rows.length ? (
        <Table<T>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          aria-label={label}
          scroll={{ x: 600 }}
          columns={columns}
        />
      ) : (
        <Empty description={empty} />
      )}
    </Card>
  );
}

/**
 * academicrecords (a lead with a student id): where the student the lead became stands, read only,
 * with a link to the student's record, where the academic work itself is kept.
 */
export default function AcademicRecordsTab({ leadId }: LeadTabProps) {
  const q = useLeadAcademicRecords(leadId);
  return (
    <QueryState query={q}>
      {(r) => (
        <Flex vertical gap={16}>
          <Card
            title={<h2 className="card-h2">Academic Records</h2>}
            extra={
              <Link to={r.studentUrl}>
                <ExportOutlined /> Open student record
              </Link>
            }
          >
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              aria-label="Student academic facts"
              items={[
                {
                  key: 'student',
                  label: 'Student',
                  children: (
                    <Link to={r.studentUrl}>
                      {r.studentName} (#{r.studentId})
                    </Link>
                  ),
                },
                { key: 'email', label: 'Email', children: r.studentEmail },
                { key: 'status', label: 'Status', children: dash(r.statusName) },
                { key: 'program', label: 'Program', children: dash(r.courseName) },
                { key: 'campus', label: 'Campus', children: dash(r.campusName) },
                { key: 'semester', label: 'Start Semester', children: dash(r.startSemesterName) },
                { key: 'courseStatus', label: 'Course Status', children: dash(r.currentCourseStatus) },
                { key: 'stage', label: 'Stage', children: dash(r.stageName) },
                { key: 'cohort', label: 'Cohort', children: dash(r.cohort) },
                { key: 'usmle', label: 'USMLE Test Status', children: dash(r.usmleTestStatus) },
              ]}
            />
          </Card>
          <HistoryCard<Change>
            title="Status history"
            label="Student status history"
            rows={r.statusChanges}
            empty="No status changes recorded since the student record was created"
            columns={[
              {
                title: 'Effective',
                dataIndex: 'effectiveDate',
                key: 'effectiveDate',
                render: (v: string) => formatDate(v),
              },
              { title: 'From', dataIndex: 'fromStatusName', key: 'from', render: dash },
              { title: 'To', dataIndex: 'toStatusName', key: 'to', render: dash },
              { title: 'Reason', dataIndex: 'reason', key: 'reason' },
              { title: 'Recorded', dataIndex: 'changedAt', key: 'changedAt', render: (v: string) => formatDateTime(v) },
            ]}
          />
          <HistoryCard<Deferment>
            title="Semester deferments"
            label="Student semester deferments"
            rows={r.deferments}
            empty="No semester deferments"
            columns={[
              { title: 'From', dataIndex: 'fromSemesterName', key: 'from', render: dash },
              { title: 'To', dataIndex: 'toSemesterName', key: 'to', render: dash },
              { title: 'Reason', dataIndex: 'reason', key: 'reason' },
              {
                title: 'Requested',
                dataIndex: 'requestedAt',
                key: 'requestedAt',
                render: (v: string) => formatDateTime(v),
              },
            ]}
          />
          <Card size="small">
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No grades are recorded on the student record yet; courses and grades appear there once the student is enrolled."
            />
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
