import { Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { ColumnType } from 'antd/es/table';
import {
  LEAD_ADMIN_TOASTS,
  semesterDefermentInput,
  type LeadHeader,
  type SemesterDeferment,
} from '@caduceus/contracts';
import { formatDate } from '../../../../../components/format';
import {
  ChangeTextField,
  RecordChangeLogTab,
  RecordChangeModal,
  ServerChoiceField,
  changeColumns as c,
} from '../../../../../components/records/ChangeLogTab';
import { LEAD_ADMIN_PATHS, useDeferSemester, useDefermentOptions } from '../../../admin/admin/api';
import type { LeadTabProps } from '../registry';

const DEFERMENT_WORDS = {
  title: 'Semester Deferment',
  current: 'Current semester',
  action: 'Defer Semester',
  log: 'Semester deferments',
  empty: 'The semester has not been deferred',
};

/** The deferment form: a later semester (from the server), the reason and an optional file. */
function DeferModal({ open, header, onClose }: { open: boolean; header: LeadHeader; onClose: () => void }) {
  const defer = useDeferSemester(header.id);
  const options = useDefermentOptions(header.id, open);
  const choices = (options.data?.options ?? []).map((o) => ({
    value: o.value,
    label: o.startDate ? `${o.label} (starts ${formatDate(o.startDate)})` : o.label,
  }));
  return (
    <RecordChangeModal
      open={open}
      onClose={onClose}
      title="Defer Semester"
      okText="Defer"
      schema={semesterDefermentInput}
      save={(values, file) => defer.mutateAsync({ values, file })}
      toasts={{ ok: LEAD_ADMIN_TOASTS.semesterDeferred, failed: LEAD_ADMIN_TOASTS.semesterDeferFailed }}
      intro={
        <>
          Current semester: <strong>{options.data?.current?.label ?? header.semesterName ?? '—'}</strong>. The lead
          moves to the semester chosen here.
        </>
      }
      withFile="deferment-file"
    >
      {(required) => (
        <>
          <ServerChoiceField
            name="semesterId"
            label="Defer to"
            required={required('semesterId')}
            placeholder="Choose a later semester"
            options={choices}
            choices={options}
            noneHelp="There is no later semester to defer to"
          />
          <ChangeTextField name="reason" label="Reason" required={required('reason')} max={1000} />
        </>
      )}
    </RecordChangeModal>
  );
}

/** Semester Deferment: the lead's semester, the deferment form (edit right, open lead) and the deferment log. */
export default function SemesterTab({ leadId, header, readOnly }: LeadTabProps) {
  const columns: ColumnType<SemesterDeferment>[] = [
    c.when('Deferred on', 'createdAt', 170),
    c.value('From', 'fromSemesterName'),
    c.value('To', 'toSemesterName'),
    c.text('Reason', 'reason'),
    c.file((id) => LEAD_ADMIN_PATHS.defermentFile(leadId, id)),
    c.by('createdByName'),
  ];
  return (
    <RecordChangeLogTab
      words={DEFERMENT_WORDS}
      icon={<CalendarOutlined />}
      current={<Typography.Text strong>{header.semesterName ?? '—'}</Typography.Text>}
      path={LEAD_ADMIN_PATHS.deferments(leadId)}
      columns={columns}
      form={readOnly ? undefined : (open, onClose) => <DeferModal open={open} header={header} onClose={onClose} />}
    />
  );
}
