import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Tokens } from '@/api/auth/auth.schemas';
import { request } from '@/api/http/request';
import { openTabChannel, type TabMessage } from '@/api/http/sign-out-channel';
import { followOtherTabs } from '@/api/http/tab-follow';
import { tokens } from '@/api/http/tokens';
import { appRedirectPath, isGuestPath } from '@/lib/safe-path';
import { STORAGE_KEYS } from '@/lib/storage';

export interface SessionValue {
  signedIn: boolean;
  login: string | null;
  userId: string | null;
  /** Keeps the new tokens (access in memory; refresh, login and remember flag stored). */
  signIn: (answer: Tokens, identity: { login: string; rememberMe: boolean }) => void;
  /** Quit: invalidate the refresh token, reset the profile and every cached answer, go to /login. */
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function currentRedirect(router: AnyRouter): string | undefined {
  const { pathname, searchStr } = router.state.location;
  const path = `${pathname}${searchStr}`;
  return path === '/' ? undefined : path;
}

function goToLogin(router: AnyRouter, queryClient: QueryClient, remember: boolean) {
  queryClient.clear();
  // Already on a guest screen: it stays, with the path the sign-in screen remembers.
  if (isGuestPath(router.state.location.pathname)) return;
  const redirect = remember ? currentRedirect(router) : undefined;
  void router.navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState(() => ({ signedIn: tokens.hasSession(), login: tokens.login() }));
  const channel = useRef<ReturnType<typeof openTabChannel> | null>(null);

  useEffect(() => {
    followOtherTabs();
    /** Signed in elsewhere: a tab waiting on a guest screen loads the profile and enters (SPEC section 4). */
    const enter = () => {
      setSnapshot({ signedIn: true, login: tokens.login() });
      const { pathname } = router.state.location;
      if (!isGuestPath(pathname)) return;
      const search = router.state.location.search as { redirect?: unknown };
      queryClient.clear();
      const to = appRedirectPath(search.redirect, router, window.location.origin);
      // The screen in front stays until the one it opens has its code.
      void router
        .preloadRoute({ to })
        .catch(() => undefined)
        .then(() => router.navigate({ to, replace: true }));
    };
    const onTabMessage = (message: TabMessage) => {
      if (message.type !== 'signed-out') return;
      // Another tab quit: the stored refresh token is gone; drop ours and leave.
      tokens.forgetAccessToken();
      setSnapshot({ signedIn: false, login: null });
      goToLogin(router, queryClient, false);
    };
    channel.current = openTabChannel(onTabMessage);
    // Where the token channel is missing, the stored refresh token still tells.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.refreshToken && event.newValue && !tokens.accessToken()) enter();
    };
    window.addEventListener('storage', onStorage);

    const off = tokens.subscribe((event) => {
      if (event.type === 'login-changed') {
        setSnapshot((current) => ({ ...current, login: tokens.login() }));
      } else if (event.type === 'signed-in') {
        if (event.from === 'tab') enter();
        else setSnapshot({ signedIn: true, login: tokens.login() });
      } else if (event.type === 'signed-out') {
        setSnapshot({ signedIn: false, login: null });
        channel.current?.post({ type: 'signed-out' });
        goToLogin(router, queryClient, event.reason === 'expired');
      }
    });
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
      channel.current?.close();
      channel.current = null;
    };
  }, [router, queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      ...snapshot,
      userId: snapshot.signedIn ? tokens.userId() : null,
      signIn: (answer, identity) => tokens.set(answer, identity),
      signOut: () => {
        const refreshToken = tokens.refreshToken();
        tokens.clear('logout');
        if (refreshToken) {
          // Best effort: the session is gone locally whatever the backend answers.
          import('@/api/auth/auth.endpoints')
            .then(({ invalidateToken }) => request(invalidateToken, { token: refreshToken }))
            .catch(() => undefined);
        }
      },
    }),
    [snapshot],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider>');
  return value;
}
