import { useTranslation } from 'react-i18next';
import i18n from '../../app/i18n';
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
  { label: i18n.t('address.line1'), value: r.address1 },
  { label: i18n.t('address.line2'), value: r.address2 },
  { label: i18n.t('address.city'), value: r.city },
  { label: i18n.t('address.state'), value: r.labels.stateId },
  { label: i18n.t('address.country'), value: r.labels.countryId },
  { label: i18n.t('address.zip'), value: r.zip },
];

/** A record's address tab (a student's, who keeps their own up to date; a lead's): the mailing address. */
export function RecordAddressTab({ owner, readOnly }: { owner: RecordRef; readOnly: boolean }) {
  const api = addressOf(owner);
  const { t } = useTranslation();
  const record = useGet(api.path, { path: owner });
  const save = useApiMutation((body: StudentAddressInput) => call('put', api.path, { path: owner, body }), {
    invalidate: [api.stale],
    errorToast: false,
  });
  return (
    <QueryState query={record}>
      {(r) => (
        <EditableCard
          title={t('address.title')}
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
