import { STUDENT_ACTIVITY_KINDS } from '@caduceus/contracts';
import { ActivityLogList } from '../../../../components/records/ActivityLogList';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS } from './api';

/** The activity log: every change to the student's record, notes, documents and accounting, newest first. */
export default function ActivityLogTab({ studentId }: StudentTabProps) {
  return <ActivityLogList path={HISTORY_PATHS.activity(studentId)} kinds={STUDENT_ACTIVITY_KINDS} />;
}
