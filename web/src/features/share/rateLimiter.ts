// The client's own brake on repeated share actions (content spec §5, §9): 10 actions per 60 s
// per key by default; the times of a key are forgotten once older than an hour.

export const RATE_LIMIT_MAX = 10;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const RATE_LIMIT_FORGET_MS = 60 * 60_000;

export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export function rateLimitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before trying again.`;
}

export interface RateLimiter {
  /** Counts the action when allowed; refuses with the wait when the key used up its window. */
  attempt(key: string): RateCheck;
  /** How many keys still hold times (for tests of the clean-up). */
  size(): number;
}

export function createRateLimiter({
  max = RATE_LIMIT_MAX,
  windowMs = RATE_LIMIT_WINDOW_MS,
  forgetMs = RATE_LIMIT_FORGET_MS,
  now = () => Date.now(),
}: { max?: number; windowMs?: number; forgetMs?: number; now?: () => number } = {}): RateLimiter {
  const times = new Map<string, number[]>();
  function forgetOld(at: number): void {
    for (const [key, list] of times) {
      const kept = list.filter((t) => at - t < forgetMs);
      if (kept.length === 0) times.delete(key);
      else if (kept.length !== list.length) times.set(key, kept);
    }
  }
  return {
    attempt(key) {
      const at = now();
      forgetOld(at);
      const recent = (times.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((recent[0] + windowMs - at) / 1000));
        return { allowed: false, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
      }
      times.set(key, [...(times.get(key) ?? []), at]);
      return { allowed: true };
    },
    size: () => times.size,
  };
}
