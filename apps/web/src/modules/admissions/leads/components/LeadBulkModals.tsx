import { Form, Select, Typography } from 'antd';
import {
  LEAD_STATUS,
  LEAD_STATUS_OPTIONS,
  LEAD_TOASTS,
  leadBulkUpdateInput,
  leadRepAssignInput,
  type LeadBulkResult,
} from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { UserSelect } from '../../../../components/UserSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useLeadBulk } from '../api';

/** Student (10) is reached only by migrating a lead. */
const BULK_STATUS_OPTIONS = LEAD_STATUS_OPTIONS.filter((o) => o.value !== LEAD_STATUS.student);

export interface ModalProps {
  open: boolean;
  ids: number[];
  onClose: () => void;
  onDone: (r: LeadBulkResult) => void;
}

/** Bulk update: a status, a representative or both. */
export function BulkUpdateModal({ open, ids, onClose, onDone }: ModalProps) {
  const { update } = useLeadBulk();
  const f = useFormDialog(leadBulkUpdateInput, {
    open,
    onClose,
    values: () => ({}),
    toInput: (v) => ({ ...v, leadIds: ids }),
    save: (body) => update.mutateAsync(body),
    toasts: { ok: LEAD_TOASTS.bulkUpdated, failed: LEAD_TOASTS.bulkUpdateFailed },
    onSaved: onDone,
  });
  return (
    <FormModal {...f.shell} title={`Update ${ids.length} lead${ids.length === 1 ? '' : 's'}`} okText="Update">
      <Typography.Paragraph type="secondary">
        Choose a status, a representative or both. A status is applied only where the lead may move to it.
      </Typography.Paragraph>
      <Form.Item name="statusId" label="Status">
        <Select id="bulk-statusId" options={BULK_STATUS_OPTIONS} allowClear placeholder="Keep each lead's status" />
      </Form.Item>
      <Form.Item name="representativeId" label="Representative">
        <UserSelect id="bulk-representativeId" placeholder="Keep each lead's representative" />
      </Form.Item>
    </FormModal>
  );
}

/** Assign a representative to the chosen leads. */
export function RepAssignModal({ open, ids, onClose, onDone }: ModalProps) {
  const { assign } = useLeadBulk();
  const f = useFormDialog(leadRepAssignInput, {
    open,
    onClose,
    values: () => ({}),
    toInput: (v) => ({ ...v, leadIds: ids }),
    save: (body) => assign.mutateAsync(body),
    toasts: { ok: LEAD_TOASTS.repAssigned, failed: LEAD_TOASTS.bulkUpdateFailed },
    onSaved: onDone,
  });
  return (
    <FormModal {...f.shell} title="Assign Representative" okText="Assign">
      <Form.Item name="representativeId" label="Representative" required>
        <UserSelect id="assign-representativeId" />
      </Form.Item>
    </FormModal>
  );
}
