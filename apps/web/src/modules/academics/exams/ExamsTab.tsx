import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { StatusTag } from '../../../components/StatusTag';
import type { StudentTabProps } from '../../students';
import { EXAM_PATHS, type KaplanRow, type NbmeRow, type RetakeRow } from './api';

/** The Exams tab: the student's NBME subject and comprehensive scores, Kaplan scores and retake requests. */
export default function ExamsTab({ studentId }: StudentTabProps) {
  const { t } = useTranslation();
  const nbme = useMemo<ColumnsType<NbmeRow>>(
    () => [
      {
        key: 'exam',
        title: t('Exam', { ns: 'titles' }),
        render: (_: unknown, r) => translateTitle(r.discipline ?? r.examType ?? r.kind),
      },
      { key: 'kind', dataIndex: 'kind', title: t('Kind', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      {
        key: 'examDate',
        dataIndex: 'examDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'attempt', dataIndex: 'attempt', title: t('Attempt', { ns: 'titles' }) },
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }) },
      {
        key: 'percentile',
        dataIndex: 'percentile',
        title: t('Percentile', { ns: 'titles' }),
        render: (v: number | null) => v ?? '—',
      },
    ],
    [t],
  );
  const kaplan = useMemo<ColumnsType<KaplanRow>>(
    () => [
      { key: 'test', dataIndex: 'test', title: t('Test', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      { key: 'semesterName', dataIndex: 'semesterName', title: t('Semester', { ns: 'titles' }) },
      {
        key: 'examDate',
        dataIndex: 'examDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }) },
    ],
    [t],
  );
  const retakes = useMemo<ColumnsType<RetakeRow>>(
    () => [
      { key: 'exam', dataIndex: 'exam', title: t('Exam', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      {
        key: 'discipline',
        dataIndex: 'discipline',
        title: t('Clinical rotation', { ns: 'titles' }),
        render: (v: string | null) => (v ? translateTitle(v) : '—'),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        render: (v: string) => <StatusTag status={v} />,
      },
      {
        key: 'scheduledDate',
        dataIndex: 'scheduledDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : '—'),
      },
    ],
    [t],
  );
  return (
    <Flex vertical gap={16}>
      <Card title={t('NBME scores', { ns: 'titles' })}>
        <DataTable<NbmeRow>
          path={EXAM_PATHS.studentNbme(studentId)}
          prefix="nb"
          columns={nbme}
          rowKey="id"
          search={false}
          label={t('NBME scores', { ns: 'titles' })}
          emptyText={t('No scores yet', { ns: 'titles' })}
        />
      </Card>
      <Card title={t('Kaplan scores', { ns: 'titles' })}>
        <DataTable<KaplanRow>
          path={EXAM_PATHS.studentKaplan(studentId)}
          prefix="kp"
          columns={kaplan}
          rowKey="id"
          search={false}
          label={t('Kaplan scores', { ns: 'titles' })}
          emptyText={t('No scores yet', { ns: 'titles' })}
        />
      </Card>
      <Card title={t('Retake requests', { ns: 'titles' })}>
        <DataTable<RetakeRow>
          path={EXAM_PATHS.studentRetakes(studentId)}
          prefix="rt"
          columns={retakes}
          rowKey="id"
          search={false}
          label={t('Retake requests', { ns: 'titles' })}
          emptyText={t('No retake requests yet', { ns: 'titles' })}
        />
      </Card>
    </Flex>
  );
}
