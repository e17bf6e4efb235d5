import { describe, expect, it } from 'vitest';
import { sectionOf } from './profile-sections';

describe('Profile area: the open accordion panel is the current route', () => {
  it('maps each route to its section', () => {
    expect(sectionOf('/profile')).toBe('/profile');
    expect(sectionOf('/profile/')).toBe('/profile');
    expect(sectionOf('/profile/security')).toBe('/profile/security');
    expect(sectionOf('/profile/notifications/')).toBe('/profile/notifications');
  });
});
