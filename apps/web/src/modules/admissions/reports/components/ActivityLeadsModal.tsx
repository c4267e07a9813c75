import { Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ActivityCountRow } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDate } from '../../../../components/format';
import { LEAD_REPORT_PATHS } from '../api';
import { leadColumns } from '../pages/columns';

export interface ActivityDrill {
  row: ActivityCountRow;
  kind: 'all' | 'new';
}

/** The activity count's drill-down: the leads one user created or touched on one day. */
export function ActivityLeadsModal({ drill, onClose }: { drill: ActivityDrill | null; onClose: () => void }) {
  return (
    <Modal
      open={!!drill}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
      title={
        drill &&
        `${drill.kind === 'new' ? 'New leads' : 'Leads touched'} by ${drill.row.userName} on ${formatDate(drill.row.day)}`
      }
    >
      {drill && (
        <DataTable<{ id: number }>
          label="Activity leads"
          prefix="d"
          path={LEAD_REPORT_PATHS.activityLeads}
          rowKey="id"
          search={false}
          params={{ day: drill.row.day, userId: drill.row.userId, kind: drill.kind }}
          columns={leadColumns('Last activity that day', 'Days since') as ColumnsType<{ id: number }>}
          exportAs={`activity_leads_${drill.row.day}`}
        />
      )}
    </Modal>
  );
}
