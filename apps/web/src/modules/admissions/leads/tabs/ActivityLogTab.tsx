import { LEAD_ACTIVITY_KINDS } from '@caduceus/contracts';
import { ActivityLogList } from '../../../../components/records/ActivityLogList';
import { LEAD_PATHS } from '../api';
import type { LeadTabProps } from './registry';

/** The activity log: every change to the lead, its notes, documents and status, newest first. */
export default function ActivityLogTab({ leadId }: LeadTabProps) {
  return <ActivityLogList path={LEAD_PATHS.activity(leadId)} kinds={LEAD_ACTIVITY_KINDS} />;
}
