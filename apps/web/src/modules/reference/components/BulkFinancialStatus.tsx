import { useMemo, useState } from 'react';
import { Alert, Button, Select, Space, Steps, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BULK_FINANCIAL_STATUS_TOASTS, FINANCIAL_STATUSES, type StudentListItem } from '@caduceus/contracts';
import { api, useApiMutation } from '../../../app/api';
import { DataTable, type FilterDef } from '../../../components/DataTable';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useLookups } from '../../../components/useLookup';

const COLOURS: Record<number, string> = { 1: 'green', 2: 'gold', 3: 'red' };
const financialTag = (v: number | null) => {
  const o = FINANCIAL_STATUSES.find((x) => x.value === v);
  return o ? <Tag color={COLOURS[o.value]}>{o.label}</Tag> : null;
};

/**
 * Accounting settings, bulk update of the financial status: step 1 choose students (filters, check
 * boxes, kept across pages), step 2 choose the status and confirm. All chosen students change or none.
 */
export function BulkFinancialStatus() {
  const [chosen, setChosen] = useState<number[]>([]);
  const [status, setStatus] = useState<number | undefined>();
  const [stepTwo, setStepTwo] = useState(false);
  const [statuses, campuses] = useLookups(['student-status', 'campus']);
  const save = useApiMutation((v: { studentIds: number[]; financialStatus: number }) => api.post<{ updated: number }>('/api/students/bulk/financial-status', v), {
    invalidate: ['/api/students'], errorToast: false,
  });

  const filters: FilterDef[] = useMemo(() => [
    { name: 'financialStatus', label: 'Financial status', options: FINANCIAL_STATUSES.map((o) => ({ label: o.label, value: String(o.value) })) },
    { name: 'statusId', label: 'Status', options: (statuses.data?.items ?? []).map((i) => ({ label: i.label, value: String(i.value) })) },
    { name: 'campusId', label: 'Campus', options: (campuses.data?.items ?? []).map((i) => ({ label: i.label, value: String(i.value) })) },
  ], [statuses.data, campuses.data]);

  const columns: ColumnsType<StudentListItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true },
    { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true },
    { title: 'Cohort', dataIndex: 'cohort', key: 'cohort', sorter: true },
    { title: 'Financial status', dataIndex: 'financialStatus', key: 'financialStatus', render: (v: number | null) => financialTag(v) },
  ];

  return (
    <section aria-label="Bulk update of the financial status">
      <Typography.Title level={4} style={{ marginTop: 0 }}>Bulk update: financial status</Typography.Title>
      <Steps size="small" current={stepTwo ? 1 : 0} style={{ marginBottom: 16 }} items={[{ title: 'Choose students' }, { title: 'Set the status' }]} />
      {!stepTwo ? (
        <DataTable<StudentListItem>
          path="/api/students" label="Students to update" columns={columns} rowKey="id" filters={filters} search="Search by id, name or email"
          prefix="bulk" emptyText="No students match these filters"
          rowSelection={{ selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: (keys) => setChosen(keys.map(Number)) }}
          toolbar={(
            <Space>
              <span aria-live="polite">{chosen.length} chosen</span>
              {chosen.length > 0 && <Button onClick={() => setChosen([])}>Clear</Button>}
              <Button type="primary" disabled={!chosen.length} onClick={() => setStepTwo(true)}>Next</Button>
            </Space>
          )}
        />
      ) : (
        <Space direction="vertical" size="middle" style={{ maxWidth: 480 }}>
          <Alert type="info" showIcon message={`${chosen.length} student${chosen.length === 1 ? '' : 's'} chosen`} />
          <label htmlFor="bulk-financial-status">New financial status</label>
          <Select id="bulk-financial-status" value={status} onChange={setStatus} placeholder="Choose a status" style={{ width: 240 }}
            options={FINANCIAL_STATUSES.map((o) => ({ label: o.label, value: o.value }))} />
          <Space>
            <Button onClick={() => setStepTwo(false)}>Back</Button>
            <ConfirmAction
              type="primary" size="middle" disabled={!status}
              title={`Set ${chosen.length} student${chosen.length === 1 ? '' : 's'} to ${FINANCIAL_STATUSES.find((o) => o.value === status)?.label ?? ''}?`}
              onConfirm={() => saveWithToasts(async () => {
                await save.mutateAsync({ studentIds: chosen, financialStatus: status! });
                setChosen([]);
                setStatus(undefined);
                setStepTwo(false);
              }, { ok: BULK_FINANCIAL_STATUS_TOASTS.updated, failed: BULK_FINANCIAL_STATUS_TOASTS.failed }).catch(() => {})}
            >
              Update
            </ConfirmAction>
          </Space>
        </Space>
      )}
    </section>
  );
}
