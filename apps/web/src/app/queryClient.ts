import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api';
import { toast } from './bridge';
import { handleApiFailure } from './errors';

/** One client for the app; the caches route every failure through the error catalogue. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      handleApiFailure(queryClient, err, query.meta);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      if (handleApiFailure(queryClient, err, mutation.meta)) return;
      const custom = mutation.meta?.errorToast;
      if (custom === false) return;
      toast.error(
        typeof custom === 'string' ? custom : err instanceof ApiError ? err.message : 'Something went Wrong!',
      );
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, err) => err instanceof NetworkError && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
