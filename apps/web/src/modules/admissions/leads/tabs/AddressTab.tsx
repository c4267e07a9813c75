import { RecordAddressTab } from '../../../../components/records/AddressTab';
import type { LeadTabProps } from './registry';

/** The address tab: the lead's mailing address (the student's address rules). */
export default function AddressTab({ leadId, readOnly }: LeadTabProps) {
  return <RecordAddressTab owner={{ leadId }} readOnly={readOnly} />;
}
