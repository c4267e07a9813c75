import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { LeadTabProps } from '../registry';
import { LEAD_MESSAGE_PATHS } from './api';
import { LeadTaskTable } from './LeadTaskTable';
import { lazyOnOpen } from '../../../../../components/lazyOnOpen';

const LeadTaskAddDrawer = lazyOnOpen(
  () => import('./LeadTaskDrawer').then((m) => m.LeadTaskAddDrawer),
  (p) => p.open,
);

/** The lead's task tab: its tasks (subject, assignee, priority, due date, status); add and assign one ('Task Assigned Successfully'). */
export default function LeadTaskTab({ leadId, header, readOnly, rights }: LeadTabProps) {
  const canAdd = !readOnly && rights.write && !header.closedAt;
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={<h2 className="card-h2">Tasks</h2>}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Task
          </Button>
        )
      }
    >
      <LeadTaskTable
        path={LEAD_MESSAGE_PATHS.tasks(leadId)}
        label="Tasks of the lead"
        emptyText="No tasks for this lead yet"
        search="Search description or subject"
      />
      {canAdd && (
        <LeadTaskAddDrawer leadId={leadId} leadName={header.name} open={adding} onClose={() => setAdding(false)} />
      )}
    </Card>
  );
}
