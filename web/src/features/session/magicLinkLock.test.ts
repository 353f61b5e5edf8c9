import { describe, expect, it } from 'vitest';
import { clearMagicLinkMarker, emailKey, isMagicLinkAccount, recordNoPasswordAnswer } from './magicLinkLock';
import { STORAGE_KEYS, createMemoryStorage } from './storage';

describe('magic-link account lock', () => {
  it('hashes e-mails case- and space-insensitively without storing them', () => {
    expect(emailKey(' Rosa@Example.org ')).toBe(emailKey('rosa@example.org'));
    expect(emailKey('rosa@example.org')).not.toBe(emailKey('rosb@example.org'));
    expect(emailKey('rosa@example.org')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('locks the account after the third No password set answer and clears credentials', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authToken]: 'a.b.c', [STORAGE_KEYS.authUser]: '{}' });
    expect(recordNoPasswordAnswer('rosa@example.org', storage)).toBe(false);
    expect(recordNoPasswordAnswer('ROSA@example.org', storage)).toBe(false);
    expect(isMagicLinkAccount('rosa@example.org', storage)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe('a.b.c');
    expect(recordNoPasswordAnswer('rosa@example.org', storage)).toBe(true);
    expect(isMagicLinkAccount('rosa@example.org', storage)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(JSON.stringify(storage.getItem(STORAGE_KEYS.magicLinkAccounts))).not.toContain('rosa');
  });

  it('counts per account', () => {
    const storage = createMemoryStorage();
    recordNoPasswordAnswer('a@example.org', storage);
    recordNoPasswordAnswer('a@example.org', storage);
    expect(recordNoPasswordAnswer('b@example.org', storage)).toBe(false);
    expect(isMagicLinkAccount('b@example.org', storage)).toBe(false);
  });

  it('clearMagicLinkMarker lifts the lock', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < 3; i += 1) recordNoPasswordAnswer('a@example.org', storage);
    clearMagicLinkMarker('a@example.org', storage);
    expect(isMagicLinkAccount('a@example.org', storage)).toBe(false);
  });
});
