import { DEMO_MERCHANT_ID } from '@mocks/db/constants';
import { identityDb } from '@mocks/db/identity';
import { handle, MockError } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePerson } from '@/api/profile/profile.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module: start every test without them.
beforeEach(() => resetFeedback());

const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function openProfile() {
  const view = await renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByRole('textbox', { name: /First name/ });
  return view;
}

/** Counts the save calls that reach the backend. */
function countSaves() {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/merchant/person')
      calls.push(request);
  });
  return calls;
}

describe('Profile data loads when the page opens', () => {
  it('shows the header (name, merchant ID, type, status, level) and fills the form', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Northwind' })).toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy merchant ID' })).toBeInTheDocument();
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('04/12/1988');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Germany');
  });
});

describe('Profile form: save only when modified, valid and idle', () => {
  it('save is disabled until a field changes, then saves, clears the modified state and shows the success popup', async () => {
    const { user } = await openProfile();
    expect(saveButton()).toBeDisabled();
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Hamburg'));
    expect(identityDb.profile(DEMO_MERCHANT_ID)?.version).toBe(2);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(city).toHaveValue('Hamburg');
  });

  it('a 3-character nickname keeps save disabled and says why', async () => {
    const { user } = await openProfile();
    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    await user.clear(nickname);
    await user.type(nickname, 'abc');
    await user.tab();
    expect(saveButton()).toBeDisabled();
    expect(nickname).toHaveAccessibleDescription(expect.stringContaining('at least 4 characters'));
  });

  it('a birth date in the future keeps save disabled', async () => {
    const { user } = await openProfile();
    const date = screen.getByRole('textbox', { name: /Date of birth/ });
    await user.clear(date);
    await user.type(date, '01012999');
    await user.tab();
    expect(saveButton()).toBeDisabled();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('must be in the past'));
  });
});

describe('Profile save: an empty required field shows the validation_error toast and saves nothing', () => {
  it('no save call reaches the backend', async () => {
    const saves = countSaves();
    const { user } = await openProfile();
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.click(saveButton());
    expect(
      await screen.findByText('Some fields are empty or incorrect. Check the highlighted fields.'),
    ).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription(expect.stringContaining('Fill in this field'));
    // Focus lands on the field to fix, so its message is read out.
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(saves).toHaveLength(0);
    expect(identityDb.profile(DEMO_MERCHANT_ID)?.first_name).toBe('Anna');
    // Filling it in unlocks save again.
    await user.type(firstName, 'Ada');
    expect(saveButton()).toBeEnabled();
  });
});

describe('Profile save failure: fail popup, edits kept', () => {
  it('a server failure shows the fail popup and keeps the typed values', async () => {
    server.use(handle(savePerson, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openProfile();
    const address = screen.getByRole('textbox', { name: /Address/ });
    await user.clear(address);
    await user.type(address, 'Unter den Linden 1');
    await user.click(saveButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(address).toHaveValue('Unter den Linden 1');
  });
});

describe('HTTP 409: the conflict_version_error message, edits kept, the newer version offered', () => {
  it('keeps the edits, loads the newer version on request', async () => {
    const { user } = await openProfile();
    // Someone saves in between: the server's version moves on.
    const stored = identityDb.profile(DEMO_MERCHANT_ID);
    if (!stored) throw new Error('no demo profile');
    Object.assign(stored, { city: 'Munich', version: stored.version + 1 });

    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg');
    await user.click(saveButton());

    const conflict = await screen.findByText(/Someone changed this data in the meantime/);
    expect(conflict).toBeInTheDocument();
    expect(city).toHaveValue('Hamburg');
    expect(stored.city).toBe('Munich');

    await user.click(screen.getByRole('button', { name: 'Load the newer version' }));
    await waitFor(() => expect(city).toHaveValue('Munich'));
    expect(saveButton()).toBeDisabled();
  });

  it('re-applies only the edits on top of the newer version', async () => {
    const { user } = await openProfile();
    const stored = identityDb.profile(DEMO_MERCHANT_ID);
    if (!stored) throw new Error('no demo profile');
    Object.assign(stored, { zip_code: '80331', version: stored.version + 1 });

    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg');
    await user.click(saveButton());
    await screen.findByText(/Someone changed this data in the meantime/);

    await user.click(screen.getByRole('button', { name: 'Save my edits' }));
    await waitFor(() => expect(stored.city).toBe('Hamburg'));
    // Only the merchant's own edit is re-applied: the other change survives.
    expect(stored.zip_code).toBe('80331');
    expect(stored.version).toBe(3);
    await waitFor(() => expect(screen.queryByText(/Someone changed this data/)).not.toBeInTheDocument());
  });
});

describe('Profile save failure: the server message is shown and the edits kept', () => {
  it('a server refusal shows its message in the fail popup', async () => {
    server.use(
      handle(savePerson, () => {
        throw new MockError(400, ['validation_error']);
      }),
    );
    const { user } = await openProfile();
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.type(city, 'x');
    await user.click(saveButton());
    expect(await screen.findByText(/Some fields are empty or incorrect/)).toBeInTheDocument();
    expect(city).toHaveValue('Berlinx');
  });
});

describe('Merchant ID: copy confirmation visible 3000 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the ID on the clipboard and says "Copied" for 3 s (longer than the usual 1.5 s)', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Copy merchant ID' }));
    expect(await navigator.clipboard.readText()).toBe('1001');
    expect(screen.getAllByText('Copied').length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(2_200);
    expect(screen.getAllByText('Copied').length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(900);
    await waitFor(() => expect(screen.queryAllByText('Copied')).toHaveLength(0));
  });
});

describe('Profile of a backend written from SPEC', () => {
  it('a save answered without the profile (SPEC gives it none) reads it again: saved, and the next save carries the next version', async () => {
    const versions: unknown[] = [];
    server.use(
      http.post('*/api/merchant/person', async ({ request }) => {
        const body = (await request.json()) as { version?: number; city: string };
        versions.push(body.version);
        const merchant = identityDb.profile(DEMO_MERCHANT_ID);
        if (merchant) Object.assign(merchant, { city: body.city, version: merchant.version + 1 });
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = await openProfile();
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg');
    await user.click(saveButton());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.clear(city);
    await user.type(city, 'Bremen');
    await user.click(saveButton());
    await waitFor(() => expect(identityDb.profile(DEMO_MERCHANT_ID)?.city).toBe('Bremen'));
    expect(versions).toEqual([1, 2]);
    expect(city).toHaveValue('Bremen');
  });

  it('a profile without type, status and level says each is unknown instead of guessing', async () => {
    server.use(
      http.get('*/api/merchant/person', () =>
        HttpResponse.json({
          data: { id: DEMO_MERCHANT_ID, owner_id: 501, version: 1, nickname: 'Northwind', country: 'de' },
        }),
      ),
    );
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Northwind' })).toBeInTheDocument();
    expect(screen.queryByText('Company')).not.toBeInTheDocument();
    expect(screen.queryByText('Individual')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText('Not verified')).not.toBeInTheDocument();
    expect(screen.getByText('Type unknown')).toBeInTheDocument();
    expect(screen.getByText('Verification status unknown')).toBeInTheDocument();
    expect(screen.queryByText(/of 5/)).not.toBeInTheDocument();
    expect(screen.getByText('Security level').parentElement).toHaveTextContent('Unknown');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Germany');
  });
});

/** The profile as a backend of the other plausible forms sends it. */
const OTHER_FORMS = {
  id: '1001',
  owner_id: '501',
  merchant_type: '0',
  status: '1',
  version: 'v7',
  logo: null,
  nickname: null,
  first_name: 'Anna',
  last_name: 'Keller',
  security_level: '4',
  birth_date: 576806400000,
  country: 'deu',
  city: 'Berlin',
  zip_code: 10115,
  address: 'Friedrichstrasse 68',
};

function answerProfile(data: Record<string, unknown>) {
  server.use(http.get('*/api/merchant/person', () => HttpResponse.json({ data })));
}

/** Countries as ISO 3166-1 alpha-3 (GET /api/enums?enum=countries); other lists as the demo sends them. */
function answerAlpha3Countries() {
  server.use(
    http.get('*/api/enums', ({ request }) => {
      if (new URL(request.url).searchParams.get('enum') !== 'countries') return undefined;
      return HttpResponse.json({
        data: [
          { code: 'DEU', title: 'Germany' },
          { code: 'FRA', title: 'France' },
          { code: 'AUT', title: 'Austria' },
        ],
      });
    }),
  );
}

/** The bodies POST /api/merchant/person receives (answered without a profile, as SPEC allows). */
function captureSaves() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/merchant/person', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: null });
    }),
  );
  return bodies;
}

describe('Profile header and account menu: every fact read by its kind, never made up', () => {
  it('ids, type, status and level sent as text are shown as read', async () => {
    answerProfile(OTHER_FORMS);
    const { user } = await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Keller' })).toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByText('Individual')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(await screen.findByText('Merchant ID 1001')).toBeInTheDocument();
  });
});

describe('Countries as ISO alpha-3: the list and the profile read them; the save sends the server’s form', () => {
  it('shows the country, sends it back unchanged when not edited, and a chosen one as the list gives it', async () => {
    answerAlpha3Countries();
    answerProfile({ ...OTHER_FORMS, country: 'DEU' });
    const saves = captureSaves();
    const { user } = await openProfile();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(country).toHaveTextContent('Germany');

    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ country: 'DEU', city: 'Hamburg' });

    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ country: 'FRA' });
  });
});

describe('Personal data form: a value it could not read goes back to the server unchanged', () => {
  it('sends id, owner, status, version and type as sent, and every unedited field in the server’s own form', async () => {
    answerProfile({ ...OTHER_FORMS, city: { name: 'Berlin', district: 'Mitte' } });
    const saves = captureSaves();
    const { user } = await openProfile();
    const city = screen.getByRole('textbox', { name: /City/ });
    expect(city).toHaveValue('');
    expect(city).toHaveAccessibleDescription(/Unknown: The saved value could not be read/);
    // Read by kind: the birth date from epoch milliseconds, the country from alpha-3.
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('04/12/1988');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Germany');

    const address = screen.getByRole('textbox', { name: /Address/ });
    await user.clear(address);
    await user.type(address, 'Unter den Linden 1');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      id: '1001',
      owner_id: '501',
      merchant_type: '0',
      status: '1',
      version: 'v7',
      nickname: null,
      first_name: 'Anna',
      last_name: 'Keller',
      birth_date: 576806400000,
      country: 'deu',
      city: { name: 'Berlin', district: 'Mitte' },
      zip_code: 10115,
      address: 'Unter den Linden 1',
    });
  });
});
