import { useState } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { APPLICATION_ESSAY_MAX, APPLICATION_TOASTS, applicationBackgroundInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import type { LeadTabProps } from '../registry';
import { APPLICATION_PATHS, useApplicationBackground, useSaveBackground } from './api';
import { FilePick } from './FilePick';
import { StepForm } from './StepForm';
import { useStepForm } from './stepForm';

const yesNo = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

const QUESTIONS = {
  criminal: { answer: 'criminalConviction', explanation: 'criminalExplanation' },
  disciplinary: { answer: 'disciplinaryAction', explanation: 'disciplinaryExplanation' },
};

/** A yes/no question; a yes asks for an explanation. */
function YesNoExplained({ name, label }: { name: keyof typeof QUESTIONS; label: string }) {
  const { answer, explanation } = QUESTIONS[name];
  const yes = Form.useWatch(answer) as boolean | undefined;
  return (
    <>
      <Form.Item name={answer} label={label} required>
        <Radio.Group options={yesNo} />
      </Form.Item>
      {yes && (
        <Form.Item name={explanation} label="Please explain" required>
          <Input.TextArea rows={3} maxLength={APPLICATION_ESSAY_MAX} showCount />
        </Form.Item>
      )}
    </>
  );
}

/** Step 2: citizenship, birth country, languages, the criminal and disciplinary questions, the CV. */
export default function BackgroundStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationBackground(leadId);
  const save = useSaveBackground(leadId);
  const [cv, setCv] = useState<File | null>(null);
  const step = useStepForm(applicationBackgroundInput, {
    ok: APPLICATION_TOASTS.backgroundSaved,
    failed: APPLICATION_TOASTS.backgroundFailed,
  });
  return (
    <StepForm
      leadId={leadId}
      header={header}
      readOnly={readOnly}
      current="applicationBackground"
      query={q}
      step={step}
      style={{ maxWidth: 640 }}
      initialValues={(v) => v.data ?? { languages: [] }}
      onFinish={step.submit(
        (all) => all,
        async (d) => {
          await save.mutateAsync({ values: d, cv });
          setCv(null);
        },
      )}
      saveApart
    >
      {(v, disabled) => (
        <>
          <Form.Item name="citizenshipCountryId" label="Citizenship" required>
            <LookupSelect table="country" aria-label="Citizenship" />
          </Form.Item>
          <Form.Item name="secondCitizenshipCountryId" label="Second Citizenship">
            <LookupSelect table="country" aria-label="Second Citizenship" />
          </Form.Item>
          <Form.Item name="birthCountryId" label="Country of Birth" required>
            <LookupSelect table="country" aria-label="Country of Birth" />
          </Form.Item>
          <Form.Item name="languages" label="Languages Spoken" required extra="Type a language and press Enter">
            <Select mode="tags" open={false} tokenSeparators={[',']} aria-label="Languages Spoken" />
          </Form.Item>
          <YesNoExplained name="criminal" label="Have you ever been convicted of a crime?" />
          <YesNoExplained name="disciplinary" label="Have you ever been subject to disciplinary action at a school?" />
          <Form.Item label="Curriculum Vitae (PDF or Word)">
            <FilePick
              file={cv}
              onChange={setCv}
              accept=".pdf,.docx"
              label="Choose CV"
              disabled={disabled}
              current={v.data?.cvFileId && v.cvFileName ? v.cvFileName : null}
            />
          </Form.Item>
          {v.data?.cvFileId && <a href={APPLICATION_PATHS.file(leadId, v.data.cvFileId)}>Download the CV</a>}
        </>
      )}
    </StepForm>
  );
}
