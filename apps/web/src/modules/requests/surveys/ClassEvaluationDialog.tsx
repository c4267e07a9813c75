import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { SURVEY_TOASTS } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { SurveyForm } from './SurveyForm';
import { useClassEvaluation, useSubmitClassEvaluation } from './surveysApi';

/**
 * The student's evaluation of one of her classes (from her Courses tab, or the link of a pending survey): the
 * class evaluation survey once, then what she answered; staff read it.
 */
export function ClassEvaluationDialog({
  studentId,
  target,
  own,
  onClose,
}: {
  studentId: number;
  /** the class row evaluated and its name; null: closed */
  target: { id: number; name: string } | null;
  /** the student herself (she answers); staff read */
  own: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const q = useClassEvaluation(studentId, target?.id ?? null);
  const submit = useSubmitClassEvaluation(studentId, target?.id ?? 0);
  return (
    <Modal
      open={target !== null}
      title={target?.name ? t('Evaluate {{name}}', { name: target.name }) : t('Class evaluation')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <QueryState query={q}>
        {(data) => (
          <SurveyForm
            data={data}
            readOnly={!own}
            submitLabel={t('Submit evaluation')}
            onSubmit={async (answers) => {
              await submit.mutateAsync(answers);
              onClose();
            }}
            toasts={{
              ok: t(SURVEY_TOASTS.classEvaluationSubmitted),
              failed: t('Failed to submit the evaluation. Try again!'),
            }}
          />
        )}
      </QueryState>
    </Modal>
  );
}
