import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { snapshotFilename } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { downloadGet } from '../../../../components/download';
import { errorText } from '../../../../components/QueryState';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS } from './api';

/** Snapshot (Clinical Medicine students): the record on paper, as Snapshot_<id>.pdf. */
export default function SnapshotTab({ studentId, header }: StudentTabProps) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const filename = snapshotFilename(studentId);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGet(DOC_PATHS.snapshot(studentId), filename);
      setDone(true);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<h2 className="card-h2">Snapshot</h2>}>
      <Typography.Paragraph>
        A PDF of {header.name}&apos;s record: the header facts, personal details, address, program, immigration, the
        documents on file and the status history.
      </Typography.Paragraph>
      <Button type="primary" icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()}>
        Download {filename}
      </Button>
      {done && (
        <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 12 }}>
          {filename} has been downloaded.
        </Typography.Paragraph>
      )}
    </Card>
  );
}
