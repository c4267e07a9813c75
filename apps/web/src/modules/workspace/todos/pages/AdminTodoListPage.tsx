import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ColumnsType } from 'antd/es/table';
import { TASK_STATUS_OPTIONS, truncateName, type TodoItem } from '@caduceus/contracts';
import { DataTable, type FilterDef } from '../../../../components/DataTable';
import { DATE_FORMAT, formatDate } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { StatusTag } from '../../../../components/StatusTag';
import { UserSelect } from '../../../../components/UserSelect';
import { taskHref } from '../../tasks/api';
import { PATHS } from '../api';

const FILTERS: FilterDef[] = [
  {
    name: 'status',
    label: 'Status',
    width: 160,
    options: TASK_STATUS_OPTIONS.map((o) => ({ label: o.label, value: String(o.value) })),
  },
];

/** /admin/todolist: everybody's to-dos, by assignee, status and the days they are filed under; export to Excel. */
export default function AdminTodoListPage() {
  const [sp, setSp] = useSearchParams();
  const userId = Number(sp.get('userId')) || undefined;
  const startDate = sp.get('startDate') ?? undefined;
  const endDate = sp.get('endDate') ?? undefined;
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
      {
        title: 'Assigned To',
        dataIndex: 'assignTo',
        key: 'assignTo',
        render: (v: string) => <span title={v}>{truncateName(v)}</span>,
      },
      {
        title: 'Assigned By',
        dataIndex: 'assignedBy',
        key: 'assignedBy',
        render: (v: string) => <span title={v}>{truncateName(v)}</span>,
      },
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
        params={{ userId, startDate, endDate }}
        exportAs="todo_list"
        emptyText="No to-dos match"
        filterBarActive={[userId, startDate ?? endDate].filter((v) => v !== undefined).length}
        filterBar={
          <>
            <div style={{ width: 240 }}>
              <UserSelect
                aria-label="Assigned to"
                placeholder="Assigned to"
                value={userId ?? null}
                onChange={(v) => patch({ userId: v ? String(v) : undefined })}
              />
            </div>
            <DatePicker.RangePicker
              aria-label="Filed between"
              format={DATE_FORMAT}
              allowEmpty={[true, true]}
              value={[startDate ? dayjs(startDate) : null, endDate ? dayjs(endDate) : null]}
              onChange={(r) =>
                patch({ startDate: r?.[0]?.format('YYYY-MM-DD'), endDate: r?.[1]?.format('YYYY-MM-DD') })
              }
            />
          </>
        }
      />
    </Page>
  );
}
