import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select, Typography } from 'antd';
import { loaInput, type LoaKind } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { newIdempotencyKey, todayIso } from '../shared/money';
import { useLoaFeeHeads, useLoaWrites, type EligibleRow } from './api';

/**
 * Creates an LOA for a student of the create list: the fee head (those the kind's LOA type has fee settings for;
 * the amount comes from them), the dates of the leave and the invoice's due date. One Idempotency-Key per opening.
 */
export function CreateLoaDialog({
  kind,
  semesterId,
  student,
  onClose,
}: {
  kind: LoaKind;
  semesterId: number | null;
  student: EligibleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = student !== null;
  const { create } = useLoaWrites(kind);
  const heads = useLoaFeeHeads(kind, open);
  const key = useMemo(() => (open ? newIdempotencyKey() : ''), [open]);
  const f = useFormDialog(loaInput, {
    open,
    onClose,
    source: student,
    values: () => ({
      studentId: student?.studentId,
      semesterId: semesterId ?? undefined,
      feeHeadId: heads.data?.items.length === 1 ? heads.data.items[0].value : undefined,
      fromDate: todayIso(),
      dueDate: todayIso(),
    }),
    save: (body) => create.mutateAsync({ body, key }),
    toasts: {
      ok: t('LOA Created Successfully', { ns: 'titles' }),
      failed: t('Failed to create the LOA, please try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={t('Create LOA for {{name}}', { ns: 'titles', name: student?.name ?? '' })}
      okText={t('Create', { ns: 'titles' })}
    >
      <Typography.Paragraph type="secondary">
        {t('The LOA is invoiced at the fee set for the fee head in the accounting settings.', { ns: 'titles' })}
      </Typography.Paragraph>
      <Form.Item name="studentId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="semesterId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="feeHeadId" label={t('Fee head', { ns: 'titles' })} required={f.required('feeHeadId')}>
        <Select
          id="feeHeadId"
          showSearch
          optionFilterProp="label"
          loading={heads.isLoading}
          options={heads.data?.items ?? []}
          placeholder={t('Choose a fee head', { ns: 'titles' })}
        />
      </Form.Item>
      <DateItem id="fromDate" name="fromDate" label={t('From', { ns: 'titles' })} required={f.required('fromDate')} />
      <DateItem id="toDate" name="toDate" label={t('To', { ns: 'titles' })} required={f.required('toDate')} />
      <DateItem id="dueDate" name="dueDate" label={t('Due date', { ns: 'titles' })} required={f.required('dueDate')} />
      <Form.Item name="notes" label={t('Notes', { ns: 'titles' })}>
        <Input.TextArea id="notes" rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
