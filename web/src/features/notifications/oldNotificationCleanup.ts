// Old-notification cleanup (spec §9): notifications older than 30 days are deleted at most
// once a day per browser, 5 s after the page loads. The last run is kept in local storage.

export const CLEANUP_STORAGE_KEY = 'wc.notificationsCleanupAt';
export const CLEANUP_DELAY_MS = 5000;
export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_DAYS = 30;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True when no run is recorded, the record is unreadable, a day has passed, or the clock went back. */
export function isCleanupDue(lastRunAt: number | null, now: number): boolean {
  if (lastRunAt == null || !Number.isFinite(lastRunAt)) return true;
  if (lastRunAt > now) return true;
  return now - lastRunAt >= CLEANUP_INTERVAL_MS;
}

export function readLastCleanup(storage: StorageLike | null): number | null {
  try {
    const raw = storage?.getItem(CLEANUP_STORAGE_KEY);
    if (raw == null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Claims today's run: returns false if one already happened within a day. The claim is
 * written before the call goes out, so two tabs opened together do not both run it;
 * `release` puts the previous value back when the call failed.
 */
export function claimCleanup(storage: StorageLike | null, now: number): { claimed: boolean; release: () => void } {
  const previous = readLastCleanup(storage);
  if (!isCleanupDue(previous, now)) return { claimed: false, release: () => undefined };
  try {
    storage?.setItem(CLEANUP_STORAGE_KEY, String(now));
  } catch {
    // Storage full or blocked: run anyway, it is harmless.
  }
  return {
    claimed: true,
    release: () => {
      try {
        if (previous == null) storage?.removeItem(CLEANUP_STORAGE_KEY);
        else storage?.setItem(CLEANUP_STORAGE_KEY, String(previous));
      } catch {
        // ignore
      }
    },
  };
}
