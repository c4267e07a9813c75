import { ActivityLog } from '../../../../components/ActivityLog';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS } from './api';

/** The activity log: every change to the student's record and its notes and details, newest first. */
export default function ActivityLogTab({ studentId }: StudentTabProps) {
  return <ActivityLog path={HISTORY_PATHS.activity(studentId)} />;
}
