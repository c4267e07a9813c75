import { useTranslation } from 'react-i18next';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { MCAT_SECTIONS, MCAT_SECTION_SCORE, MCAT_TOASTS, mcatInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useMcatWrites, type McatRow } from './api';

/** What the dialog edits: a new MCAT, or one of the list. */
export type McatTarget = { score: McatRow | null };

/** Records or corrects an MCAT: the day, the four section scores (the total is their sum, shown as typed), percentile. */
export function McatDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: McatTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useMcatWrites(studentId);
  const editing = target?.score ?? null;
  const f = useFormDialog(mcatInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () => (editing ? { ...editing, total: null } : undefined),
    save: (body) => (editing ? writes.update.mutateAsync({ mcatId: editing.id, body }) : writes.add.mutateAsync(body)),
    toasts: {
      ok: t(editing ? MCAT_TOASTS.updated : MCAT_TOASTS.added, { ns: 'titles' }),
      failed: t(MCAT_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  const typed = Form.useWatch([], f.form) as Record<string, unknown> | undefined;
  const parts = MCAT_SECTIONS.map((s) => Number(typed?.[s.key]));
  const total = parts.every((n) => Number.isInteger(n) && n > 0) ? parts.reduce((a, b) => a + b, 0) : null;
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit MCAT', { ns: 'titles' }) : t('Add MCAT', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add MCAT', { ns: 'titles' })}
      width={640}
    >
      <DateItem
        id="mcat-testDate"
        name="testDate"
        label={t('Test date', { ns: 'titles' })}
        required={f.required('testDate')}
      />
      <Row gutter={16}>
        {MCAT_SECTIONS.map((s) => (
          <Col xs={24} md={12} key={s.key}>
            <Form.Item name={s.key} label={translateTitle(s.label)} required>
              <InputNumber
                id={`mcat-${s.key}`}
                min={MCAT_SECTION_SCORE.min}
                max={MCAT_SECTION_SCORE.max}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item name="percentile" label={t('Percentile', { ns: 'titles' })}>
            <InputNumber id="mcat-percentile" min={0} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('Total', { ns: 'titles' })}>
            <Typography.Text strong aria-live="polite">
              {total ?? '—'}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
