import { server } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@/api/http/endpoint';
import { endpointQuery } from '@/api/http/query';
import { securitySettingsQuery } from '@/api/security/security.queries';
import { resetFeedback } from '@/components/feedback/feedback';
import { SectionBoundary } from '@/components/layout/section-boundary';
import { initI18n } from '@/i18n/i18n';
import { createQueryClient } from '@/query-client';
import { renderRoute } from '../render';

afterEach(() => resetFeedback());

const fragile = { broken: true };

function Fragile() {
  if (fragile.broken) throw new Error('render failed');
  return <p>Section content</p>;
}

function Page() {
  const [count] = useState(1);
  return (
    <main>
      <h1>Page {count}</h1>
      <SectionBoundary title="Stores">
        <Fragile />
      </SectionBoundary>
    </main>
  );
}

describe('containment: a section that cannot render never takes the page with it', () => {
  it('a section shows its own error, and its Try again renders it anew without a reload', async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fragile.broken = true;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const alert = screen.getByRole('alert', { name: 'Stores' });
    expect(alert).toHaveTextContent('This section could not be shown: Stores');
    expect(screen.getByRole('heading', { name: 'Page 1' })).toBeInTheDocument();
    fragile.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Section content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the page’s Try again reads its data again instead of rendering the cached answer that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderRoute('/profile/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security settings' })).toBeInTheDocument();
    // What a save used to leave in the cache when its answer had another shape (issue 13, case 5).
    await view.router.navigate({ to: '/profile' });
    view.queryClient.setQueryData(securitySettingsQuery().queryKey, { ips: 'not a list' } as never);
    await view.router.navigate({ to: '/profile/security' });
    // The error frame may re-render once (a new node): wait for it to settle before clicking.
    await screen.findByText('This page could not be loaded');
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security settings' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });
});

describe('a read that fails with 400 never shows form-validation text', () => {
  const read = endpoint({
    id: 'test.read',
    method: 'GET',
    path: '/api/test/read',
    output: v.object({ ok: v.boolean() }),
  });

  it('a 400 validation_error on a read says it could not be loaded', async () => {
    server.use(
      http.get('*/api/test/read', () =>
        HttpResponse.json({ messages: ['validation_error'] }, { status: 400 }),
      ),
    );
    const view = await renderRoute('/profile/verification');
    await screen.findByRole('heading', { level: 1 });
    await view.queryClient.prefetchQuery({ ...endpointQuery(read, undefined), retry: false });
    expect(await screen.findByText('Could not be loaded. Try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/highlighted fields/i)).not.toBeInTheDocument();
  });
});
