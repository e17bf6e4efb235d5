import type { AnySchema, Endpoint } from '@/api/http/endpoint';

type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema>;

/**
 * One call of the catalogue made through the client's request() against the demo backend
 * in its spec-minimal mode (answers with only the fields SPEC.md names, in the other
 * plausible shape). The runner fails on any answer the client reports as a mismatch.
 */
export interface MinimalCase {
  endpoint: AnyEndpoint;
  /** What the case shows, e.g. "the balance is read from `balance`". */
  name?: string;
  run: (context: MinimalContext) => Promise<void>;
}

export interface MinimalContext {
  /** The signed-in demo merchant. */
  merchantId: number;
}
