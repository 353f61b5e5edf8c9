import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearSessionData,
  clearStoredCredentials,
  createMemoryStorage,
  getOnboardingComplete,
  getStoredToken,
  getStoredUser,
  setStoredToken,
  setStoredUser,
  type StoredUser,
} from './storage';

const user: StoredUser = {
  id: 'VXNlcjox',
  userId: 1,
  username: 'rosa',
  displayName: 'Rosa',
  role: 'MEMBER',
  email: 'rosa@example.org',
  emailVerified: true,
  hasPassword: true,
  avatarColor: '#6366f1',
  onboardingComplete: true,
};

describe('session storage helpers', () => {
  it('stores and reads the token and user', () => {
    const storage = createMemoryStorage();
    setStoredToken('a.b.c', storage);
    setStoredUser(user, storage);
    expect(getStoredToken(storage)).toBe('a.b.c');
    expect(getStoredUser(storage)).toEqual(user);
    expect(getOnboardingComplete(storage)).toBe(true);
  });

  it('drops a corrupt user entry', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authUser]: '{"id":1}' });
    expect(getStoredUser(storage)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    storage.setItem(STORAGE_KEYS.authUser, 'not json');
    expect(getStoredUser(storage)).toBeNull();
  });

  it('treats a blank token as absent', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authToken]: '  ' });
    expect(getStoredToken(storage)).toBeNull();
  });

  it('clearStoredCredentials removes only token and user', () => {
    const storage = createMemoryStorage();
    setStoredToken('a.b.c', storage);
    setStoredUser(user, storage);
    storage.setItem(STORAGE_KEYS.searchHistory, '["wages"]');
    clearStoredCredentials(storage);
    expect(getStoredToken(storage)).toBeNull();
    expect(getStoredUser(storage)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toBe('["wages"]');
  });

  it('clearSessionData removes credentials, onboarding flag and search history but keeps the event log', () => {
    const storage = createMemoryStorage();
    setStoredToken('a.b.c', storage);
    setStoredUser(user, storage);
    storage.setItem(STORAGE_KEYS.searchHistory, '["wages"]');
    storage.setItem(STORAGE_KEYS.authEvents, '[]');
    clearSessionData(storage);
    expect(getStoredToken(storage)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.onboardingComplete)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authEvents)).toBe('[]');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => setStoredToken('a.b.c', broken)).not.toThrow();
    expect(getStoredToken(broken)).toBeNull();
    expect(() => clearSessionData(broken)).not.toThrow();
  });
});
