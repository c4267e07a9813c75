import { isAwaitingVerification, studentVerificationLabel, type PaymentVerification } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { StatusTag } from '../../../components/StatusTag';

/**
 * A payment's verification as the student's tabs show it: "Pending verification" while a cheque or wire waits
 * for accounting's two steps (its credit not usable yet), then verified or rejected.
 */
export function VerificationTag({ verification }: { verification: PaymentVerification }) {
  const tone = isAwaitingVerification(verification) ? 'pending' : verification;
  return <StatusTag status={tone} label={translateTitle(studentVerificationLabel(verification))} />;
}
