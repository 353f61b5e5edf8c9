import { describe, expect, it } from 'vitest';
import { CLEANUP_INTERVAL_MS, CLEANUP_STORAGE_KEY, claimCleanup, isCleanupDue, readLastCleanup } from './oldNotificationCleanup';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('old-notification cleanup', () => {
  it('is due without a record, after a day, or when the clock went back', () => {
    expect(isCleanupDue(null, 1000)).toBe(true);
    expect(isCleanupDue(0, CLEANUP_INTERVAL_MS - 1)).toBe(false);
    expect(isCleanupDue(0, CLEANUP_INTERVAL_MS)).toBe(true);
    expect(isCleanupDue(5000, 1000)).toBe(true);
    expect(isCleanupDue(Number.NaN, 1000)).toBe(true);
  });

  it('runs at most once a day per browser', () => {
    const storage = memoryStorage();
    const t0 = 1_700_000_000_000;
    expect(claimCleanup(storage, t0).claimed).toBe(true);
    expect(readLastCleanup(storage)).toBe(t0);
    expect(claimCleanup(storage, t0 + 60_000).claimed).toBe(false);
    expect(claimCleanup(storage, t0 + CLEANUP_INTERVAL_MS - 1).claimed).toBe(false);
    expect(claimCleanup(storage, t0 + CLEANUP_INTERVAL_MS).claimed).toBe(true);
  });

  it('gives the claim back when the call failed, so the next load tries again', () => {
    const storage = memoryStorage({ [CLEANUP_STORAGE_KEY]: '100' });
    const claim = claimCleanup(storage, 100 + CLEANUP_INTERVAL_MS);
    expect(claim.claimed).toBe(true);
    claim.release();
    expect(readLastCleanup(storage)).toBe(100);
    const fresh = memoryStorage();
    claimCleanup(fresh, 5).release();
    expect(fresh.map.has(CLEANUP_STORAGE_KEY)).toBe(false);
  });

  it('treats an unreadable record as no record', () => {
    expect(readLastCleanup(memoryStorage({ [CLEANUP_STORAGE_KEY]: 'garbage' }))).toBeNull();
    expect(readLastCleanup(null)).toBeNull();
  });
});
