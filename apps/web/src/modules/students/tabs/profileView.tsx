import { Tag } from 'antd';
import { FINANCIAL_STATUS_LABEL, type StudentRecord } from '@caduceus/contracts';
import type { ViewItem } from '../../../components/EditableCard';
import { CampusStatus, FinancialTag } from '../components/StudentTags';

/** The profile as labelled values (the profile tab's view and the read-only profile/view tab). */
export const profileView = (r: StudentRecord): ViewItem[] => [
  { label: 'Status', value: r.labels.statusId ? <Tag>{r.labels.statusId}</Tag> : null },
  { label: 'Student Type', value: r.labels.studentTypeId },
  { label: 'Course', value: r.labels.courseId },
  { label: 'Campus', value: r.labels.campusId },
  { label: 'Start Semester', value: r.labels.startSemesterId },
  { label: 'Stage', value: r.labels.stageId },
  { label: 'Cohort', value: r.cohort },
  { label: 'Course Status', value: r.currentCourseStatus },
  { label: 'USMLE Status', value: r.usmleTestStatus },
  { label: 'Campus Status', value: r.campusStatus ? <CampusStatus value={r.campusStatus} /> : null },
  { label: FINANCIAL_STATUS_LABEL, value: <FinancialTag value={r.financialStatus} /> },
  { label: 'Immigration Required', value: r.immigrationRequired ? 'Yes' : 'No' },
];
