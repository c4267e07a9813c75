import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UploadOutlined } from '@ant-design/icons';
import { NBME_UPLOAD_COLUMNS, NBME_UPLOAD_TYPES, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { EXAM_PATHS, type UploadRow } from './api';

const BulkUploadModal = lazy(() =>
  import('../../../components/BulkUploadModal').then((m) => ({ default: m.BulkUploadModal })),
);
type Kind = keyof typeof NBME_UPLOAD_TYPES;

/** /exams/bulk-update/nbme-system: the results files imported, and uploads of shelf and comprehensive results. */
export default function BulkUpdatePage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind | null>(null);
  const names = useMemo<Record<string, string>>(
    () => ({
      [NBME_UPLOAD_TYPES.Subject]: t('NBME Shelf Results', { ns: 'titles' }),
      [NBME_UPLOAD_TYPES.Comprehensive]: t('NBME Comprehensive Results', { ns: 'titles' }),
    }),
    [t],
  );
  const columns = useMemo<ColumnsType<UploadRow>>(
    () => [
      { key: 'type', dataIndex: 'type', title: t('Upload', { ns: 'titles' }), render: (v: string) => names[v] ?? v },
      { key: 'file', dataIndex: 'file', title: t('File', { ns: 'titles' }) },
      { key: 'rows', dataIndex: 'rows', title: t('Rows imported', { ns: 'titles' }), align: 'right' },
      { key: 'refused', dataIndex: 'refused', title: t('Rows refused', { ns: 'titles' }), align: 'right' },
      {
        key: 'at',
        dataIndex: 'at',
        title: t('Uploaded', { ns: 'titles' }),
        render: (v: string) => formatDate(v.slice(0, 10)),
      },
      { key: 'byName', dataIndex: 'byName', title: t('By', { ns: 'titles' }) },
    ],
    [t, names],
  );
  return (
    <Page
      title="Bulk Update"
      actions={
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setKind('Subject')}>
            {t('NBME Shelf Results', { ns: 'titles' })}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setKind('Comprehensive')}>
            {t('NBME Comprehensive Results', { ns: 'titles' })}
          </Button>
        </Space>
      }
    >
      <Card>
        <DataTable<UploadRow>
          path={EXAM_PATHS.uploads}
          prefix="up"
          columns={columns}
          rowKey="id"
          search={false}
          label={t('Results files imported', { ns: 'titles' })}
          emptyText={t('No files imported yet', { ns: 'titles' })}
        />
      </Card>
      {kind && (
        <Suspense fallback={null}>
          <BulkUploadModal
            open
            onClose={() => setKind(null)}
            type={NBME_UPLOAD_TYPES[kind]}
            title={names[NBME_UPLOAD_TYPES[kind]]}
            columns={NBME_UPLOAD_COLUMNS.map((c) => ({ key: c.key, title: translateTitle(c.header) }))}
            invalidate={['/api/exams']}
          />
        </Suspense>
      )}
    </Page>
  );
}
