import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FilePdfOutlined } from '@ant-design/icons';
import { TRANSFER_MARK, formatDate, transcriptFilename } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { downloadGet } from '../../../components/download';
import { EmptyState, QueryState, errorText } from '../../../components/QueryState';
import { transcriptPdfPath, useTranscript, type TranscriptClassRow, type TranscriptData } from './api';

const dash = (v: string | number | null | undefined) => (v == null || v === '' ? '—' : String(v));

/**
 * The student's transcript: who, the cumulative GPA and standing, every stage oldest first with its classes,
 * credits, marks, grade and grade points (transfers marked), the degrees, and the official PDF's download.
 */
export function TranscriptView({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const query = useTranscript(studentId);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGet(transcriptPdfPath(studentId), transcriptFilename(studentId));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<TranscriptClassRow> = [
    {
      key: 'className',
      dataIndex: 'className',
      title: t('Class', { ns: 'titles' }),
      render: (v: string, c) => (
        <Space size={4} wrap>
          {v}
          {c.transfer && (
            <Tag color="blue">
              {t('Transfer', { ns: 'titles' })}
              {c.school ? `: ${c.school}` : ''}
            </Tag>
          )}
        </Space>
      ),
    },
    { key: 'classCode', dataIndex: 'classCode', title: t('Code', { ns: 'titles' }), render: dash },
    { key: 'credits', dataIndex: 'credits', title: t('Credits', { ns: 'titles' }), render: dash },
    { key: 'marks', dataIndex: 'marks', title: t('Marks', { ns: 'titles' }), render: dash },
    {
      key: 'grade',
      dataIndex: 'grade',
      title: t('Grade', { ns: 'titles' }),
      render: (v: string | null, c) => (c.transfer ? `${TRANSFER_MARK} ${v ?? ''}`.trim() : dash(v)),
    },
    { key: 'gradePoints', dataIndex: 'gradePoints', title: t('Grade points', { ns: 'titles' }), render: dash },
  ];

  return (
    <QueryState query={query}>
      {(tr: TranscriptData) => (
        <Flex vertical gap={16}>
          <Card
            title={t('Official transcript: {{type}}', { ns: 'titles', type: tr.type })}
            extra={
              <Button type="primary" icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()}>
                {t('Download transcript (PDF)', { ns: 'titles' })}
              </Button>
            }
          >
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label={t('Student', { ns: 'titles' })}>{tr.student.name}</Descriptions.Item>
              <Descriptions.Item label={t('Student ID', { ns: 'titles' })}>{tr.student.id}</Descriptions.Item>
              <Descriptions.Item label={t('Date of birth', { ns: 'titles' })}>
                {tr.student.dateOfBirth ? formatDate(tr.student.dateOfBirth) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('Program', { ns: 'titles' })}>{dash(tr.student.program)}</Descriptions.Item>
              <Descriptions.Item label={t('Cumulative GPA', { ns: 'titles' })}>
                <strong>{dash(tr.totals.gpa)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('Academic standing', { ns: 'titles' })}>
                {dash(tr.standing)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Credits attempted', { ns: 'titles' })}>
                {tr.totals.credits}
              </Descriptions.Item>
              <Descriptions.Item label={t('Credits earned', { ns: 'titles' })}>{tr.totals.earned}</Descriptions.Item>
            </Descriptions>
          </Card>
          {tr.stages.length === 0 ? (
            <EmptyState text={t('No classes recorded yet', { ns: 'titles' })} />
          ) : (
            tr.stages.map((st) => (
              <Card
                key={st.id}
                size="small"
                title={
                  <span>
                    {dash(st.semesterName)} · {st.stageName}
                    <Typography.Text type="secondary"> · {st.courseName}</Typography.Text>
                  </span>
                }
                extra={
                  <Space size={8} wrap>
                    {st.standing && <Tag>{st.standing}</Tag>}
                    <span>
                      {t('Stage GPA', { ns: 'titles' })}: <strong>{dash(st.totals.gpa)}</strong>
                    </span>
                  </Space>
                }
              >
                <Table<TranscriptClassRow>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  columns={columns}
                  dataSource={st.classes}
                  locale={{ emptyText: t('No classes in this stage', { ns: 'titles' }) }}
                />
              </Card>
            ))
          )}
          <Card size="small" title={t('Degrees conferred', { ns: 'titles' })}>
            {tr.degrees.length === 0 ? (
              <EmptyState text={t('No degrees recorded', { ns: 'titles' })} />
            ) : (
              <Table
                rowKey={(d) => `${d.name}-${d.institution}-${d.awardedOn ?? ''}`}
                size="small"
                pagination={false}
                dataSource={tr.degrees}
                columns={[
                  { key: 'name', dataIndex: 'name', title: t('Degree', { ns: 'titles' }) },
                  { key: 'institution', dataIndex: 'institution', title: t('Institution', { ns: 'titles' }) },
                  { key: 'major', dataIndex: 'major', title: t('Major', { ns: 'titles' }), render: dash },
                  {
                    key: 'awardedOn',
                    dataIndex: 'awardedOn',
                    title: t('Conferred', { ns: 'titles' }),
                    render: (v: string | null) => (v ? formatDate(v) : '—'),
                  },
                ]}
              />
            )}
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
