import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { LEAD_ADMIN_TOASTS, repVacationInput } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { UserSelect } from '../../../../components/UserSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useAddVacation } from './api';

const SHOWN = 'MM/DD/YYYY';
const WIRE = 'YYYY-MM-DD';
const wire = (v: unknown) => (dayjs.isDayjs(v) ? v.format(WIRE) : v);

/** Add a representative's absence and who covers their leads meanwhile. */
export function AddVacationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddVacation();
  const f = useFormDialog(repVacationInput, {
    toInput: (v) => ({ ...v, fromDate: wire(v.fromDate), toDate: wire(v.toDate) }),
    open,
    onClose,
    values: () => ({}),
    save: (body) => add.mutateAsync(body),
    toasts: { ok: LEAD_ADMIN_TOASTS.vacationAdded, failed: LEAD_ADMIN_TOASTS.vacationAddFailed },
  });
  return (
    <FormModal {...f.shell} title="Add Vacation" okText="Add">
      <Typography.Paragraph type="secondary">
        While the representative is away, new leads assigned to them, and unassigned leads given to them, go to the
        cover.
      </Typography.Paragraph>
      <Form.Item name="representativeId" label="Representative" required>
        <UserSelect id="vacation-representativeId" aria-label="Representative" />
      </Form.Item>
      <Form.Item name="coverId" label="Cover Representative" required>
        <UserSelect id="vacation-coverId" aria-label="Cover Representative" />
      </Form.Item>
      <Form.Item name="fromDate" label="From" required>
        <DatePicker id="vacation-fromDate" format={SHOWN} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="toDate" label="To" required>
        <DatePicker id="vacation-toDate" format={SHOWN} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input.TextArea id="vacation-note" rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
