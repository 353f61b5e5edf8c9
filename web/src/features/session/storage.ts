// Everything the web client keeps in the browser's local storage (spec §3 "Local storage"):
// the auth token, the auth user, the onboardingComplete flag, the search history and the
// log of critical auth events. Access goes through this module so keys live in one place
// and a browser that refuses storage (private mode, disabled cookies) falls back to memory.

export const STORAGE_KEYS = {
  authToken: 'wc.authToken',
  authUser: 'wc.authUser',
  onboardingComplete: 'wc.onboardingComplete',
  searchHistory: 'wc.searchHistory',
  authEvents: 'wc.authEvents',
  magicLinkAccounts: 'wc.magicLinkAccounts',
  noPasswordAnswers: 'wc.noPasswordAnswers',
  /** The analytics choice made on this device before signing in: 'granted' or 'denied' (features/analytics). */
  analyticsConsent: 'wc.analyticsConsent',
  /** The random id that groups this device's analytics events (spec §3 'a session id for analytics'). */
  analyticsSessionId: 'wc.analyticsSessionId',
} as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => (map.has(key) ? (map.get(key) as string) : null),
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

let fallback: KeyValueStorage | null = null;
let override: KeyValueStorage | null = null;

/** window.localStorage if it accepts a write, else null; tried once (each try writes to disk). */
let browserStorage: KeyValueStorage | null | undefined;

function probeBrowserStorage(): KeyValueStorage | null {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__wc_probe__';
      window.localStorage.setItem(probe, '1');
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // Storage is blocked; use memory.
  }
  return null;
}

/** The storage in use: window.localStorage when it works, otherwise an in-memory map. */
export function getStorage(): KeyValueStorage {
  if (override) return override;
  if (browserStorage === undefined) browserStorage = probeBrowserStorage();
  if (browserStorage) return browserStorage;
  fallback ??= createMemoryStorage();
  return fallback;
}

/** For unit tests: route all reads and writes to the given storage (null restores the default). */
export function setStorageForTests(storage: KeyValueStorage | null): void {
  override = storage;
}

function safeGet(key: string, storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function safeSet(key: string, value: string, storage: KeyValueStorage): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the value simply is not remembered.
  }
}
function safeRemove(key: string, storage: KeyValueStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}

export function readJson<T>(key: string, storage: KeyValueStorage = getStorage()): T | null {
  const raw = safeGet(key, storage);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValueStorage = getStorage()): void {
  safeSet(key, JSON.stringify(value), storage);
}

/** The user as remembered between visits; refreshed from the server's `viewer`. */
export interface StoredUser {
  id: string;
  userId: number;
  username: string | null;
  displayName: string;
  role: 'MEMBER' | 'ADMIN' | 'GODMIN';
  email: string | null;
  emailVerified: boolean | null;
  hasPassword: boolean | null;
  avatarColor: string;
  onboardingComplete: boolean | null;
}

export function isStoredUser(value: unknown): value is StoredUser {
  if (value == null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.userId === 'number' &&
    (v.username === null || typeof v.username === 'string') &&
    typeof v.displayName === 'string' &&
    (v.role === 'MEMBER' || v.role === 'ADMIN' || v.role === 'GODMIN')
  );
}

export function getStoredToken(storage: KeyValueStorage = getStorage()): string | null {
  const token = safeGet(STORAGE_KEYS.authToken, storage);
  return token && token.trim() !== '' ? token : null;
}

export function setStoredToken(token: string, storage: KeyValueStorage = getStorage()): void {
  safeSet(STORAGE_KEYS.authToken, token, storage);
}

/** The stored user, or null when absent or unreadable (a corrupt entry is removed). */
export function getStoredUser(storage: KeyValueStorage = getStorage()): StoredUser | null {
  const raw = safeGet(STORAGE_KEYS.authUser, storage);
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) return parsed;
  } catch {
    // fall through
  }
  safeRemove(STORAGE_KEYS.authUser, storage);
  return null;
}

export function setStoredUser(user: StoredUser, storage: KeyValueStorage = getStorage()): void {
  writeJson(STORAGE_KEYS.authUser, user, storage);
  if (user.onboardingComplete != null) setOnboardingComplete(user.onboardingComplete, storage);
}

export function getOnboardingComplete(storage: KeyValueStorage = getStorage()): boolean {
  return safeGet(STORAGE_KEYS.onboardingComplete, storage) === 'true';
}

export function setOnboardingComplete(value: boolean, storage: KeyValueStorage = getStorage()): void {
  safeSet(STORAGE_KEYS.onboardingComplete, value ? 'true' : 'false', storage);
}

/** Removes the token and the user (what "stored credentials" means on this device). */
export function clearStoredCredentials(storage: KeyValueStorage = getStorage()): void {
  safeRemove(STORAGE_KEYS.authToken, storage);
  safeRemove(STORAGE_KEYS.authUser, storage);
}

/**
 * Logout clears everything tied to the person: credentials, onboarding flag, search history
 * and the analytics session id (a shared or seized device should not reveal what was searched). The auth event
 * log holds no personal data and stays for troubleshooting, and the magic-link markers
 * hold only hashes, so the next password attempt is still refused for those accounts.
 */
export function clearSessionData(storage: KeyValueStorage = getStorage()): void {
  clearStoredCredentials(storage);
  safeRemove(STORAGE_KEYS.onboardingComplete, storage);
  safeRemove(STORAGE_KEYS.searchHistory, storage);
  // A fresh analytics session for whoever uses the device next: their events are not grouped with these.
  safeRemove(STORAGE_KEYS.analyticsSessionId, storage);
}
