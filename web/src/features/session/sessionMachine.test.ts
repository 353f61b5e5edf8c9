import { describe, expect, it } from 'vitest';
import { initialSessionState, isSessionPending, sessionReducer, type SessionEvent, type SessionState } from './sessionMachine';
import type { StoredUser } from './storage';

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
  onboardingComplete: null,
};

const run = (events: SessionEvent[], from: SessionState = initialSessionState) => events.reduce(sessionReducer, from);

describe('sessionReducer', () => {
  it('starts anonymous without a stored session', () => {
    const state = run([{ type: 'INIT' }, { type: 'NO_STORED_SESSION' }]);
    expect(state.status).toBe('anonymous');
  });

  it('goes through checking and validating to authenticated with a valid token', () => {
    let state = run([{ type: 'INIT' }]);
    expect(state.status).toBe('checking_stored_session');
    state = sessionReducer(state, { type: 'STORED_TOKEN_FOUND', token: 't' });
    expect(state.status).toBe('validating_token');
    state = sessionReducer(state, { type: 'TOKEN_VALID', token: 't', user, expiresAt: 5 });
    expect(state).toEqual({ status: 'authenticated', token: 't', user, expiresAt: 5, reason: null });
  });

  it('an expired token passes through session_expired to anonymous', () => {
    const expired = run([{ type: 'INIT' }, { type: 'STORED_TOKEN_FOUND', token: 't' }, { type: 'TOKEN_EXPIRED' }]);
    expect(expired.status).toBe('session_expired');
    expect(expired.token).toBeNull();
    const settled = sessionReducer(expired, { type: 'EXPIRY_SETTLED' });
    expect(settled).toMatchObject({ status: 'anonymous', reason: 'expired' });
  });

  it('an invalid token ends anonymous', () => {
    const state = run([{ type: 'INIT' }, { type: 'STORED_TOKEN_FOUND', token: 't' }, { type: 'TOKEN_INVALID', reason: 'malformed' }]);
    expect(state).toMatchObject({ status: 'anonymous', token: null, reason: 'malformed' });
  });

  it('an error goes auth_error, recovering, anonymous', () => {
    let state = run([{ type: 'INIT' }, { type: 'ERROR', reason: 'storage' }]);
    expect(state.status).toBe('auth_error');
    state = sessionReducer(state, { type: 'RECOVER' });
    expect(state.status).toBe('recovering');
    state = sessionReducer(state, { type: 'RECOVERED' });
    expect(state.status).toBe('anonymous');
  });

  it('login succeeds from anonymous; logout and a remote reset sign out', () => {
    const anonymous = run([{ type: 'INIT' }, { type: 'NO_STORED_SESSION' }]);
    const authed = sessionReducer(anonymous, { type: 'LOGIN_SUCCESS', token: 't', user, expiresAt: 9 });
    expect(authed.status).toBe('authenticated');
    expect(sessionReducer(authed, { type: 'LOGOUT' })).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(sessionReducer(authed, { type: 'REMOTE_RESET' })).toMatchObject({ status: 'anonymous', reason: 'remote_logout' });
  });

  it('updates the user only while authenticated', () => {
    const authed = run([{ type: 'LOGIN_SUCCESS', token: 't', user, expiresAt: 9 }]);
    const renamed = { ...user, username: 'rosa_p' };
    expect(sessionReducer(authed, { type: 'USER_UPDATED', user: renamed }).user).toEqual(renamed);
    const anonymous = run([{ type: 'LOGOUT' }]);
    expect(sessionReducer(anonymous, { type: 'USER_UPDATED', user: renamed }).user).toBeNull();
  });

  it('ignores events that do not apply to the current state', () => {
    const anonymous = run([{ type: 'INIT' }, { type: 'NO_STORED_SESSION' }]);
    expect(sessionReducer(anonymous, { type: 'TOKEN_VALID', token: 't', user, expiresAt: 1 })).toBe(anonymous);
    expect(sessionReducer(anonymous, { type: 'EXPIRY_SETTLED' })).toBe(anonymous);
    expect(sessionReducer(anonymous, { type: 'INIT' })).toBe(anonymous);
  });
});

describe('isSessionPending', () => {
  it('is true until the session settles', () => {
    expect(isSessionPending('uninitialized')).toBe(true);
    expect(isSessionPending('validating_token')).toBe(true);
    expect(isSessionPending('recovering')).toBe(true);
    expect(isSessionPending('authenticated')).toBe(false);
    expect(isSessionPending('anonymous')).toBe(false);
  });
});
