import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Checkbox, List, Space, Typography } from 'antd';
import { CheckCircleTwoTone, ExclamationCircleOutlined } from '@ant-design/icons';
import { APPLICATION_TOASTS, formatDate, leadTabUrl, type LeadTab } from '@caduceus/contracts';
import { isApiError } from '../../../../../app/api';
import { toast } from '../../../../../app/bridge';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { useAcceptTerms, useApplicationSummary, useApplicationTerms, useSubmitApplication } from './api';
import { StepLayout } from './StepLayout';

const when = (at: string | null, by: string | null) =>
  at ? `${formatDate(at)}${by ? ` by ${by}` : ''}` : 'Not saved yet';

/** Submit: what is complete and what is missing, the terms and conditions, then the submission that locks it. */
export default function SubmitStep({ leadId, header, readOnly }: LeadTabProps) {
  const summary = useApplicationSummary(leadId);
  const terms = useApplicationTerms(leadId);
  const accept = useAcceptTerms(leadId);
  const submitApp = useSubmitApplication(leadId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const doSubmit = async () => {
    setRefusal(null);
    try {
      await submitApp.mutateAsync();
      toast.success(APPLICATION_TOASTS.submitted);
    } catch (e) {
      toast.error(APPLICATION_TOASTS.submitFailed);
      if (isApiError(e)) setRefusal(e.message);
    }
  };
  const doAccept = async () => {
    try {
      await accept.mutateAsync();
      toast.success(APPLICATION_TOASTS.termsAccepted);
    } catch {
      toast.error(APPLICATION_TOASTS.termsFailed);
    }
  };
  return (
    <QueryState query={summary}>
      {(s) => (
        <StepLayout leadId={leadId} current="applicationSubmit" tabs={header.tabs}>
          <List
            size="small"
            header={<Typography.Text strong>Application of {s.leadName}</Typography.Text>}
            dataSource={s.steps}
            renderItem={(x) => (
              <List.Item>
                <Space>
                  {x.complete ? (
                    <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="Complete" />
                  ) : (
                    <ExclamationCircleOutlined aria-label="Missing" />
                  )}
                  <Link to={leadTabUrl(x.tab as LeadTab, leadId)}>{x.label}</Link>
                  <Typography.Text type="secondary">
                    {x.complete ? when(x.savedAt, x.savedByName) : 'Not complete'}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Terms and Conditions
          </Typography.Title>
          <Typography.Paragraph>{terms.data?.text}</Typography.Paragraph>
          {s.terms.accepted ? (
            <Typography.Paragraph type="secondary">
              Accepted {when(s.terms.acceptedAt, s.terms.acceptedByName)} (version {s.terms.version})
            </Typography.Paragraph>
          ) : (
            <Checkbox
              checked={false}
              disabled={readOnly || s.locked || accept.isPending}
              onChange={(e) => {
                if (e.target.checked) void doAccept();
              }}
            >
              I accept the terms and conditions
            </Checkbox>
          )}
          {!s.locked && s.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 16 }}
              title="Complete these parts before submitting"
              description={
                <ul style={{ margin: 0 }}>
                  {s.missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              }
            />
          )}
          {refusal && <Alert type="error" showIcon role="alert" style={{ marginTop: 16 }} title={refusal} />}
          {!s.locked && !readOnly && (
            <div style={{ marginTop: 16 }}>
              <Button
                type="primary"
                onClick={() => void doSubmit()}
                loading={submitApp.isPending}
                disabled={s.missing.length > 0}
              >
                Submit Application
              </Button>
            </div>
          )}
        </StepLayout>
      )}
    </QueryState>
  );
}
