import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENTS, type Notification, type NotificationList } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';

export const PATHS = {
  counts: apiUrl('/api/notifications/counts'),
  list: apiUrl('/api/notifications'),
  stream: apiUrl('/api/notifications/stream'),
};
/** The dropdown shows the newest ones; the rest wait behind "mark all read". */
export const DROPDOWN_SIZE = 25;

export const useNotificationCounts = () =>
  useGet('/api/notifications/counts', undefined, { staleTime: 60_000, refetchOnWindowFocus: true });
export const useNotificationList = () =>
  useGet('/api/notifications', { query: { pageSize: DROPDOWN_SIZE } }, { staleTime: 60_000 });

export const useMarkAllRead = () =>
  useApiMutation((upTo: number | undefined) => call('post', '/api/notifications/read-all', { body: { upTo } }), {
    invalidate: [PATHS.list],
  });
export const useSetRead = () =>
  useApiMutation(
    ({ id, read }: { id: number; read: boolean }) =>
      call('put', '/api/notifications/{id}/read', { path: { id }, body: { read } }),
    { invalidate: [PATHS.list] },
  );

/** True when the list query's key is the dropdown's (path first, its parameters second). */
const isList = (key: readonly unknown[]) => key[0] === PATHS.list;

/**
 * Keeps the dropdown live: a server-sent event stream (the session cookie authenticates it). A new
 * notification goes to the top of the cached list at once; a read elsewhere refetches. The browser
 * reconnects by itself after a drop; a refused stream (signed out) is tried again after a while.
 */
export function useLiveNotifications(onNew: (n: Notification) => void) {
  const qc = useQueryClient();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const refetchList = () => void qc.invalidateQueries({ predicate: (q) => isList(q.queryKey) });
    const open = () => {
      source = new EventSource(PATHS.stream);
      source.addEventListener(NOTIFICATION_EVENTS.created, (e) => {
        const { notification, unread } = JSON.parse((e as MessageEvent<string>).data) as {
          notification: Notification;
          unread: number;
        };
        qc.setQueriesData<NotificationList>({ predicate: (q) => isList(q.queryKey) }, (old) =>
          old && !old.items.some((i) => i.id === notification.id)
            ? { ...old, items: [notification, ...old.items].slice(0, old.pageSize), total: old.total + 1, unread }
            : old,
        );
        refetchList();
        onNewRef.current(notification);
      });
      source.addEventListener(NOTIFICATION_EVENTS.read, refetchList);
      // (re)connected: catch up with whatever arrived while away
      source.addEventListener(NOTIFICATION_EVENTS.ready, refetchList);
      source.addEventListener('end', () => source?.close());
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          clearTimeout(retry);
          retry = setTimeout(open, 30_000);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [qc]);
}
