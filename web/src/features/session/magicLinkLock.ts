// Spec §8: a 'No password set' answer to a password login is counted; after 3 the stored
// credentials are cleared, the account is marked as a magic-link account on this device,
// and further password logins for it are refused without asking the server.
// Accounts are remembered by a hash of the normalised e-mail, never the address itself.
import { STORAGE_KEYS, clearStoredCredentials, getStorage, readJson, writeJson, type KeyValueStorage } from './storage';

export const NO_PASSWORD_LIMIT = 3;
export const NO_PASSWORD_MESSAGE = 'No password set';
export const MAGIC_LINK_ACCOUNT_MESSAGE = 'Magic link account - use magic link authentication instead';

/** Two 32-bit FNV-1a passes with different offsets, as 16 hex characters. Not a secret. */
export function emailKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  const fnv = (offset: number) => {
    let hash = offset >>> 0;
    for (let i = 0; i < normalised.length; i += 1) {
      hash ^= normalised.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
}

function readMap(key: string, storage: KeyValueStorage): Record<string, number> {
  const value = readJson<unknown>(key, storage);
  return value != null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
}

export function isMagicLinkAccount(email: string, storage: KeyValueStorage = getStorage()): boolean {
  return readMap(STORAGE_KEYS.magicLinkAccounts, storage)[emailKey(email)] != null;
}

/**
 * Counts one 'No password set' answer for this e-mail. Returns true when the limit is
 * reached: the account is then marked magic-link and stored credentials are cleared.
 */
export function recordNoPasswordAnswer(email: string, storage: KeyValueStorage = getStorage(), now: number = Date.now()): boolean {
  const key = emailKey(email);
  const counts = readMap(STORAGE_KEYS.noPasswordAnswers, storage);
  const count = (counts[key] ?? 0) + 1;
  if (count >= NO_PASSWORD_LIMIT) {
    delete counts[key];
    writeJson(STORAGE_KEYS.noPasswordAnswers, counts, storage);
    const accounts = readMap(STORAGE_KEYS.magicLinkAccounts, storage);
    accounts[key] = now;
    writeJson(STORAGE_KEYS.magicLinkAccounts, accounts, storage);
    clearStoredCredentials(storage);
    return true;
  }
  counts[key] = count;
  writeJson(STORAGE_KEYS.noPasswordAnswers, counts, storage);
  return false;
}

/** Forgets the counter and the marker, e.g. once the account has set up a password. */
export function clearMagicLinkMarker(email: string, storage: KeyValueStorage = getStorage()): void {
  const key = emailKey(email);
  for (const mapKey of [STORAGE_KEYS.noPasswordAnswers, STORAGE_KEYS.magicLinkAccounts]) {
    const map = readMap(mapKey, storage);
    if (key in map) {
      delete map[key];
      writeJson(mapKey, map, storage);
    }
  }
}
