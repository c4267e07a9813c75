import { useState } from 'react';
import { Button, Form, Input, Radio, Select } from 'antd';
import { APPLICATION_ESSAY_MAX, APPLICATION_TOASTS, applicationBackgroundInput } from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import { FormError } from '../../../../../components/FormError';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { APPLICATION_PATHS, useApplicationBackground, useSaveBackground } from './api';
import { FilePick } from './FilePick';
import { StepLayout } from './StepLayout';
import { useStepForm } from './stepForm';

const yesNo = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** Step 2: citizenship, birth country, languages, the criminal and disciplinary questions, the CV. */
export default function BackgroundStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationBackground(leadId);
  const save = useSaveBackground(leadId);
  const [cv, setCv] = useState<File | null>(null);
  const { form, formError, saving, submit } = useStepForm(applicationBackgroundInput, {
    ok: APPLICATION_TOASTS.backgroundSaved,
    failed: APPLICATION_TOASTS.backgroundFailed,
  });
  const criminal = Form.useWatch('criminalConviction', form) as boolean | undefined;
  const disciplinary = Form.useWatch('disciplinaryAction', form) as boolean | undefined;
  return (
    <QueryState query={q}>
      {(v) => {
        const disabled = readOnly || v.locked;
        return (
          <StepLayout
            leadId={leadId}
            current="applicationBackground"
            tabs={header.tabs}
            savedAt={v.savedAt}
            savedByName={v.savedByName}
          >
            <Form
              form={form}
              layout="vertical"
              disabled={disabled}
              style={{ maxWidth: 640 }}
              initialValues={v.data ?? { languages: [] }}
              onFinish={submit(
                (all) => all,
                async (d) => {
                  await save.mutateAsync({ values: d, cv });
                  setCv(null);
                },
              )}
            >
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
              <Form.Item name="criminalConviction" label="Have you ever been convicted of a crime?" required>
                <Radio.Group options={yesNo} />
              </Form.Item>
              {criminal && (
                <Form.Item name="criminalExplanation" label="Please explain" required>
                  <Input.TextArea rows={3} maxLength={APPLICATION_ESSAY_MAX} showCount />
                </Form.Item>
              )}
              <Form.Item
                name="disciplinaryAction"
                label="Have you ever been subject to disciplinary action at a school?"
                required
              >
                <Radio.Group options={yesNo} />
              </Form.Item>
              {disciplinary && (
                <Form.Item name="disciplinaryExplanation" label="Please explain" required>
                  <Input.TextArea rows={3} maxLength={APPLICATION_ESSAY_MAX} showCount />
                </Form.Item>
              )}
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
              <FormError message={formError} />
              {!disabled && (
                <div style={{ marginTop: 16 }}>
                  <Button type="primary" htmlType="submit" loading={saving}>
                    Save
                  </Button>
                </div>
              )}
            </Form>
          </StepLayout>
        );
      }}
    </QueryState>
  );
}
