import { server } from '@mocks/node';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
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

/** The profile answers late: the signed-in layout stays pending long enough to be seen. */
function slowProfile() {
  server.use(
    http.get('*/api/merchant/person', async () => {
      await delay(4000);
      return undefined;
    }),
  );
}

describe('loading states keep the frame: header, page margins, the shape of the page to come', () => {
  it('a reload of / shows the header and four statistics placeholders inside the page frame', async () => {
    slowProfile();
    const { container } = await startAt('/');
    const frame = await screen.findByRole('main', {}, { timeout: 3500 });
    expect(frame).toHaveTextContent(/Loading/);
    expect(container.querySelector('header')).not.toBeNull();
    expect(screen.getByText('Nordpay')).toBeInTheDocument();
    const stats = frame.querySelector('[aria-busy="true"] > div');
    expect(stats?.children).toHaveLength(4);
  });

  it('a reload of an area page shows its title and tabs while its data loads', async () => {
    slowProfile();
    await startAt('/finance/replenishment');
    await screen.findAllByText(/Loading/, {}, { timeout: 3500 });
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /tabs|sections/i })).toBeInTheDocument();
  });
});
