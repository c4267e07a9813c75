import { useDebounced } from '../../../components/useDebounced';
import { SEARCH_MIN_CHARS } from '@caduceus/contracts';
import { useGet } from '../../../app/client';

/** Records matching the text, grouped by kind (the server's search registry). */
export function useRecordSearch(text: string) {
  const q = useDebounced(text.trim());
  return useGet(
    '/api/search',
    { query: { q, limit: 5 } },
    {
      enabled: q.length >= SEARCH_MIN_CHARS,
      placeholderData: (prev) => prev,
      staleTime: 30_000,
      meta: { errorToast: false },
    },
  );
}
