import { ownValue } from '@caduceus/contracts';

/** The jobs' names as an administrator reads them (a job without one shows its own name). */
const TITLES: Record<string, string> = {
  outbox: 'Email sending (outbox)',
  alerts: 'Scheduled alerts',
  'inbound-mail': 'Inbound email',
  'lead-import': 'Lead import',
  'prune-login-failures': 'Sign-in failures clean-up',
  'compact-row-counts': 'List totals upkeep',
};
export const jobTitle = (name: string) => ownValue(TITLES, name) ?? name;

/** Why a job failed, from what the queue kept as its output (an error's message, or the value itself). */
export function failureText(output: unknown): string {
  if (output == null) return 'No reason recorded';
  if (typeof output === 'string') return output;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return JSON.stringify(output);
}
