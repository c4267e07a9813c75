import { useTranslation } from 'react-i18next';
import { Button, Table, Tag } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { StudentDocumentVersion } from '@caduceus/contracts';
import { toast } from '../app/bridge';
import { downloadGet } from './download';
import { formatDateTime } from './format';
import { errorText } from './QueryState';
import { sizeText } from './uploadForm';

/**
 * Every version of a document's file (a student's or a lead's), each viewable and downloadable;
 * `fileUrl` answers a version's address, `inline` to view it in the browser.
 */
export function DocumentVersions({
  versions,
  fileUrl,
}: {
  versions: StudentDocumentVersion[];
  fileUrl: (version: number, inline?: boolean) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table<StudentDocumentVersion>
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={versions}
      aria-label={t('versions.label')}
      columns={[
        {
          title: t('versions.version'),
          dataIndex: 'version',
          render: (v: number, r) => (
            <>
              {v} {r.current && <Tag color="blue">{t('versions.current')}</Tag>}
            </>
          ),
        },
        { title: t('document.file'), dataIndex: 'filename' },
        { title: t('versions.size'), dataIndex: 'size', render: (n: number) => sizeText(n) },
        {
          title: t('versions.uploaded'),
          dataIndex: 'uploadedAt',
          render: (v: string, r) =>
            r.uploadedByName ? t('document.atBy', { at: formatDateTime(v), by: r.uploadedByName }) : formatDateTime(v),
        },
        {
          title: t('column.actions'),
          key: 'actions',
          render: (_: unknown, r) => (
            <>
              <Button
                size="small"
                type="link"
                icon={<EyeOutlined />}
                href={fileUrl(r.version, true)}
                target="_blank"
                rel="noopener"
                aria-label={t('versions.view', { version: r.version })}
              />
              <Button
                size="small"
                type="link"
                icon={<DownloadOutlined />}
                aria-label={t('versions.download', { version: r.version })}
                onClick={() => downloadGet(fileUrl(r.version), r.filename).catch((e) => toast.error(errorText(e)))}
              />
            </>
          ),
        },
      ]}
    />
  );
}
