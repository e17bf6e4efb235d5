import {
  DEMO_MERCHANT_ID,
  DEMO_USER_ID,
  FRESH_LOGIN,
  FRESH_MERCHANT_ID,
  FRESH_PASSWORD,
  FRESH_USER_ID,
} from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { storesDb } from '@mocks/db/stores';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/auth/auth.endpoints';
import { request } from '@/api/http/request';
import { tokens } from '@/api/http/tokens';
import { renderRoute } from '../render';

const TITLE = 'Get ready to accept payments';

/**
 * Signs in the freshly signed-up demo merchant (no second factor, no stores, no invoices). Its
 * profile has only a first name; its last name is answered as empty, so the profile is read as
 * not filled in (a field whose value cannot be read leaves the step unknown instead).
 */
async function signInFresh() {
  const profile = identityDb.profile(FRESH_MERCHANT_ID);
  if (!profile) throw new Error('no fresh profile');
  profile.last_name = '';
  const answer = await request(login, {
    login: FRESH_LOGIN,
    password: FRESH_PASSWORD,
    remember_me: true,
    captcha_token: 'dev-captcha-token',
  });
  tokens.set(answer, { login: FRESH_LOGIN, rememberMe: true });
}

const stepOf = (list: HTMLElement, name: string) => {
  const item = within(list).getByRole('link', { name }).closest('li');
  if (!(item instanceof HTMLElement)) throw new Error(`no step ${name}`);
  return item;
};

describe('dashboard setup checklist', () => {
  it('shows a fresh merchant every step to do, with progress and a link to where each is done', async () => {
    await signInFresh();
    await renderRoute('/', { signedIn: false });
    const region = await screen.findByRole('region', { name: TITLE });
    expect(within(region).getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 7 done',
    );
    const list = within(region).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const links = {
      'Complete your profile': '/profile',
      'Turn on a PIN or an authenticator app': '/profile/security?panel=pin',
      'Create your first store': '/store/new',
      'Get a store approved': '/store/new',
      'Issue an API key': '/store/new',
      'Set a callback URL': '/store/new',
      'Receive your first successful payment': '/finance/invoice/new?invoiceType=payment',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(stepOf(list, name)).toHaveTextContent('To do');
    }
  });

  it('counts what is done and names it in text', async () => {
    const security = identityDb.security(FRESH_USER_ID);
    security.pin = '1234';
    security.pin_operations = ['withdrawal'];
    await signInFresh();
    await renderRoute('/', { signedIn: false });
    const region = await screen.findByRole('region', { name: TITLE });
    expect(within(region).getByText('1 of 7 done')).toBeInTheDocument();
    expect(
      stepOf(within(region).getByRole('list'), 'Turn on a PIN or an authenticator app'),
    ).toHaveTextContent('Done');
  });

  it('collapses for the session with a button saying what it does', async () => {
    await signInFresh();
    const { user, router } = await renderRoute('/', { signedIn: false });
    const region = await screen.findByRole('region', { name: TITLE });
    const hide = within(region).getByRole('button', { name: 'Hide setup steps' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    const show = within(region).getByRole('button', { name: 'Show setup steps' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).getByText('0 of 7 done')).toBeInTheDocument();

    // Still collapsed after another screen.
    await router.navigate({ to: '/store' });
    await router.navigate({ to: '/' });
    const again = await screen.findByRole('region', { name: TITLE });
    await user.click(within(again).getByRole('button', { name: 'Show setup steps' }));
    expect(within(again).getByRole('list')).toBeInTheDocument();
  });

  it('hides itself for a merchant with every step done', async () => {
    // The demo merchant, with a PIN on and an API key on one store: fully set up.
    const security = identityDb.security(DEMO_USER_ID);
    security.pin = '1234';
    security.pin_operations = ['withdrawal'];
    const store = storesDb.get(302);
    if (!store) throw new Error('no store 302');
    storesDb.update(store, { api_key_last4: 'c0de', api_key_created: 1_700_000_000 });
    const { queryClient } = await renderRoute('/');
    await screen.findByRole('region', { name: 'Stores (14)' });
    // Every answer the checklist reads has come.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('shows the demo merchant what is left: the second factor and the API key', async () => {
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: TITLE });
    expect(within(region).getByText('5 of 7 done')).toBeInTheDocument();
    const list = within(region).getByRole('list');
    expect(stepOf(list, 'Turn on a PIN or an authenticator app')).toHaveTextContent('To do');
    // The demo's stores answer api_key_last4 as null: no key (SPEC lets the text be unset).
    expect(stepOf(list, 'Issue an API key')).toHaveTextContent('To do');
  });

  it('stores that do not say whether they have a key leave the step "Not known yet", never to do', async () => {
    server.use(
      http.get('*/api/store/list', ({ request }) => {
        if (new URL(request.url).searchParams.get('short') === '1') return undefined;
        const stores = storesDb
          .all(DEMO_MERCHANT_ID)
          .map(({ api_key_last4: _, api_key_created: __, ...store }) => store);
        return HttpResponse.json({ data: { count: stores.length, stores } });
      }),
    );
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: TITLE });
    expect(stepOf(within(region).getByRole('list'), 'Issue an API key')).toHaveTextContent('Not known yet');
  });

  it('leads the dashboard of a merchant with steps left: before the cards, the stores and the history', async () => {
    await signInFresh();
    await renderRoute('/', { signedIn: false });
    const region = await screen.findByRole('region', { name: TITLE });
    const sections = screen.getAllByRole('region');
    // The first section of the page after its title.
    expect(sections[0]).toBe(region);
    const balance = await screen.findByText('Balance');
    expect(region.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a step that cannot be read is not done: the checklist still leads', async () => {
    server.use(http.get('*/api/merchant-owner/security', () => HttpResponse.json({ data: {} })));
    const security = identityDb.security(DEMO_USER_ID);
    security.pin = '1234';
    security.pin_operations = ['withdrawal'];
    const store = storesDb.get(302);
    if (!store) throw new Error('no store 302');
    storesDb.update(store, { api_key_last4: 'c0de', api_key_created: 1_700_000_000 });
    await renderRoute('/');
    const region = await screen.findByRole('region', { name: TITLE });
    expect(screen.getAllByRole('region')[0]).toBe(region);
    expect(within(region).getByText('6 of 7 done')).toBeInTheDocument();
  });
});
