import { describe, expect, it } from 'vitest';
import { isAdminRole, sameStoredUser } from './sessionUser';
import type { StoredUser } from './storage';

const user: StoredUser = {
  id: 'a',
  userId: 1,
  username: 'rosa',
  displayName: 'Rosa',
  role: 'MEMBER',
  email: null,
  emailVerified: null,
  hasPassword: null,
  avatarColor: '#6366f1',
  onboardingComplete: null,
};

describe('sessionUser helpers', () => {
  it('compares stored users field by field', () => {
    expect(sameStoredUser(user, { ...user })).toBe(true);
    expect(sameStoredUser(user, { ...user, role: 'ADMIN' })).toBe(false);
    expect(sameStoredUser(null, null)).toBe(true);
    expect(sameStoredUser(user, null)).toBe(false);
  });

  it('lets admin and godmin through the admin guard only', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('GODMIN')).toBe(true);
    expect(isAdminRole('MEMBER')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
