/**
 * The only keys the cabinet writes to localStorage (SPEC.md sections 2 and 4).
 * The access token is never stored: it lives in memory.
 */
export const STORAGE_KEYS = {
  refreshToken: 'refresh_token',
  login: 'login',
  rememberMe: 'remember_me',
  lang: 'lang',
  dashboardActiveMode: 'dashboardActiveMode',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A session is kept when a refresh token is stored (the access token lives in memory). */
export function hasStoredSession(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.refreshToken));
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the session simply is not remembered.
  }
}
