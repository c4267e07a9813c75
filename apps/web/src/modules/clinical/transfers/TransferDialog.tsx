import { useTranslation } from 'react-i18next';
import { Col, Input, InputNumber, Row, Select } from 'antd';
import {
  CLINICAL_TRANSFER_TOASTS,
  ROTATION_GRADE_STATUSES,
  ROTATION_TABLE,
  clinicalTransferInput,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FieldCol } from '../../../components/FieldCol';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import { useTransferWrites, type TransferRow } from './api';

/** What the dialog edits: a new transfer, or one of the list. */
export type TransferTarget = { transfer: TransferRow | null };

/** Credits a rotation done at another school, or corrects one: rotation, school, days, weeks, grade, notes. */
export function TransferDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: TransferTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const writes = useTransferWrites(studentId);
  const editing = target?.transfer ?? null;
  const f = useFormDialog(clinicalTransferInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            rotationId: editing.rotationId,
            school: editing.school,
            fromDate: editing.fromDate,
            toDate: editing.toDate,
            weeks: editing.weeks,
            grade: editing.grade,
            notes: editing.notes,
          }
        : undefined,
    save: (body) =>
      editing ? writes.update.mutateAsync({ transferId: editing.id, body }) : writes.add.mutateAsync(body),
    toasts: {
      ok: t(editing ? CLINICAL_TRANSFER_TOASTS.updated : CLINICAL_TRANSFER_TOASTS.added),
      failed: t(CLINICAL_TRANSFER_TOASTS.saveFailed),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit clinical transfer') : t('Add clinical transfer')}
      okText={editing ? t('Save') : t('Add clinical transfer')}
      width={640}
    >
      <Row gutter={16}>
        <FieldCol name="rotationId" label={t('Rotation')} required={f.required} wide>
          <LookupSelect id="transfer-rotationId" table={ROTATION_TABLE} currentLabel={editing?.rotationName} />
        </FieldCol>
        <FieldCol name="school" label={t('School or hospital')} required={f.required} wide>
          <Input id="transfer-school" maxLength={200} autoComplete="off" />
        </FieldCol>
        <Col xs={24} sm={12}>
          <DateItem id="transfer-fromDate" name="fromDate" label={t('Start date')} required={f.required('fromDate')} />
        </Col>
        <Col xs={24} sm={12}>
          <DateItem id="transfer-toDate" name="toDate" label={t('End date')} required={f.required('toDate')} />
        </Col>
        <FieldCol name="weeks" label={t('Weeks')} required={f.required}>
          <InputNumber id="transfer-weeks" min={1} max={52} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol name="grade" label={t('Grade')} required={f.required}>
          <Select
            id="transfer-grade"
            allowClear
            options={ROTATION_GRADE_STATUSES.map((g) => ({ value: g, label: translateTitle(g) }))}
          />
        </FieldCol>
        <FieldCol name="notes" label={t('Notes')} required={f.required} wide>
          <Input.TextArea id="transfer-notes" rows={3} maxLength={2000} />
        </FieldCol>
      </Row>
    </FormModal>
  );
}
