import type { SmsSettingsInput, StudentSmsInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../app/client';

/** The URLs of the email and SMS tabs that screens use as such (lists, attachments, what to refetch). */
export const MESSAGE_PATHS = {
  attachment: (studentId: number, emailId: number, fileId: number) =>
    apiUrl('/api/students/{studentId}/emails/{emailId}/attachments/{fileId}', { studentId, emailId, fileId }),
  sms: (studentId: number) => listUrl('/api/students/{studentId}/sms', { studentId }),
  smsSettings: (studentId: number) => apiUrl('/api/students/{studentId}/sms-settings', { studentId }),
  smsRecipients: (studentId: number) => apiUrl('/api/students/{studentId}/sms-recipients', { studentId }),
  report: (studentId: number) => apiUrl('/api/students/{studentId}/messages/report', { studentId }),
} as const;

export const useStudentEmail = (studentId: number, id: number | null) =>
  useGet('/api/students/{studentId}/emails/{emailId}', id ? { path: { studentId, emailId: id } } : null);
export const useEmailRecipients = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/email-recipients', { path: { studentId } }, { enabled });

export const useSmsSettings = (studentId: number) =>
  useGet('/api/students/{studentId}/sms-settings', { path: { studentId } });
export const useSmsRecipients = (studentId: number) =>
  useGet('/api/students/{studentId}/sms-recipients', { path: { studentId } });
export const useStudentDevices = (studentId: number) =>
  useGet('/api/students/{studentId}/devices', { path: { studentId } });
export const useMessageReport = (studentId: number, range: { from?: string; to?: string }) =>
  useGet('/api/students/{studentId}/messages/report', { path: { studentId }, query: range });

export function useSmsMutations(studentId: number) {
  const invalidate = [
    MESSAGE_PATHS.sms(studentId),
    MESSAGE_PATHS.smsRecipients(studentId),
    MESSAGE_PATHS.report(studentId),
  ];
  return {
    send: useApiMutation(
      (body: StudentSmsInput) => call('post', '/api/students/{studentId}/sms', { path: { studentId }, body }),
      {
        invalidate,
        errorToast: false,
      },
    ),
    credentials: useApiMutation(
      () => call('post', '/api/students/{studentId}/sms/credentials', { path: { studentId } }),
      { invalidate, errorToast: false },
    ),
    saveSettings: useApiMutation(
      (body: SmsSettingsInput) => call('put', '/api/students/{studentId}/sms-settings', { path: { studentId }, body }),
      { invalidate: [MESSAGE_PATHS.smsSettings(studentId)], errorToast: false },
    ),
    removeRecipient: useApiMutation(
      (recipientId: number) =>
        call('delete', '/api/students/{studentId}/sms-recipients/{recipientId}', { path: { studentId, recipientId } }),
      { invalidate, errorToast: false },
    ),
  };
}
