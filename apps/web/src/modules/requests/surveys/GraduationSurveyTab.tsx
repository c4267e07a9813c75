import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import { SURVEY_TOASTS } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import type { StudentTabProps } from '../../students';
import { SurveyForm } from './SurveyForm';
import { useGraduationSurvey, useSubmitGraduationSurvey } from './surveysApi';

/**
 * The student record's Graduation Survey tab: the student answers the open graduation survey once; staff read
 * her answers (read only).
 */
export default function GraduationSurveyTab({ studentId, header }: StudentTabProps) {
  const { t } = useTranslation('titles');
  const q = useGraduationSurvey(studentId);
  const submit = useSubmitGraduationSurvey(studentId);
  const own = header.viewer === 'student';
  return (
    <Card title={t('Graduation Survey')}>
      <QueryState query={q}>
        {(data) => (
          <SurveyForm
            data={data}
            readOnly={!own}
            onSubmit={(answers) => submit.mutateAsync(answers)}
            toasts={{ ok: t(SURVEY_TOASTS.submitted), failed: t('Failed to submit the survey. Try again!') }}
          />
        )}
      </QueryState>
    </Card>
  );
}
