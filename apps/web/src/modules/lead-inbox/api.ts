import type {
  ChatReplyInput,
  ChatThread,
  LeadEmail,
  Page,
  UnverifiedEmail,
  UnverifiedEmailConvert,
  UnverifiedEmailResolved,
  UnverifiedEmailUpdate,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';

/** The API paths of inbound email and the representative's messages (server module lead-inbox). */
export const INBOX_PATHS = {
  unverified: '/api/unverified-emails',
  one: (id: number) => `/api/unverified-emails/${id}`,
  read: (id: number) => `/api/unverified-emails/${id}/read`,
  convert: (id: number) => `/api/unverified-emails/${id}/convert`,
  merge: (id: number) => `/api/unverified-emails/${id}/merge`,
  discard: (id: number) => `/api/unverified-emails/${id}/discard`,
  restore: (id: number) => `/api/unverified-emails/${id}/restore`,
  attachment: (id: number, fileId: number) => `/api/unverified-emails/${id}/attachments/${fileId}`,
  myMail: '/api/my-messages/mail',
  mySms: '/api/my-messages/sms',
  myChats: '/api/my-messages/chats',
  conversation: (leadId: number) => `/api/leads/${leadId}/conversation`,
  replies: (leadId: number) => `/api/leads/${leadId}/conversation/replies`,
} as const;

/** After any change: the list, the open email, the bell's counts, and the lead queries (a new lead, a longer history). */
const STALE = ['/api/unverified-emails', '/api/notifications', '/api/leads', '/api/my-messages'];

/** Opening an email marks it read on the server: the list and the bell refetch once it has loaded. */
export const useUnverifiedEmail = (id: number | null) => useApiQuery<UnverifiedEmail>(id ? INBOX_PATHS.one(id) : null);

export function useUnverifiedActions(id: number) {
  const opts = { invalidate: STALE, errorToast: false } as const;
  return {
    read: useApiMutation((read: boolean) => api.put<UnverifiedEmail>(INBOX_PATHS.read(id), { read }), opts),
    update: useApiMutation((v: UnverifiedEmailUpdate) => api.put<UnverifiedEmail>(INBOX_PATHS.one(id), v), opts),
    convert: useApiMutation(
      (v: UnverifiedEmailConvert) => api.post<UnverifiedEmailResolved>(INBOX_PATHS.convert(id), v),
      opts,
    ),
    merge: useApiMutation(
      (leadId: number) => api.post<UnverifiedEmailResolved>(INBOX_PATHS.merge(id), { leadId }),
      opts,
    ),
    discard: useApiMutation(() => api.post<UnverifiedEmail>(INBOX_PATHS.discard(id)), opts),
    restore: useApiMutation(() => api.post<UnverifiedEmail>(INBOX_PATHS.restore(id)), opts),
  };
}

/** Leads by name, email, phone or id, for the merge picker (the lead list's quick search). */
export interface LeadOption {
  id: number;
  name: string;
  email: string;
  statusName: string | null;
}
export const useLeadSearch = (q: string) =>
  useApiQuery<Page<LeadOption>>(
    '/api/leads',
    { q: q || undefined, pageSize: 25, sort: '-createdAt' },
    { placeholderData: (prev) => prev },
  );

export const useConversation = (leadId: number | null) =>
  useApiQuery<ChatThread>(leadId ? INBOX_PATHS.conversation(leadId) : null);
export const useReply = (leadId: number) =>
  useApiMutation((v: ChatReplyInput) => api.post<LeadEmail>(INBOX_PATHS.replies(leadId), v), {
    invalidate: [INBOX_PATHS.conversation(leadId), '/api/my-messages', `/api/leads/${leadId}/emails`],
    errorToast: false,
  });
