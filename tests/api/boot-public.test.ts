import { server } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getContent } from '@/api/content/content.endpoints';
import { CONTENT_APP, contentQuery } from '@/api/content/content.queries';
import { languagesQuery } from '@/api/enums/enums.queries';
import { BOOT_PUBLIC_GLOBAL, releaseBootCalls } from '@/api/http/boot-public';
import { request } from '@/api/http/request';
import { startGuestCalls } from '@/boot/guest-start';
import { countCalls } from './count-calls';

const CONTENT = 'GET /api/get-content';
const ENUMS = 'GET /api/enums';
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BOOT_PUBLIC_GLOBAL];
});

describe("a guest's first screen adopts the public calls the boot script started", () => {
  it('its messages and the language list are asked for once, as the app asks them, and taken once', async () => {
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'ru', true).release();
    const client = queryClient();
    const [messages, languages] = await Promise.all([
      client.fetchQuery(contentQuery('ru')),
      client.fetchQuery(languagesQuery()),
    ]);
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(languages.map((language) => language.code)).toContain('ru');
    expect(calls.count(CONTENT)).toBe(1);
    expect(calls.count(ENUMS)).toBe(1);
    // Taken once: asked again, the messages come from the backend anew.
    await client.fetchQuery({ ...contentQuery('ru'), staleTime: 0 });
    expect(calls.count(CONTENT)).toBe(2);
    calls.stop();
  });

  it('a boot call that failed is asked again by the app, which gets the answer', async () => {
    let refusals = 1;
    server.use(
      http.get('*/api/get-content', () => {
        if (refusals-- > 0) return HttpResponse.json({ messages: ['internal_error'] }, { status: 503 });
        return undefined;
      }),
    );
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'en', true).release();
    const messages = await queryClient().fetchQuery(contentQuery('en'));
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(calls.count(CONTENT)).toBe(2);
    calls.stop();
  });

  it('an answer older than half a minute is not taken: the app asks itself', async () => {
    const calls = countCalls();
    const held = startGuestCalls(window.location.origin, 'en', true);
    held.release();
    await Promise.all(held.answers.values());
    held.startedAt -= 31_000;
    await queryClient().fetchQuery(contentQuery('en'));
    expect(calls.count(CONTENT)).toBe(2);
    calls.stop();
  });

  it('another language than the one asked at boot is asked for as usual', async () => {
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'en', true).release();
    await queryClient().fetchQuery(contentQuery('de'));
    expect(calls.count(CONTENT)).toBe(2);
    calls.stop();
  });

  it('a language the server alone provides: its messages, English under them and the list are each asked once', async () => {
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'de', false).release();
    const client = queryClient();
    await Promise.all([
      client.fetchQuery(contentQuery('de')),
      client.fetchQuery(contentQuery('en')),
      client.fetchQuery(languagesQuery()),
    ]);
    expect(calls.count(CONTENT)).toBe(2);
    expect(calls.count(ENUMS)).toBe(1);
    calls.stop();
  });

  it('a caller that gives up while the boot answer is on its way is let go at once', async () => {
    server.use(http.get('*/api/get-content', () => new Promise<never>(() => undefined)));
    startGuestCalls(window.location.origin, 'en', true).release();
    const controller = new AbortController();
    const asked = request(getContent, { app: CONTENT_APP, lang: 'en' }, { signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('what only refines the first screen is asked once the app says that screen is up, not before', async () => {
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'en', true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count(CONTENT)).toBe(0);
    expect(calls.count(ENUMS)).toBe(0);
    releaseBootCalls();
    await queryClient().fetchQuery(contentQuery('en'));
    expect(calls.count(CONTENT)).toBe(1);
    calls.stop();
  });

  it('a language the server alone provides is asked at once: the first screen waits for it', async () => {
    const calls = countCalls();
    startGuestCalls(window.location.origin, 'fr', false);
    await queryClient().fetchQuery(contentQuery('fr'));
    expect(calls.count(CONTENT)).toBe(1);
    calls.stop();
  });
});
