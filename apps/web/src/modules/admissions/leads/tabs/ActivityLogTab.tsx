import { ActivityLog } from '../../../../components/ActivityLog';
import { LEAD_PATHS } from '../api';
import type { LeadTabProps } from './registry';

/** The activity log: every change to the lead, its notes and its status, newest first. */
export default function ActivityLogTab({ leadId }: LeadTabProps) {
  return <ActivityLog path={LEAD_PATHS.activity(leadId)} />;
}
