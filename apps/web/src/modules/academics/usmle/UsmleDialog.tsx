import { useTranslation } from 'react-i18next';
import { Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import { USMLE_RESULTS, USMLE_SCORE, USMLE_STEPS, USMLE_TOASTS, usmleAttemptInput } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useUsmleWrites, type UsmleRow } from './api';

/** What the dialog edits: a new attempt, or one of the list. */
export type UsmleTarget = { attempt: UsmleRow | null };

/**
 * Records or corrects a USMLE attempt: the step, the day taken, Pass or Fail and the score (Step 1 may have none).
 * The server's refusals (a second record of the step that day, a step already passed, a fifth attempt) show on
 * their fields.
 */
export function UsmleDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: UsmleTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useUsmleWrites(studentId);
  const editing = target?.attempt ?? null;
  const f = useFormDialog(usmleAttemptInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () =>
      editing
        ? { step: editing.step, testDate: editing.testDate, result: editing.result, score: editing.score }
        : undefined,
    save: (body) =>
      editing ? writes.update.mutateAsync({ attemptId: editing.id, body }) : writes.add.mutateAsync(body),
    toasts: {
      ok: t(editing ? USMLE_TOASTS.updated : USMLE_TOASTS.added, { ns: 'titles' }),
      failed: t(USMLE_TOASTS.saveFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={editing ? t('Edit USMLE attempt', { ns: 'titles' }) : t('Add USMLE attempt', { ns: 'titles' })}
      okText={editing ? t('action.save') : t('Add USMLE attempt', { ns: 'titles' })}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="step" label={t('Step', { ns: 'titles' })} required={f.required('step')}>
            <Select
              id="usmle-step"
              showSearch={{ optionFilterProp: 'label' }}
              options={USMLE_STEPS.map((s) => ({ value: s, label: translateTitle(s) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <DateItem
            id="usmle-testDate"
            name="testDate"
            label={t('Test date', { ns: 'titles' })}
            required={f.required('testDate')}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="result" label={t('Result', { ns: 'titles' })} required={f.required('result')}>
            <Radio.Group
              id="usmle-result"
              options={USMLE_RESULTS.map((r) => ({ value: r, label: translateTitle(r) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="score"
            label={t('Score', { ns: 'titles' })}
            extra={t('Step 1 is pass/fail: leave the score empty', { ns: 'titles' })}
          >
            <InputNumber
              id="usmle-score"
              min={USMLE_SCORE.min}
              max={USMLE_SCORE.max}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
