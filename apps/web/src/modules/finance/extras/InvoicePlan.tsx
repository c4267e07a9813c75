import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import { invoiceDateInput, invoiceStageInput, setUpRecurringInput, formatDate } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { QueryState } from '../../../components/QueryState';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { formatMoney } from '../shared/money';
import { useInvoicePlan, usePlanWrites } from './api';

type Mode = 'stage' | 'date' | 'installments';
const SAVE_FAILED = 'Failed to save. Try again!';

function StageDialog({
  open,
  onClose,
  save,
}: {
  open: boolean;
  onClose: () => void;
  save: ReturnType<typeof usePlanWrites>;
}) {
  const { t } = useTranslation();
  const f = useFormDialog(invoiceStageInput, {
    open,
    onClose,
    save: (body) => save.stage.mutateAsync(body),
    toasts: { ok: t('Invoice stage changed', { ns: 'titles' }), failed: t(SAVE_FAILED, { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={t('Change stage', { ns: 'titles' })}>
      <Form.Item name="stageId" label={t('Stage', { ns: 'titles' })} required>
        <LookupSelect table="stage" id="stageId" />
      </Form.Item>
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required>
        <Input.TextArea id="reason" maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

function DateDialog({
  open,
  onClose,
  save,
  current,
}: {
  open: boolean;
  onClose: () => void;
  save: ReturnType<typeof usePlanWrites>;
  current: string;
}) {
  const { t } = useTranslation();
  const f = useFormDialog(invoiceDateInput, {
    open,
    onClose,
    values: () => ({ invoiceDate: current }),
    save: (body) => save.date.mutateAsync(body),
    toasts: { ok: t('Invoice date changed', { ns: 'titles' }), failed: t(SAVE_FAILED, { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={t('Change invoice date', { ns: 'titles' })}>
      <DateItem id="invoiceDate" name="invoiceDate" label={t('Invoice date', { ns: 'titles' })} required />
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required>
        <Input.TextArea id="reason" maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

function InstallmentsDialog({
  open,
  onClose,
  save,
}: {
  open: boolean;
  onClose: () => void;
  save: ReturnType<typeof usePlanWrites>;
}) {
  const { t } = useTranslation();
  const f = useFormDialog(setUpRecurringInput, {
    open,
    onClose,
    values: () => ({ installments: 2 }),
    save: (body) => save.installments.mutateAsync(body),
    toasts: { ok: t('Installments set up', { ns: 'titles' }), failed: t(SAVE_FAILED, { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={t('Set up installments', { ns: 'titles' })}>
      <Form.Item name="installments" label={t('Installments', { ns: 'titles' })} required>
        <InputNumber id="installments" min={2} max={12} />
      </Form.Item>
      <Form.Item
        name="semesterId"
        label={t('Semester', { ns: 'titles' })}
        extra={t("The end dates come from this semester's installment end dates; the invoice's semester when empty.", {
          ns: 'titles',
        })}
      >
        <LookupSelect table="semester" id="semesterId" />
      </Form.Item>
    </FormModal>
  );
}

/**
 * The invoice's stage and installment plan in its drawer; the bursar changes the stage or the invoice date
 * (with a reason) and spreads what is owed over installments, while the invoice is not cancelled.
 */
export function InvoicePlan({
  studentId,
  invoiceId,
  invoiceDate,
  canEdit,
}: {
  studentId: number;
  invoiceId: number;
  invoiceDate: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const q = useInvoicePlan(studentId, invoiceId);
  const save = usePlanWrites(studentId, invoiceId);
  const [mode, setMode] = useState<Mode | null>(null);
  const close = () => setMode(null);
  return (
    <section aria-labelledby="invoice-plan">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} id="invoice-plan" style={{ fontSize: 15, margin: 0 }}>
          {t('Stage and installments', { ns: 'titles' })}
        </Typography.Title>
        {canEdit && (
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => setMode('stage')}>
              {t('Change stage', { ns: 'titles' })}
            </Button>
            <Button size="small" onClick={() => setMode('date')}>
              {t('Change invoice date', { ns: 'titles' })}
            </Button>
            <Button size="small" onClick={() => setMode('installments')}>
              {t('Set up installments', { ns: 'titles' })}
            </Button>
          </Flex>
        )}
      </Flex>
      <QueryState query={q}>
        {(p) => (
          <>
            <Descriptions
              size="small"
              items={[{ key: 'stage', label: t('Stage', { ns: 'titles' }), children: p.stageLabel ?? '—' }]}
            />
            <Table
              rowKey="number"
              size="small"
              pagination={false}
              dataSource={p.installments}
              locale={{ emptyText: t('No installments', { ns: 'titles' }) }}
              columns={[
                { key: 'number', dataIndex: 'number', title: '#' },
                {
                  key: 'endDate',
                  dataIndex: 'endDate',
                  title: t('End date', { ns: 'titles' }),
                  render: (d: string) => formatDate(d),
                },
                {
                  key: 'amount',
                  dataIndex: 'amount',
                  title: t('Amount', { ns: 'titles' }),
                  align: 'right',
                  render: (v: string) => formatMoney(v),
                },
              ]}
            />
          </>
        )}
      </QueryState>
      <StageDialog open={mode === 'stage'} onClose={close} save={save} />
      <DateDialog open={mode === 'date'} onClose={close} save={save} current={invoiceDate} />
      <InstallmentsDialog open={mode === 'installments'} onClose={close} save={save} />
    </section>
  );
}
