import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { App } from '@/app';
import { pauseToasts, resumeToasts, toast } from '@/components/feedback/feedback';
import { initI18n } from '@/i18n/i18n';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';

export const DEMO = { login: 'demo@example.com', password: 'Demo1234' } as const;

/** Signs the demo merchant in against the demo handlers (tokens as after a real login). */
export async function signInDemo() {
  const answer = await request(login, {
    login: DEMO.login,
    password: DEMO.password,
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: DEMO.login, rememberMe: true });
  return answer;
}

export interface RenderRouteOptions {
  /** Sign the demo merchant in first (default true). */
  signedIn?: boolean;
  lang?: string;
  /** Called with the new QueryClient before anything renders (to watch its queries from the start). */
  beforeRender?: (queryClient: QueryClient) => void;
}

/**
 * Renders the real app (route tree, providers, session) at `path` with a fresh
 * QueryClient without retries, against the MSW demo handlers.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.signedIn ?? true) await signInDemo();
  await initI18n({ lang: options.lang ?? 'en', loadServerCatalogue: async () => ({}) });
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  options.beforeRender?.(queryClient);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // No pause between key presses: each one still gets its own events and React update.
  const user = userEvent.setup({ delay: null });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<App router={router} queryClient={queryClient} />);
    await router.load();
  });
  return { ...(view as ReturnType<typeof render>), router, queryClient, user };
}

/** The text of the marker toast `shownToasts` raises. */
const MARKER = 'End of the toasts raised so far';

/**
 * The texts of the toasts in the app's notifications list. "None" is told apart from "not
 * shown yet": a marker toast raised now is awaited in the list first, and every toast raised
 * before it is on screen by then. The marker is dismissed again.
 */
export async function shownToasts(name: string | RegExp = 'Notifications'): Promise<string[]> {
  let id = 0;
  act(() => {
    id = toast.info(MARKER);
  });
  const region = await screen.findByRole('list', { name });
  await within(region).findByText(MARKER);
  const texts = within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => text !== MARKER);
  act(() => {
    toast.dismiss(id);
    resumeToasts();
  });
  return texts;
}

/**
 * Resolves when a query of the call `endpoint` fails; the query cache's own reaction to the
 * failure (its toast, if any) has run by the time an `await` on it returns. From the failure
 * on, toasts stay (their lifetimes paused, as under the pointer) until `shownToasts` reads them.
 */
export function queryFailure(queryClient: QueryClient, endpoint: { readonly id: string }): Promise<void> {
  return new Promise((resolve) => {
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[1] !== endpoint.id) return;
      pauseToasts();
      stop();
      resolve();
    });
  });
}
