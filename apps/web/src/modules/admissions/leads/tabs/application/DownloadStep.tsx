import { Button, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatDate } from '@caduceus/contracts';
import { toast } from '../../../../../app/bridge';
import { downloadGet } from '../../../../../components/download';
import { QueryState } from '../../../../../components/QueryState';
import type { LeadTabProps } from '../registry';
import { APPLICATION_PATHS, useApplicationSummary } from './api';
import { StepLayout } from './StepLayout';

/** Download: the PDF of the submitted application. */
export default function DownloadStep({ leadId, header }: LeadTabProps) {
  const summary = useApplicationSummary(leadId);
  const download = () =>
    downloadGet(APPLICATION_PATHS.pdf(leadId), `application-${leadId}.pdf`).catch((e: Error) => toast.error(e.message));
  return (
    <QueryState query={summary}>
      {(s) => (
        <StepLayout leadId={leadId} current="applicationDownload" tabs={header.tabs}>
          {s.submitted ? (
            <Result
              status="success"
              title={`Application of ${s.leadName}`}
              subTitle={`Submitted ${formatDate(s.submitted.savedAt)}${s.submitted.savedByName ? ` by ${s.submitted.savedByName}` : ''}`}
              extra={
                <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()} autoFocus>
                  Download PDF
                </Button>
              }
            />
          ) : (
            <Result
              status="info"
              title="The application has not been submitted yet"
              subTitle={s.missing.length ? `Still missing: ${s.missing.join(', ')}` : 'It is ready to submit.'}
            />
          )}
        </StepLayout>
      )}
    </QueryState>
  );
}
