import type { AlertRule, AlertRun } from '@caduceus/contracts';
import { ALERT_TIME_ZONE } from '@caduceus/contracts';
import { StatusTag } from '../../../../components/StatusTag';

/** "Weekly on Monday at 07:00 UTC", "On demand". */
export function scheduleText(a: Pick<AlertRule, 'kind' | 'frequency' | 'dayOfWeek' | 'dayOfMonth' | 'time'>): string {
  if (a.kind === 'onDemand') return 'On demand';
  const day =
    a.frequency === 'Weekly' ? ` on ${a.dayOfWeek}` : a.frequency === 'Monthly' ? ` on day ${a.dayOfMonth}` : '';
  return `${a.frequency}${day} at ${a.time} ${ALERT_TIME_ZONE}`;
}

export const recipientsText = (a: Pick<AlertRule, 'recipientUsers' | 'recipientEmails'>) =>
  [...a.recipientUsers.map((u) => (u.active ? u.name : `${u.name} (inactive)`)), ...a.recipientEmails].join(', ') ||
  '—';

export const RunStatus = ({ status }: { status: AlertRun['status'] }) => (
  <StatusTag status={status === 'ok' ? 'completed' : 'failed'} label={status === 'ok' ? 'OK' : 'Failed'} />
);
