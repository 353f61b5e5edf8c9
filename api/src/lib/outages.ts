// The one place that tells "a backing service is unreachable" (PostgreSQL down, refused, reset,
// timed out, out of connections; Redis down) from a bug. Both transports turn such an error into
// SERVICE_UNAVAILABLE: REST 503 with Retry-After, GraphQL `extensions.code` (and 503 when the
// whole operation failed). Clients retry those (the web client: 1 s, then 3 s); a bug stays a 500.
import { DomainError, messages } from './errors.ts';

/** What Retry-After says while a dependency is down: about one reconnect attempt of the clients. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Prisma's driver-adapter error kinds that mean the database could not be reached or used. */
const UNREACHABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** Prisma error codes: can't reach (P1001), timed out (P1002, P1008), connection closed (P1017), pool timeout (P2024), too many connections (P2037). */
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);

/**
 * PostgreSQL SQLSTATEs: connection exceptions (class 08), server shutting down or starting
 * (57P01-57P03), too many connections, a statement cut by the statement timeout (57014, db.ts).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$|57014$)/;

/** Node socket errors on the way to PostgreSQL or Redis. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * Errors `pg`, `pg-pool` and ioredis raise without a code (the PostgreSQL adapter passes them on
 * as they are): a connection that ended or never came, a pool that stayed full, a closed client.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // pg: unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection free in time
  /is not queryable$/, // pg: client errored or was closed
  /^Cannot use a pool after calling end on the pool$/,
  /^Connection is closed\.$/, // ioredis
  /^Stream isn't writeable and enableOfflineQueue options is false$/, // ioredis, while disconnected
  /^Command timed out$/, // ioredis commandTimeout
  /^(LOADING|MASTERDOWN|TRYAGAIN|CLUSTERDOWN) /, // Redis replies while it cannot serve
];

type Inspectable = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  kind?: unknown;
  meta?: { driverAdapterError?: unknown };
  cause?: unknown;
  originalError?: unknown;
};

function isUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Inspectable;
  if (e.name === 'MaxRetriesPerRequestError') return true; // ioredis gave up on a command while reconnecting
  if (typeof e.kind === 'string') {
    // A driver adapter error's cause: { kind, code? }.
    if (UNREACHABLE_ADAPTER_KINDS.has(e.kind)) return true;
    if (e.kind === 'postgres' && typeof e.code === 'string' && UNAVAILABLE_SQLSTATE.test(e.code)) return true;
  }
  if (typeof e.code === 'string') {
    if (UNREACHABLE_PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code)) return true;
    // A PostgreSQL error passed on as it is (it carries a severity).
    if ('severity' in e && UNAVAILABLE_SQLSTATE.test(e.code)) return true;
  }
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  return [e.meta?.driverAdapterError, e.cause, e.originalError].some((inner) => inner !== error && isUnreachable(inner, depth + 1));
}

/**
 * The DomainError a transport should answer with: the error itself when it is one,
 * SERVICE_UNAVAILABLE when a backing service is unreachable, otherwise undefined (a bug: 500).
 */
export function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (isUnreachable(error)) {
    return new DomainError('SERVICE_UNAVAILABLE', messages.serviceUnavailable, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });
  }
  return undefined;
}
