import { Link } from 'react-router';
import { Button, Typography } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { LEAD_IMPORT_SCREEN } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { errorText } from '../../../../components/QueryState';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { sizeText } from '../../../../components/uploadForm';
import { LEAD_UPLOAD_PATHS, useLeadSourceUploads } from './api';
import './bulk-upload.css';

/**
 * On the lead's Documents tab: the bulk upload the lead was imported from (bulkUploadedDocumentDownload),
 * downloadable; nothing for a lead added by hand.
 */
export function LeadSourceUploads({ leadId }: { leadId: number }) {
  const query = useLeadSourceUploads(leadId);
  if (query.isError)
    return (
      <Typography.Text type="danger" role="alert">
        The bulk upload of this lead could not be loaded: {errorText(query.error)}
      </Typography.Text>
    );
  const items = query.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="lead-bulk-uploads" style={{ marginTop: 16 }}>
      <Typography.Title level={3} id="lead-bulk-uploads" style={{ fontSize: 15 }}>
        Bulk-uploaded documents
      </Typography.Title>
      <ul className="bulk-upload-list">
        {items.map((u) => (
          <li key={u.uploadId}>
            <FileExcelOutlined /> <Link to={`${LEAD_IMPORT_SCREEN}?upload=${u.uploadId}`}>{u.filename}</Link>{' '}
            <Typography.Text type="secondary">
              ({sizeText(u.size)}, row {u.rowNumber}, uploaded {formatDateTime(u.uploadedAt)}
              {u.uploadedByName ? ` by ${u.uploadedByName}` : ''})
            </Typography.Text>{' '}
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={`Download ${u.filename}`}
              onClick={() => {
                downloadGet(LEAD_UPLOAD_PATHS.file(u.uploadId), u.filename).catch((e: unknown) =>
                  toast.error(errorText(e)),
                );
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
