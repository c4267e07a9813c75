import { Page } from '../../../../components/Page';
import { usePersonDatesFilter } from '../../../../components/PersonDatesFilter';
import { LEAD_MESSAGE_PATHS } from '../tabs/messages/api';
import { LeadTaskTable } from '../tabs/messages/LeadTaskTable';

const NAMES = { person: 'assignedToId', from: 'dueFrom', to: 'dueTo' };

/** /lead/task/all-tasks: every task on a lead, by status, assignee and due range; export to Excel. */
export default function LeadAllTasksPage() {
  const filter = usePersonDatesFilter({
    names: NAMES,
    personLabel: 'Assigned to',
    datesLabel: 'Due between',
    datesPlaceholder: ['Due from', 'Due to'],
  });
  return (
    <Page title="All Tasks" subtitle="Tasks on leads, by status, assignee and due date">
      <LeadTaskTable
        path={LEAD_MESSAGE_PATHS.all}
        label="Lead tasks"
        showLead
        params={filter.params}
        exportAs="lead_tasks"
        emptyText="No lead tasks match"
        toolbar={filter.bar}
      />
    </Page>
  );
}
