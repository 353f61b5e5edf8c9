import { afterEach, describe, expect, it, vi } from 'vitest';
import { banNoticeOf, banNoticeOfErrors, clearBanNotice, fetchBanNotice, getBanNotice, showBanNotice } from './banNotice';

afterEach(() => {
  clearBanNotice();
  vi.unstubAllGlobals();
});

const message = 'Your account is suspended until 2026-11-26 18:30 UTC. Reason: Spam links';

describe('ban notice', () => {
  it('reads a BANNED GraphQL error (message and extensions) and ignores other errors', () => {
    expect(banNoticeOfErrors([{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }])).toBeNull();
    expect(banNoticeOfErrors([{ message, extensions: { code: 'BANNED', bannedUntil: '2026-11-26T18:30:00.000Z', permanent: false } }])).toEqual({
      message,
      bannedUntil: '2026-11-26T18:30:00.000Z',
      permanent: false,
      appealUrl: null,
    });
  });

  it('reads the REST answer of a banned token', async () => {
    expect(banNoticeOf({ error: 'BANNED', message: 'Your account is permanently suspended. Reason: Threats', permanent: true, bannedUntil: null })).toMatchObject({ permanent: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'BANNED', message, bannedUntil: null, permanent: false }), { status: 403 })));
    expect((await fetchBanNotice('token'))?.message).toBe(message);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'UNAUTHENTICATED', message: 'Authentication required' }), { status: 401 })));
    expect(await fetchBanNotice('token')).toBeNull();
  });

  it('is kept until cleared', () => {
    showBanNotice({ message, bannedUntil: null, permanent: false, appealUrl: null });
    expect(getBanNotice()?.message).toBe(message);
    clearBanNotice();
    expect(getBanNotice()).toBeNull();
  });
});
