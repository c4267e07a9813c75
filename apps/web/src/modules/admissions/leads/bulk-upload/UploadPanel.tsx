import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Progress, Radio, Statistic, Tag, Typography } from 'antd';
import { CloudUploadOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import {
  LEAD_IMPORT_TOASTS,
  LEAD_LINK,
  LEAD_UPLOAD_STATUS_LABELS,
  type LeadUpload,
  type LeadUploadStatus,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { apiUrl } from '../../../../app/client';
import { QueryState, errorText } from '../../../../components/QueryState';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { sizeText } from '../../../../components/uploadForm';
import { LEAD_UPLOAD_PATHS, useLeadUpload, useStartLeadImport } from './api';
import { UploadRows } from './UploadRows';

const STATUS_COLOURS: Record<LeadUploadStatus, string> = {
  previewed: 'default',
  importing: 'processing',
  done: 'success',
  failed: 'error',
};
export const UploadStatusTag = ({ status }: { status: LeadUploadStatus }) => (
  <Tag color={STATUS_COLOURS[status]}>{LEAD_UPLOAD_STATUS_LABELS[status]}</Tag>
);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function save(path: string, name: string) {
  downloadGet(path, name).catch((e: unknown) => toast.error(errorText(e)));
}

/** Import the checked rows: duplicates skipped (default) or imported too; a failed import resumes. */
function ImportControls({ upload, onStarted }: { upload: LeadUpload; onStarted: (u: LeadUpload) => void }) {
  const start = useStartLeadImport(upload.id);
  const [mode, setMode] = useState<'skip' | 'import'>('skip');
  const count = mode === 'import' ? upload.valid : upload.valid - upload.duplicates;
  const run = (duplicates: 'skip' | 'import') =>
    start.mutate(
      { duplicates },
      {
        onSuccess: onStarted,
        onError: (e) => toast.error(`${LEAD_IMPORT_TOASTS.uploadFailed} ${errorText(e)}`),
      },
    );
  if (upload.status === 'failed') {
    return (
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        loading={start.isPending}
        onClick={() => run(upload.duplicateMode ?? 'skip')}
      >
        Resume the import
      </Button>
    );
  }
  if (upload.valid === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title="No row of this file can be imported: correct the errors and upload it again."
      />
    );
  return (
    <Flex gap={16} wrap align="center">
      {upload.duplicates > 0 && (
        <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} aria-label="Duplicate rows">
          <Radio value="skip">Skip the {plural(upload.duplicates, 'duplicate')}</Radio>
          <Radio value="import">Import the duplicates too</Radio>
        </Radio.Group>
      )}
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        loading={start.isPending}
        disabled={count === 0}
        onClick={() => run(mode)}
      >
        Import {plural(count, 'lead')}
      </Button>
    </Flex>
  );
}

/** While importing: the progress bar (the upload is polled every second). */
function ImportProgress({ upload }: { upload: LeadUpload }) {
  const running = upload.status === 'importing';
  const percent = upload.status === 'done' ? 100 : upload.progress;
  return (
    <div role="status" aria-live="polite" aria-label="Import progress" style={{ maxWidth: 640 }}>
      <Progress
        percent={percent}
        status={upload.status === 'failed' ? 'exception' : running ? 'active' : 'success'}
        aria-label={`Import progress ${percent}%`}
      />
      <Typography.Text type="secondary">
        {running
          ? `Importing… ${upload.imported} of ${upload.toImport} leads`
          : upload.status === 'done'
            ? `${plural(upload.imported, 'lead')} imported${upload.skipped ? `, ${plural(upload.skipped, 'duplicate')} skipped` : ''}`
            : `Stopped after ${plural(upload.imported, 'lead')}`}
      </Typography.Text>
    </div>
  );
}

/**
 * One upload: what the check found (counts), the import with its progress bar, the error report and the
 * uploaded file, and the rows with their errors and duplicate hits. Toasts when a watched import ends.
 */
export function UploadPanel({ uploadId }: { uploadId: number }) {
  const query = useLeadUpload(uploadId);
  const rights = useRights(LEAD_LINK);
  const qc = useQueryClient();
  const seen = useRef<LeadUploadStatus | null>(null);
  const status = query.data?.status ?? null;
  useEffect(() => {
    if (!status) return;
    if (seen.current === 'importing' && status !== 'importing') {
      if (status === 'done') toast.success(LEAD_IMPORT_TOASTS.uploaded);
      else toast.error(LEAD_IMPORT_TOASTS.uploadFailed);
      void qc.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === 'string' && (q.queryKey[0] as string).startsWith(LEAD_UPLOAD_PATHS.uploads),
      });
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === apiUrl('/api/leads') });
    }
    seen.current = status;
  }, [status, qc]);
  // an import started here is watched to its end, however fast the job is (it may be done before the next poll)
  const started = (u: LeadUpload) => {
    seen.current = 'importing';
    qc.setQueryData([LEAD_UPLOAD_PATHS.upload(uploadId), {}], u);
  };

  return (
    <QueryState query={query}>
      {(u) => (
        <Card
          title={
            <h2 className="card-h2">
              <FileExcelOutlined /> {u.filename}
            </h2>
          }
          extra={<UploadStatusTag status={u.status} />}
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary">
            {sizeText(u.size)} · uploaded {formatDateTime(u.uploadedAt)}
            {u.uploadedByName ? ` by ${u.uploadedByName}` : ''}
            {u.finishedAt && ` · import finished ${formatDateTime(u.finishedAt)}`}
          </Typography.Paragraph>
          <Flex gap={32} wrap style={{ marginBottom: 16 }} role="group" aria-label="Check result">
            <Statistic title="Rows in the file" value={u.total} />
            <Statistic title="Valid" value={u.valid} />
            <Statistic title="With errors" value={u.invalid} />
            <Statistic title="Duplicates" value={u.duplicates} />
            {u.status !== 'previewed' && <Statistic title="Imported" value={u.imported} />}
            {u.status === 'done' && <Statistic title="Skipped" value={u.skipped} />}
          </Flex>
          {u.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="The import stopped"
              description={u.error}
              style={{ marginBottom: 16 }}
            />
          )}
          {u.status !== 'previewed' && (
            <div style={{ marginBottom: 16 }}>
              <ImportProgress upload={u} />
            </div>
          )}
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            {rights.write && (u.status === 'previewed' || u.status === 'failed') && (
              <ImportControls upload={u} onStarted={started} />
            )}
            {(u.invalid > 0 || u.skipped > 0) && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  save(LEAD_UPLOAD_PATHS.errors(u.id), `${u.filename.replace(/\.[^.]+$/, '')}-errors.xlsx`)
                }
              >
                Download error report
              </Button>
            )}
            <Button icon={<DownloadOutlined />} onClick={() => save(LEAD_UPLOAD_PATHS.file(u.id), u.filename)}>
              Uploaded file
            </Button>
          </Flex>
          <UploadRows uploadId={u.id} />
        </Card>
      )}
    </QueryState>
  );
}
