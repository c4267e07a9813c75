import { RecordAddressTab } from '../../../components/records/AddressTab';
import type { StudentTabProps } from './registry';

/** The address tab: the student's mailing address; the student keeps their own up to date. */
export default function AddressTab({ studentId, readOnly }: StudentTabProps) {
  return <RecordAddressTab owner={{ studentId }} readOnly={readOnly} />;
}
