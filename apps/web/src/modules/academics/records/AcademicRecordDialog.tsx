import { useTranslation } from 'react-i18next';
import { AutoComplete, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ACADEMIC_GRADES, ACADEMIC_RECORD_TOASTS, RECORD_CREDITS, academicRecordInput } from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useAcademicRecordWrites, useRecordChoices, type AcademicRecordRow } from './api';

/** What the dialog edits: a new entry of a form, or one of the list. */
export type AcademicRecordTarget = { form: number; entry: AcademicRecordRow | null };

/**
 * Adds or corrects an entry of an academic records form: the class, course or rotation (offered from the control
 * tables, or as the transcript reads), the term, the credits, the grade and the grade points (the GPA pattern, at
 * most 4.00). The server's refusals (the same title twice in a term) show on their fields.
 */
export function AcademicRecordDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: AcademicRecordTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useAcademicRecordWrites(studentId);
  const choices = useRecordChoices(studentId, target?.form ?? null);
  const editing = target?.entry ?? null;
  const f = useFormDialog(academicRecordInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            form: editing.form,
            title: editing.title,
            term: editing.term,
            institution: editing.institution ?? '',
            completedOn: editing.completedOn,
            credits: editing.credits,
            grade: editing.grade,
            gradePoints: editing.gradePoints ?? '',
          }
        : { form: target?.form },
    save: (body) =>
      editing ? writes.update.mutateAsync({ recordId: editing.id, body }) : writes.add.mutateAsync(body),
    toasts: {
      ok: t(editing ? ACADEMIC_RECORD_TOASTS.updated : ACADEMIC_RECORD_TOASTS.added, { ns: 'titles' }),
      failed: t(ACADEMIC_RECORD_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit academic record', { ns: 'titles' }) : t('Add academic record', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add academic record', { ns: 'titles' })}
      width={640}
    >
      <Form.Item name="form" hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="title" label={t('Title', { ns: 'titles' })} required={f.required('title')}>
            <AutoComplete
              id="record-title"
              maxLength={160}
              options={(choices.data?.items ?? []).map((c) => ({ value: c.name }))}
              filterOption={(input, o) =>
                String(o?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="term"
            label={t('Term', { ns: 'titles' })}
            required={f.required('term')}
            extra={t('e.g. Fall 2024', { ns: 'titles' })}
          >
            <Input id="record-term" maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="institution" label={t('Institution', { ns: 'titles' })}>
            <Input id="record-institution" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <DateItem id="record-completedOn" name="completedOn" label={t('Completed on', { ns: 'titles' })} />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="credits" label={t('Credits', { ns: 'titles' })} required={f.required('credits')}>
            <InputNumber
              id="record-credits"
              min={RECORD_CREDITS.min}
              max={RECORD_CREDITS.max}
              step={0.5}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="grade" label={t('Grade', { ns: 'titles' })} required={f.required('grade')}>
            <Select
              id="record-grade"
              showSearch={{ optionFilterProp: 'label' }}
              options={ACADEMIC_GRADES.map((g) => ({ value: g, label: g }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="gradePoints"
            label={t('Grade points', { ns: 'titles' })}
            extra={t('Empty for P, I and W', { ns: 'titles' })}
          >
            <Input id="record-gradePoints" maxLength={5} inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
