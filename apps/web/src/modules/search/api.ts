import { useDebounced } from '../../components/useDebounced';
import { SEARCH_MIN_CHARS, type SearchResult } from '@caduceus/contracts';
import { useApiQuery } from '../../app/api';

/** Records matching the text, grouped by kind (the server's search registry). */
export function useRecordSearch(text: string) {
  const q = useDebounced(text.trim());
  return useApiQuery<SearchResult>(
    '/api/search',
    { q, limit: 5 },
    {
      enabled: q.length >= SEARCH_MIN_CHARS,
      placeholderData: (prev) => prev,
      staleTime: 30_000,
      meta: { errorToast: false },
    },
  );
}
