import { Button, Form, Input } from 'antd';
import { APPLICATION_ESSAY_MAX, APPLICATION_TOASTS, applicationQuestionsInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import { FormError } from '../../../../../components/FormError';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { useApplicationQuestions, useSaveQuestions } from './api';
import { StepLayout } from './StepLayout';
import { useStepForm } from './stepForm';

/** Step 4: why medicine, how the applicant heard of the school, the essays (up to the limit). */
export default function QuestionsStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationQuestions(leadId);
  const save = useSaveQuestions(leadId);
  const { form, formError, saving, submit } = useStepForm(applicationQuestionsInput, {
    ok: APPLICATION_TOASTS.questionsSaved,
    failed: APPLICATION_TOASTS.questionsFailed,
  });
  return (
    <QueryState query={q}>
      {(v) => {
        const disabled = readOnly || v.locked;
        return (
          <StepLayout
            leadId={leadId}
            current="applicationQuestions"
            tabs={header.tabs}
            savedAt={v.savedAt}
            savedByName={v.savedByName}
          >
            <Form
              form={form}
              layout="vertical"
              disabled={disabled}
              style={{ maxWidth: 760 }}
              initialValues={v.data ?? {}}
              onFinish={submit(
                (all) => all,
                (d) => save.mutateAsync(d),
              )}
            >
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
              <FormError message={formError} />
              {!disabled && (
                <Button type="primary" htmlType="submit" loading={saving}>
                  Save
                </Button>
              )}
            </Form>
          </StepLayout>
        );
      }}
    </QueryState>
  );
}
