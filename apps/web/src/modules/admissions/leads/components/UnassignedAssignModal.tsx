import { Form } from 'antd';
import { LEAD_TOASTS, leadRepAssignInput, type LeadBulkResult } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormModal } from '../../../../components/FormModal';
import { UserSelect } from '../../../../components/UserSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useLeadBulk } from '../api';

/** Assigns a representative to the chosen leads (POST bulk rep assign); says which were skipped. */
export function AssignModal({
  ids,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { assign } = useLeadBulk();
  const f = useFormDialog(leadRepAssignInput, {
    open: ids !== null,
    onClose,
    source: ids,
    values: () => ({}),
    toInput: (v) => ({ ...v, leadIds: ids ?? [] }),
    save: (body) => assign.mutateAsync(body),
    toasts: { ok: LEAD_TOASTS.repAssigned, failed: LEAD_TOASTS.bulkUpdateFailed },
    onSaved: (res: LeadBulkResult) => {
      if (res.skipped.length)
        toast.warning(
          `${res.skipped.length} lead${res.skipped.length === 1 ? ' was' : 's were'} skipped (${res.skipped
            .slice(0, 3)
            .map((s) => `#${s.id}: ${s.reason}`)
            .join('; ')})`,
        );
      onDone();
    },
  });
  const n = ids?.length ?? 0;
  return (
    <FormModal
      {...f.shell}
      title={`Assign a representative to ${n} lead${n === 1 ? '' : 's'}`}
      okText="Assign"
      formProps={{ ...f.formProps, name: 'unassignedAssign' }}
    >
      <Form.Item name="representativeId" label="Representative" required>
        <UserSelect id="unassigned-representativeId" aria-label="Representative" />
      </Form.Item>
    </FormModal>
  );
}
