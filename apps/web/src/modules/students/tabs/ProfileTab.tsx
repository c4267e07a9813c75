import { STUDENT_TOASTS, studentProfileInput } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { useSaveProfile, useStudentProfile } from '../api';
import { EditableCard, valuesOf } from '../components/EditableCard';
import { ProfileFields } from '../components/StudentFields';
import { PortalAccounts } from '../components/PortalAccounts';
import { profileView } from './profileView';
import type { StudentTabProps } from './registry';

/** The profile tab (staff): where the student is in the school: status, type, course, campus, semester, stage and the header's facts. */
export default function ProfileTab({ studentId, readOnly }: StudentTabProps) {
  const record = useStudentProfile(studentId);
  const save = useSaveProfile(studentId);
  return (
    <QueryState query={record}>
      {(r) => (
        <>
          <EditableCard title="Profile" schema={studentProfileInput} initial={valuesOf(r, studentProfileInput)} readOnly={readOnly}
            view={profileView(r)}
            fields={(f) => <ProfileFields required={f.required} labels={r.labels} form={f.form} />}
            onSave={(data) => save.mutateAsync(data)} toasts={{ ok: STUDENT_TOASTS.updated, failed: STUDENT_TOASTS.updateFailed }} />
          <PortalAccounts studentId={studentId} readOnly={readOnly} />
        </>
      )}
    </QueryState>
  );
}
