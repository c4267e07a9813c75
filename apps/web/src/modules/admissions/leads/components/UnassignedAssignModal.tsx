import { useEffect } from 'react';
import { Form } from 'antd';
import { LEAD_TOASTS, leadRepAssignInput, type LeadBulkResult } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormModal } from '../../../../components/FormModal';
import { UserSelect } from '../../../../components/UserSelect';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
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
  const f = useZodForm(leadRepAssignInput, { toInput: (v) => ({ ...v, leadIds: ids ?? [] }) });
  const { reset } = f;
  useEffect(() => {
    if (ids) reset({});
  }, [ids, reset]);
  const onSubmit = f.submit(async (body) => {
    let res: LeadBulkResult | undefined;
    await saveWithToasts(
      async () => {
        res = await assign.mutateAsync(body);
      },
      { ok: LEAD_TOASTS.repAssigned, failed: LEAD_TOASTS.bulkUpdateFailed },
    );
    if (res?.skipped.length)
      toast.warning(
        `${res.skipped.length} lead${res.skipped.length === 1 ? ' was' : 's were'} skipped (${res.skipped
          .slice(0, 3)
          .map((s) => `#${s.id}: ${s.reason}`)
          .join('; ')})`,
      );
    onClose();
    onDone();
  });
  const n = ids?.length ?? 0;
  return (
    <FormModal
      open={ids !== null}
      title={`Assign a representative to ${n} lead${n === 1 ? '' : 's'}`}
      okText="Assign"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'unassignedAssign' }}
    >
      <Form.Item name="representativeId" label="Representative" required>
        <UserSelect id="unassigned-representativeId" aria-label="Representative" />
      </Form.Item>
    </FormModal>
  );
}
