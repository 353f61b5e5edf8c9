import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from './storage';

const fetchViewer = vi.fn<() => Promise<StoredUser | null>>();
const resetRelayEnvironment = vi.fn();
const showToast = vi.fn();
// How often the viewer query's code was loaded (since the last load()), and whether it fails to (offline).
const viewerQueryCode = { loads: 0, unavailable: false };
vi.mock('../../relay/environment', () => ({ resetRelayEnvironment: () => resetRelayEnvironment() }));
vi.mock('../../ui/toastStore', () => ({ showToast: (...args: unknown[]) => showToast(...args) }));

const NOW = Date.UTC(2025, 5, 1, 12);
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

function b64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function token(expInMs: number, iatAgoMs = 60_000): string {
  const payload = { userId: 1, email: 'rosa@example.org', role: 'member', type: 'auth', iat: Math.floor((NOW - iatAgoMs) / 1000), exp: Math.floor((NOW + expInMs) / 1000) };
  return `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
}

async function load(initial: Record<string, string> = {}) {
  vi.resetModules();
  vi.doMock('./revalidateSession', () => {
    viewerQueryCode.loads += 1;
    if (viewerQueryCode.unavailable) throw new Error('Failed to fetch dynamically imported module');
    return { fetchViewer: () => fetchViewer() };
  });
  const storageModule = await import('./storage');
  const storage = storageModule.createMemoryStorage(initial);
  storageModule.setStorageForTests(storage);
  const store = await import('./sessionStore');
  const events = await import('./authEvents');
  return { store, storage, keys: storageModule.STORAGE_KEYS, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  fetchViewer.mockReset();
  viewerQueryCode.loads = 0;
  viewerQueryCode.unavailable = false;
  resetRelayEnvironment.mockReset();
  showToast.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session start-up', () => {
  it('is anonymous without a stored token', async () => {
    const { store } = await load();
    store.startSession();
    expect(store.getSessionState().status).toBe('anonymous');
  });

  it('is authenticated with a valid token and stored user', async () => {
    const { store, keys } = await load({ 'wc.authToken': token(10 * 60 * 60 * 1000), 'wc.authUser': JSON.stringify(user) });
    expect(keys.authToken).toBe('wc.authToken');
    store.startSession();
    expect(store.getSessionState()).toMatchObject({ status: 'authenticated', user });
    expect(resetRelayEnvironment).toHaveBeenCalledTimes(1);
    expect(fetchViewer).not.toHaveBeenCalled();
  });

  it('an expired token shows session_expired, then anonymous after 2 s, and is cleared', async () => {
    const { store, storage } = await load({ 'wc.authToken': token(-1000), 'wc.authUser': JSON.stringify(user) });
    store.startSession();
    expect(store.getSessionState().status).toBe('session_expired');
    expect(storage.getItem('wc.authToken')).toBeNull();
    expect(showToast).toHaveBeenCalledWith(store.SESSION_EXPIRED_MESSAGE, 'info');
    vi.advanceTimersByTime(2000);
    expect(store.getSessionState().status).toBe('anonymous');
  });

  it('a malformed token is cleared and the session is anonymous', async () => {
    const { store, storage } = await load({ 'wc.authToken': 'garbage', 'wc.authUser': JSON.stringify(user) });
    store.startSession();
    expect(store.getSessionState().status).toBe('anonymous');
    expect(storage.getItem('wc.authToken')).toBeNull();
    expect(storage.getItem('wc.authUser')).toBeNull();
  });

  it('revalidates in the background when under 15 minutes remain and replaces a changed user', async () => {
    fetchViewer.mockResolvedValueOnce({ ...user, displayName: 'Rosa P.' });
    const { store, storage } = await load({ 'wc.authToken': token(10 * 60 * 1000), 'wc.authUser': JSON.stringify(user) });
    store.startSession();
    expect(store.getSessionState().status).toBe('authenticated');
    await vi.waitFor(() => expect(store.getSessionState().user?.displayName).toBe('Rosa P.'));
    expect(fetchViewer).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem('wc.authUser') ?? '{}').displayName).toBe('Rosa P.');
  });

  it('schedules the revalidation 15 minutes before expiry, and expires at the margin', async () => {
    fetchViewer.mockResolvedValue(user);
    const { store } = await load({ 'wc.authToken': token(60 * 60 * 1000), 'wc.authUser': JSON.stringify(user) });
    store.startSession();
    await vi.advanceTimersByTimeAsync(45 * 60 * 1000 - 1);
    expect(fetchViewer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchViewer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(14 * 60 * 1000);
    expect(store.getSessionState().status).toBe('session_expired');
  });

  it('asks the server when a valid token has no stored user', async () => {
    fetchViewer.mockResolvedValueOnce(user);
    const { store } = await load({ 'wc.authToken': token(10 * 60 * 60 * 1000) });
    store.startSession();
    expect(store.getSessionState().status).toBe('validating_token');
    await vi.waitFor(() => expect(store.getSessionState().status).toBe('authenticated'));
  });
});

describe("the viewer query's code", () => {
  it('is loaded only when the server is asked: not for a guest, nor at a sign-in', async () => {
    const { store } = await load();
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(viewerQueryCode.loads).toBe(0);
    fetchViewer.mockResolvedValueOnce(user);
    await store.revalidateInBackground();
    expect(viewerQueryCode.loads).toBe(1);
    expect(fetchViewer).toHaveBeenCalledTimes(1);
  });

  it('counts as offline when it cannot load: the session stays, and the next question loads it again', async () => {
    viewerQueryCode.unavailable = true;
    const { store, storage } = await load({ 'wc.authToken': token(10 * 60 * 1000), 'wc.authUser': JSON.stringify(user) });
    const { readAuthEvents } = await import('./authEvents');
    store.startSession();
    await vi.waitFor(() => expect(viewerQueryCode.loads).toBe(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSessionState().status).toBe('authenticated');
    expect(readAuthEvents(storage).map((event) => event.type)).not.toContain('auth_error');

    viewerQueryCode.unavailable = false;
    fetchViewer.mockResolvedValueOnce(user);
    await store.handleSessionRevoked();
    expect(viewerQueryCode.loads).toBe(2);
    expect(fetchViewer).toHaveBeenCalledTimes(1);
    expect(store.getSessionState().status).toBe('authenticated');
  });
});

describe('session actions', () => {
  it('signIn stores the session; signOut clears it and shows the logout message', async () => {
    const { store, storage } = await load({ 'wc.searchHistory': '["wages"]' });
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    expect(store.getSessionState().status).toBe('authenticated');
    expect(storage.getItem('wc.authToken')).not.toBeNull();
    store.signOut();
    expect(store.getSessionState().status).toBe('anonymous');
    expect(storage.getItem('wc.authToken')).toBeNull();
    expect(storage.getItem('wc.searchHistory')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('You have been logged out successfully', 'success');
  });

  it('signIn refuses an answer without token or user', async () => {
    const { store } = await load();
    store.startSession();
    expect(() => store.signIn(null, user)).toThrow(store.UNEXPECTED_LOGIN_RESPONSE);
    expect(() => store.signIn(token(10_000_000), null)).toThrow(store.UNEXPECTED_LOGIN_RESPONSE);
    expect(() => store.signIn('not-a-token', user)).toThrow(store.UNEXPECTED_LOGIN_RESPONSE);
  });

  it('an invalid-token event from the network signs out', async () => {
    const { store, events } = await load();
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    events.emitInvalidToken('HTTP 401');
    expect(store.getSessionState().status).toBe('anonymous');
    // After asking the server whether it was a ban (here it cannot answer).
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith(store.SESSION_ENDED_MESSAGE, 'info'));
  });

  it('a token rejected because of a ban shows the ban notice (end time and reason), not the generic toast', async () => {
    const message = 'Your account is suspended until 2026-11-26 18:30 UTC. Reason: Spam links';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'BANNED', message, bannedUntil: '2026-11-26T18:30:00.000Z', permanent: false }), { status: 403 })));
    try {
      const { store } = await load();
      const notices = await import('./banNotice');
      const events = await import('./authEvents');
      store.startSession();
      store.signIn(token(10 * 60 * 60 * 1000), user);
      events.emitInvalidToken('WebSocket 4403');
      expect(store.getSessionState().status).toBe('anonymous');
      await vi.waitFor(() => expect(notices.getBanNotice()?.message).toBe(message));
      expect(showToast).not.toHaveBeenCalledWith(store.SESSION_ENDED_MESSAGE, 'info');
      notices.clearBanNotice();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sessionRevoked signs out when the server no longer knows the token', async () => {
    fetchViewer.mockResolvedValueOnce(null);
    const { store } = await load();
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    await store.handleSessionRevoked();
    expect(store.getSessionState().status).toBe('anonymous');
    expect(showToast).toHaveBeenCalledWith(store.SESSION_REVOKED_MESSAGE, 'info');
  });

  it('sessionRevoked during a password change waits and keeps the new session', async () => {
    fetchViewer.mockResolvedValueOnce(user);
    const { store } = await load();
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    let finish!: () => void;
    const change = store.withCredentialChange(() => new Promise<void>((resolve) => (finish = resolve)));
    const revoked = store.handleSessionRevoked();
    expect(fetchViewer).not.toHaveBeenCalled();
    store.signIn(token(11 * 60 * 60 * 1000), user);
    finish();
    await change;
    await revoked;
    expect(fetchViewer).toHaveBeenCalledTimes(1);
    expect(store.getSessionState().status).toBe('authenticated');
  });

  it('updateUser ignores another account and unchanged data', async () => {
    const { store } = await load();
    store.startSession();
    store.signIn(token(10 * 60 * 60 * 1000), user);
    const before = store.getSessionState();
    store.updateUser({ ...user });
    expect(store.getSessionState()).toBe(before);
    store.updateUser({ ...user, id: 'other', displayName: 'X' });
    expect(store.getSessionState().user?.displayName).toBe('Rosa');
  });
});
