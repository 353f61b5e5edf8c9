// GET /healthz: whether this instance can serve, for a load balancer's health check. Each
// dependency gets a short bound, so the check answers even while one of them hangs.
import type { Db } from '../db.ts';
import { redisHealthy, type RedisClients } from '../realtime/redis.ts';
import { within } from './gracefulClose.ts';

const CHECK_TIMEOUT_MS = 2_000;

type DependencyState = 'ok' | 'down';

export interface HealthReport {
  /** 'degraded' (HTTP 503) when any dependency is down: drain this instance. */
  status: 'ok' | 'degraded';
  database: DependencyState;
  /** Only when REDIS_URL is set. */
  redis?: DependencyState;
}

export async function checkHealth(db: Db, redis: RedisClients | undefined): Promise<HealthReport> {
  const [database, redisUp] = await Promise.all([
    within(db.$queryRaw`SELECT 1`, CHECK_TIMEOUT_MS).catch(() => false),
    redis ? redisHealthy(redis, CHECK_TIMEOUT_MS) : undefined,
  ]);
  const state = (up: boolean): DependencyState => (up ? 'ok' : 'down');
  return {
    status: database && redisUp !== false ? 'ok' : 'degraded',
    database: state(database),
    ...(redisUp === undefined ? {} : { redis: state(redisUp) }),
  };
}
