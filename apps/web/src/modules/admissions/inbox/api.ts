import type { ChatReplyInput, UnverifiedEmailConvert, UnverifiedEmailUpdate } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, usePagedGet } from '../../../app/client';

/** The URLs of inbound email and the representative's messages that screens use as such (server module lead-inbox). */
export const INBOX_PATHS = {
  unverified: listUrl('/api/unverified-emails'),
  attachment: (id: number, fileId: number) =>
    apiUrl('/api/unverified-emails/{id}/attachments/{fileId}', { id, fileId }),
  myMail: listUrl('/api/my-messages/mail'),
  mySms: listUrl('/api/my-messages/sms'),
  myChats: listUrl('/api/my-messages/chats'),
} as const;

/** After any change: the list, the open email, the bell's counts, and the lead queries (a new lead, a longer history). */
const STALE = ['/api/unverified-emails', '/api/notifications', '/api/leads', '/api/my-messages'];

/** Opening an email marks it read on the server: the list and the bell refetch once it has loaded. */
export const useUnverifiedEmail = (id: number | null) =>
  useGet('/api/unverified-emails/{id}', id ? { path: { id } } : null);

export function useUnverifiedActions(id: number) {
  const opts = { invalidate: STALE, errorToast: false } as const;
  return {
    read: useApiMutation(
      (read: boolean) => call('put', '/api/unverified-emails/{id}/read', { path: { id }, body: { read } }),
      opts,
    ),
    update: useApiMutation(
      (v: UnverifiedEmailUpdate) => call('put', '/api/unverified-emails/{id}', { path: { id }, body: v }),
      opts,
    ),
    convert: useApiMutation(
      (v: UnverifiedEmailConvert) => call('post', '/api/unverified-emails/{id}/convert', { path: { id }, body: v }),
      opts,
    ),
    merge: useApiMutation(
      (leadId: number) => call('post', '/api/unverified-emails/{id}/merge', { path: { id }, body: { leadId } }),
      opts,
    ),
    discard: useApiMutation(() => call('post', '/api/unverified-emails/{id}/discard', { path: { id } }), opts),
    restore: useApiMutation(() => call('post', '/api/unverified-emails/{id}/restore', { path: { id } }), opts),
  };
}

/** Leads by name, email, phone or id, for the merge picker (the lead list's quick search). */
export const useLeadSearch = (q: string) =>
  usePagedGet('/api/leads', { query: { q: q || undefined, pageSize: 25, sort: '-createdAt' } });

export const useConversation = (leadId: number | null) =>
  useGet('/api/leads/{leadId}/conversation', leadId ? { path: { leadId } } : null);
export const useReply = (leadId: number) =>
  useApiMutation(
    (v: ChatReplyInput) => call('post', '/api/leads/{leadId}/conversation/replies', { path: { leadId }, body: v }),
    {
      invalidate: [
        apiUrl('/api/leads/{leadId}/conversation', { leadId }),
        '/api/my-messages',
        apiUrl('/api/leads/{leadId}/emails', { leadId }),
      ],
      errorToast: false,
    },
  );
