import {
  STUDENT_ACTION_COMPONENTS,
  STUDENT_LINK,
  STUDENT_TAB_COMPONENTS,
  STUDENT_TOASTS,
  studentProfileInput,
} from '@caduceus/contracts';
import { useRecordRights } from '../../../app/rights';
import { QueryState } from '../../../components/QueryState';
import { useSaveProfile, useStudentProfile } from '../api';
import { EditableCard, valuesOf } from '../../../components/EditableCard';
import { ProfileFields } from '../components/StudentFields';
import { PortalAccounts } from '../components/PortalAccounts';
import { profileView } from './profileView';
import type { StudentTabProps } from './registry';

/** The profile tab (staff): where the student is in the school: status, type, course, campus, semester, stage and the header's facts. */
export default function ProfileTab({ studentId, header, readOnly }: StudentTabProps) {
  const record = useStudentProfile(studentId);
  // the student's and parents' sign-ins are a part of their own (portalAccounts)
  const accounts = useRecordRights(STUDENT_LINK, STUDENT_ACTION_COMPONENTS.portalAccounts);
  // the status and the financial status are changed with the rights of their own parts
  const locked = {
    status: !useRecordRights(STUDENT_LINK, STUDENT_TAB_COMPONENTS.statusChange).edit,
    financialStatus: !useRecordRights(STUDENT_LINK, STUDENT_TAB_COMPONENTS.accountingDetails).edit,
  };
  const save = useSaveProfile(studentId);
  return (
    <QueryState query={record}>
      {(r) => (
        <>
          <EditableCard
            title="Profile"
            schema={studentProfileInput}
            initial={valuesOf(r, studentProfileInput)}
            readOnly={readOnly}
            view={profileView(r)}
            fields={(f) => <ProfileFields required={f.required} labels={r.labels} form={f.form} locked={locked} />}
            onSave={(data) => save.mutateAsync(data)}
            toasts={{ ok: STUDENT_TOASTS.updated, failed: STUDENT_TOASTS.updateFailed }}
          />
          {accounts.read && <PortalAccounts studentId={studentId} readOnly={!header.canEdit || !accounts.write} />}
        </>
      )}
    </QueryState>
  );
}
