import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitMessage } from './rateLimiter';

describe('createRateLimiter', () => {
  it('allows 10 actions per 60 s per key, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ now: () => now });
    for (let i = 0; i < 10; i += 1) {
      expect(limiter.attempt('card:1').allowed).toBe(true);
      now += 1000;
    }
    const refused = limiter.attempt('card:1');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50, message: 'Please wait 50 seconds before trying again.' });
    expect(limiter.attempt('card:2').allowed).toBe(true);
    now = 1_000_000 + 60_000;
    expect(limiter.attempt('card:1').allowed).toBe(true);
  });

  it('does not count refused attempts', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: () => now });
    expect(limiter.attempt('k').allowed).toBe(true);
    now = 5000;
    expect(limiter.attempt('k').allowed).toBe(false);
    now = 10_000;
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  it('forgets keys whose actions are older than an hour', () => {
    let now = 0;
    const limiter = createRateLimiter({ now: () => now });
    limiter.attempt('a');
    limiter.attempt('b');
    expect(limiter.size()).toBe(2);
    now = 60 * 60_000 - 1;
    limiter.attempt('b');
    expect(limiter.size()).toBe(2);
    now = 60 * 60_000;
    limiter.attempt('c');
    expect(limiter.size()).toBe(2);
  });

  it('words the wait', () => {
    expect(rateLimitMessage(7)).toBe('Please wait 7 seconds before trying again.');
  });
});
