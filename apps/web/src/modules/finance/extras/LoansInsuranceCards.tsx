import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LOAN_STATUSES, LOAN_TYPES, formatDate, malpracticeInput, studentLoanInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { useFormDialog } from '../../../components/useFormDialog';
import type { Rights } from '../../../app/rights';
import { DateItem } from '../shared/DateItem';
import { formatMoney } from '../shared/money';
import { useExtraWrites, useLoans, usePolicies, type LoanRow } from './api';

interface CardProps {
  studentId: number;
  readOnly: boolean;
  rights: Rights;
}

/** Adds a loan or financial aid, or edits the one given. */
function LoanDialog({
  studentId,
  loan,
  open,
  onClose,
}: {
  studentId: number;
  loan: LoanRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { saveLoan } = useExtraWrites(studentId);
  const f = useFormDialog(studentLoanInput, {
    open,
    onClose,
    source: loan,
    values: () => (loan ? { ...loan } : { status: 'applied' }),
    save: (body) => saveLoan.mutateAsync(body),
    toasts: { ok: t('Loan saved', { ns: 'titles' }), failed: t('Failed to save. Try again!', { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={loan ? t('Edit loan', { ns: 'titles' }) : t('Add loan', { ns: 'titles' })}>
      <Form.Item name="id" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="loanType" label={t('Type', { ns: 'titles' })} required>
        <Select
          id="loanType"
          showSearch={{ optionFilterProp: 'label' }}
          options={LOAN_TYPES.map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
        />
      </Form.Item>
      <Form.Item name="lender" label={t('Lender', { ns: 'titles' })} required>
        <Input id="lender" maxLength={120} />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount', { ns: 'titles' })} required>
        <Input id="amount" inputMode="decimal" prefix="$" autoComplete="off" />
      </Form.Item>
      <Form.Item name="status" label={t('Status', { ns: 'titles' })} required>
        <Select id="status" options={LOAN_STATUSES.map((o) => ({ value: o.value, label: translateTitle(o.label) }))} />
      </Form.Item>
      <Form.Item name="academicYear" label={t('Academic year', { ns: 'titles' })}>
        <Input id="academicYear" maxLength={20} />
      </Form.Item>
      <DateItem id="disbursedOn" name="disbursedOn" label={t('Disbursed on', { ns: 'titles' })} />
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="note" maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

/** Loans and financial aid (studentLoanFinancialAid, getStudentLoanList, deletStudentLoanById). */
export function LoansCard({ studentId, readOnly, rights }: CardProps) {
  const { t } = useTranslation();
  const loans = useLoans(studentId);
  const { deleteLoan } = useExtraWrites(studentId);
  const [editing, setEditing] = useState<{ loan: LoanRow | null } | null>(null);
  return (
    <Card
      title={<h2 className="card-h2">{t('Loans & Financial Aid', { ns: 'titles' })}</h2>}
      extra={
        !readOnly &&
        rights.write && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ loan: null })}>
            {t('Add loan', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <QueryState query={loans}>
        {(v) => (
          <Table<LoanRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={v.items}
            locale={{ emptyText: t('No loans yet', { ns: 'titles' }) }}
            columns={[
              {
                key: 'loanTypeLabel',
                dataIndex: 'loanTypeLabel',
                title: t('Type', { ns: 'titles' }),
                render: translateTitle,
              },
              { key: 'lender', dataIndex: 'lender', title: t('Lender', { ns: 'titles' }) },
              {
                key: 'amount',
                dataIndex: 'amount',
                title: t('Amount', { ns: 'titles' }),
                align: 'right',
                render: formatMoney,
              },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('Status', { ns: 'titles' }),
                render: (s: string) => translateTitle(LOAN_STATUSES.find((o) => o.value === s)?.label ?? s),
              },
              { key: 'academicYear', dataIndex: 'academicYear', title: t('Academic year', { ns: 'titles' }) },
              {
                key: 'disbursedOn',
                dataIndex: 'disbursedOn',
                title: t('Disbursed on', { ns: 'titles' }),
                render: (d: string | null) => formatDate(d),
              },
              {
                key: 'actions',
                title: t('Actions', { ns: 'titles' }),
                render: (_: unknown, loan) =>
                  !readOnly && (
                    <Flex gap={4}>
                      {rights.edit && (
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('Edit loan', { ns: 'titles' })}
                          onClick={() => setEditing({ loan })}
                        />
                      )}
                      {rights.delete && (
                        <ConfirmAction
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          title={t('Delete this loan?', { ns: 'titles' })}
                          okText={t('Delete', { ns: 'titles' })}
                          onConfirm={() => deleteLoan.mutateAsync(loan.id)}
                        />
                      )}
                    </Flex>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
      <LoanDialog
        studentId={studentId}
        loan={editing?.loan ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

/** Malpractice insurance policies (malPracticeInsuranceList, addMalPracticeInsurance). */
export function MalpracticeCard({ studentId, readOnly, rights }: CardProps) {
  const { t } = useTranslation();
  const policies = usePolicies(studentId);
  const { addPolicy } = useExtraWrites(studentId);
  const [adding, setAdding] = useState(false);
  const f = useFormDialog(malpracticeInput, {
    open: adding,
    onClose: () => setAdding(false),
    save: (body) => addPolicy.mutateAsync(body),
    toasts: {
      ok: t('Insurance policy saved', { ns: 'titles' }),
      failed: t('Failed to save. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <Card
      title={<h2 className="card-h2">{t('Malpractice Insurance', { ns: 'titles' })}</h2>}
      extra={
        !readOnly &&
        rights.write && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('Add policy', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <QueryState query={policies}>
        {(v) => (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={v.items}
            locale={{ emptyText: t('No policies yet', { ns: 'titles' }) }}
            columns={[
              { key: 'provider', dataIndex: 'provider', title: t('Provider', { ns: 'titles' }) },
              { key: 'policyNumber', dataIndex: 'policyNumber', title: t('Policy number', { ns: 'titles' }) },
              {
                key: 'coverage',
                dataIndex: 'coverage',
                title: t('Coverage', { ns: 'titles' }),
                align: 'right',
                render: (c: string | null) => (c ? formatMoney(c) : ''),
              },
              {
                key: 'startDate',
                dataIndex: 'startDate',
                title: t('Start date', { ns: 'titles' }),
                render: formatDate,
              },
              {
                key: 'expiryDate',
                dataIndex: 'expiryDate',
                title: t('Expiry date', { ns: 'titles' }),
                render: formatDate,
              },
            ]}
          />
        )}
      </QueryState>
      <FormModal {...f.shell} title={t('Add policy', { ns: 'titles' })}>
        <Form.Item name="provider" label={t('Provider', { ns: 'titles' })} required>
          <Input id="provider" maxLength={120} />
        </Form.Item>
        <Form.Item name="policyNumber" label={t('Policy number', { ns: 'titles' })} required>
          <Input id="policyNumber" maxLength={60} />
        </Form.Item>
        <Form.Item name="coverage" label={t('Coverage', { ns: 'titles' })}>
          <Input id="coverage" inputMode="decimal" prefix="$" autoComplete="off" />
        </Form.Item>
        <DateItem id="startDate" name="startDate" label={t('Start date', { ns: 'titles' })} required />
        <DateItem id="expiryDate" name="expiryDate" label={t('Expiry date', { ns: 'titles' })} required />
      </FormModal>
    </Card>
  );
}
