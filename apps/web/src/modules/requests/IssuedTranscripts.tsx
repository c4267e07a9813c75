import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Table } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { formatDate } from '@caduceus/contracts';
import { toast } from '../../app/bridge';
import { translateTitle } from '../../app/i18n';
import { downloadGet } from '../../components/download';
import { errorText } from '../../components/QueryState';
import { REQUEST_PATHS, useIssuedTranscripts } from './api';

/** The official transcripts issued to the student (her complete transcript requests), each to download again. */
export function IssuedTranscripts({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const q = useIssuedTranscripts(studentId);
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (id: number) => {
    setBusy(id);
    try {
      await downloadGet(REQUEST_PATHS.myLetter(studentId, id), `Transcript_${id}.pdf`);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('Issued transcripts', { ns: 'titles' })} size="small">
      <Table
        size="small"
        rowKey="id"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data?.items ?? []}
        locale={{ emptyText: q.error ? errorText(q.error) : t('No transcript issued yet', { ns: 'titles' }) }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('Request', { ns: 'titles' }) },
          {
            key: 'updatedAt',
            dataIndex: 'updatedAt',
            title: t('Issued on', { ns: 'titles' }),
            render: (v: string) => formatDate(v),
          },
          {
            key: 'type',
            title: t('Transcript type', { ns: 'titles' }),
            render: (_: unknown, r) => translateTitle(r.dataText.transcriptType ?? ''),
          },
          { key: 'recipient', title: t('Sent to', { ns: 'titles' }), render: (_: unknown, r) => r.dataText.recipient },
          {
            key: 'pdf',
            title: t('Actions', { ns: 'titles' }),
            align: 'right',
            render: (_: unknown, r) => (
              <Button
                size="small"
                icon={<FilePdfOutlined />}
                loading={busy === r.id}
                aria-label={t('Download transcript {{id}}', { ns: 'titles', id: r.id })}
                onClick={() => void download(r.id)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
