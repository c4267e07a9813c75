import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row } from 'antd';
import { PRIOR_EDUCATION_TOASTS, priorEducationInput, type PriorEducationKind } from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { usePriorEducationWrites, type PriorEducationRow } from './api';

/** What the dialog edits: a new school of a kind, or one of the list. */
export type PriorEducationTarget = { kind: PriorEducationKind; entry: PriorEducationRow | null };

/**
 * Adds or corrects a school of the student's prior education: the institution, the program, the dates and the GPA
 * (up to 2 digits with up to 2 decimals). The server's refusals (the same school and start twice) show on their
 * fields.
 */
export function PriorEducationDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: PriorEducationTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = usePriorEducationWrites(studentId);
  const editing = target?.entry ?? null;
  const f = useFormDialog(priorEducationInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () =>
      editing
        ? {
            kind: editing.kind,
            institution: editing.institution,
            program: editing.program ?? '',
            fromDate: editing.fromDate,
            toDate: editing.toDate,
            gpa: editing.gpa ?? '',
          }
        : { kind: target?.kind },
    save: (body) => (editing ? writes.update.mutateAsync({ entryId: editing.id, body }) : writes.add.mutateAsync(body)),
    toasts: {
      ok: t(editing ? PRIOR_EDUCATION_TOASTS.updated : PRIOR_EDUCATION_TOASTS.added, { ns: 'titles' }),
      failed: t(PRIOR_EDUCATION_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit education', { ns: 'titles' }) : t('Add education', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add education', { ns: 'titles' })}
      width={640}
    >
      <Form.Item name="kind" hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="institution" label={t('Institution', { ns: 'titles' })} required={f.required('institution')}>
            <Input id="prior-institution" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="program" label={t('Program', { ns: 'titles' })}>
            <Input id="prior-program" maxLength={160} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <DateItem
            id="prior-fromDate"
            name="fromDate"
            label={t('From', { ns: 'titles' })}
            required={f.required('fromDate')}
          />
        </Col>
        <Col xs={24} md={8}>
          <DateItem id="prior-toDate" name="toDate" label={t('To', { ns: 'titles' })} />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="gpa" label={t('GPA', { ns: 'titles' })}>
            <Input id="prior-gpa" maxLength={5} inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
