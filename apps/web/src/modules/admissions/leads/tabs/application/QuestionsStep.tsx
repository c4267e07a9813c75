import { Form, Input } from 'antd';
import { APPLICATION_ESSAY_MAX, APPLICATION_TOASTS, applicationQuestionsInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import type { LeadTabProps } from '../registry';
import { useApplicationQuestions, useSaveQuestions } from './api';
import { StepForm } from './StepForm';
import { useStepForm } from './stepForm';

/** Step 4: why medicine, how the applicant heard of the school, the essays (up to the limit). */
export default function QuestionsStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationQuestions(leadId);
  const save = useSaveQuestions(leadId);
  const step = useStepForm(applicationQuestionsInput, {
    ok: APPLICATION_TOASTS.questionsSaved,
    failed: APPLICATION_TOASTS.questionsFailed,
  });
  return (
    <StepForm
      leadId={leadId}
      header={header}
      readOnly={readOnly}
      current="applicationQuestions"
      query={q}
      step={step}
      style={{ maxWidth: 760 }}
      initialValues={(v) => v.data ?? {}}
      onFinish={step.submit(
        (all) => all,
        (d) => save.mutateAsync(d),
      )}
    >
      {() => (
        <>
          <Form.Item name="whyMedicine" label="Why do you want to study medicine?" required>
            <Input.TextArea rows={5} maxLength={APPLICATION_ESSAY_MAX} showCount autoFocus />
          </Form.Item>
          <Form.Item name="heardFromSourceId" label="How did you hear about us?" required>
            <LookupSelect table="referral-source" aria-label="How did you hear about us?" />
          </Form.Item>
          <Form.Item name="personalStatement" label="Personal Statement" required>
            <Input.TextArea rows={8} maxLength={APPLICATION_ESSAY_MAX} showCount />
          </Form.Item>
          <Form.Item name="additionalInformation" label="Anything else you would like us to know?">
            <Input.TextArea rows={4} maxLength={APPLICATION_ESSAY_MAX} showCount />
          </Form.Item>
        </>
      )}
    </StepForm>
  );
}
