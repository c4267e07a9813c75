import { lazy, Suspense } from 'react';
import { Form, Select, Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BULK_ACCOUNTING_TOASTS,
  BULK_INVOICE_FINANCIAL_STATUS_TOASTS,
  INVOICE_FINANCIAL_STATUSES,
  INVOICE_FINANCIAL_STATUS_LABEL,
  INVOICE_TYPES,
  INVOICE_TYPES_LABEL,
  PAYMENT_PLAN_OPTIONS,
  bulkAccountingInput,
  bulkInvoiceFinancialStatusInput,
  type StudentAccountingListItem,
} from '@caduceus/contracts';
import { useLookup } from '../../../components/useLookup';
import { InvoiceFinancialTag, invoiceTypesText } from '../../students';
import { ACCOUNTING_PATHS } from '../../finance';
import { BulkStudentUpdate, optionFilter, useStudentFilters } from './BulkStudentUpdate';
import { accountingChanges, studentsText } from './bulkSummary';

type Row = StudentAccountingListItem;
const planText = (r: Row) =>
  r.paymentPlan === 'installments' ? `Installments (${r.installments ?? '?'})` : 'Pay in full';
const columns: ColumnsType<Row> = [
  { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Status', dataIndex: 'statusName', key: 'status', sorter: true },
  { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true },
  {
    title: INVOICE_FINANCIAL_STATUS_LABEL,
    dataIndex: 'invoiceFinancialStatus',
    key: 'invoiceFinancialStatus',
    sorter: true,
    render: (v: number) => <InvoiceFinancialTag value={v} />,
  },
  {
    title: INVOICE_TYPES_LABEL,
    dataIndex: 'invoiceTypes',
    key: 'invoiceTypes',
    render: (v: number[]) => invoiceTypesText(v) || '—',
  },
  { title: 'Payment plan', key: 'paymentPlan', render: (_: unknown, r) => planText(r) },
  {
    title: 'Scholarship',
    dataIndex: 'scholarshipLabel',
    key: 'scholarshipLabel',
    render: (v: string | null) => v ?? '—',
  },
];
/** What each bulk update sets, always shown in its list. */
const INVOICE_STATUS_PINNED = ['invoiceFinancialStatus'];
const ACCOUNTING_PINNED = ['invoiceTypes', 'paymentPlan', 'scholarshipLabel'];
const statusFilter = optionFilter('invoiceFinancialStatus', INVOICE_FINANCIAL_STATUS_LABEL, INVOICE_FINANCIAL_STATUSES);

/** Accounting settings, bulk update of the students' invoice financial status (1 Cleared, 2 Hold, 3 Blocked). */
export function BulkInvoiceFinancialStatus() {
  const filters = [statusFilter, ...useStudentFilters()];
  return (
    <BulkStudentUpdate<Row>
      subject="invoice financial status"
      path={ACCOUNTING_PATHS.list}
      columns={columns}
      pinned={INVOICE_STATUS_PINNED}
      filters={filters}
      schema={bulkInvoiceFinancialStatusInput}
      endpoint={ACCOUNTING_PATHS.bulkInvoiceFinancialStatus}
      toasts={BULK_INVOICE_FINANCIAL_STATUS_TOASTS}
      fields={(f) => (
        <Form.Item
          name="invoiceFinancialStatus"
          label={`New ${INVOICE_FINANCIAL_STATUS_LABEL.toLowerCase()}`}
          required={f.required('invoiceFinancialStatus')}
        >
          <Select
            id="invoiceFinancialStatus"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a status"
            style={{ width: 240 }}
            options={INVOICE_FINANCIAL_STATUSES}
          />
        </Form.Item>
      )}
      confirm={(v, n) => ({
        title: `Set ${studentsText(n)} to ${INVOICE_FINANCIAL_STATUSES.find((o) => o.value === v.invoiceFinancialStatus)?.label ?? '…'}?`,
      })}
    />
  );
}

// the values form (with the record form's inputs) loads when step 2 is reached
const AccountingValues = lazy(() => import('./BulkAccountingValues'));

/** Accounting settings, bulk update of the students' accounting values (invoice types, payment plan, scholarship, ...). */
export function BulkAccounting() {
  const filters = [
    optionFilter('invoiceType', 'Invoice type', INVOICE_TYPES),
    optionFilter('paymentPlan', 'Payment plan', PAYMENT_PLAN_OPTIONS),
    statusFilter,
    ...useStudentFilters(),
  ];
  const scholarships = useLookup('scholarship');
  const aids = useLookup('financial-aid');
  const nameIn = (items: { value: number | string; label: string }[] | undefined, id: unknown) =>
    items?.find((i) => i.value === id)?.label ?? null;
  return (
    <BulkStudentUpdate<Row>
      subject="accounting"
      path={ACCOUNTING_PATHS.list}
      columns={columns}
      pinned={ACCOUNTING_PINNED}
      filters={filters}
      schema={bulkAccountingInput}
      endpoint={ACCOUNTING_PATHS.bulkAccounting}
      toasts={BULK_ACCOUNTING_TOASTS}
      fields={(f) => (
        <Suspense fallback={<Spin />}>
          <AccountingValues f={f} />
        </Suspense>
      )}
      confirm={(v, n) => {
        const lines = accountingChanges(v, {
          scholarshipId: nameIn(scholarships.data?.items, v.scholarshipId),
          financialAidId: nameIn(aids.data?.items, v.financialAidId),
        });
        return {
          title: `Set on ${studentsText(n)}?`,
          description: lines.length ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : (
            'Nothing is filled in yet.'
          ),
        };
      }}
    />
  );
}
