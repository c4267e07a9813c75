import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import {
  COURSE_TOASTS,
  PROMOTION_CHOICES,
  stageActionInput,
  studentCourseInput,
  type Promotion,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { FormModal } from '../../../components/FormModal';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import { useCourseChoices, useCourseWrites } from './api';

/** Enrols the student in a course of the Courses table, from a semester. */
export function AddCourseDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useCourseWrites(studentId);
  const f = useFormDialog(studentCourseInput, {
    open,
    onClose,
    save: (body) => writes.add.mutateAsync(body),
    toasts: { ok: t(COURSE_TOASTS.added, { ns: 'titles' }), failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={t('Add course', { ns: 'titles' })} okText={t('Add course', { ns: 'titles' })}>
      <Form.Item name="courseId" label={t('Course', { ns: 'titles' })} required={f.required('courseId')}>
        <LookupSelect id="course-courseId" table="course" />
      </Form.Item>
      <Form.Item name="startSemesterId" label={t('Start semester', { ns: 'titles' })}>
        <LookupSelect id="course-startSemesterId" table="semester" />
      </Form.Item>
    </FormModal>
  );
}

/**
 * Places the student in a stage for a semester: Promote (the next stage; refused while an F stands), Repeat (the
 * current stage again), Special (a chosen stage, with a reason) or New Student (the first stage registered).
 */
export function StageDialog({
  studentId,
  courseRowId,
  hasStage,
  onClose,
}: {
  studentId: number;
  courseRowId: number | null;
  hasStage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useCourseWrites(studentId);
  const open = courseRowId !== null;
  const choices = useCourseChoices(studentId, courseRowId);
  const f = useFormDialog(stageActionInput, {
    open,
    onClose,
    source: courseRowId,
    values: () => ({ promotion: hasStage ? 'Promote' : 'New Student' }),
    save: (body) => writes.stage.mutateAsync({ courseRowId: courseRowId!, body }),
    toasts: { ok: t(COURSE_TOASTS.stage, { ns: 'titles' }), failed: t(COURSE_TOASTS.saveFailed, { ns: 'titles' }) },
  });
  const promotion = Form.useWatch('promotion', f.form) as Promotion | undefined;
  const needsStage = promotion === 'Special' || promotion === 'New Student';
  return (
    <FormModal {...f.shell} title={t('Stage and semester', { ns: 'titles' })} okText={t('action.save')}>
      <Form.Item name="promotion" label={t('Promotion', { ns: 'titles' })} required>
        <Select id="stage-promotion" options={PROMOTION_CHOICES.map((p) => ({ value: p, label: translateTitle(p) }))} />
      </Form.Item>
      {needsStage && (
        <Form.Item name="stageId" label={t('Stage', { ns: 'titles' })} required>
          <Select
            id="stage-stageId"
            loading={choices.isLoading}
            options={(choices.data?.stages ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })} required>
        <LookupSelect id="stage-semesterId" table="semester" />
      </Form.Item>
      {promotion === 'Special' && (
        <Form.Item name="reason" label={t('Reason', { ns: 'titles' })} required>
          <Input id="stage-reason" maxLength={500} autoComplete="off" />
        </Form.Item>
      )}
    </FormModal>
  );
}
