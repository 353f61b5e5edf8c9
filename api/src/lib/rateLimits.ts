// Rate limits with rate-limiter-flexible: in memory, or in Redis when REDIS_URL is set so
// every instance shares the same counters.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { DomainError, messages } from './errors.ts';

// Logins follow rate-limiter-flexible's login endpoint protection: only failures count, and a
// limit reached refuses further attempts (right password or not) for `blockDuration` seconds.
const definitions = {
  /** Consecutive failed logins for one account from one address (a success resets them): stops guessing there, not the owner elsewhere. */
  loginFailuresByEmailAndIp: { points: 5, duration: 24 * 60 * 60, blockDuration: 15 * 60 },
  /** Failed logins for one account from every address together: guesses spread over many addresses. */
  loginFailuresByEmail: { points: 50, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Failed logins from one address for any accounts: slow guessing over many accounts. Successes do not count. */
  loginFailuresByIp: { points: 100, duration: 24 * 60 * 60, blockDuration: 24 * 60 * 60 },
  /** Magic-link, reset and setup emails: per address and purpose, counted even for unknown emails. */
  emailRequestsByEmail: { points: 3, duration: 15 * 60 },
  emailRequestsByIp: { points: 100, duration: 15 * 60 },
  registrationsByIp: { points: 100, duration: 60 * 60 },
  /**
   * Unsubscribe links that were not valid, from one address (domain/settings/unsubscribe.ts): valid
   * ones are not counted, as one mail provider's servers post the one-click unsubscribes of many members.
   */
  unsubscribeFailuresByIp: { points: 30, duration: 60 * 60 },
  postsByUser: { points: 5, duration: 10 * 60, message: "You're posting too quickly. Please wait a moment before creating another post." },
  commentsByUser: { points: 20, duration: 5 * 60, message: "You're commenting too quickly. Please wait a moment before posting another comment." },
  votesByUser: { points: 300, duration: 10 * 60, message: "You're voting too quickly. Please wait a moment and try again." },
  /** Anonymous daily poll votes from one address (devices behind it share the allowance). */
  anonPollVotesByIp: { points: 30, duration: 24 * 60 * 60, message: 'Too many votes from this network today. Sign in to vote.' },
  messagesByUser: { points: 30, duration: 60, message: 'You are sending messages too quickly. Please wait a moment.' },
  /**
   * Members in their first week or with a trust score under 400 (domain/moderation/trust.ts):
   * the 10-minute post allowance and the 1-minute message allowance stretch to an hour (counted
   * after the limits above).
   */
  postsByRestrictedUser: { points: 5, duration: 60 * 60, message: 'New and low-trust accounts can create 5 posts an hour. Please wait a while before creating another post.' },
  messagesByRestrictedUser: { points: 30, duration: 60 * 60, message: 'New and low-trust accounts can send 30 messages an hour. Please wait a while before sending another.' },
  /** User reports filed by one member (a repeat report on the same person answers the open one). */
  reportsByUser: { points: 10, duration: 60 * 60, message: "You're reporting members too quickly. Please wait a while before filing another report." },
  /** Content flags filed by one member, as reports are limited (a repeat flag of one item counts too). */
  flagsByUser: { points: 20, duration: 60 * 60, message: "You're flagging content too quickly. Please wait a while before flagging more." },
  communitiesByUser: { points: 5, duration: 60 * 60, message: "You're creating communities too quickly. Please wait a while before creating another one." },
  /**
   * Analytics writes (share events, track-share, page views, web vitals) per member, or per
   * address for guests and beacons: a client batches 10 events or 30 s, so this is ample.
   */
  analyticsByClient: {
    points: 60,
    duration: 60,
    message: (seconds: number) => `Too many analytics requests. Please wait ${seconds} seconds before trying again.`,
  },
  performanceReportsByUser: {
    points: 20,
    duration: 60 * 60,
    message: (seconds: number) => `You're reporting performance too quickly. Please wait ${seconds} seconds before trying again.`,
  },
  /** Every request and subscribe made with one personal access token (domain/accessTokens/requestRules.ts). */
  requestsByAccessToken: {
    points: 120,
    duration: 60,
    message: (seconds: number) => `Too many requests with this access token. Please wait ${seconds} seconds before trying again.`,
  },
} as const satisfies Record<string, { points: number; duration: number; blockDuration?: number; message?: string | ((seconds: number) => string) }>;

export type LimitName = keyof typeof definitions;

export interface RateLimits {
  /** Counts one event; throws RATE_LIMITED when the limit is exceeded. The event that uses up a limit with a `blockDuration` starts the block. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws RATE_LIMITED when the limit is already used up, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

export function createRateLimits(redis?: Redis, prefix = ''): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(definitions).map(([name, def]) => [
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}rl:${name}`, points: def.points, duration: def.duration })
        : new RateLimiterMemory({ keyPrefix: name, points: def.points, duration: def.duration }),
    ]),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  const limited = (name: LimitName, res: RateLimiterRes) => {
    const def = definitions[name] as { message?: string | ((seconds: number) => string) };
    const seconds = Math.ceil(res.msBeforeNext / 1000);
    const message = typeof def.message === 'function' ? def.message(seconds) : (def.message ?? messages.tooManyAttempts(res.msBeforeNext / 1000));
    return new DomainError('RATE_LIMITED', message, { retryAfterSeconds: seconds });
  };

  return {
    async consume(name, key) {
      let res: RateLimiterRes;
      try {
        res = await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(name, error);
        throw error;
      }
      const { blockDuration } = definitions[name] as { blockDuration?: number };
      if (blockDuration && res.remainingPoints === 0) await limiters[name].block(key, blockDuration);
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.remainingPoints <= 0 && res.consumedPoints >= definitions[name].points) throw limited(name, res);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
