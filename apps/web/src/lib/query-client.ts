import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache: the provider hands it to components and route loaders prefetch into it. The API
 * client retries GETs itself (SPEC section 7), so the cache must not retry again.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
});
