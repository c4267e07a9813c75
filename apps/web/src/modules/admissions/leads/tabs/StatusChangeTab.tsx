import type { ColumnType } from 'antd/es/table';
import { LEAD_TOASTS, leadStatusChangeInput, type LeadHeader, type LeadStatusChange } from '@caduceus/contracts';
import {
  ChangeTextField,
  RecordChangeLogTab,
  RecordChangeModal,
  ServerChoiceField,
  changeColumns as c,
} from '../../../../components/records/ChangeLogTab';
import { LEAD_PATHS, leadStatusFilePath, useChangeLeadStatus, useLeadStatusOptions } from '../api';
import { LeadStatusTag } from '../components/LeadTags';
import type { LeadTabProps } from './registry';
import { DecisionCard } from './interview/DecisionCard';
import { EvaluationCard } from './interview/EvaluationCard';
import { InterviewCard } from './interview/InterviewCard';

/** The change form: the statuses this lead may move to now (from the server), a note and an optional file. */
function ChangeStatusModal({ open, header, onClose }: { open: boolean; header: LeadHeader; onClose: () => void }) {
  const change = useChangeLeadStatus(header.id);
  const options = useLeadStatusOptions(header.id, open);
  return (
    <RecordChangeModal
      open={open}
      onClose={onClose}
      schema={leadStatusChangeInput}
      save={(values, file) => change.mutateAsync({ values, file })}
      toasts={{ ok: LEAD_TOASTS.statusChanged, failed: LEAD_TOASTS.statusFailed }}
      intro={
        <>
          Current status: <strong>{options.data?.current.label ?? header.statusName ?? '—'}</strong>. The status decides
          which parts of the lead show.
        </>
      }
      withFile="status-file"
    >
      {(required) => (
        <>
          <ServerChoiceField
            name="statusId"
            label="New Status"
            required={required('statusId')}
            placeholder="Choose a status"
            options={options.data?.options ?? []}
            choices={options}
            noneHelp="No status change is possible from here"
          />
          <ChangeTextField name="note" label="Note" required={required('note')} max={2000} />
        </>
      )}
    </RecordChangeModal>
  );
}

/** The status change tab: the current status, the change form (edit right, open lead) and every change so far. */
export default function StatusChangeTab({ leadId, header, readOnly }: LeadTabProps) {
  const columns: ColumnType<LeadStatusChange>[] = [
    c.when('Changed on', 'changedAt'),
    c.value('From', 'fromStatusName'),
    c.value('To', 'toStatusName', (r) => `Status ${r.toStatusId}`),
    c.text('Note', 'note'),
    c.file((id) => leadStatusFilePath(leadId, id)),
    c.by('changedByName'),
  ];
  return (
    <>
      <RecordChangeLogTab
        current={<LeadStatusTag statusId={header.statusId} name={header.statusName} />}
        path={LEAD_PATHS.statusChanges(leadId)}
        columns={columns}
        form={
          readOnly ? undefined : (open, onClose) => <ChangeStatusModal open={open} header={header} onClose={onClose} />
        }
      />
      {/* interviews, evaluations and the admission decision (modules/leads/tabs/interview) */}
      <InterviewCard leadId={leadId} header={header} readOnly={readOnly || header.studentId != null} />
      <EvaluationCard leadId={leadId} readOnly={readOnly} />
      <DecisionCard leadId={leadId} email={header.email} readOnly={readOnly} />
    </>
  );
}
