import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSilentError } from '@/api/http/errors';
import { toast } from '@/components/feedback/feedback';
import { describeFailure } from '@/i18n/describe-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** No toast on failure (SPEC.md section 8: chat, status, refresh and receipt calls). */
      silent?: boolean;
    };
    mutationMeta: {
      /** The form shows the failure itself (popup, field message): no toast. */
      silent?: boolean;
      /** The failures the screen shows itself (no toast); any other failure raises its toast. */
      shownOnScreen?: (error: unknown) => boolean;
    };
  }
}

function notify(error: unknown) {
  if (isSilentError(error)) return;
  const text = describeFailure(error);
  if (text) toast.error(text);
}

/** Retries: none on 4xx (and none on 401/403: the HTTP layer already refreshed), two on 5xx and network. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSilentError(error)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.key === 'invalid_answer') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A next page that failed is told at the list's end, with Try again (no toast each time).
        const nextPage = (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore !== undefined;
        if (!query.meta?.silent && !nextPage) notify(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent && !mutation.meta?.shownOnScreen?.(error)) notify(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
        // A read is tried whatever `navigator.onLine` says, and its failure is told after its
        // retries. In Query's default mode a read started or retried while the browser calls
        // itself offline waits, silently, until it says online again: a list would show its
        // spinner (or nothing) for as long as that lasts. Back online, stale reads refetch.
        networkMode: 'always',
      },
      mutations: { retry: false },
    },
  });
}
