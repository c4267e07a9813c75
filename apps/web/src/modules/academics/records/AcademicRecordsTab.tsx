import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Table } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  ACADEMIC_RECORD_FORMS,
  ACADEMIC_RECORD_TOASTS,
  formatDate,
  type GpaLine,
  type Med6LoaDate,
} from '@caduceus/contracts';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import {
  academicRecordsPath,
  useAcademicRecordWrites,
  useGpaList,
  useMed6LoaDate,
  type AcademicRecordRow,
} from './api';
import type { AcademicRecordTarget } from './AcademicRecordDialog';

const AcademicRecordDialog = lazyOnOpen(
  () => import('./AcademicRecordDialog').then((m) => m.AcademicRecordDialog),
  (p) => p.target !== null,
);
const Med6LoaDialog = lazyOnOpen(
  () => import('./Med6LoaDialog').then((m) => m.Med6LoaDialog),
  (p) => p.current !== null,
);

/** Each form's credits and credit-weighted GPA, then Overall. */
function GpaCard({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const gpa = useGpaList(studentId);
  const columns: ColumnsType<GpaLine> = [
    {
      key: 'label',
      dataIndex: 'label',
      title: t('Form', { ns: 'titles' }),
      render: (v: string) => t(v, { ns: 'titles' }),
    },
    { key: 'credits', dataIndex: 'credits', title: t('Credits', { ns: 'titles' }) },
    { key: 'gpaCredits', dataIndex: 'gpaCredits', title: t('GPA credits', { ns: 'titles' }) },
    { key: 'gpa', dataIndex: 'gpa', title: t('GPA', { ns: 'titles' }), render: (v: string | null) => v ?? '—' },
  ];
  return (
    <Card title={<h2 className="card-h2">{t('GPA', { ns: 'titles' })}</h2>} size="small">
      {gpa.error ? (
        <Alert type="error" showIcon title={t('Failed to load the GPA. Try again!', { ns: 'titles' })} />
      ) : (
        <Table<GpaLine>
          aria-label={t('GPA by form', { ns: 'titles' })}
          rowKey={(r) => r.form ?? 0}
          size="small"
          pagination={false}
          loading={gpa.isLoading}
          dataSource={gpa.data?.items ?? []}
          columns={columns}
        />
      )}
    </Card>
  );
}

/** The student's Med6 LOA date, set by the registrar. */
function Med6Card({ studentId, canEdit }: { studentId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const med6 = useMed6LoaDate(studentId);
  const [editing, setEditing] = useState<Med6LoaDate | null>(null);
  return (
    <Card
      title={<h2 className="card-h2">{t('Med6 LOA date', { ns: 'titles' })}</h2>}
      size="small"
      extra={
        canEdit && med6.data ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(med6.data ?? null)}>
            {t('Set Med6 LOA date', { ns: 'titles' })}
          </Button>
        ) : null
      }
    >
      {med6.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : med6.error ? (
        <Alert type="error" showIcon title={t('Failed to load the Med6 LOA date. Try again!', { ns: 'titles' })} />
      ) : (
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('LOA date', { ns: 'titles' })}>
            {med6.data?.loaDate ? formatDate(med6.data.loaDate) : t('Not set', { ns: 'titles' })}
          </Descriptions.Item>
          <Descriptions.Item label={t('Note', { ns: 'titles' })}>{med6.data?.note ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
      <Med6LoaDialog studentId={studentId} current={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/**
 * The Academic Records tab: the four forms (pre-medical and medical classes, clinical medicine, clinical
 * rotations), each entry's term, credits, grade and grade points; their credit-weighted GPA; the Med6 LOA date.
 * The registrar adds, corrects and removes entries (the tab's rights).
 */
export default function AcademicRecordsTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = useAcademicRecordWrites(studentId);
  const [target, setTarget] = useState<AcademicRecordTarget | null>(null);
  const columns = useMemo<ColumnsType<AcademicRecordRow>>(
    () => [
      { key: 'title', dataIndex: 'title', title: t('Title', { ns: 'titles' }) },
      { key: 'term', dataIndex: 'term', title: t('Term', { ns: 'titles' }) },
      { key: 'credits', dataIndex: 'credits', title: t('Credits', { ns: 'titles' }) },
      { key: 'grade', dataIndex: 'grade', title: t('Grade', { ns: 'titles' }) },
      {
        key: 'gradePoints',
        dataIndex: 'gradePoints',
        title: t('Grade points', { ns: 'titles' }),
        render: (v: string | null) => v ?? '—',
      },
      {
        key: 'completedOn',
        dataIndex: 'completedOn',
        title: t('Completed on', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : '—'),
      },
    ],
    [t],
  );
  const can = { add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete };
  return (
    <Flex vertical gap={16}>
      <GpaCard studentId={studentId} />
      <Med6Card studentId={studentId} canEdit={can.edit} />
      {ACADEMIC_RECORD_FORMS.map((f) => (
        <EntriesCard<AcademicRecordRow>
          key={f.form}
          title={t(f.label, { ns: 'titles' })}
          addText={t('Add academic record', { ns: 'titles' })}
          label={t(f.label, { ns: 'titles' })}
          emptyText={t('No academic records', { ns: 'titles' })}
          itemName={[t('entry', { ns: 'titles' }), t('entries', { ns: 'titles' })]}
          path={academicRecordsPath(studentId, f.form)}
          columns={columns}
          rowName={(e) => `${e.title} ${e.term}`}
          can={can}
          onAdd={() => setTarget({ form: f.form, entry: null })}
          onEdit={(e) => setTarget({ form: f.form, entry: e })}
          onDelete={(e) => remove.mutateAsync(e.id)}
          deleteToasts={{ ok: ACADEMIC_RECORD_TOASTS.deleted, failed: ACADEMIC_RECORD_TOASTS.deleteFailed }}
        />
      ))}
      <AcademicRecordDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </Flex>
  );
}
