import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/errors';
import { request } from '../http/request';
import { spo } from './finance.endpoints';
import { financeKeys } from './finance.queries';

/**
 * One withdrawal looked up by id (the command palette): the detail call, under a key of its
 * own so its quiet handling never reaches the detail page. An id that is no withdrawal (404)
 * is null; other failures stay failures, without a toast. (A module of its own: only the
 * palette, loaded on first use, reads it.)
 */
export function withdrawalLookup(id: number) {
  return queryOptions({
    queryKey: [...financeKeys.spo(id), 'lookup'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await request(spo, { id }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    retry: false,
  });
}
