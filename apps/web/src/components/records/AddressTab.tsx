import {
  LEAD_TOASTS,
  STUDENT_TOASTS,
  studentAddressInput,
  type LeadRecord,
  type StudentAddressInput,
  type StudentRecord,
} from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { call, useGet, type RecordRef } from '../../app/client';
import { EditableCard, valuesOf, type ViewItem } from '../EditableCard';
import { QueryState } from '../QueryState';
import { AddressFields } from './fields';

/**
 * The address API of each record (the tab reads and saves the record through its own API: the address tab's
 * access; the lead's address schema is the student's), and what refetches after a save.
 */
const addressOf = (owner: RecordRef) =>
  'studentId' in owner
    ? ({
        path: '/api/students/{studentId}/address',
        stale: '/api/students',
        toasts: { ok: STUDENT_TOASTS.addressUpdated, failed: STUDENT_TOASTS.updateFailed },
      } as const)
    : ({
        path: '/api/leads/{leadId}/address',
        stale: '/api/leads',
        toasts: { ok: LEAD_TOASTS.addressSaved, failed: LEAD_TOASTS.addressFailed },
      } as const);

const addressView = (r: StudentRecord | LeadRecord): ViewItem[] => [
  { label: 'Address Line 1', value: r.address1 },
  { label: 'Address Line 2', value: r.address2 },
  { label: 'City', value: r.city },
  { label: 'State', value: r.labels.stateId },
  { label: 'Country', value: r.labels.countryId },
  { label: 'Zip Code', value: r.zip },
];

/** A record's address tab (a student's, who keeps their own up to date; a lead's): the mailing address. */
export function RecordAddressTab({ owner, readOnly }: { owner: RecordRef; readOnly: boolean }) {
  const api = addressOf(owner);
  const record = useGet(api.path, { path: owner });
  const save = useApiMutation((body: StudentAddressInput) => call('put', api.path, { path: owner, body }), {
    invalidate: [api.stale],
    errorToast: false,
  });
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
          toasts={api.toasts}
        />
      )}
    </QueryState>
  );
}
