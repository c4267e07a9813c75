import { useTranslation } from 'react-i18next';
import { Form, InputNumber, Radio, Select } from 'antd';
import { ROTATION_GRADE_STATUSES, ROTATION_TOASTS, rotationGradeInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useRotationWrites, type RotationRow } from '../rotationsApi';

/** Grades a rotation: marks from 0 to 100, or a status (Honors, High Pass, Pass, Fail, Incomplete). */
export function GradeDialog({
  studentId,
  rotation,
  onClose,
}: {
  studentId: number;
  rotation: RotationRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { grade } = useRotationWrites(studentId);
  const f = useFormDialog(rotationGradeInput, {
    open: rotation !== null,
    onClose,
    source: rotation,
    values: () => ({
      gradeType: rotation?.gradeType ?? 'marks',
      marks: rotation?.marks ?? undefined,
      grade: rotation?.grade ?? undefined,
    }),
    save: (body) => grade.mutateAsync({ rotationId: rotation!.id, body }),
    toasts: {
      ok: t(ROTATION_TOASTS.graded, { ns: 'titles' }),
      failed: t('Failed to save the grade. Try again!', { ns: 'titles' }),
    },
  });
  const type = Form.useWatch('gradeType', f.shell.formProps.form) as string | undefined;
  return (
    <FormModal {...f.shell} title={t('Grade rotation', { ns: 'titles' })} okText={t('action.save')}>
      <Form.Item name="gradeType" label={t('Grade type', { ns: 'titles' })} required>
        <Radio.Group
          id="grade-gradeType"
          options={[
            { value: 'marks', label: t('Marks', { ns: 'titles' }) },
            { value: 'status', label: t('Status', { ns: 'titles' }) },
          ]}
        />
      </Form.Item>
      {type === 'status' ? (
        <Form.Item name="grade" label={t('Grade', { ns: 'titles' })} required>
          <Select
            id="grade-grade"
            options={ROTATION_GRADE_STATUSES.map((g) => ({ value: g, label: translateTitle(g) }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="marks" label={t('Marks', { ns: 'titles' })} required>
          <InputNumber id="grade-marks" min={0} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
    </FormModal>
  );
}
