import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient. The request client already shows a toast for every
 * failed call, so queries do not retry (a retry would repeat the toast) and
 * do not refetch on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
