import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button';
import { RouteTab, RouteTabs } from './route-tabs';

function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RouteTabs label="Profile sections">
          <RouteTab to="/profile" activeOptions={{ exact: true }}>
            Personal data
          </RouteTab>
          <RouteTab to="/profile/security">Security</RouteTab>
        </RouteTabs>
        <ButtonLink to="/profile/security" variant="primary">
          Open security
        </ButtonLink>
        <Outlet />
      </>
    ),
  });
  const page = (routePath: string, text: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component: () => <p>{text}</p> });
  const routeTree = rootRoute.addChildren([
    page('/profile', 'Personal page'),
    page('/profile/security', 'Security page'),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  return render(<RouterProvider router={router} />);
}

describe('RouteTabs', () => {
  it('marks the active route with aria-current and moves it on navigation', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Profile sections' });
    const personal = await screen.findByRole('link', { name: 'Personal data' });
    expect(nav).toContainElement(personal);
    expect(personal).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('link', { name: 'Security' }));
    await screen.findByText('Security page');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('link', { name: 'Personal data' })).not.toHaveAttribute('aria-current');
  });
});

describe('ButtonLink', () => {
  it('is a router link with an href', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const link = await screen.findByRole('link', { name: 'Open security' });
    expect(link).toHaveAttribute('href', '/profile/security');
    await user.click(link);
    expect(await screen.findByText('Security page')).toBeInTheDocument();
  });
});
