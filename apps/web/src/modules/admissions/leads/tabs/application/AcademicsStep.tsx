import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APPLICATION_MAX_SCHOOLS,
  APPLICATION_MAX_TESTS,
  APPLICATION_TOASTS,
  applicationAcademicsInput,
} from '@caduceus/contracts';
import { LookupSelect } from '../../../../../components/LookupSelect';
import type { LeadTabProps } from '../registry';
import { APPLICATION_PATHS, useApplicationAcademics, useSaveAcademics } from './api';
import { FilePick } from './FilePick';
import { StepForm } from './StepForm';
import { useStepForm } from './stepForm';

/** Step 3: the schools attended (degree, GPA, dates, transcript) and the standardized tests. */
export default function AcademicsStep({ leadId, header, readOnly }: LeadTabProps) {
  const q = useApplicationAcademics(leadId);
  const save = useSaveAcademics(leadId);
  const [transcripts, setTranscripts] = useState<(File | null)[]>([]);
  const step = useStepForm(applicationAcademicsInput, {
    ok: APPLICATION_TOASTS.academicsSaved,
    failed: APPLICATION_TOASTS.academicsFailed,
  });
  const { form } = step;
  const setTranscript = (i: number, f: File | null) =>
    setTranscripts((t) => {
      const n = [...t];
      n[i] = f;
      return n;
    });
  return (
    <StepForm
      leadId={leadId}
      header={header}
      readOnly={readOnly}
      current="applicationAcademics"
      query={q}
      step={step}
      initialValues={(v) => v.data ?? { schools: [{}], tests: [] }}
      onFinish={step.submit(
        (all) => all,
        async (d) => {
          await save.mutateAsync({ values: d, transcripts });
          setTranscripts([]);
        },
      )}
      saveApart
    >
      {(v, disabled) => (
        <>
          <Typography.Title level={5}>Schools Attended</Typography.Title>
          <Form.List name="schools">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => {
                  const kept = form.getFieldValue(['schools', f.name, 'transcriptFileId']) as number | null | undefined;
                  return (
                    <Card
                      key={f.key}
                      size="small"
                      style={{ marginBottom: 12 }}
                      title={`School ${i + 1}`}
                      extra={
                        !disabled &&
                        fields.length > 1 && (
                          <Button
                            type="text"
                            icon={<DeleteOutlined />}
                            aria-label={`Remove school ${i + 1}`}
                            onClick={() => {
                              remove(f.name);
                              setTranscripts((t) => t.filter((_, j) => j !== i));
                            }}
                          />
                        )
                      }
                    >
                      <Space wrap align="start">
                        <Form.Item name={[f.name, 'institution']} label="School" required>
                          <Input style={{ width: 260 }} autoFocus={i === 0} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'degreeId']} label="Degree" required>
                          <LookupSelect table="degree" style={{ width: 200 }} aria-label="Degree" />
                        </Form.Item>
                        <Form.Item name={[f.name, 'major']} label="Major">
                          <Input style={{ width: 180 }} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'gpa']} label="GPA" required>
                          <Input style={{ width: 90 }} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'fromDate']} label="From" required>
                          <Input type="date" />
                        </Form.Item>
                        <Form.Item name={[f.name, 'toDate']} label="To">
                          <Input type="date" />
                        </Form.Item>
                      </Space>
                      <Form.Item label="Transcript (PDF or image)" style={{ marginBottom: 0 }}>
                        <FilePick
                          file={transcripts[i] ?? null}
                          onChange={(file) => setTranscript(i, file)}
                          accept=".pdf,.png,.jpg,.jpeg"
                          label="Choose transcript"
                          disabled={disabled}
                          current={kept ? (v.transcriptNames[String(kept)] ?? 'Uploaded') : null}
                        />
                        {kept ? (
                          <a style={{ marginLeft: 12 }} href={APPLICATION_PATHS.file(leadId, kept)}>
                            Download
                          </a>
                        ) : null}
                      </Form.Item>
                    </Card>
                  );
                })}
                {!disabled && fields.length < APPLICATION_MAX_SCHOOLS && (
                  <Button icon={<PlusOutlined />} onClick={() => add({})}>
                    Add School
                  </Button>
                )}
              </>
            )}
          </Form.List>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            Standardized Tests
          </Typography.Title>
          <Form.List name="tests">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 && (
                  <Typography.Paragraph type="secondary">No tests reported.</Typography.Paragraph>
                )}
                {fields.map((f, i) => (
                  <Space key={f.key} wrap align="start">
                    <Form.Item name={[f.name, 'testTypeId']} label="Test" required>
                      <LookupSelect table="test-type" style={{ width: 200 }} aria-label="Test" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'score']} label="Score" required>
                      <InputNumber min={0} max={10000} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'testDate']} label="Date" required>
                      <Input type="date" />
                    </Form.Item>
                    {!disabled && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={`Remove test ${i + 1}`}
                        style={{ marginTop: 30 }}
                        onClick={() => remove(f.name)}
                      />
                    )}
                  </Space>
                ))}
                {!disabled && fields.length < APPLICATION_MAX_TESTS && (
                  <div>
                    <Button icon={<PlusOutlined />} onClick={() => add({})}>
                      Add Test
                    </Button>
                  </div>
                )}
              </>
            )}
          </Form.List>
        </>
      )}
    </StepForm>
  );
}
