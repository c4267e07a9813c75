import type {
  EmailRecipients,
  FilledTemplate,
  MessageReport,
  SmsRecipient,
  SmsSettings,
  SmsSettingsInput,
  StudentDevice,
  StudentEmail,
  StudentSms,
  StudentSmsInput,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../../../app/api';

/** The API paths of the email and SMS tabs. */
export const MESSAGE_PATHS = {
  emails: (s: number) => `/api/students/${s}/emails`,
  email: (s: number, id: number) => `/api/students/${s}/emails/${id}`,
  attachment: (s: number, id: number, fileId: number) => `/api/students/${s}/emails/${id}/attachments/${fileId}`,
  template: (s: number, templateId: number) => `/api/students/${s}/email-templates/${templateId}`,
  recipients: (s: number) => `/api/students/${s}/email-recipients`,
  sms: (s: number) => `/api/students/${s}/sms`,
  credentials: (s: number) => `/api/students/${s}/sms/credentials`,
  smsSettings: (s: number) => `/api/students/${s}/sms-settings`,
  smsRecipients: (s: number) => `/api/students/${s}/sms-recipients`,
  devices: (s: number) => `/api/students/${s}/devices`,
  report: (s: number) => `/api/students/${s}/messages/report`,
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
  useApiQuery<StudentEmail>(id ? MESSAGE_PATHS.email(studentId, id) : null);
export const useEmailRecipients = (studentId: number, enabled: boolean) =>
  useApiQuery<EmailRecipients>(MESSAGE_PATHS.recipients(studentId), undefined, { enabled });
export const fetchTemplate = (studentId: number, templateId: number) =>
  api.get<FilledTemplate>(MESSAGE_PATHS.template(studentId, templateId));

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
      return sendForm<StudentEmail>('POST', MESSAGE_PATHS.emails(studentId), form);
    },
    { invalidate: [MESSAGE_PATHS.emails(studentId), MESSAGE_PATHS.report(studentId)], errorToast: false },
  );
}

export const useSmsSettings = (studentId: number) => useApiQuery<SmsSettings>(MESSAGE_PATHS.smsSettings(studentId));
export const useSmsRecipients = (studentId: number) =>
  useApiQuery<{ items: SmsRecipient[] }>(MESSAGE_PATHS.smsRecipients(studentId));
export const useStudentDevices = (studentId: number) =>
  useApiQuery<{ items: StudentDevice[] }>(MESSAGE_PATHS.devices(studentId));
export const useMessageReport = (studentId: number, range: { from?: string; to?: string }) =>
  useApiQuery<MessageReport>(MESSAGE_PATHS.report(studentId), range);

export function useSmsMutations(studentId: number) {
  const invalidate = [
    MESSAGE_PATHS.sms(studentId),
    MESSAGE_PATHS.smsRecipients(studentId),
    MESSAGE_PATHS.report(studentId),
  ];
  return {
    send: useApiMutation((body: StudentSmsInput) => api.post<StudentSms>(MESSAGE_PATHS.sms(studentId), body), {
      invalidate,
      errorToast: false,
    }),
    credentials: useApiMutation(
      () => api.post<{ sms: StudentSms; username: string }>(MESSAGE_PATHS.credentials(studentId)),
      { invalidate, errorToast: false },
    ),
    saveSettings: useApiMutation(
      (body: SmsSettingsInput) => api.put<SmsSettings>(MESSAGE_PATHS.smsSettings(studentId), body),
      { invalidate: [MESSAGE_PATHS.smsSettings(studentId)], errorToast: false },
    ),
    removeRecipient: useApiMutation(
      (id: number) => api.del<{ ok: true }>(`${MESSAGE_PATHS.smsRecipients(studentId)}/${id}`),
      { invalidate, errorToast: false },
    ),
  };
}
