import { useSearchParams } from 'react-router';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { UserSelect } from '../../../../components/UserSelect';
import { LEAD_MESSAGE_PATHS } from '../tabs/messages/api';
import { LeadTaskTable } from '../tabs/messages/LeadTaskTable';

/** /lead/task/all-tasks: every task on a lead, by status, assignee and due range; export to Excel. */
export default function LeadAllTasksPage() {
  const [sp, setSp] = useSearchParams();
  const assignedToId = Number(sp.get('assignedToId')) || undefined;
  const dueFrom = sp.get('dueFrom') ?? undefined;
  const dueTo = sp.get('dueTo') ?? undefined;
  const patch = (p: Record<string, string | undefined>) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        n.delete('page');
        for (const [k, v] of Object.entries(p)) {
          if (v) n.set(k, v);
          else n.delete(k);
        }
        return n;
      },
      { replace: true },
    );
  return (
    <Page title="All Tasks" subtitle="Tasks on leads, by status, assignee and due date">
      <LeadTaskTable
        path={LEAD_MESSAGE_PATHS.all}
        label="Lead tasks"
        showLead
        params={{ assignedToId, dueFrom, dueTo }}
        exportAs="lead_tasks"
        emptyText="No lead tasks match"
        toolbar={
          <>
            <div style={{ width: 240 }}>
              <UserSelect
                aria-label="Assigned to"
                placeholder="Assigned to"
                value={assignedToId ?? null}
                onChange={(v) => patch({ assignedToId: v ? String(v) : undefined })}
              />
            </div>
            <DatePicker.RangePicker
              aria-label="Due between"
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              placeholder={['Due from', 'Due to']}
              value={[dueFrom ? dayjs(dueFrom) : null, dueTo ? dayjs(dueTo) : null]}
              onChange={(r) => patch({ dueFrom: r?.[0]?.format('YYYY-MM-DD'), dueTo: r?.[1]?.format('YYYY-MM-DD') })}
            />
          </>
        }
      />
    </Page>
  );
}
