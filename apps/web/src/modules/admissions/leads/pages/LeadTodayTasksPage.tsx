import { useSearchParams } from 'react-router';
import { Checkbox } from 'antd';
import { formatDate, localDay } from '@caduceus/contracts';
import { Page } from '../../../../components/Page';
import { LEAD_MESSAGE_PATHS } from '../tabs/messages/api';
import { LeadTaskTable } from '../tabs/messages/LeadTaskTable';

/** /lead/task/search (Today's Tasks): the signed-in rep's open lead tasks due today, optionally with the overdue ones. */
export default function LeadTodayTasksPage() {
  const [sp, setSp] = useSearchParams();
  const overdue = sp.get('overdue') === 'true';
  const day = localDay();
  const setOverdue = (on: boolean) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        n.delete('page');
        if (on) n.set('overdue', 'true');
        else n.delete('overdue');
        return n;
      },
      { replace: true },
    );
  return (
    <Page
      title="Today's Tasks"
      subtitle={`Your lead tasks due ${formatDate(day)}; open ones unless you choose a status`}
    >
      <LeadTaskTable
        path={LEAD_MESSAGE_PATHS.today}
        label="Today's lead tasks"
        showLead
        params={{ day, overdue: overdue ? 'true' : undefined }}
        emptyText={overdue ? 'No lead tasks due today or overdue' : 'No lead tasks due today'}
        toolbar={
          <Checkbox checked={overdue} onChange={(e) => setOverdue(e.target.checked)}>
            Include overdue
          </Checkbox>
        }
      />
    </Page>
  );
}
