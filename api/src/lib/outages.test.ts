// Which errors mean "a backing service is unreachable" (503, retry later) and which are bugs
// (500). The shapes are those seen from Prisma 7 with @prisma/adapter-pg, pg, pg-pool and ioredis.
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { toDomainError } from './outages.ts';

/** A PrismaClientKnownRequestError as the PostgreSQL adapter produces it. */
function prismaError(code: string, cause: Record<string, unknown>) {
  const driverAdapterError = Object.assign(new Error(String(cause.kind)), { name: 'DriverAdapterError', cause });
  return Object.assign(new Error('Invalid `prisma.user.findFirst()` invocation'), { name: 'PrismaClientKnownRequestError', code, meta: { driverAdapterError } });
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect', errno: -111 });

describe('toDomainError', () => {
  it.each([
    ['database refused (P1001)', prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['connection closed under a raw query (P2010)', prismaError('P2010', { kind: 'ConnectionClosed' })],
    ['connection closed (P1017)', prismaError('P1017', { kind: 'ConnectionClosed' })],
    ['socket timeout', prismaError('P2010', { kind: 'SocketTimeout' })],
    ['too many connections', prismaError('P2010', { kind: 'TooManyConnections', cause: 'sorry, too many clients already' })],
    ['server shutting down (57P01)', prismaError('P2010', { kind: 'postgres', code: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' })],
    ['statement timeout (57014)', prismaError('P2010', { kind: 'postgres', code: '57014', severity: 'ERROR', message: 'canceling statement due to statement timeout' })],
    ['pool full (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['connection ended (pg)', new Error('Connection terminated unexpectedly')],
    ['connect timeout (pg)', new Error('Connection terminated due to connection timeout')],
    ['refused socket', socketError('ECONNREFUSED')],
    ['Redis gave up on a command', Object.assign(new Error('Reached the max retries per request limit (which is 0).'), { name: 'MaxRetriesPerRequestError' })],
    ['Redis disconnected', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['Redis command timeout', new Error('Command timed out')],
    ['Redis loading', Object.assign(new Error('LOADING Redis is loading the dataset in memory'), { name: 'ReplyError' })],
    ['wrapped by GraphQL', Object.assign(new Error('Unexpected error.'), { originalError: new Error('Connection is closed.') })],
  ])('%s → SERVICE_UNAVAILABLE with Retry-After', (_what, error) => {
    const mapped = toDomainError(error);
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Service temporarily unavailable. Please try again later.' });
    expect(mapped!.details?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it.each([
    ['a unique constraint', prismaError('P2002', { kind: 'UniqueConstraintViolation', constraint: { fields: ['email'] } })],
    ['a missing table', prismaError('P2021', { kind: 'TableDoesNotExist', table: 'public.User' })],
    ['a syntax error (42601)', prismaError('P2010', { kind: 'postgres', code: '42601', severity: 'ERROR', message: 'syntax error' })],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'boom'],
  ])('%s stays a bug (undefined: 500)', (_what, error) => {
    expect(toDomainError(error)).toBeUndefined();
  });

  it('passes a DomainError through unchanged', () => {
    const error = new DomainError('NOT_FOUND', 'Post not found');
    expect(toDomainError(error)).toBe(error);
  });
});
