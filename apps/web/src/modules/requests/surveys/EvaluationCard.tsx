import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import { SURVEY_TOASTS } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { SurveyForm } from './SurveyForm';
import { usePreceptorEvaluation, useSubmitPreceptorEvaluation } from './surveysApi';

/** The preceptor portal's evaluation of the student of one of her rotations: the form once, then what she submitted. */
export function EvaluationCard({ rotationId }: { rotationId: number }) {
  const { t } = useTranslation('titles');
  const q = usePreceptorEvaluation(rotationId);
  const submit = useSubmitPreceptorEvaluation(rotationId);
  return (
    <Card title={t('Evaluate student')} style={{ marginTop: 16 }}>
      <QueryState query={q}>
        {(data) => (
          <SurveyForm
            data={data}
            submitLabel={t('Submit evaluation')}
            onSubmit={(answers) => submit.mutateAsync(answers)}
            toasts={{
              ok: t(SURVEY_TOASTS.evaluationSubmitted),
              failed: t('Failed to submit the evaluation. Try again!'),
            }}
          />
        )}
      </QueryState>
    </Card>
  );
}
