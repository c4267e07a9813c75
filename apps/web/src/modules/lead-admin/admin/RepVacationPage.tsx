import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Form, Input, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { LEAD_ADMIN_TOASTS, LEAD_LINK, REP_VACATION_WHEN, repVacationInput, type RepVacation } from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { FormModal } from '../../../components/FormModal';
import { Page } from '../../../components/Page';
import { UserSelect } from '../../../components/UserSelect';
import { formatDate } from '../../../components/format';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { LEAD_ADMIN_PATHS, useAddVacation, useDeleteVacation } from './api';

const SHOWN = 'MM/DD/YYYY';
const WIRE = 'YYYY-MM-DD';
const WHEN_LABELS: Record<(typeof REP_VACATION_WHEN)[number], string> = { current: 'Away now', upcoming: 'Upcoming', past: 'Past', all: 'All' };
const wire = (v: unknown) => (dayjs.isDayjs(v) ? v.format(WIRE) : v);

function AddVacationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddVacation();
  const f = useZodForm(repVacationInput, { toInput: (v) => ({ ...v, fromDate: wire(v.fromDate), toDate: wire(v.toDate) }) });
  const { reset } = f;
  useEffect(() => { if (open) reset({}); }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => add.mutateAsync(body), { ok: LEAD_ADMIN_TOASTS.vacationAdded, failed: LEAD_ADMIN_TOASTS.vacationAddFailed });
    onClose();
  });
  return (
    <FormModal open={open} title="Add Vacation" okText="Add" onClose={onClose} onSubmit={onSubmit} submitting={f.submitting} formError={f.formError} formProps={f.formProps}>
      <Typography.Paragraph type="secondary">While the representative is away, new leads assigned to them, and unassigned leads given to them, go to the cover.</Typography.Paragraph>
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

/**
 * /lead/lead-admin/rep-vacation: representatives' absences with their cover; add one, delete one.
 * While an absence runs, leads assigned to the representative go to the cover (server: coverFor).
 */
export default function RepVacationPage() {
  const rights = useRights(LEAD_LINK);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteVacation();
  const columns = useMemo<ColumnsType<RepVacation>>(() => [
    { title: 'Representative', dataIndex: 'representativeName', key: 'representativeName', render: (v: string | null, r) => v ?? `User #${r.representativeId}` },
    { title: 'Cover', dataIndex: 'coverName', key: 'coverName', render: (v: string | null, r) => v ?? `User #${r.coverId}` },
    { title: 'From', dataIndex: 'fromDate', key: 'fromDate', width: 120, render: (v: string) => formatDate(v) },
    { title: 'To', dataIndex: 'toDate', key: 'toDate', width: 120, render: (v: string) => formatDate(v) },
    { title: 'Status', dataIndex: 'current', key: 'current', width: 110, render: (v: boolean) => (v ? <Tag color="processing">Away now</Tag> : '') },
    { title: 'Note', dataIndex: 'note', key: 'note', render: (v: string | null) => v ?? '' },
    { title: 'Added by', dataIndex: 'createdByName', key: 'createdByName', render: (v: string | null) => v ?? '—' },
    ...(rights.delete ? [{
      title: 'Actions', key: 'actions', width: 100,
      render: (_: unknown, r: RepVacation) => (
        <ConfirmAction title="Delete this vacation?" description="Leads assigned from now on go to the representative again." okText="Delete" danger
          icon={<DeleteOutlined />} ariaLabel={`Delete the vacation of ${r.representativeName ?? r.representativeId} from ${formatDate(r.fromDate)}`}
          onConfirm={() => saveWithToasts(() => remove.mutateAsync(r.id), { ok: LEAD_ADMIN_TOASTS.vacationDeleted, failed: LEAD_ADMIN_TOASTS.vacationDeleteFailed }).catch(() => undefined)}>
          Delete
        </ConfirmAction>
      ),
    }] : []),
  ], [rights.delete, remove]);

  return (
    <Page title="Rep Vacation" subtitle="Representatives' absences and who covers their leads meanwhile"
      actions={rights.edit && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>Add Vacation</Button>}>
      <DataTable<RepVacation>
        label="Representative vacations"
        path={LEAD_ADMIN_PATHS.vacations}
        rowKey="id"
        columns={columns}
        search={false}
        filters={[{ name: 'when', label: 'When', options: REP_VACATION_WHEN.filter((w) => w !== 'all').map((w) => ({ value: w, label: WHEN_LABELS[w] })) }]}
        emptyText="No vacations recorded"
      />
      {rights.edit && <AddVacationModal open={adding} onClose={() => setAdding(false)} />}
    </Page>
  );
}
