import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { INVOICE_STATUSES, formatDate, studentTabUrl, type InvoiceRunKind } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { FilterInput } from '../../../components/FilterInput';
import { useUrlPatch } from '../../../components/PersonDatesFilter';
import { InvoiceStatusTag } from '../invoices/columns';
import { moneyColumn } from '../shared/money';
import { ISSUED_PATH, useIssuedChoices, type IssuedRow } from './api';

/** An issued invoice's record: the invoice opened over its student's Invoices & Payments tab. */
export const issuedHref = (r: IssuedRow) => `${studentTabUrl('invoicePayments', r.studentId)}?invoice=${r.id}`;

/**
 * Under a run's wizard: what the kind's runs (and single invoices of its types) issued, newest first, by semester,
 * title, status and student; each row opens the invoice on its student's record; the filtered list to Excel.
 */
export function IssuedInvoices({ kind }: { kind: InvoiceRunKind }) {
  const { t } = useTranslation();
  const [sp] = useSearchParams();
  const patch = useUrlPatch();
  const choices = useIssuedChoices(kind);
  const student = sp.get('student') ?? undefined;

  const columns = useMemo<ColumnsType<IssuedRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('No.', { ns: 'titles' }), sorter: true },
      { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }), sorter: true },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      { key: 'title', dataIndex: 'title', title: t('Title', { ns: 'titles' }) },
      { key: 'semesterLabel', dataIndex: 'semesterLabel', title: t('Semester', { ns: 'titles' }) },
      ...(kind === 'clinical'
        ? [
            {
              key: 'covers',
              title: t('Weeks invoiced', { ns: 'titles' }),
              render: (_: unknown, r: IssuedRow) => (
                <Flex vertical gap={2}>
                  {(r.covers ?? []).map((c) => (
                    <span key={c}>{c}</span>
                  ))}
                </Flex>
              ),
            },
          ]
        : []),
      {
        key: 'typeLabel',
        dataIndex: 'typeLabel',
        title: t('Invoice type', { ns: 'titles' }),
        render: (v: string) => translateTitle(v),
      },
      {
        key: 'dueDate',
        dataIndex: 'dueDate',
        title: t('Due date', { ns: 'titles' }),
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      { ...moneyColumn('amount', t('Amount', { ns: 'titles' })), sorter: true },
      moneyColumn('due', t('Balance due', { ns: 'titles' })),
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        render: (_: unknown, r) => <InvoiceStatusTag status={r.status} />,
      },
    ],
    [t, kind],
  );

  return (
    <Card title={t('Issued invoices', { ns: 'titles' })} style={{ marginTop: 24 }}>
      <DataTable<IssuedRow>
        path={ISSUED_PATH}
        columns={columns}
        rowKey="id"
        rowHref={issuedHref}
        linkColumn="studentName"
        label={t('Issued invoices', { ns: 'titles' })}
        search={false}
        params={{ kind, student }}
        filterBar={
          <FilterInput
            id="issued-student"
            label={t('Student name or ID', { ns: 'titles' })}
            style={{ width: 220 }}
            value={student}
            onApply={(v) => patch({ student: v || undefined })}
          />
        }
        filterBarActive={student ? 1 : 0}
        filters={[
          {
            name: 'semesterId',
            label: t('Semester', { ns: 'titles' }),
            options: (choices.data?.semesters ?? []).map((s) => ({ value: String(s.id), label: s.label })),
          },
          {
            name: 'title',
            label: t('Title', { ns: 'titles' }),
            width: 220,
            options: (choices.data?.titles ?? []).map((v) => ({ value: v, label: v })),
          },
          {
            name: 'status',
            label: t('Status', { ns: 'titles' }),
            options: INVOICE_STATUSES.map((s) => ({ value: s.value, label: translateTitle(s.label) })),
          },
        ]}
        pinnedColumns={['studentName', 'title', 'amount', 'status']}
        emptyText={t('No invoices issued yet', { ns: 'titles' })}
        itemName={[t('invoice', { ns: 'titles' }), t('invoices', { ns: 'titles' })]}
        exportAs="issued-invoices"
      />
    </Card>
  );
}
