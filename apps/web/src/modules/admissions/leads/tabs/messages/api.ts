import type { LeadTaskInput, LeadTaskUpdate } from '@caduceus/contracts';
import { useApiMutation } from '../../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../../app/client';

/** The URLs of the lead's email and task tabs and the lead task screens that screens use as such (lists, attachments). */
export const LEAD_MESSAGE_PATHS = {
  attachment: (leadId: number, emailId: number, fileId: number) =>
    apiUrl('/api/leads/{leadId}/emails/{emailId}/attachments/{fileId}', { leadId, emailId, fileId }),
  tasks: (leadId: number) => listUrl('/api/leads/{leadId}/tasks', { leadId }),
  today: listUrl('/api/lead-tasks/today'),
  all: listUrl('/api/lead-tasks'),
} as const;

export const useLeadEmail = (leadId: number, id: number | null) =>
  useGet('/api/leads/{leadId}/emails/{emailId}', id ? { path: { leadId, emailId: id } } : null);
export const useLeadEmailTemplates = (leadId: number, enabled: boolean) =>
  useGet('/api/leads/{leadId}/email-templates', { path: { leadId } }, { enabled });

/** Every task list (the lead's, Today's, All, the task module's) refetches after a change. */
const TASK_LISTS = ['/api/leads', '/api/lead-tasks', '/api/tasks', '/api/todos'];
export const useLeadTask = (leadId: number, id: number | null) =>
  useGet('/api/leads/{leadId}/tasks/{taskId}', id ? { path: { leadId, taskId: id } } : null);
export const useCreateLeadTask = (leadId: number) =>
  useApiMutation((body: LeadTaskInput) => call('post', '/api/leads/{leadId}/tasks', { path: { leadId }, body }), {
    invalidate: TASK_LISTS,
    errorToast: false,
  });
export const useUpdateLeadTask = () =>
  useApiMutation(
    ({ leadId, id, body }: { leadId: number; id: number; body: LeadTaskUpdate }) =>
      call('put', '/api/leads/{leadId}/tasks/{taskId}', { path: { leadId, taskId: id }, body }),
    { invalidate: TASK_LISTS, errorToast: false },
  );
