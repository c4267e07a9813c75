import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { SURVEY_TOASTS } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { SurveyForm } from './SurveyForm';
import { useOpenSurvey, useSubmitOpenSurvey } from './surveysApi';

/** An open-audience survey over whichever screen is shown (`?survey=<id>`, the link its email carries). */
export function OpenSurveyDialog({ surveyId, onClose }: { surveyId: number | null; onClose: () => void }) {
  const { t } = useTranslation('titles');
  const q = useOpenSurvey(surveyId);
  const submit = useSubmitOpenSurvey(surveyId ?? 0);
  return (
    <Modal
      open={surveyId !== null}
      title={q.data?.survey?.title ?? t('Survey')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <QueryState query={q}>
        {(data) => (
          <SurveyForm
            data={data}
            onSubmit={async (answers) => {
              await submit.mutateAsync(answers);
              onClose();
            }}
            toasts={{ ok: t(SURVEY_TOASTS.submitted), failed: t('Failed to submit the survey. Try again!') }}
          />
        )}
      </QueryState>
    </Modal>
  );
}
