import type { ColumnsType } from 'antd/es/table';
import { TASK_STATUS_OPTIONS, truncateName } from '@caduceus/contracts';
import type { FilterDef } from '../../../../components/DataTable';
import { formatDate } from '../../../../components/format';
import { StatusTag } from '../../../../components/StatusTag';

/** The task lists' status filter (tasks, lead tasks, to-dos). */
export const TASK_STATUS_FILTER: FilterDef = {
  name: 'status',
  label: 'Status',
  width: 160,
  options: TASK_STATUS_OPTIONS.map((o) => ({ label: o.label, value: String(o.value) })),
};

/** A name cut to fit its column, whole in its tooltip. */
export const personCell = (v: string) => <span title={v}>{truncateName(v)}</span>;

/** What a task row shows in every task list (a task, a lead's task). */
interface TaskRow {
  assignedToName: string;
  assignedByName: string;
  priorityName: string | null;
  dueDate: string | null;
  statusName: string;
  combinationStatus?: string | null;
  createdAt: string;
}

/** The task lists' columns after the subject and description: the people, priority, due date, status, creation. */
export function taskColumns<T extends TaskRow>(): ColumnsType<T> {
  return [
    { title: 'Assigned To', dataIndex: 'assignedToName', key: 'assignedToName', render: personCell },
    { title: 'Assigned By', dataIndex: 'assignedByName', key: 'assignedByName', render: personCell },
    { title: 'Priority', dataIndex: 'priorityName', key: 'priorityName', render: (v: string | null) => v ?? '—' },
    {
      title: 'Due Date',
      dataIndex: 'dueDate',
      key: 'dueDate',
      sorter: true,
      render: (v: string | null) => formatDate(v) || '—',
    },
    {
      title: 'Status',
      dataIndex: 'statusName',
      key: 'status',
      sorter: true,
      render: (v: string, t) => <StatusTag status={v} label={t.combinationStatus ?? v} />,
    },
    {
      title: 'Created On',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string) => formatDate(v),
    },
  ];
}
