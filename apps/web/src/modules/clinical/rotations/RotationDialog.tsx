import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { ROTATION_TOASTS, rotationInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useRotationWrites, type RotationRow } from '../rotationsApi';
import { PlacementFields } from './PlacementFields';

export type RotationTarget = { rotation: RotationRow | null };

/** Requests a rotation for the student, or changes where and when one is; the server's refusals show on their fields. */
export function RotationDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: RotationTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useRotationWrites(studentId);
  const editing = target?.rotation ?? null;
  const f = useFormDialog(rotationInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            hospitalId: editing.hospitalId,
            hospitalRotationId: editing.hospitalRotationId,
            preceptorId: editing.preceptorId,
            startDate: editing.startDate,
            weeks: editing.weeks,
            notes: editing.notes ?? '',
          }
        : { weeks: 4 },
    save: (body) =>
      editing ? writes.update.mutateAsync({ rotationId: editing.id, body }) : writes.add.mutateAsync(body),
    toasts: {
      ok: t(editing ? ROTATION_TOASTS.updated : ROTATION_TOASTS.added, { ns: 'titles' }),
      failed: t('Failed to save the rotation. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit rotation', { ns: 'titles' }) : t('Add rotation', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add rotation', { ns: 'titles' })}
      width={680}
    >
      <PlacementFields idPrefix="rotation" />
      <Form.Item name="notes" label={t('Notes', { ns: 'titles' })}>
        <Input.TextArea id="rotation-notes" maxLength={1000} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
