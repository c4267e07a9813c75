import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BULK_FINANCIAL_STATUS_TOASTS,
  FINANCIAL_STATUSES,
  FINANCIAL_STATUS_LABEL,
  bulkFinancialStatusInput,
  type StudentListItem,
} from '@caduceus/contracts';
import { FinancialTag } from '../../students';
import { BulkStudentUpdate, optionFilter, useStudentFilters } from './BulkStudentUpdate';
import { studentsText } from './bulkSummary';

const columns: ColumnsType<StudentListItem> = [
  { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true },
  { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true },
  { title: 'Cohort', dataIndex: 'cohort', key: 'cohort', sorter: true },
  {
    title: FINANCIAL_STATUS_LABEL,
    dataIndex: 'financialStatus',
    key: 'financialStatus',
    render: (v: number | null) => <FinancialTag value={v} />,
  },
];

/** Accounting settings, bulk update of the students' financial status (1 Clear, 2 Hold). */
/** What the bulk update sets, always shown in its list. */
const PINNED = ['financialStatus'];

export function BulkFinancialStatus() {
  const filters = [optionFilter('financialStatus', FINANCIAL_STATUS_LABEL, FINANCIAL_STATUSES), ...useStudentFilters()];
  return (
    <BulkStudentUpdate<StudentListItem>
      subject="financial status"
      path="/api/students"
      columns={columns}
      pinned={PINNED}
      filters={filters}
      schema={bulkFinancialStatusInput}
      endpoint="/api/students/bulk/financial-status"
      toasts={BULK_FINANCIAL_STATUS_TOASTS}
      fields={(f) => (
        <Form.Item
          name="financialStatus"
          label={`New ${FINANCIAL_STATUS_LABEL.toLowerCase()}`}
          required={f.required('financialStatus')}
        >
          <Select
            id="financialStatus"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a status"
            style={{ width: 240 }}
            options={FINANCIAL_STATUSES}
          />
        </Form.Item>
      )}
      confirm={(v, n) => ({
        title: `Set ${studentsText(n)} to ${FINANCIAL_STATUSES.find((o) => o.value === v.financialStatus)?.label ?? '…'}?`,
      })}
    />
  );
}
