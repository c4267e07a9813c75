import { Alert } from 'antd';
import type { AlertRun } from '@caduceus/contracts';
import { formatDateTime } from '../../../../components/format';

/** The outcome of a run just asked for: its status and summary, announced to screen readers. */
export function RunResult({ run, onClose }: { run: AlertRun | null; onClose?: () => void }) {
  if (!run) return null;
  return (
    <div role="status" aria-live="polite" style={{ marginBottom: 16 }}>
      <Alert
        type={run.status === 'ok' ? 'success' : 'error'}
        showIcon
        closable={!!onClose}
        onClose={onClose}
        title={`${run.title}: ${run.status === 'ok' ? 'ran successfully' : 'failed'} (${formatDateTime(run.finishedAt ?? run.startedAt)})`}
        description={run.summary}
      />
    </div>
  );
}
