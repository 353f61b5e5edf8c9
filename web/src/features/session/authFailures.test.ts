import { describe, expect, it } from 'vitest';
import { AuthFailureTracker, CircuitBreaker } from './authFailures';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after 3 consecutive failures', () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker(3, 60_000, clock.now);
    expect(breaker.recordFailure()).toBe(false);
    expect(breaker.recordFailure()).toBe(false);
    expect(breaker.isOpen()).toBe(false);
    expect(breaker.recordFailure()).toBe(true);
    expect(breaker.isOpen()).toBe(true);
    expect(breaker.recordFailure()).toBe(false);
  });

  it('a success resets the count and closes it', () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker(3, 60_000, clock.now);
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    expect(breaker.isOpen()).toBe(false);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.isOpen()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.isOpen()).toBe(false);
    expect(breaker.failures).toBe(0);
  });

  it('closes by itself after 60 seconds', () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker(3, 60_000, clock.now);
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordFailure();
    clock.advance(59_999);
    expect(breaker.isOpen()).toBe(true);
    clock.advance(1);
    expect(breaker.isOpen()).toBe(false);
    expect(breaker.failures).toBe(0);
  });
});

describe('AuthFailureTracker', () => {
  it('clears the token on a failure outside the grace period', () => {
    const clock = fakeClock();
    const tracker = new AuthFailureTracker(clock.now, 5_000);
    expect(tracker.recordFailure()).toMatchObject({ clearToken: true, withinGracePeriod: false });
  });

  it('keeps the token during the 5 s grace period after login', () => {
    const clock = fakeClock();
    const tracker = new AuthFailureTracker(clock.now, 5_000);
    tracker.markLogin();
    clock.advance(4_000);
    expect(tracker.recordFailure()).toMatchObject({ clearToken: false, withinGracePeriod: true });
    clock.advance(1_000);
    expect(tracker.recordFailure()).toMatchObject({ clearToken: true, withinGracePeriod: false });
  });

  it('clears the token in the grace period once the breaker opens', () => {
    const clock = fakeClock();
    const tracker = new AuthFailureTracker(clock.now, 5_000);
    tracker.markLogin();
    expect(tracker.recordFailure().clearToken).toBe(false);
    expect(tracker.recordFailure().clearToken).toBe(false);
    expect(tracker.recordFailure()).toMatchObject({ clearToken: true, breakerOpen: true, breakerJustOpened: true });
  });

  it('login closes an open breaker', () => {
    const clock = fakeClock();
    const tracker = new AuthFailureTracker(clock.now, 5_000);
    tracker.recordFailure();
    tracker.recordFailure();
    tracker.recordFailure();
    expect(tracker.isBreakerOpen()).toBe(true);
    tracker.markLogin();
    expect(tracker.isBreakerOpen()).toBe(false);
  });
});
