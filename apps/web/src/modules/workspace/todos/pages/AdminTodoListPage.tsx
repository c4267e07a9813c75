import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import type { TodoItem } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDate } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { StatusTag } from '../../../../components/StatusTag';
import { usePersonDatesFilter } from '../../../../components/PersonDatesFilter';
import { taskHref } from '../../tasks/api';
import { TASK_STATUS_FILTER, personCell } from '../../tasks/components/taskColumns';
import { PATHS } from '../api';

const FILTERS = [TASK_STATUS_FILTER];

const NAMES = { person: 'userId', from: 'startDate', to: 'endDate' };

/** /admin/todolist: everybody's to-dos, by assignee, status and the days they are filed under; export to Excel. */
export default function AdminTodoListPage() {
  const filter = usePersonDatesFilter({ names: NAMES, personLabel: 'Assigned to', datesLabel: 'Filed between' });

  const columns = useMemo<ColumnsType<TodoItem>>(
    () => [
      {
        title: 'Description',
        dataIndex: 'description',
        key: 'description',
        ellipsis: true,
        width: 360,
        render: (v: string, t) => <Link to={taskHref(t)}>{v}</Link>,
      },
      { title: 'Assigned To', dataIndex: 'assignTo', key: 'assignTo', render: personCell },
      { title: 'Assigned By', dataIndex: 'assignedBy', key: 'assignedBy', render: personCell },
      {
        title: 'Status',
        dataIndex: 'statusName',
        key: 'status',
        sorter: true,
        render: (v: string, t) => <StatusTag status={v} label={t.combinationStatus ?? v} />,
      },
      { title: 'Date', dataIndex: 'todoDate', key: 'todoDate', sorter: true, render: (v: string) => formatDate(v) },
      {
        title: 'Created On',
        dataIndex: 'createdOn',
        key: 'createdAt',
        sorter: true,
        render: (v: string) => formatDate(v),
      },
    ],
    [],
  );

  return (
    <Page title="To Do List" subtitle="Everybody's to-dos and tasks, by person, status and week">
      <DataTable<TodoItem>
        label="To-dos"
        path={PATHS.admin}
        rowKey="id"
        columns={columns}
        search="Search description or subject"
        filters={FILTERS}
        params={filter.params}
        exportAs="todo_list"
        emptyText="No to-dos match"
        filterBarActive={filter.active}
        filterBar={filter.bar}
      />
    </Page>
  );
}
