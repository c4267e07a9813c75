import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TASK_FILTER_OPTIONS, TODO_TOASTS, type Task } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { DataTable, type FilterDef } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { PATHS, taskHref, useStarTask } from '../api';
import { StarButton } from '../components/StarButton';
import { TASK_STATUS_FILTER, taskColumns } from '../components/taskColumns';
import { useSubjectRights } from '../subjectRights';

const TaskFormDrawer = lazyOnOpen(
  () => import('../components/TaskFormDrawer').then((m) => m.TaskFormDrawer),
  (p) => p.open,
);
const TaskSubjectsDrawer = lazyOnOpen(
  () => import('../components/TaskSubjectsDrawer').then((m) => m.TaskSubjectsDrawer),
  (p) => p.open,
);

const FILTERS: FilterDef[] = [
  {
    name: 'filter',
    label: 'Assigned',
    width: 180,
    options: TASK_FILTER_OPTIONS.map((o) => ({ label: o.label, value: String(o.value) })),
  },
  TASK_STATUS_FILTER,
];

/** /task/list: the tasks one takes part in (assigned to or by them), filtered by who and status; add and assign; task subjects. */
export default function TaskListPage() {
  const rights = useRights('/task/list');
  const subjectRights = useSubjectRights();
  const [adding, setAdding] = useState(false);
  const [subjects, setSubjects] = useState(false);
  const star = useStarTask();

  const columns = useMemo<ColumnsType<Task>>(
    () => [
      {
        title: 'Subject',
        dataIndex: 'subjectName',
        key: 'subjectName',
        render: (v: string | null) => v ?? 'No subject',
      },
      { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true, width: 320 },
      ...taskColumns<Task>(),
      {
        title: 'Favourite',
        key: 'starred',
        align: 'center',
        render: (_, t) => (
          <StarButton
            starred={t.starred}
            label={`task ${t.subjectName ?? t.description.slice(0, 40)}`}
            disabled={!rights.edit}
            loading={star.isPending && star.variables?.id === t.id}
            onToggle={() =>
              star.mutate(
                { id: t.id, starred: !t.starred },
                { onSuccess: () => toast.success(t.starred ? TODO_TOASTS.unstarred : TODO_TOASTS.starred) },
              )
            }
          />
        ),
      },
    ],
    [star, rights.edit],
  );

  return (
    <Page
      title="Tasks"
      subtitle={<Typography.Text type="secondary">Tasks assigned to you and by you</Typography.Text>}
      actions={
        <>
          {subjectRights.read && (
            <Button icon={<TagsOutlined />} onClick={() => setSubjects(true)}>
              Task subjects
            </Button>
          )}
          {rights.write && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add task
            </Button>
          )}
        </>
      }
    >
      <DataTable<Task>
        label="Tasks"
        itemName={['task', 'tasks']}
        path={PATHS.tasks}
        rowKey="id"
        columns={columns}
        rowHref={taskHref}
        search="Search description or subject"
        filters={FILTERS}
        exportAs="tasks"
        emptyText="No tasks yet"
      />
      {rights.write && <TaskFormDrawer open={adding} onClose={() => setAdding(false)} />}
      {subjectRights.read && <TaskSubjectsDrawer open={subjects} onClose={() => setSubjects(false)} />}
    </Page>
  );
}
