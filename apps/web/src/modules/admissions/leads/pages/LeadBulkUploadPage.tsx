import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_SCREEN,
  LEAD_IMPORT_TOASTS,
  LEAD_LINK,
  LEAD_UPLOAD_STATUSES,
  LEAD_UPLOAD_STATUS_LABELS,
  type LeadUpload,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { UploadProgress } from '../../../../components/FilesPicker';
import { Page } from '../../../../components/Page';
import { errorText } from '../../../../components/QueryState';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { LEAD_UPLOAD_PATHS, useSendLeadUpload } from '../bulk-upload/api';
import { UploadPanel, UploadStatusTag } from '../bulk-upload/UploadPanel';
import '../../../../components/records/records.css';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv';
const REQUIRED = LEAD_IMPORT_COLUMNS.filter((c) => c.required)
  .map((c) => c.header)
  .join(', ');
const STATUS_FILTER = [
  {
    name: 'status',
    label: 'Any status',
    options: LEAD_UPLOAD_STATUSES.map((s) => ({ label: LEAD_UPLOAD_STATUS_LABELS[s], value: s })),
  },
];
const uploadUrl = (id: number) => `${LEAD_IMPORT_SCREEN}?upload=${id}`;

/** Drag and drop (or choose) one .xlsx or .csv: it is sent and checked at once, nothing imported yet. */
function Dropzone({ onUploaded }: { onUploaded: (id: number) => void }) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendLeadUpload(setPercent);
  const pick = (file: File) => {
    setProblem(null);
    const ext = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
    if (!ACCEPT.split(',').includes(ext)) setProblem(`${file.name}: choose an .xlsx or .csv file`);
    else if (file.size > MAX_BYTES) setProblem(`${file.name} is too large (10 MB at most)`);
    else if (file.size === 0) setProblem(`${file.name} is empty`);
    else {
      setPercent(0);
      send.mutate(file, {
        onSuccess: (p) => onUploaded(p.upload.id),
        onError: (e) => {
          setProblem(errorText(e));
          toast.error(LEAD_IMPORT_TOASTS.uploadFailed);
        },
        onSettled: () => setPercent(null),
      });
    }
    return false;
  };
  return (
    <>
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={pick}
        disabled={send.isPending}
        aria-label="Upload a lead file (.xlsx or .csv)"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop an .xlsx or .csv file here, or click to choose one</p>
        <p className="ant-upload-hint">
          Header row as in the template; required columns: {REQUIRED}. At most{' '}
          {LEAD_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, 10 MB.
        </p>
      </Upload.Dragger>
      <div style={{ marginTop: 8 }}>
        <UploadProgress percent={percent} />
      </div>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
    </>
  );
}

/**
 * /lead/notifications/bulk-upload (uploadBulkLead, getBulkUploadList): the template, a file dropped here is
 * checked row by row (errors, duplicates of live leads and of earlier rows), then imported in the background
 * with a progress bar; the error report, and the past uploads. The upload shown is in the URL (?upload=id), so
 * an import can be left and come back to.
 */
export default function LeadBulkUploadPage() {
  const rights = useRights(LEAD_LINK);
  const [params, setParams] = useSearchParams();
  const uploadId = Number(params.get('upload')) || null;
  const [gettingTemplate, setGettingTemplate] = useState(false);
  const show = (id: number) =>
    setParams((p) => {
      for (const k of [...p.keys()]) if (k.startsWith('rows')) p.delete(k); // the rows' page and filters belong to the previous upload
      p.set('upload', String(id));
      return p;
    });

  const columns: ColumnsType<LeadUpload> = [
    { title: 'File', dataIndex: 'filename', key: 'filename' },
    {
      title: 'Uploaded',
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      render: (v: string, r) => (
        <>
          {formatDateTime(v)}
          {r.uploadedByName && (
            <>
              <br />
              <Typography.Text type="secondary">{r.uploadedByName}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: LeadUpload['status']) => <UploadStatusTag status={v} />,
    },
    { title: 'Rows', dataIndex: 'total', key: 'total' },
    { title: 'Errors', dataIndex: 'invalid', key: 'invalid' },
    { title: 'Duplicates', dataIndex: 'duplicates', key: 'duplicates' },
    { title: 'Imported', dataIndex: 'imported', key: 'imported' },
  ];

  return (
    <Page
      title="Bulk Lead Upload"
      subtitle="Add many leads at once from a spreadsheet: check the file, then import its valid rows"
      actions={
        <Button
          icon={<DownloadOutlined />}
          loading={gettingTemplate}
          onClick={() => {
            setGettingTemplate(true);
            downloadGet(LEAD_UPLOAD_PATHS.template, 'lead-upload-template.xlsx')
              .catch((e: unknown) => toast.error(errorText(e)))
              .finally(() => setGettingTemplate(false));
          }}
        >
          Download template
        </Button>
      }
    >
      {rights.write && (
        <Card title={<h2 className="card-h2">Upload a file</h2>} style={{ marginBottom: 16 }}>
          <Dropzone onUploaded={show} />
        </Card>
      )}
      {uploadId && <UploadPanel key={uploadId} uploadId={uploadId} />}
      <Card title={<h2 className="card-h2">Past uploads</h2>}>
        <DataTable<LeadUpload>
          label="Past uploads"
          path={LEAD_UPLOAD_PATHS.uploads}
          columns={columns}
          rowKey="id"
          prefix="past"
          filters={STATUS_FILTER}
          search="Search file names"
          rowHref={(r) => uploadUrl(r.id)}
          emptyText="No uploads yet"
        />
      </Card>
    </Page>
  );
}
