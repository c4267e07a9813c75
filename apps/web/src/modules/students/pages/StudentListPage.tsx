import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  FINANCIAL_STATUS_LABEL,
  STUDENT_ADD_PATH,
  STUDENT_LINK,
  formatPhone,
  studentTabUrl,
  type StudentListItem,
} from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { STUDENT_PATHS } from '../api';
import { FinancialTag, orDash } from '../components/StudentTags';
import { StudentFilters, useStudentFilters } from '../components/StudentFilters';
import { PendingIdentityRequests } from '../selfservice/PendingIdentityRequests';

const dash = (v: string | null) => orDash(v);
const COLUMNS: ColumnsType<StudentListItem> = [
  { title: 'Student ID', dataIndex: 'id', key: 'id', sorter: true, width: 110 },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (v: string | null) => orDash(formatPhone(v)) },
  { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true, render: dash },
  { title: 'Student Type', dataIndex: 'studentTypeName', key: 'studentTypeName', render: dash },
  { title: 'Course Status', dataIndex: 'currentCourseStatus', key: 'currentCourseStatus', render: dash },
  { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true, render: dash },
  { title: 'Semester', dataIndex: 'semesterName', key: 'semester', sorter: true, render: dash },
  { title: 'Stage', dataIndex: 'stageName', key: 'stageName', render: dash },
  { title: 'Cohort', dataIndex: 'cohort', key: 'cohort', sorter: true, render: dash },
  {
    title: FINANCIAL_STATUS_LABEL,
    dataIndex: 'financialStatus',
    key: 'financialStatus',
    render: (v: number | null) => <FinancialTag value={v} />,
  },
];

/**
 * /student/list: every student, server-paged (25/50/100) and sorted, with the list's filters and the
 * quick search in the URL; the filtered set exports to Excel; each row opens the student's record.
 */
export default function StudentListPage() {
  const rights = useRights(STUDENT_LINK);
  const navigate = useNavigate();
  const filters = useStudentFilters();
  const params = useMemo(() => ({ ...filters.values }), [filters.values]);
  return (
    <Page
      title="Students"
      subtitle="Every student of the school; filter, search, export or open a record"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(STUDENT_ADD_PATH)}>
            Add Student
          </Button>
        )
      }
    >
      <PendingIdentityRequests />
      <StudentFilters />
      <DataTable<StudentListItem>
        label="Students"
        path={STUDENT_PATHS.list}
        params={params}
        rowKey="id"
        columns={COLUMNS}
        rowHref={(r) => studentTabUrl('personal', r.id)}
        linkColumn="name"
        search="Search ID, name, email or phone"
        exportAs="students"
        emptyText={filters.active ? 'No students match these filters' : 'No students yet'}
      />
    </Page>
  );
}
