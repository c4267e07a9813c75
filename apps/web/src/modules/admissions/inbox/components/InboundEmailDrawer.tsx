import { useEffect } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { LeadEmail } from '@caduceus/contracts';
import { EmailDrawer, ReceivedEmailView } from '../../../../components/EmailView';

/**
 * A message the lead sent (the lead's email tab): the sender, when it arrived, its text as plain text and the
 * attachments kept. The lead's representative opening it marks it read (on the server); the list then refetches.
 */
export function InboundEmailDrawer({
  id,
  query: q,
  onClose,
  attachmentPath,
}: {
  id: number | null;
  query: UseQueryResult<LeadEmail>;
  onClose: () => void;
  attachmentPath: (fileId: number) => string;
}) {
  const qc = useQueryClient();
  const loaded = q.data?.id === id ? q.data?.id : undefined;
  useEffect(() => {
    if (loaded == null) return;
    void qc.invalidateQueries({
      predicate: (k) => typeof k.queryKey[0] === 'string' && /^\/api\/leads\/\d+\/emails$/.test(k.queryKey[0]),
    });
  }, [loaded, qc]);
  return (
    <EmailDrawer id={id} query={q} onClose={onClose}>
      {(e) => (
        <ReceivedEmailView
          email={{ ...e, from: e.from ?? '—', receivedAt: e.sentAt }}
          attachmentPath={attachmentPath}
        />
      )}
    </EmailDrawer>
  );
}
