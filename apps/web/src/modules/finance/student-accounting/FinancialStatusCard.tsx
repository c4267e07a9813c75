import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Form, Input, Select, Space } from 'antd';
import {
  FINANCIAL_STATUSES,
  FINANCIAL_STATUS_LABEL,
  FINANCIAL_STATUS_TOASTS,
  financialStatusChangeInput,
  type StudentFinancialStatus,
} from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../components/format';
import { useFormDialog } from '../../../components/useFormDialog';
import { FinancialTag } from '../../students';
import { useFinancialStatus, useFinancialStatusWrites } from './financialStatusApi';

/** The dialog of "Change financial status": Cleared, Hold or Blocked, and why (required). */
function ChangeDialog({
  studentId,
  current,
  open,
  onClose,
}: {
  studentId: number;
  current: StudentFinancialStatus;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const writes = useFinancialStatusWrites(studentId);
  const f = useFormDialog(financialStatusChangeInput, {
    open,
    onClose,
    // the student, not the status object: a refetch while the dialog is open keeps what the user chose
    source: current.studentId,
    values: () => ({ financialStatus: current.financialStatus, reason: '' }),
    save: (body) => writes.change.mutateAsync(body),
    toasts: { ok: t(FINANCIAL_STATUS_TOASTS.changed), failed: t(FINANCIAL_STATUS_TOASTS.failed) },
  });
  return (
    <FormModal {...f.shell} title={t('Change financial status')} okText={t('Save')}>
      <Form.Item name="financialStatus" label={t(FINANCIAL_STATUS_LABEL)} required={f.required('financialStatus')}>
        <Select id="financialStatus" options={FINANCIAL_STATUSES.map((o) => ({ value: o.value, label: t(o.label) }))} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('Reason')}
        required={f.required('reason')}
        extra={t('The overdue rule leaves a status set by hand until the override is lifted.')}
      >
        <Input.TextArea id="reason" rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}

/**
 * The financial status on the accounting-details tab: the status (Blocked limits what the student sees), what
 * the overdue rule gives, the override with its reason; staff with the tab's edit right change or lift it.
 */
export function FinancialStatusCard({ studentId, readOnly }: { studentId: number; readOnly?: boolean }) {
  const { t } = useTranslation('titles');
  const query = useFinancialStatus(studentId);
  const writes = useFinancialStatusWrites(studentId);
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={t(FINANCIAL_STATUS_LABEL)}
      extra={
        !readOnly && (
          <Button onClick={() => setOpen(true)} disabled={!query.data}>
            {t('Change financial status')}
          </Button>
        )
      }
    >
      <QueryState query={query}>
        {(v) => (
          <>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'status',
                  label: t(FINANCIAL_STATUS_LABEL),
                  children: <FinancialTag value={v.financialStatus} />,
                },
                {
                  key: 'rule',
                  label: t('By the overdue rule'),
                  children: <FinancialTag value={v.ruleStatus} />,
                },
                ...(v.override
                  ? [
                      {
                        key: 'override',
                        label: t('Set by hand'),
                        children: (
                          <Space wrap>
                            <span>{v.override.reason}</span>
                            <span>
                              ({formatDateTime(v.override.setAt)}
                              {v.override.setByName ? `, ${v.override.setByName}` : ''})
                            </span>
                            {!readOnly && (
                              <Button size="small" loading={writes.lift.isPending} onClick={() => writes.lift.mutate()}>
                                {t('Lift override')}
                              </Button>
                            )}
                          </Space>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <ChangeDialog studentId={studentId} current={v} open={open} onClose={() => setOpen(false)} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
