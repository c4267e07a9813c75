import type { ReminderInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { call, listUrl, useGet, type ListRow } from '../../../app/client';

export type ReminderStudentRow = ListRow<'/api/accounting/invoice-reminders/students'>;
export type ReminderRow = ListRow<'/api/accounting/invoice-reminders'>;

export const REMINDER_PATHS = {
  students: listUrl('/api/accounting/invoice-reminders/students'),
  reminders: listUrl('/api/accounting/invoice-reminders'),
} as const;

export const useReminderSemesters = () => useGet('/api/accounting/invoice-reminders/semesters', {});

export function useReminderWrites() {
  return {
    send: useApiMutation((body: ReminderInput) => call('post', '/api/accounting/invoice-reminders', { body }), {
      invalidate: ['/api/accounting/invoice-reminders'],
      errorToast: false,
    }),
  };
}
