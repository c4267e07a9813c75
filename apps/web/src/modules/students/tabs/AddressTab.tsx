import { STUDENT_TOASTS, studentAddressInput, type StudentRecord } from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { useSaveAddress, useStudentAddress } from '../api';
import { EditableCard, valuesOf, type ViewItem } from '../components/EditableCard';
import { AddressFields } from '../components/StudentFields';
import type { StudentTabProps } from './registry';

const addressView = (r: StudentRecord): ViewItem[] => [
  { label: 'Address Line 1', value: r.address1 },
  { label: 'Address Line 2', value: r.address2 },
  { label: 'City', value: r.city },
  { label: 'State', value: r.labels.stateId },
  { label: 'Country', value: r.labels.countryId },
  { label: 'Zip Code', value: r.zip },
];

/** The address tab: the student's mailing address; the student keeps their own up to date. */
export default function AddressTab({ studentId, readOnly }: StudentTabProps) {
  const record = useStudentAddress(studentId);
  const save = useSaveAddress(studentId);
  return (
    <QueryState query={record}>
      {(r) => (
        <EditableCard
          title="Address"
          schema={studentAddressInput}
          initial={valuesOf(r, studentAddressInput)}
          readOnly={readOnly}
          view={addressView(r)}
          fields={(f) => <AddressFields required={f.required} labels={r.labels} form={f.form} autoFocus />}
          onSave={(data) => save.mutateAsync(data)}
          toasts={{ ok: STUDENT_TOASTS.addressUpdated, failed: STUDENT_TOASTS.updateFailed }}
        />
      )}
    </QueryState>
  );
}
