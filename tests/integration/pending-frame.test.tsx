import { server } from '@mocks/node';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app';
import { initI18n } from '@/i18n/i18n';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';
import { signInDemo } from '../render';

/** Renders the app at `path` without waiting for the route to load (renderRoute waits). */
async function startAt(path: string) {
  await signInDemo();
  await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(<App router={router} queryClient={queryClient} />);
}

/** Opened after each test: the profile's answer waits for it. */
let release: () => void = () => {};
afterEach(() => release());

/** The profile answers only when the test is over: the signed-in layout stays pending. */
function slowProfile() {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/merchant/person', async () => {
      await gate;
      return undefined;
    }),
  );
}

describe('loading states keep the frame: header, page margins, the shape of the page to come', () => {
  it('a reload of / shows the header and four statistics placeholders inside the page frame', async () => {
    slowProfile();
    const { container } = await startAt('/');
    const frame = await screen.findByRole('main');
    expect(frame).toHaveTextContent(/Loading/);
    expect(container.querySelector('header')).not.toBeNull();
    expect(screen.getByText('Nordpay')).toBeInTheDocument();
    const stats = frame.querySelector('[aria-busy="true"] > div');
    expect(stats?.children).toHaveLength(4);
  });

  it('a reload of an area page shows its title and tabs while its data loads', async () => {
    slowProfile();
    await startAt('/finance/replenishment');
    await screen.findAllByText(/Loading/);
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /tabs|sections/i })).toBeInTheDocument();
  });
});
