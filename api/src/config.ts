// Environment configuration, parsed and validated once at start-up.
import path from 'node:path';
import { z } from 'zod';
import { parseFeatureFlags, type FeatureFlags } from './lib/featureFlags.ts';
import { parseOrigins } from './lib/cors.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]*$/, 'letters, digits and : . _ - only').default('wc:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Workers Commons <no-reply@workers-commons.local>'),
  SEED_DEMO: bool(true),
  // The job queue (lib/jobs.ts): how long a worker holds a job before another may take it (it
  // is extended while the job runs), how often an idle worker looks for due jobs, the first
  // retry's delay (doubling, with jitter, up to an hour) and how many jobs one instance runs at once.
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  JOB_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1_000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // How many proxies stand in front (X-Forwarded-For entries to trust, from the right); the
  // former yes/no values still work: true/yes/on = one proxy, false/no/off = none.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() ?? '')
    .transform((v) => (v === '' || ['false', 'no', 'off'].includes(v) ? '0' : ['true', 'yes', 'on'].includes(v) ? '1' : v))
    .pipe(z.string().regex(/^\d{1,2}$/, 'must be the number of proxies in front (0, 1, 2, ...), or true or false').transform(Number)),
  FEED_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  CORS_ORIGINS: z.string().default('').transform((v, zctx) => {
    try {
      return parseOrigins(v);
    } catch (error) {
      zctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Namespace of every Redis key and channel, so deployments (or test runs) can share a Redis. */
  redisPrefix: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  jobs: { leaseMs: number; pollMs: number; retryBaseMs: number; concurrency: number };
  /** Proxies in front whose X-Forwarded-For entries are trusted (lib/clientIp.ts); 0: none. */
  trustProxy: number;
  /** How long a feed's results count is reused (0: always exact). */
  feedCountCacheSeconds: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  production: boolean;
  /** Browser origins other than the site's own that may call /graphql and /api (lib/cors.ts). */
  corsOrigins: string[];
  features: FeatureFlags;
};

export type { FeatureFlags };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  let features: FeatureFlags;
  try {
    features = parseFeatureFlags(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    jobs: { leaseMs: e.JOB_LEASE_MS, pollMs: e.JOB_POLL_MS, retryBaseMs: e.JOB_RETRY_BASE_MS, concurrency: e.JOB_CONCURRENCY },
    trustProxy: e.TRUST_PROXY,
    feedCountCacheSeconds: e.FEED_COUNT_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    corsOrigins: e.CORS_ORIGINS,
    features,
  };
}
