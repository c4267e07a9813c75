import { useEffect, useState } from 'react';
import { Button, Form, Select, Typography } from 'antd';
import { CloseCircleOutlined, DeleteOutlined, EditOutlined, RollbackOutlined, UserSwitchOutlined } from '@ant-design/icons';
import {
  LEAD_STATUS, LEAD_STATUS_OPTIONS, LEAD_TOASTS, leadBulkUpdateInput, leadRepAssignInput, type LeadBulkResult,
} from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { FormModal } from '../../../components/FormModal';
import { UserSelect } from '../../../components/UserSelect';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { useLeadBulk } from '../api';

/** Student (10) is reached only by migrating a lead. */
const BULK_STATUS_OPTIONS = LEAD_STATUS_OPTIONS.filter((o) => o.value !== LEAD_STATUS.student);

/** Says which chosen leads a bulk action left alone, and why (the success toast says it ran). */
function reportSkipped(res: LeadBulkResult | undefined) {
  if (!res?.skipped.length) return;
  const first = res.skipped.slice(0, 3).map((s) => `#${s.id}: ${s.reason}`).join('; ');
  toast.warning(`${res.skipped.length} lead${res.skipped.length === 1 ? ' was' : 's were'} skipped (${first}${res.skipped.length > 3 ? '; …' : ''})`);
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
  const [modal, setModal] = useState<'update' | 'assign' | null>(null);
  const n = ids.length;
  const run = async (fn: () => Promise<LeadBulkResult>, texts: { ok: string; failed: string }) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(async () => { res = await fn(); }, texts);
    reportSkipped(res);
    onDone();
  };
  if (n === 0) return null;
  const noun = `${n} lead${n === 1 ? '' : 's'}`;
  return (
    <div className="lead-bulk" role="region" aria-label="Bulk actions">
      <Typography.Text strong>{noun} selected</Typography.Text>
      {deletedView ? (
        rights.delete && (
          <ConfirmAction title={`Restore ${noun}?`} okText="Restore" type="default" size="middle" icon={<RollbackOutlined />}
            onConfirm={() => run(() => bulk.restore.mutateAsync({ leadIds: ids }), { ok: LEAD_TOASTS.restored, failed: LEAD_TOASTS.bulkUpdateFailed })}>
            Restore
          </ConfirmAction>
        )
      ) : (
        <>
          {rights.edit && <Button icon={<EditOutlined />} onClick={() => setModal('update')}>Bulk Update</Button>}
          {rights.edit && <Button icon={<UserSwitchOutlined />} onClick={() => setModal('assign')}>Assign Rep</Button>}
          {rights.edit && (
            <ConfirmAction title={`Close ${noun}?`} description="Closed leads leave the open list; they can be reopened." okText="Close" type="default" size="middle"
              icon={<CloseCircleOutlined />}
              onConfirm={() => run(() => bulk.close.mutateAsync({ leadIds: ids }), { ok: LEAD_TOASTS.bulkClosed, failed: LEAD_TOASTS.bulkUpdateFailed })}>
              Close
            </ConfirmAction>
          )}
          {rights.delete && (
            <ConfirmAction title={`Delete ${noun}?`} description="Deleted leads can be restored from the deleted leads list." okText="Delete" danger type="default"
              size="middle" icon={<DeleteOutlined />}
              onConfirm={() => run(() => bulk.remove.mutateAsync({ leadIds: ids }), { ok: LEAD_TOASTS.bulkDeleted, failed: LEAD_TOASTS.bulkDeleteFailed })}>
              Delete
            </ConfirmAction>
          )}
        </>
      )}
      <Button type="link" onClick={onDone}>Clear selection</Button>
      <BulkUpdateModal open={modal === 'update'} ids={ids} onClose={() => setModal(null)} onDone={(r) => { reportSkipped(r); onDone(); }} />
      <RepAssignModal open={modal === 'assign'} ids={ids} onClose={() => setModal(null)} onDone={(r) => { reportSkipped(r); onDone(); }} />
    </div>
  );
}

interface ModalProps { open: boolean; ids: number[]; onClose: () => void; onDone: (r: LeadBulkResult) => void }

function BulkUpdateModal({ open, ids, onClose, onDone }: ModalProps) {
  const { update } = useLeadBulk();
  const f = useZodForm(leadBulkUpdateInput, { toInput: (v) => ({ ...v, leadIds: ids }) });
  const { reset } = f;
  useEffect(() => { if (open) reset({}); }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(async () => { res = await update.mutateAsync(body); }, { ok: LEAD_TOASTS.bulkUpdated, failed: LEAD_TOASTS.bulkUpdateFailed });
    onClose();
    if (res) onDone(res);
  });
  return (
    <FormModal open={open} title={`Update ${ids.length} lead${ids.length === 1 ? '' : 's'}`} okText="Update" onClose={onClose} onSubmit={onSubmit}
      submitting={f.submitting} formError={f.formError} formProps={f.formProps}>
      <Typography.Paragraph type="secondary">Choose a status, a representative or both. A status is applied only where the lead may move to it.</Typography.Paragraph>
      <Form.Item name="statusId" label="Status">
        <Select id="bulk-statusId" options={BULK_STATUS_OPTIONS} allowClear placeholder="Keep each lead's status" />
      </Form.Item>
      <Form.Item name="representativeId" label="Representative">
        <UserSelect id="bulk-representativeId" placeholder="Keep each lead's representative" />
      </Form.Item>
    </FormModal>
  );
}

function RepAssignModal({ open, ids, onClose, onDone }: ModalProps) {
  const { assign } = useLeadBulk();
  const f = useZodForm(leadRepAssignInput, { toInput: (v) => ({ ...v, leadIds: ids }) });
  const { reset } = f;
  useEffect(() => { if (open) reset({}); }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(async () => { res = await assign.mutateAsync(body); }, { ok: LEAD_TOASTS.repAssigned, failed: LEAD_TOASTS.bulkUpdateFailed });
    onClose();
    if (res) onDone(res);
  });
  return (
    <FormModal open={open} title="Assign Representative" okText="Assign" onClose={onClose} onSubmit={onSubmit}
      submitting={f.submitting} formError={f.formError} formProps={f.formProps}>
      <Form.Item name="representativeId" label="Representative" required>
        <UserSelect id="assign-representativeId" />
      </Form.Item>
    </FormModal>
  );
}
