import type {
  FilledTemplate,
  LeadEmail,
  LeadEmailTemplateOption,
  LeadTask,
  LeadTaskInput,
  LeadTaskUpdate,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../../../app/api';

/** The API paths of the lead's email and task tabs and the lead task screens (server module lead-messages). */
export const LEAD_MESSAGE_PATHS = {
  emails: (l: number) => `/api/leads/${l}/emails`,
  email: (l: number, id: number) => `/api/leads/${l}/emails/${id}`,
  attachment: (l: number, id: number, fileId: number) => `/api/leads/${l}/emails/${id}/attachments/${fileId}`,
  templates: (l: number) => `/api/leads/${l}/email-templates`,
  template: (l: number, templateId: number) => `/api/leads/${l}/email-templates/${templateId}`,
  tasks: (l: number) => `/api/leads/${l}/tasks`,
  task: (l: number, id: number) => `/api/leads/${l}/tasks/${id}`,
  today: '/api/lead-tasks/today',
  all: '/api/lead-tasks',
} as const;

export interface LeadEmailDraft {
  to: string;
  cc: string[];
  templateId?: number | null;
  subject: string;
  body: string;
  attachments: File[];
}

export const useLeadEmail = (leadId: number, id: number | null) =>
  useApiQuery<LeadEmail>(id ? LEAD_MESSAGE_PATHS.email(leadId, id) : null);
export const useLeadEmailTemplates = (leadId: number, enabled: boolean) =>
  useApiQuery<{ items: LeadEmailTemplateOption[] }>(LEAD_MESSAGE_PATHS.templates(leadId), undefined, { enabled });
export const fetchLeadTemplate = (leadId: number, templateId: number) =>
  api.get<FilledTemplate>(LEAD_MESSAGE_PATHS.template(leadId, templateId));

export function useSendLeadEmail(leadId: number) {
  return useApiMutation(
    (d: LeadEmailDraft) => {
      const form = new FormData();
      form.set('to', d.to);
      form.set('cc', d.cc.join(','));
      if (d.templateId) form.set('templateId', String(d.templateId));
      form.set('subject', d.subject);
      form.set('body', d.body);
      for (const f of d.attachments) form.append('attachments', f, f.name);
      return sendForm<LeadEmail>('POST', LEAD_MESSAGE_PATHS.emails(leadId), form);
    },
    { invalidate: [LEAD_MESSAGE_PATHS.emails(leadId), `/api/leads/${leadId}/activity`], errorToast: false },
  );
}

/** Every task list (the lead's, Today's, All, the task module's) refetches after a change. */
const TASK_LISTS = ['/api/leads', '/api/lead-tasks', '/api/tasks', '/api/todos'];
export const useLeadTask = (leadId: number, id: number | null) =>
  useApiQuery<LeadTask>(id ? LEAD_MESSAGE_PATHS.task(leadId, id) : null);
export const useCreateLeadTask = (leadId: number) =>
  useApiMutation((body: LeadTaskInput) => api.post<LeadTask>(LEAD_MESSAGE_PATHS.tasks(leadId), body), {
    invalidate: TASK_LISTS,
    errorToast: false,
  });
export const useUpdateLeadTask = () =>
  useApiMutation(
    ({ leadId, id, body }: { leadId: number; id: number; body: LeadTaskUpdate }) =>
      api.put<LeadTask>(LEAD_MESSAGE_PATHS.task(leadId, id), body),
    { invalidate: TASK_LISTS, errorToast: false },
  );
