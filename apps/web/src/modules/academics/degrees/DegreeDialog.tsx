import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import { DEGREE_TOASTS, degreeInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useDegreeChoices, useDegreeWrites, type DegreeRow } from './api';

/** What the dialog edits: a new degree, or one of the list. */
export type DegreeTarget = { degree: DegreeRow | null };

/**
 * Adds or corrects a degree: one of the Degrees control table (grouped by level), the institution, major, honors
 * and the day conferred (left empty while in progress; not in the future). The server's field errors show on
 * their fields.
 */
export function DegreeDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: DegreeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useDegreeWrites(studentId);
  const open = target !== null;
  const choices = useDegreeChoices(open);
  const editing = target?.degree ?? null;
  const f = useFormDialog(degreeInput, {
    open,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            degreeId: editing.degreeId,
            institution: editing.institution,
            major: editing.major ?? '',
            awardedOn: editing.awardedOn,
            honors: editing.honors ?? '',
          }
        : undefined,
    save: (body) =>
      editing ? writes.update.mutateAsync({ degreeId: editing.id, body }) : writes.add.mutateAsync(body),
    toasts: {
      ok: t(editing ? DEGREE_TOASTS.updated : DEGREE_TOASTS.added, { ns: 'titles' }),
      failed: t(DEGREE_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  const levels = [...new Set((choices.data?.items ?? []).map((d) => d.level ?? ''))];
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit degree', { ns: 'titles' }) : t('Add degree', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add degree', { ns: 'titles' })}
      width={640}
    >
      <Form.Item name="degreeId" label={t('Degree', { ns: 'titles' })} required={f.required('degreeId')}>
        <Select
          id="degree-degreeId"
          showSearch={{ optionFilterProp: 'label' }}
          loading={choices.isLoading}
          options={levels.map((level) => ({
            label: translateTitle(level || 'Other'),
            title: level,
            options: (choices.data?.items ?? [])
              .filter((d) => (d.level ?? '') === level)
              .map((d) => ({ value: d.id, label: d.abbreviation ? `${d.name} (${d.abbreviation})` : d.name })),
          }))}
        />
      </Form.Item>
      <Form.Item name="institution" label={t('Institution', { ns: 'titles' })} required={f.required('institution')}>
        <Input id="degree-institution" maxLength={200} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="major" label={t('Major', { ns: 'titles' })}>
            <Input id="degree-major" maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <DateItem
            id="degree-awardedOn"
            name="awardedOn"
            label={t('Conferred on', { ns: 'titles' })}
            extra={t('Leave empty while the degree is in progress', { ns: 'titles' })}
          />
        </Col>
      </Row>
      <Form.Item name="honors" label={t('Honors', { ns: 'titles' })}>
        <Input id="degree-honors" maxLength={200} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
