import type { SmsSettingsInput, StudentSmsInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../../../app/client';

/** The URLs of the email and SMS tabs that screens use as such (lists, attachments, what to refetch). */
export const MESSAGE_PATHS = {
  emails: (studentId: number) => listUrl('/api/students/{studentId}/emails', { studentId }),
  attachment: (studentId: number, emailId: number, fileId: number) =>
    apiUrl('/api/students/{studentId}/emails/{emailId}/attachments/{fileId}', { studentId, emailId, fileId }),
  sms: (studentId: number) => listUrl('/api/students/{studentId}/sms', { studentId }),
  smsSettings: (studentId: number) => apiUrl('/api/students/{studentId}/sms-settings', { studentId }),
  smsRecipients: (studentId: number) => apiUrl('/api/students/{studentId}/sms-recipients', { studentId }),
  report: (studentId: number) => apiUrl('/api/students/{studentId}/messages/report', { studentId }),
} as const;

export interface EmailDraft {
  to: string;
  cc: string[];
  ccParents: boolean;
  templateId?: number | null;
  subject: string;
  body: string;
  attachments: File[];
}

export const useStudentEmail = (studentId: number, id: number | null) =>
  useGet('/api/students/{studentId}/emails/{emailId}', id ? { path: { studentId, emailId: id } } : null);
export const useEmailRecipients = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/email-recipients', { path: { studentId } }, { enabled });
export const fetchTemplate = (studentId: number, templateId: number) =>
  call('get', '/api/students/{studentId}/email-templates/{templateId}', { path: { studentId, templateId } });

export function useSendEmail(studentId: number) {
  return useApiMutation(
    (d: EmailDraft) => {
      const form = new FormData();
      form.set('to', d.to);
      form.set('cc', d.cc.join(','));
      form.set('ccParents', String(d.ccParents));
      if (d.templateId) form.set('templateId', String(d.templateId));
      form.set('subject', d.subject);
      form.set('body', d.body);
      for (const f of d.attachments) form.append('attachments', f, f.name);
      return callForm('post', '/api/students/{studentId}/emails', { studentId }, form);
    },
    { invalidate: [MESSAGE_PATHS.emails(studentId), MESSAGE_PATHS.report(studentId)], errorToast: false },
  );
}

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
