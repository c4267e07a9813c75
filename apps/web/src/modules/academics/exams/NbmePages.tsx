import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Space, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  NBME_DISCIPLINES,
  NBME_EXAM_TYPES,
  NBME_UPLOAD_COLUMNS,
  NBME_UPLOAD_TYPES,
  formatDate,
  type NbmeKind,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { QueryState } from '../../../components/QueryState';
import { EXAM_PATHS, useNbmeDetailed, useNbmeReport, type NbmeRow } from './api';
import { NbmeScoreDialog } from './NbmeScoreDialog';

const BulkUploadModal = lazy(() =>
  import('../../../components/BulkUploadModal').then((m) => ({ default: m.BulkUploadModal })),
);
export const studentExamsUrl = (studentId: number) => `/student/details/exams/${studentId}`;

function NbmeReportTable({ kind }: { kind: NbmeKind }) {
  const { t } = useTranslation();
  const q = useNbmeReport(kind);
  const columns: ColumnsType<NonNullable<typeof q.data>['lines'][number]> = [
    { key: 'exam', dataIndex: 'exam', title: t('Exam', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
    { key: 'sittings', dataIndex: 'sittings', title: t('Sittings', { ns: 'titles' }), align: 'right' },
    { key: 'students', dataIndex: 'students', title: t('Students', { ns: 'titles' }), align: 'right' },
    { key: 'average', dataIndex: 'average', title: t('Average', { ns: 'titles' }), align: 'right' },
    { key: 'lowest', dataIndex: 'lowest', title: t('Lowest', { ns: 'titles' }), align: 'right' },
    { key: 'highest', dataIndex: 'highest', title: t('Highest', { ns: 'titles' }), align: 'right' },
  ];
  return (
    <QueryState query={q}>
      {(d) => (
        <Table
          rowKey="exam"
          columns={columns}
          dataSource={d.lines}
          pagination={false}
          aria-label={t('Report', { ns: 'titles' })}
          locale={{ emptyText: t('No scores yet', { ns: 'titles' }) }}
        />
      )}
    </QueryState>
  );
}

function NbmeDetailedTable({ kind }: { kind: NbmeKind }) {
  const { t } = useTranslation();
  const q = useNbmeDetailed(kind);
  const columns: ColumnsType<NonNullable<typeof q.data>['lines'][number]> = [
    {
      key: 'studentName',
      dataIndex: 'studentName',
      title: t('Student', { ns: 'titles' }),
      render: (v: string | null, r) => <Link to={studentExamsUrl(r.studentId)}>{v ?? `#${r.studentId}`}</Link>,
    },
    { key: 'exam', dataIndex: 'exam', title: t('Exam', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
    { key: 'attempts', dataIndex: 'attempts', title: t('Attempts', { ns: 'titles' }), align: 'right' },
    { key: 'latest', dataIndex: 'latest', title: t('Latest score', { ns: 'titles' }), align: 'right' },
    { key: 'best', dataIndex: 'best', title: t('Best score', { ns: 'titles' }), align: 'right' },
    {
      key: 'lastDate',
      dataIndex: 'lastDate',
      title: t('Last sat', { ns: 'titles' }),
      render: (v: string) => formatDate(v),
    },
  ];
  return (
    <QueryState query={q}>
      {(d) => (
        <Table
          rowKey={(r) => `${r.studentId}-${r.exam}`}
          columns={columns}
          dataSource={d.lines}
          pagination={{ pageSize: 25, showSizeChanger: false }}
          aria-label={t('Detailed report', { ns: 'titles' })}
          locale={{ emptyText: t('No scores yet', { ns: 'titles' }) }}
        />
      )}
    </QueryState>
  );
}

/** /exams/nbme-shelf and /exams/nbme-comprehensive: the scores, the report, the detailed report, add and upload. */
function NbmePage({ kind }: { kind: NbmeKind }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const columns = useMemo<ColumnsType<NbmeRow>>(
    () => [
      {
        key: 'studentName',
        dataIndex: 'studentName',
        title: t('Student', { ns: 'titles' }),
        render: (v: string | null, r) => <Link to={studentExamsUrl(r.studentId)}>{v ?? `#${r.studentId}`}</Link>,
      },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      kind === 'Subject'
        ? {
            key: 'discipline',
            dataIndex: 'discipline',
            title: t('Discipline', { ns: 'titles' }),
            render: (v: string | null) => (v ? translateTitle(v) : '—'),
          }
        : { key: 'examType', dataIndex: 'examType', title: t('Exam type', { ns: 'titles' }) },
      {
        key: 'examDate',
        dataIndex: 'examDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'attempt', dataIndex: 'attempt', title: t('Attempt', { ns: 'titles' }), align: 'right' },
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }), align: 'right' },
      {
        key: 'percentile',
        dataIndex: 'percentile',
        title: t('Percentile', { ns: 'titles' }),
        align: 'right',
        render: (v: number | null) => v ?? '—',
      },
    ],
    [t, kind],
  );
  const filters =
    kind === 'Subject'
      ? [
          {
            name: 'discipline',
            label: t('Discipline', { ns: 'titles' }),
            options: NBME_DISCIPLINES.map((d) => ({ value: d, label: translateTitle(d) })),
          },
        ]
      : [
          {
            name: 'examType',
            label: t('Exam type', { ns: 'titles' }),
            options: NBME_EXAM_TYPES.map((d) => ({ value: d, label: d })),
          },
        ];
  const title = kind === 'Subject' ? 'NBME Shelf' : 'NBME Comprehensive';
  return (
    <Page
      title={title}
      actions={
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('Upload results', { ns: 'titles' })}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('Add NBME score', { ns: 'titles' })}
          </Button>
        </Space>
      }
    >
      <Card>
        <Tabs
          items={[
            {
              key: 'scores',
              label: t('Scores', { ns: 'titles' }),
              children: (
                <DataTable<NbmeRow>
                  path={EXAM_PATHS.nbme}
                  params={{ kind }}
                  prefix="nb"
                  columns={columns}
                  rowKey="id"
                  filters={filters}
                  label={t('NBME scores', { ns: 'titles' })}
                  search={t('Student name or ID', { ns: 'titles' })}
                  emptyText={t('No scores yet', { ns: 'titles' })}
                />
              ),
            },
            { key: 'report', label: t('Report', { ns: 'titles' }), children: <NbmeReportTable kind={kind} /> },
            {
              key: 'detailed',
              label: t('Detailed report', { ns: 'titles' }),
              children: <NbmeDetailedTable kind={kind} />,
            },
          ]}
        />
      </Card>
      <NbmeScoreDialog kind={kind} open={adding} onClose={() => setAdding(false)} />
      {uploading && (
        <Suspense fallback={null}>
          <BulkUploadModal
            open={uploading}
            onClose={() => setUploading(false)}
            type={NBME_UPLOAD_TYPES[kind]}
            title={
              kind === 'Subject'
                ? t('NBME Shelf Results', { ns: 'titles' })
                : t('NBME Comprehensive Results', { ns: 'titles' })
            }
            columns={NBME_UPLOAD_COLUMNS.map((c) => ({ key: c.key, title: translateTitle(c.header) }))}
            invalidate={['/api/exams']}
          />
        </Suspense>
      )}
    </Page>
  );
}

export const NbmeShelfPage = () => <NbmePage kind="Subject" />;
export const NbmeComprehensivePage = () => <NbmePage kind="Comprehensive" />;
