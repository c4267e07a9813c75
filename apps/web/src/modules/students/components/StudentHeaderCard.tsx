import { Card, Flex, Tag, Typography } from 'antd';
import { FINANCIAL_STATUS_LABEL, type StudentHeader } from '@caduceus/contracts';
import { CampusStatus, FinancialTag, orDash } from './StudentTags';
import { StudentPhoto } from './StudentPhoto';
import { RecordFacts } from '../../../components/records/RecordParts';

/** The facts every tab of the record shows above it (the spec's student header). */
export function StudentHeaderCard({ header: h, canChangePhoto }: { header: StudentHeader; canChangePhoto: boolean }) {
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'Student ID', value: h.id },
    { label: 'Status', value: h.statusName ? <Tag>{h.statusName}</Tag> : '—' },
    { label: 'Course Status', value: orDash(h.currentCourseStatus) },
    { label: 'Stage', value: orDash(h.stageName) },
    { label: 'Cohort', value: orDash(h.cohort) },
    { label: FINANCIAL_STATUS_LABEL, value: <FinancialTag value={h.financialStatus} /> },
    { label: 'USMLE Status', value: orDash(h.usmleTestStatus) },
    { label: 'Campus Status', value: <CampusStatus value={h.campusStatus} /> },
  ];
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex gap={20} align="center" wrap>
        <StudentPhoto header={h} canChange={canChangePhoto} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <Typography.Text type="secondary">
            {[h.courseName, h.studentTypeName, h.campusName].filter(Boolean).join(' · ') || h.email}
          </Typography.Text>
          <RecordFacts label="Student facts" facts={facts} />
        </div>
      </Flex>
    </Card>
  );
}
