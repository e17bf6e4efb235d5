import { queryOptions } from '@tanstack/react-query';
import { apiKeys } from '../http/query';
import { request } from '../http/request';
import { getContent } from './content.endpoints';

/** The application id the cabinet's texts are kept under. */
export const CONTENT_APP = 'cabinet';
/** Catalogues change with releases: keep them for an hour, and in memory while the tab lives. */
const CONTENT_STALE_MS = 60 * 60_000;

export const contentKeys = {
  all: () => apiKeys.endpoint(getContent),
  lang: (lang: string) => apiKeys.query(getContent, { app: CONTENT_APP, lang }),
};

export function contentQuery(lang: string) {
  return queryOptions({
    queryKey: contentKeys.lang(lang),
    queryFn: ({ signal }) => request(getContent, { app: CONTENT_APP, lang }, { signal }),
    staleTime: CONTENT_STALE_MS,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
