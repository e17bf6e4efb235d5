import { describe, expect, it } from 'vitest';
import { UNPROTECTED } from './security.fixture';
import {
  apiKeyState,
  callbackState,
  doneCount,
  MERCHANT_SETUP_STEPS,
  merchantSetupSteps,
  paymentState,
  profileState,
  secondFactorState,
  setupComplete,
  setupStoreId,
  storeApprovedState,
  storeCreatedState,
} from './setup-checklist';

const PROFILE = {
  first_name: 'Anna',
  last_name: 'Keller',
  birth_date: '1988-04-12',
  country: 'DE',
  city: 'Berlin',
  zip_code: '10115',
  address: 'Friedrichstrasse 68',
};

const STORE = {
  id: 7,
  status: 'approved' as const,
  callback_url: 'https://shop.example.com/hook',
  api_key_last4: 'a1b2',
  api_key_created: 1_700_000_000,
};

describe('Profile complete: every field SPEC requires for a profile save is filled in', () => {
  it('is done with first and last name, birth date, country, city, zip code and address', () =>
    expect(profileState(PROFILE)).toBe('done'));
  it('the nickname is not required', () => expect(profileState({ ...PROFILE })).toBe('done'));
  it('is to do while a required field is empty or blank (not filled in yet)', () => {
    expect(profileState({ ...PROFILE, city: '' })).toBe('todo');
    expect(profileState({ ...PROFILE, address: '  ' })).toBe('todo');
    expect(profileState({ ...PROFILE, city: null, zip_code: '' })).toBe('todo');
  });
  it('a field that could not be read (null) leaves it unknown: never done, never to do from it', () => {
    expect(profileState({ ...PROFILE, city: null })).toBe('unknown');
    expect(profileState({ first_name: 'Lena' })).toBe('unknown');
    expect(profileState({ ...PROFILE, city: null, sent: { ...PROFILE, city: { name: 'Berlin' } } })).toBe(
      'unknown',
    );
  });
  it('a field the server sent as null (where the profile carries what was sent) is not filled in', () =>
    expect(profileState({ ...PROFILE, city: null, sent: { ...PROFILE, city: null } })).toBe('todo'));
  it('is unknown without a profile', () => expect(profileState(undefined)).toBe('unknown'));
});

describe('Second factor: a PIN or the authenticator protects an operation', () => {
  it('is to do when neither protects anything', () => expect(secondFactorState(UNPROTECTED)).toBe('todo'));
  it('a PIN that protects an operation is enough', () =>
    expect(secondFactorState({ ...UNPROTECTED, pin_operations: ['withdrawal'] })).toBe('done'));
  it('the authenticator that protects an operation is enough', () =>
    expect(secondFactorState({ ...UNPROTECTED, otp_operations: ['auth'] })).toBe('done'));
  it('e-mail confirmation does not count', () =>
    expect(secondFactorState({ ...UNPROTECTED, email_operations: ['auth'] })).toBe('todo'));
  it('is unknown when a list did not arrive and the other is off, or without the settings', () => {
    expect(secondFactorState({ ...UNPROTECTED, pin_operations: null })).toBe('unknown');
    expect(secondFactorState(undefined)).toBe('unknown');
  });
  it('one list on is enough even when the other did not arrive', () =>
    expect(secondFactorState({ ...UNPROTECTED, otp_operations: null, pin_operations: ['payout'] })).toBe(
      'done',
    ));
});

describe('Store steps read the store list', () => {
  it('no store: created, approved, key and callback are all to do', () => {
    expect(storeCreatedState([])).toBe('todo');
    expect(storeApprovedState([])).toBe('todo');
    expect(apiKeyState([])).toBe('todo');
    expect(callbackState([])).toBe('todo');
  });
  it('a store under review is created, not approved', () => {
    const stores = [{ ...STORE, status: 'approval' as const }];
    expect(storeCreatedState(stores)).toBe('done');
    expect(storeApprovedState(stores)).toBe('todo');
  });
  it('one approved store among others is enough', () =>
    expect(storeApprovedState([{ status: 'denied' }, { status: 'approved' }])).toBe('done'));
  it('a store without a status cannot tell', () =>
    expect(storeApprovedState([{ status: 'denied' }, { status: null }])).toBe('unknown'));
  it('a key is issued when a store names its last characters or its date', () => {
    expect(apiKeyState([{ api_key_last4: 'f00d' }])).toBe('done');
    expect(apiKeyState([{ api_key_last4: null, api_key_created: 1_700_000_000 }])).toBe('done');
  });
  it('stores that say nothing of a key leave it unknown, never done', () =>
    expect(apiKeyState([{ api_key_last4: null, api_key_created: null }, {}])).toBe('unknown'));
  it('stores that say they have no key (empty last4) have none', () =>
    expect(apiKeyState([{ api_key_last4: '', api_key_created: null }])).toBe('todo'));
  it('the callback URL is set when a store has a non-blank one', () => {
    expect(callbackState([{ callback_url: '' }, { callback_url: 'https://x.example.com/cb' }])).toBe('done');
    expect(callbackState([{ callback_url: ' ' }])).toBe('todo');
  });
  it('a callback URL that could not be read is unknown, not "none set"', () => {
    expect(callbackState([{ callback_url: null }])).toBe('unknown');
    expect(callbackState([{ callback_url: '' }, { callback_url: null }])).toBe('unknown');
  });
  it('without the list every store step is unknown', () => {
    expect(storeCreatedState(undefined)).toBe('unknown');
    expect(storeApprovedState(undefined)).toBe('unknown');
    expect(apiKeyState(undefined)).toBe('unknown');
    expect(callbackState(undefined)).toBe('unknown');
  });
});

describe('First successful payment: a payment invoice (type in) with status success', () => {
  it('is done with one', () =>
    expect(
      paymentState({
        rows: [
          { type: 'in', status: 'cancel' },
          { type: 'in', status: 'success' },
        ],
        complete: false,
      }),
    ).toBe('done'));
  it('a successful payout does not count', () =>
    expect(paymentState({ rows: [{ type: 'out', status: 'success' }], complete: true })).toBe('todo'));
  it('is to do when the whole answer holds none', () =>
    expect(paymentState({ rows: [], complete: true })).toBe('todo'));
  it('is unknown when a full page holds none (a backend that ignores the filter may hold more)', () =>
    expect(paymentState({ rows: [{ type: 'in', status: 'created' }], complete: false })).toBe('unknown'));
  it('is unknown without the list', () => expect(paymentState(undefined)).toBe('unknown'));
});

describe('The checklist as a whole', () => {
  const complete = merchantSetupSteps({
    profile: PROFILE,
    security: { ...UNPROTECTED, pin_operations: ['withdrawal'] },
    stores: [STORE],
    payments: { rows: [{ type: 'in', status: 'success' }], complete: true },
  });
  it('lists the seven steps in order', () =>
    expect(complete.map((step) => step.id)).toEqual([...MERCHANT_SETUP_STEPS]));
  it('a fully set-up merchant is complete: 7 of 7', () => {
    expect(doneCount(complete)).toBe(7);
    expect(setupComplete(complete)).toBe(true);
  });
  it('a fresh merchant has nothing done', () => {
    const fresh = merchantSetupSteps({
      profile: {
        ...PROFILE,
        last_name: '',
        birth_date: '',
        country: '',
        city: '',
        zip_code: '',
        address: '',
      },
      security: UNPROTECTED,
      stores: [],
      payments: { rows: [], complete: true },
    });
    expect(fresh.map((step) => step.state)).toEqual(Array(7).fill('todo'));
    expect(setupComplete(fresh)).toBe(false);
  });
  it('an unknown step keeps the checklist open and does not count as done', () => {
    const steps = merchantSetupSteps({ ...{ profile: PROFILE, stores: [STORE] }, security: undefined });
    expect(steps.find((step) => step.id === 'second_factor')?.state).toBe('unknown');
    expect(doneCount(steps)).toBe(5);
    expect(setupComplete(steps)).toBe(false);
  });
  it('store steps lead to the first approved store, else the first store', () => {
    expect(setupStoreId([])).toBeNull();
    expect(
      setupStoreId([
        { id: 3, status: 'approval' },
        { id: 5, status: 'approved' },
      ]),
    ).toBe(5);
    expect(setupStoreId([{ id: 3, status: 'denied' }])).toBe(3);
  });
});
