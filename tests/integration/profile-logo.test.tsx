import { DEMO_MERCHANT_ID, DEMO_USER_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

beforeEach(() => resetFeedback());

/** The API calls made from now on, as `METHOD /path`. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname}`);
  });
  return calls;
}

const png = (size: number, name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

async function openProfile() {
  const view = await renderRoute('/profile');
  const input = await screen.findByLabelText('Upload logo');
  return { ...view, input };
}

describe('Logo upload: only jpeg, jpg or png of at most 1 MB, checked before sending', () => {
  it('a .gif is refused with upload_profile_photo_error and nothing is sent', async () => {
    const calls = recordCalls();
    const { input } = await openProfile();
    // The picker's filter is bypassed, as a drag-and-drop or "all files" choice would.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Upload a JPEG or PNG image of at most 1 MB.'),
    );
    expect(calls.filter((call) => call.includes('/logo') || call.includes('/methods'))).toEqual([]);
  });

  it('a 1,048,577-byte png is refused and nothing is sent', async () => {
    const calls = recordCalls();
    const { user, input } = await openProfile();
    await user.upload(input, png(1_048_577));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Upload a JPEG or PNG image of at most 1 MB.'),
    );
    expect(calls.filter((call) => call.includes('/logo'))).toEqual([]);
  });
});

describe('Logo upload: the confirmation methods of `settings` first, then the upload, the factor when asked', () => {
  it('uploads a png after the PIN', async () => {
    Object.assign(identityDb.security(DEMO_USER_ID), { pin: '2468', pin_operations: ['settings'] });
    const calls = recordCalls();
    const { user, input } = await openProfile();
    await user.upload(input, png(2048));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    const uploadCalls = calls.filter((call) => call.includes('/methods') || call.includes('/merchant/logo'));
    expect(uploadCalls).toEqual(['GET /api/merchant-owner/security/methods', 'POST /api/merchant/logo']);

    await user.click(await within(dialog).findByLabelText('Digit 1 of 4'));
    await user.keyboard('2468');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(identityDb.profile(DEMO_MERCHANT_ID)?.logo).toMatch(/^data:image\/png;base64,/),
    );
    expect(await screen.findByRole('img', { name: 'Logo of Northwind' })).toBeInTheDocument();
    expect(screen.getByLabelText('Change logo')).toBeInTheDocument();
  });
});

describe('Logo paths are made absolute once, when read (SPEC.md section 3)', () => {
  const absolute = () => `${window.location.origin}/media/merchants/501.svg`;

  it('a relative logo without a leading slash is an absolute URL in the header avatar, two segments deep', async () => {
    const merchant = identityDb.profile(DEMO_MERCHANT_ID);
    if (merchant) merchant.logo = 'media/merchants/501.svg';
    await renderRoute('/profile/security');
    await screen.findByRole('heading', { level: 1, name: 'Security settings' });
    const avatar = screen.getByRole('button', { name: /^Account menu/ }).querySelector('img');
    await waitFor(() => expect(avatar?.getAttribute('src')).toBe(absolute()));
  });

  it('the profile header shows the same absolute URL', async () => {
    const merchant = identityDb.profile(DEMO_MERCHANT_ID);
    if (merchant) merchant.logo = 'media/merchants/501.svg';
    await renderRoute('/profile');
    expect(await screen.findByRole('img', { name: 'Logo of Northwind' })).toHaveAttribute('src', absolute());
  });

  it('an upload answered without { logo, version } (SPEC gives it no answer) reads the profile again', async () => {
    server.use(
      http.post('*/api/merchant/logo', async ({ request }) => {
        const form = await request.formData();
        const merchant = identityDb.profile(DEMO_MERCHANT_ID);
        if (merchant && form.get('version') === String(merchant.version)) {
          merchant.logo = 'media/merchants/501.svg';
          merchant.version += 1;
        }
        return HttpResponse.json({ data: null });
      }),
    );
    const { user, input } = await openProfile();
    await user.upload(input, png(2048));
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo of Northwind' })).toHaveAttribute('src', absolute()),
    );
    expect(screen.getByLabelText('Change logo')).toBeInTheDocument();
  });
});

describe('Logo upload: the merchant id and version go back as the profile answer carried them', () => {
  it('an id and a version sent as text are sent back as they came', async () => {
    const profile = { ...identityDb.profile(DEMO_MERCHANT_ID), id: '1001', version: 'v7' };
    server.use(http.get('*/api/merchant/person', () => HttpResponse.json({ data: profile })));
    const parts: Array<[unknown, unknown]> = [];
    server.use(
      http.post('*/api/merchant/logo', async ({ request }) => {
        const form = await request.formData();
        parts.push([form.get('merchant'), form.get('version')]);
        return HttpResponse.json({ data: null });
      }),
    );
    const { user, input } = await openProfile();
    await user.upload(input, png(2048));
    await waitFor(() => expect(parts).toEqual([['1001', 'v7']]));
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
  });
});
