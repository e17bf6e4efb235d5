import { server } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/api/http/endpoint';
import { endpointQuery } from '@/api/http/query';
import { request } from '@/api/http/request';
import { resetFeedback } from '@/components/feedback/feedback';
import { queryFailure, renderRoute, shownToasts } from '../render';

/** A call the test points at whatever answer a row of SPEC.md section 8 describes. */
const probe = endpoint({
  id: 'test.probe',
  method: 'GET',
  path: '/api/test/probe',
  input: v.object({ n: v.number() }),
  output: v.object({ ok: v.boolean() }),
});

afterEach(() => resetFeedback());

async function failWith(answer: () => Response | Promise<Response>, n: number) {
  server.use(http.get('*/api/test/probe', answer));
  const view = await renderRoute('/profile/verification');
  await screen.findByRole('heading', { level: 1 });
  await view.queryClient.prefetchQuery({ ...endpointQuery(probe, { n }), retry: false });
  return view;
}

const toastRegion = () => screen.findByRole('list', { name: /notifications/i });

describe('SPEC.md section 8: every error reaches the merchant as a translated toast', () => {
  it('HTTP 409 shows the conflict_version_error message', async () => {
    await failWith(() => HttpResponse.json({ messages: ['anything'] }, { status: 409 }), 1);
    expect(await screen.findByText(/Someone changed this data in the meantime/)).toBeInTheDocument();
  });

  it('HTTP 413 shows the upload_profile_photo_error message', async () => {
    await failWith(() => HttpResponse.json({ messages: [] }, { status: 413 }), 2);
    expect(await screen.findByText('Upload a JPEG or PNG image of at most 1 MB.')).toBeInTheDocument();
  });

  it('other errors show the first server message key, translated', async () => {
    await failWith(() => HttpResponse.json({ messages: ['invalid_password', 'other'] }, { status: 400 }), 3);
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  });

  it('an unknown key falls back to the status text', async () => {
    await failWith(
      () =>
        HttpResponse.json({ messages: ['no_such_key_anywhere'] }, { status: 502, statusText: 'Bad Gateway' }),
      4,
    );
    expect(await screen.findByText('Bad Gateway')).toBeInTheDocument();
  });

  it('no key and no status text gives unknown_error', async () => {
    await failWith(() => new HttpResponse('oops', { status: 500, statusText: '' }), 5);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('a network failure shows network_error', async () => {
    await failWith(() => HttpResponse.error(), 6);
    expect(await screen.findByText(/No connection to the server/)).toBeInTheDocument();
  });

  it('an aborted request stays silent', async () => {
    let arrived: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The answer never comes: the request ends only by its abort.
    server.use(
      http.get('*/api/test/probe', async ({ request }) => {
        arrived();
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const view = await renderRoute('/profile/verification');
    await screen.findByRole('heading', { level: 1 });
    // The request is aborted by its caller (a page left, a newer search): the query fails with
    // the abort itself, which the query cache hears like any other failure.
    const controller = new AbortController();
    const failed = queryFailure(view.queryClient, probe);
    const pending = view.queryClient.prefetchQuery({
      queryKey: endpointQuery(probe, { n: 7 }).queryKey,
      queryFn: () => request(probe, { n: 7 }, { signal: controller.signal }),
    });
    await asked;
    controller.abort();
    await pending;
    await failed;
    expect(await shownToasts()).toEqual([]);
  });

  it('silent queries (chat, status, refresh, receipts) raise no toast', async () => {
    server.use(
      http.get('*/api/test/probe', () =>
        HttpResponse.json({ messages: ['invalid_password'] }, { status: 400 }),
      ),
    );
    const view = await renderRoute('/profile/verification');
    await screen.findByRole('heading', { level: 1 });
    const failed = queryFailure(view.queryClient, probe);
    await view.queryClient.prefetchQuery({ ...endpointQuery(probe, { n: 8 }), meta: { silent: true } });
    await failed;
    expect(view.queryClient.getQueryState(endpointQuery(probe, { n: 8 }).queryKey)?.status).toBe('error');
    expect(await shownToasts()).toEqual([]);
  });

  it('the toast is an alert inside the labelled notifications list', async () => {
    await failWith(() => HttpResponse.json({ messages: ['invalid_password'] }, { status: 400 }), 9);
    const region = await toastRegion();
    expect(within(region).getByRole('alert')).toHaveTextContent('The current password is not correct.');
  });
});

describe('a failure toast names the action that failed', () => {
  it('a failed store settings save says what failed and why', async () => {
    const { describeFailure } = await import('@/i18n/describe-error');
    const { ApiError } = await import('@/api/http/errors');
    await renderRoute('/profile/verification');
    const error = new ApiError({
      status: 500,
      keys: ['some_unknown_key'],
      statusText: 'Server error',
      endpointId: 'stores.settings',
    });
    expect(describeFailure(error)).toBe('Saving the store settings failed: Server error');
    const read = new ApiError({
      status: 0,
      keys: ['network_error'],
      endpointId: 'invoices.list',
      read: true,
    });
    expect(describeFailure(read)).toMatch(/^Loading the invoices failed: /);
  });
});
