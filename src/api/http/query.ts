import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { AnySchema, Endpoint, InputOf, OutputOf } from './endpoint';
import { type RequestOptions, request } from './request';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/**
 * Query keys: `[area, endpointId, input]` for plain queries and
 * `[area, endpointId, 'infinite', input]` for infinite lists, so an infinite list never
 * shares a key with a plain query and invalidating `[area]` reaches the whole area.
 */
export const apiKeys = {
  area: (area: string) => [area] as const,
  endpoint: (ep: AnyEndpoint) => [ep.area, ep.id] as const,
  query: <E extends AnyEndpoint>(ep: E, input?: InputOf<E>) => [ep.area, ep.id, input ?? null] as const,
  infinite: <E extends AnyEndpoint>(ep: E, input?: InputOf<E>) =>
    [ep.area, ep.id, 'infinite', input ?? null] as const,
};

/**
 * `request()` for the generic helpers below: while `E` is open TypeScript cannot tell
 * whether its input may be left out, so the call goes through this one cast.
 */
function call<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  options?: RequestOptions,
): Promise<OutputOf<E>> {
  return (request as (e: E, i: InputOf<E>, o?: RequestOptions) => Promise<OutputOf<E>>)(ep, input, options);
}

/** `queryOptions` for a GET endpoint; the abort signal always reaches the network. */
export function endpointQuery<E extends AnyEndpoint>(ep: E, input: InputOf<E>) {
  return queryOptions({
    queryKey: apiKeys.query(ep, input) as QueryKey,
    queryFn: ({ signal }) => call(ep, input, { signal }),
  });
}

/**
 * The `mutationKey` and `mutationFn` of a write whose data is the endpoint's answer, for
 * `mutationOptions({ ...endpointMutation(ep), onSuccess })`: the variables are the input the
 * endpoint declares, and the cache work of the callbacks uses the client of their context.
 */
export function endpointMutation<E extends AnyEndpoint>(ep: E) {
  return {
    mutationKey: apiKeys.endpoint(ep),
    mutationFn: (input: InputOf<E>): Promise<OutputOf<E>> => call(ep, input),
  };
}
