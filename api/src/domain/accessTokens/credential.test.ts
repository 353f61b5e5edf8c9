import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenLookupHash, isAccessTokenSecret, newAccessTokenSecret, utcDay } from './credential.ts';

describe('access token secrets', () => {
  it('are wct_ and 32 random bytes in base64url, stored as their SHA-256, with 6 random characters shown', () => {
    const { secret, tokenHash, prefix } = newAccessTokenSecret();
    expect(secret).toMatch(/^wct_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(4), 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(prefix).toBe(secret.slice(0, 10));
    expect(newAccessTokenSecret().secret).not.toBe(secret);
  });

  it('looks up only what could be one of ours', () => {
    const { secret, tokenHash } = newAccessTokenSecret();
    expect(isAccessTokenSecret(secret)).toBe(true);
    expect(isAccessTokenSecret('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(accessTokenLookupHash(secret)).toBe(tokenHash);
    expect(accessTokenLookupHash('wct_short')).toBeNull();
    expect(accessTokenLookupHash(`${secret}x`)).toBeNull();
    expect(accessTokenLookupHash(`${secret.slice(0, -1)}=`)).toBeNull();
  });

  it('keeps the UTC day of a moment', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});
