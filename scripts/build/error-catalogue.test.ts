import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUEST_ACTION_AREAS, splitErrorCatalogue } from './error-catalogue.ts';

const text = readFileSync(new URL('../../locales/en/errors.json', import.meta.url), 'utf8');
const whole = JSON.parse(text) as { actions: Record<string, unknown> } & Record<string, unknown>;

describe('errors.json in a core and a signed-in part', () => {
  it('the core keeps every message and the guest areas’ action names, not the signed-in ones', () => {
    const core = splitErrorCatalogue(text, 'core') as typeof whole;
    const { actions: _actions, ...messages } = whole;
    expect(core).toMatchObject(messages);
    expect(Object.keys(core.actions).sort()).toEqual([...GUEST_ACTION_AREAS].sort());
    expect(core.actions.auth).toEqual(whole.actions.auth);
  });

  it('the signed-in part is the other areas’ action names, and the two parts make the whole file', () => {
    const core = splitErrorCatalogue(text, 'core') as typeof whole;
    const signedIn = splitErrorCatalogue(text, 'signed-in') as typeof whole;
    expect(Object.keys(signedIn)).toEqual(['actions']);
    expect(signedIn.actions.stores).toEqual(whole.actions.stores);
    expect(Object.keys(signedIn.actions)).not.toContain('auth');
    expect({ ...core, actions: { ...core.actions, ...signedIn.actions } }).toEqual(whole);
  });
});
