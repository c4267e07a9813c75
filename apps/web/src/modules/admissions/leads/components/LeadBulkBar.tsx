import { useState } from 'react';
import { Button, Typography } from 'antd';
import {
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  RollbackOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { LEAD_ACTION_COMPONENTS, LEAD_TOASTS, type LeadBulkResult } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useComponentRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useLeadBulk } from '../api';

const BulkUpdateModal = lazyOnOpen(
  () => import('./LeadBulkModals').then((m) => m.BulkUpdateModal),
  (p) => p.open,
);
const RepAssignModal = lazyOnOpen(
  () => import('./LeadBulkModals').then((m) => m.RepAssignModal),
  (p) => p.open,
);

/** Says which chosen leads a bulk action left alone, and why (the success toast says it ran). */
function reportSkipped(res: LeadBulkResult | undefined) {
  if (!res?.skipped.length) return;
  const first = res.skipped
    .slice(0, 3)
    .map((s) => `#${s.id}: ${s.reason}`)
    .join('; ');
  toast.warning(
    `${res.skipped.length} lead${res.skipped.length === 1 ? ' was' : 's were'} skipped (${first}${res.skipped.length > 3 ? '; …' : ''})`,
  );
}

interface Props {
  ids: number[];
  /** the list shows the deleted leads: restore instead of close/delete */
  deletedView: boolean;
  rights: { edit: boolean; delete: boolean };
  onDone: () => void;
}

/** The list's bulk actions on the chosen leads: update (status and/or representative), assign a rep, close, delete, restore. */
export function LeadBulkBar({ ids, deletedView, rights, onDone }: Props) {
  const bulk = useLeadBulk();
  // status updates and closing many leads also need the status change part, as on one lead
  const statusPart = useComponentRights(LEAD_ACTION_COMPONENTS.close[0]);
  const changesStatus = rights.edit && statusPart.edit;
  const [modal, setModal] = useState<'update' | 'assign' | null>(null);
  const n = ids.length;
  const run = async (fn: () => Promise<LeadBulkResult>, texts: { ok: string; failed: string }) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(async () => {
      res = await fn();
    }, texts);
    reportSkipped(res);
    onDone();
  };
  if (n === 0) return null;
  const noun = `${n} lead${n === 1 ? '' : 's'}`;
  return (
    <div className="record-bulk" role="region" aria-label="Bulk actions">
      <Typography.Text strong>{noun} selected</Typography.Text>
      {deletedView ? (
        rights.delete && (
          <ConfirmAction
            title={`Restore ${noun}?`}
            okText="Restore"
            type="default"
            size="middle"
            icon={<RollbackOutlined />}
            onConfirm={() =>
              run(() => bulk.restore.mutateAsync({ leadIds: ids }), {
                ok: LEAD_TOASTS.restored,
                failed: LEAD_TOASTS.bulkUpdateFailed,
              })
            }
          >
            Restore
          </ConfirmAction>
        )
      ) : (
        <>
          {changesStatus && (
            <Button icon={<EditOutlined />} onClick={() => setModal('update')}>
              Bulk Update
            </Button>
          )}
          {rights.edit && (
            <Button icon={<UserSwitchOutlined />} onClick={() => setModal('assign')}>
              Assign Rep
            </Button>
          )}
          {changesStatus && (
            <ConfirmAction
              title={`Close ${noun}?`}
              description="Closed leads leave the open list; they can be reopened."
              okText="Close"
              type="default"
              size="middle"
              icon={<CloseCircleOutlined />}
              onConfirm={() =>
                run(() => bulk.close.mutateAsync({ leadIds: ids }), {
                  ok: LEAD_TOASTS.bulkClosed,
                  failed: LEAD_TOASTS.bulkUpdateFailed,
                })
              }
            >
              Close
            </ConfirmAction>
          )}
          {rights.delete && (
            <ConfirmAction
              title={`Delete ${noun}?`}
              description="Deleted leads can be restored from the deleted leads list."
              okText="Delete"
              danger
              type="default"
              size="middle"
              icon={<DeleteOutlined />}
              onConfirm={() =>
                run(() => bulk.remove.mutateAsync({ leadIds: ids }), {
                  ok: LEAD_TOASTS.bulkDeleted,
                  failed: LEAD_TOASTS.bulkDeleteFailed,
                })
              }
            >
              Delete
            </ConfirmAction>
          )}
        </>
      )}
      <Button type="link" onClick={onDone}>
        Clear selection
      </Button>
      <BulkUpdateModal
        open={modal === 'update'}
        ids={ids}
        onClose={() => setModal(null)}
        onDone={(r) => {
          reportSkipped(r);
          onDone();
        }}
      />
      <RepAssignModal
        open={modal === 'assign'}
        ids={ids}
        onClose={() => setModal(null)}
        onDone={(r) => {
          reportSkipped(r);
          onDone();
        }}
      />
    </div>
  );
}
