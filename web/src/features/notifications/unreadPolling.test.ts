import { describe, expect, it } from 'vitest';
import {
  UNREAD_ACTIVE_WINDOW_MS,
  UNREAD_POLL_ACTIVE_MS,
  UNREAD_POLL_BASE_MS,
  UNREAD_POLL_HIDDEN_MS,
  UNREAD_POLL_MOBILE_MS,
  isCountsFresh,
  nextPollDelayMs,
  shouldPoll,
  unreadPollIntervalMs,
} from './unreadPolling';

const now = 10_000_000;

describe('unread polling interval', () => {
  it('uses the spec figures: base 5 min, active 3 min, mobile 10 min, hidden 15 min', () => {
    expect(UNREAD_POLL_BASE_MS).toBe(300_000);
    expect(UNREAD_POLL_ACTIVE_MS).toBe(180_000);
    expect(UNREAD_POLL_MOBILE_MS).toBe(600_000);
    expect(UNREAD_POLL_HIDDEN_MS).toBe(900_000);
  });

  it('picks hidden over mobile over active over base', () => {
    const recent = now - 1000;
    expect(unreadPollIntervalMs({ hidden: true, mobile: true, lastInteractionAt: recent, now })).toBe(UNREAD_POLL_HIDDEN_MS);
    expect(unreadPollIntervalMs({ hidden: false, mobile: true, lastInteractionAt: recent, now })).toBe(UNREAD_POLL_MOBILE_MS);
    expect(unreadPollIntervalMs({ hidden: false, mobile: false, lastInteractionAt: recent, now })).toBe(UNREAD_POLL_ACTIVE_MS);
    expect(unreadPollIntervalMs({ hidden: false, mobile: false, lastInteractionAt: null, now })).toBe(UNREAD_POLL_BASE_MS);
  });

  it('counts the member as active only within the activity window', () => {
    const at = (ago: number) => unreadPollIntervalMs({ hidden: false, mobile: false, lastInteractionAt: now - ago, now });
    expect(at(UNREAD_ACTIVE_WINDOW_MS)).toBe(UNREAD_POLL_ACTIVE_MS);
    expect(at(UNREAD_ACTIVE_WINDOW_MS + 1)).toBe(UNREAD_POLL_BASE_MS);
  });

  it('waits the rest of the interval since the last poll', () => {
    expect(nextPollDelayMs(now - 60_000, UNREAD_POLL_BASE_MS, now)).toBe(240_000);
    expect(nextPollDelayMs(now - 999_999, UNREAD_POLL_BASE_MS, now)).toBe(0);
  });
});

describe('when to poll', () => {
  it('polls only signed-in members while live updates are not flowing', () => {
    expect(shouldPoll({ authenticated: true, live: false, consecutiveErrors: 0 })).toBe(true);
    expect(shouldPoll({ authenticated: true, live: true, consecutiveErrors: 0 })).toBe(false);
    expect(shouldPoll({ authenticated: false, live: false, consecutiveErrors: 0 })).toBe(false);
  });

  it('stops after 3 consecutive errors', () => {
    expect(shouldPoll({ authenticated: true, live: false, consecutiveErrors: 2 })).toBe(true);
    expect(shouldPoll({ authenticated: true, live: false, consecutiveErrors: 3 })).toBe(false);
    expect(shouldPoll({ authenticated: true, live: false, consecutiveErrors: 4 })).toBe(false);
  });

  it('reuses an answer for 30 s', () => {
    expect(isCountsFresh(null, now)).toBe(false);
    expect(isCountsFresh(now - 29_999, now)).toBe(true);
    expect(isCountsFresh(now - 30_000, now)).toBe(false);
  });
});
