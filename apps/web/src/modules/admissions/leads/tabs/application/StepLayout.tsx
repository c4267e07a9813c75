import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Card, Steps, Typography } from 'antd';
import { APPLICATION_STEPS, formatDate, leadTabUrl, type LeadTab } from '@caduceus/contracts';
import { useApplicationSummary } from './api';

const ORDER: { tab: LeadTab; title: string }[] = [
  ...APPLICATION_STEPS.map((s) => ({ tab: s.tab as LeadTab, title: s.label })),
  { tab: 'applicationSubmit', title: 'Submit' },
  { tab: 'applicationDownload', title: 'Download' },
];

/**
 * The application's steps bar (antd Steps, each a link to its tab) above the step's form, with who
 * saved it and when, and the locked notice once submitted. Steps the lead does not show are left out.
 */
export function StepLayout({
  leadId,
  current,
  tabs,
  savedAt,
  savedByName,
  children,
}: {
  leadId: number;
  current: LeadTab;
  tabs: readonly string[];
  savedAt?: string | null;
  savedByName?: string | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const summary = useApplicationSummary(leadId);
  const shown = ORDER.filter((s) => tabs.includes(s.tab));
  const done = (tab: LeadTab) => {
    const s = summary.data;
    if (!s) return false;
    if (tab === 'applicationSubmit' || tab === 'applicationDownload') return !!s.submitted;
    return !!s.steps.find((x) => x.tab === tab)?.complete;
  };
  return (
    <div className="lead-application">
      <Steps
        size="small"
        current={shown.findIndex((s) => s.tab === current)}
        style={{ marginBottom: 16 }}
        onChange={(i) => navigate(leadTabUrl(shown[i].tab, leadId))}
        items={shown.map((s) => ({
          title: s.title,
          status: s.tab === current ? 'process' : done(s.tab) ? 'finish' : 'wait',
        }))}
      />
      {summary.data?.locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Application submitted ${formatDate(summary.data.submitted?.savedAt)}${summary.data.submitted?.savedByName ? ` by ${summary.data.submitted.savedByName}` : ''}; it can no longer be changed.`}
        />
      )}
      <Card>
        {savedAt && (
          <Typography.Paragraph type="secondary">
            Saved {formatDate(savedAt)}
            {savedByName ? ` by ${savedByName}` : ''}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </div>
  );
}
