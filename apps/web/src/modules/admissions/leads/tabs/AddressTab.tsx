import { LEAD_TOASTS, leadAddressInput, type LeadRecord } from '@caduceus/contracts';
import { EditableCard, valuesOf, type ViewItem } from '../../../../components/EditableCard';
import { QueryState } from '../../../../components/QueryState';
import { AddressFields } from '../../../students/components/StudentFields';
import { useLeadAddress, useSaveLeadAddress } from '../api';
import type { LeadTabProps } from './registry';

const addressView = (r: LeadRecord): ViewItem[] => [
  { label: 'Address Line 1', value: r.address1 },
  { label: 'Address Line 2', value: r.address2 },
  { label: 'City', value: r.city },
  { label: 'State', value: r.labels.stateId },
  { label: 'Country', value: r.labels.countryId },
  { label: 'Zip Code', value: r.zip },
];

/** The address tab: the lead's mailing address (the student's address rules). */
export default function AddressTab({ leadId, readOnly }: LeadTabProps) {
  const record = useLeadAddress(leadId);
  const save = useSaveLeadAddress(leadId);
  return (
    <QueryState query={record}>
      {(r) => (
        <EditableCard
          title="Address"
          schema={leadAddressInput}
          initial={valuesOf(r, leadAddressInput)}
          readOnly={readOnly}
          view={addressView(r)}
          fields={(f) => <AddressFields required={f.required} labels={r.labels} form={f.form} autoFocus />}
          onSave={(data) => save.mutateAsync(data)}
          toasts={{ ok: LEAD_TOASTS.addressSaved, failed: LEAD_TOASTS.addressFailed }}
        />
      )}
    </QueryState>
  );
}
