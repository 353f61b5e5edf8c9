// Rate limits with rate-limiter-flexible: in memory, or in Redis when REDIS_URL is set so
// every instance shares the same counters.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { DomainError, messages } from './errors.ts';

const definitions = {
  /** Failed logins for one account from one address: stops guessing, not the real owner elsewhere. */
  loginFailuresByEmailAndIp: { points: 5, duration: 15 * 60 },
  loginAttemptsByIp: { points: 100, duration: 15 * 60 },
  /** Magic-link, reset and setup emails: per address and purpose, counted even for unknown emails. */
  emailRequestsByEmail: { points: 3, duration: 15 * 60 },
  emailRequestsByIp: { points: 100, duration: 15 * 60 },
  registrationsByIp: { points: 100, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof definitions;

export interface RateLimits {
  /** Counts one event; throws RATE_LIMITED when the limit is exceeded. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws RATE_LIMITED when the limit is already used up, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

export function createRateLimits(redis?: Redis): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(definitions).map(([name, def]) => [
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, ...def })
        : new RateLimiterMemory({ keyPrefix: name, ...def }),
    ]),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  const limited = (res: RateLimiterRes) =>
    new DomainError('RATE_LIMITED', messages.tooManyAttempts(res.msBeforeNext / 1000), {
      retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
    });

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(error);
        throw error;
      }
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.remainingPoints <= 0 && res.consumedPoints >= definitions[name].points) throw limited(res);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
