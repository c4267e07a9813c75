import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Select } from 'antd';
import {
  EXAM_TOASTS,
  NBME_DISCIPLINES,
  NBME_EXAM_TYPES,
  NBME_SCORE,
  nbmeScoreForStudent,
  type NbmeKind,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useExamWrites } from './api';

/** Records one student's NBME score by hand: a shelf discipline, or a comprehensive exam (CBSE or CCSE). */
export function NbmeScoreDialog({ kind, open, onClose }: { kind: NbmeKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { addNbme } = useExamWrites();
  const f = useFormDialog(nbmeScoreForStudent, {
    open,
    onClose,
    values: () => ({ kind }),
    save: (body) => addNbme.mutateAsync(body),
    toasts: {
      ok: t(EXAM_TOASTS.nbmeAdded, { ns: 'titles' }),
      failed: t('Failed to save the score. Try again!', { ns: 'titles' }),
    },
  });
  const range = NBME_SCORE[kind];
  return (
    <FormModal
      {...f.shell}
      title={t('Add NBME score', { ns: 'titles' })}
      okText={t('Add NBME score', { ns: 'titles' })}
    >
      <Form.Item name="kind" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="studentId" label={t('Student ID', { ns: 'titles' })} required>
        <InputNumber id="nbme-studentId" min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {kind === 'Subject' ? (
        <Form.Item name="discipline" label={t('Discipline', { ns: 'titles' })} required>
          <Select
            id="nbme-discipline"
            options={NBME_DISCIPLINES.map((d) => ({ value: d, label: translateTitle(d) }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="examType" label={t('Exam type', { ns: 'titles' })} required>
          <Select id="nbme-examType" options={NBME_EXAM_TYPES.map((d) => ({ value: d, label: d }))} />
        </Form.Item>
      )}
      <DateItem
        id="nbme-examDate"
        name="examDate"
        label={t('Exam date', { ns: 'titles' })}
        required={f.required('examDate')}
      />
      <Form.Item name="score" label={t('Score', { ns: 'titles' })} required>
        <InputNumber id="nbme-score" min={range.min} max={range.max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="percentile" label={t('Percentile', { ns: 'titles' })}>
        <InputNumber id="nbme-percentile" min={0} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
