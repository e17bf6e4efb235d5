export interface ApiErrorInit {
  status: number;
  keys: string[];
  data?: unknown;
  statusText?: string;
  endpointId?: string;
  /** The call only reads (GET): its failure is never about fields the merchant typed. */
  read?: boolean;
}

/** The one error every call rejects with (aborts and a cancelled second factor aside). */
export class ApiError extends Error {
  readonly status: number;
  /** First message key: the one shown to the merchant. */
  readonly key: string;
  readonly keys: string[];
  readonly data: unknown;
  readonly statusText: string;
  readonly endpointId: string | undefined;
  readonly read: boolean;

  constructor(init: ApiErrorInit) {
    const key = init.keys[0] ?? defaultKeyForStatus(init.status) ?? 'unknown_error';
    super(`${init.endpointId ?? 'request'} failed: ${init.status} ${key}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.keys = init.keys.length ? init.keys : [key];
    this.key = key;
    this.data = init.data;
    this.statusText = init.statusText ?? '';
    this.endpointId = init.endpointId;
    this.read = init.read ?? false;
  }

  has(key: string): boolean {
    return this.keys.includes(key);
  }
}

/** The merchant closed the second-factor dialog: the call ends quietly, like an abort. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super('Second factor cancelled');
    this.name = 'SecondFactorCancelled';
  }
}

function defaultKeyForStatus(status: number): string | undefined {
  if (status === 409) return 'conflict_version_error';
  if (status === 413) return 'upload_profile_photo_error';
  if (status === 0) return 'network_error';
  return undefined;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/** Errors nobody should be told about: aborted requests and a cancelled second factor. */
export function isSilentError(error: unknown): boolean {
  return isAbortError(error) || error instanceof SecondFactorCancelled;
}

/**
 * What to show for an error (SPEC.md section 8): 409 -> conflict_version_error,
 * 413 -> upload_profile_photo_error, otherwise the first server key when the catalogue
 * knows it, else the status text, else unknown_error. `null` means stay silent.
 */
export type ErrorMessage = { key: string } | { text: string } | null;

export function errorMessage(error: unknown, isKnownKey: (key: string) => boolean): ErrorMessage {
  if (isSilentError(error)) return null;
  if (!(error instanceof ApiError)) return { key: 'unknown_error' };
  if (error.status === 409) return { key: 'conflict_version_error' };
  if (error.status === 413) return { key: 'upload_profile_photo_error' };
  if (error.status === 0)
    return { key: error.key === 'validation_error' ? 'validation_error' : 'network_error' };
  // A read has no fields: "check the highlighted fields" would point at nothing.
  if (error.read && error.key === 'validation_error') return { key: 'load_failed' };
  if (isKnownKey(error.key)) return { key: error.key };
  if (error.statusText) return { text: error.statusText };
  return { key: 'unknown_error' };
}
