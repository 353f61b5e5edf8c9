// The job queue against a real SMTP server: a refused send is retried and delivered once, a
// permanent refusal is dead at once, a job whose worker died is taken again, two instances
// deliver each job once, and a mail acknowledged by the API survives SIGKILL of the process.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { projectRoot } from '../../api/src/lib/migrations.ts';
import { retryDelayMs } from '../../api/src/lib/jobs.ts';
import { timeouts } from '../timeouts.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer.ts';
import { createTestDatabase, createTestDataDir, startTestServer, TEST_JWT_SECRET, uniqueEmail, type TestServer } from './helpers/server.ts';
import { registerUser } from './helpers/users.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Short waits so a test sees retries and take-overs promptly (production: 5 s, 30 s). */
const FAST_JOBS = { JOB_RETRY_BASE_MS: '50', JOB_POLL_MS: '50', JOB_LEASE_MS: '1500' };

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const jobOf = (server: TestServer, email: string) =>
  server.app.db.job.findFirstOrThrow({ where: { kind: 'mail.accountLink' }, orderBy: { id: 'desc' }, select: { state: true, attempts: true, lastError: true, payload: true } }).then((job) => ({ ...job, email }));

describe('one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: smtp.url, ...FAST_JOBS });
  });
  afterAll(() => server.stop());

  it('a send refused twice with 421 is retried with backoff and delivered once, as the same message', async () => {
    const user = await registerUser(server);
    await server.app.services.jobs.settle();
    smtp.refuseNext(2, 421);
    expect((await server.api('POST', '/auth/forgot-password', { email: user.email })).status).toBe(200);
    await smtp.waitUntil(() => smtp.acceptedFor(user.email).some((m) => m.subject.includes('Reset')), 'the reset mail');
    const refused = smtp.refused.filter((m) => m.to.includes(user.email));
    const [delivered] = smtp.acceptedFor(user.email).filter((m) => m.subject.includes('Reset'));
    expect(refused).toHaveLength(2);
    // One Message-ID for every attempt: receivers see one message however often it was tried.
    expect(new Set([...refused, delivered!].map((m) => m.messageId)).size).toBe(1);
    expect(delivered!.messageId).toMatch(/^<job-\d+@/);
    await server.app.services.jobs.settle();
    const job = await jobOf(server, user.email);
    // Done jobs keep no payload (the address), only their key.
    expect(job).toMatchObject({ state: 'DONE', attempts: 3, lastError: null, payload: {} });
    expect(smtp.acceptedFor(user.email).filter((m) => m.subject.includes('Reset'))).toHaveLength(1);
  });

  it('a permanent refusal (550) is dead at once with its error, never retried', async () => {
    const user = await registerUser(server);
    await server.app.services.jobs.settle();
    smtp.refuseNext(1, 550);
    expect((await server.api('POST', '/auth/forgot-password', { email: user.email })).status).toBe(200);
    await smtp.waitUntil(() => smtp.refused.some((m) => m.to.includes(user.email)), 'the refused attempt');
    await server.app.services.jobs.settle();
    const job = await jobOf(server, user.email);
    expect(job.state).toBe('DEAD');
    expect(job.attempts).toBe(1);
    expect(job.lastError).toContain('550');
    expect(smtp.acceptedFor(user.email)).toHaveLength(1); // the verification mail only
  });

  it('a job held by a worker that died is taken again once its lease ran out', async () => {
    const user = await registerUser(server);
    await server.app.services.jobs.settle();
    await server.app.db.job.create({
      data: {
        kind: 'mail.accountLink',
        payload: { purpose: 'RESET_PASSWORD', email: user.email, userId: null },
        state: 'RUNNING',
        attempts: 1,
        lockedBy: 'a-worker-that-died',
        lockedUntil: new Date(Date.now() - 1000),
      },
    });
    server.app.services.jobs.wake();
    await smtp.waitUntil(() => smtp.acceptedFor(user.email).some((m) => m.subject.includes('Reset')), 'the mail of the orphaned job');
    await server.app.services.jobs.settle();
    expect(await jobOf(server, user.email)).toMatchObject({ state: 'DONE', attempts: 2 });
  });

  it('no job is written when its cause did not commit', async () => {
    const before = await server.app.db.job.count();
    // A registration refused (the username is taken) writes neither the account nor its mail job.
    const user = await registerUser(server);
    const again = await server.api('POST', '/auth/register', { username: user.username, email: uniqueEmail('again'), password: 'a long enough password' });
    expect(again.status).toBe(409);
    expect(await server.app.db.job.count()).toBe(before + 1); // the first registration's verification mail
  });
});

describe('a graceful stop while a mail is being sent', () => {
  it('releases the job (the delivery is cut, not accepted) and the next start delivers it once, with nothing logged as an error', async () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    const place: Record<string, string> = onPostgres ? { DATABASE_URL: (database = await createTestDatabase()).url } : { DATA_DIR: await createTestDataDir() };
    const lines: string[] = [];
    const logDestination = { write: (line: string) => void lines.push(line) };
    const email = uniqueEmail('stopped');
    try {
      const first = await startTestServer({ ...place, SMTP_URL: smtp.url, ...FAST_JOBS, LOG_LEVEL: 'warn' }, { logDestination });
      smtp.hold();
      try {
        expect((await first.api('POST', '/auth/magic-link', { email })).status).toBe(200);
        await smtp.waitUntil(() => smtp.held === 1, 'the mail being sent');
        await first.stop();
        await smtp.waitUntil(() => smtp.held === 0, 'the cut delivery');
      } finally {
        smtp.release();
      }
      expect(smtp.acceptedFor(email)).toHaveLength(0);
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } }).filter((entry) => entry.level >= 50);
      expect(errors).toEqual([]);
      expect(lines.join('')).not.toContain('Cannot use a pool');
      expect(lines.join('')).toContain('released for the next worker');

      const second = await startTestServer({ ...place, SMTP_URL: smtp.url, ...FAST_JOBS });
      try {
        await smtp.waitUntil(() => smtp.acceptedFor(email).length > 0, 'the mail after the restart');
        await second.app.services.jobs.settle();
        expect(smtp.acceptedFor(email)).toHaveLength(1);
        // Released, not failed: the attempt cut by the stop was not counted.
        expect(await second.app.db.job.findFirst({ where: { kind: 'mail.accountLink' }, orderBy: { id: 'desc' }, select: { state: true, attempts: true } })).toEqual({ state: 'DONE', attempts: 1 });
      } finally {
        await second.stop();
      }
    } finally {
      await database?.drop();
      if (place.DATA_DIR) await rm(place.DATA_DIR, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPostgres)('two instances on one database', () => {
  let one: TestServer;
  let two: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    one = await startTestServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url, ...FAST_JOBS });
    two = await startTestServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url, ...FAST_JOBS });
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await drop?.();
  });

  it('deliver each of 60 jobs exactly once between them', async () => {
    const emails = Array.from({ length: 60 }, () => uniqueEmail('pair'));
    await one.app.db.job.createMany({ data: emails.map((email) => ({ kind: 'mail.accountLink', payload: { purpose: 'MAGIC_LINK', email, userId: null } })) });
    one.app.services.jobs.wake();
    two.app.services.jobs.wake();
    await smtp.waitUntil(() => emails.every((email) => smtp.acceptedFor(email).length > 0), 'a mail to each of the 60 addresses');
    await Promise.all([one.app.services.jobs.settle(), two.app.services.jobs.settle()]);
    for (const email of emails) expect(smtp.acceptedFor(email), email).toHaveLength(1);
    expect(await one.app.db.job.count({ where: { kind: 'mail.accountLink', state: { not: 'DONE' } } })).toBe(0);
  });
});

describe('a process killed with SIGKILL', () => {
  let child: ChildProcess | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(() => {
    child?.kill('SIGKILL');
    child = undefined;
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  /** Starts the server as `npm start` does (api/src/main.ts) and resolves once it answers. */
  async function startProcess(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
    const port = await freePort();
    const started = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: '1', NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + timeouts.serverStart;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server process exited with ${started.exitCode}`);
      const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
      if (ok) return { url, process: started };
      if (Date.now() > deadline) throw new Error('the server process did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const exited = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));

  it('still delivers, exactly once after the next start, a mail it was sending when killed', async () => {
    let env: Record<string, string>;
    if (onPostgres) {
      const database = await createTestDatabase();
      cleanups.push(database.drop);
      env = { DATABASE_URL: database.url, DATA_DIR: await createTestDataDir() };
    } else {
      env = { DATA_DIR: await createTestDataDir() };
    }
    cleanups.push(() => rm(env.DATA_DIR!, { recursive: true, force: true }));
    Object.assign(env, { SMTP_URL: smtp.url, ...FAST_JOBS, REDIS_URL: '' });
    const email = uniqueEmail('killed');

    const first = await startProcess(env);
    smtp.hold();
    const answer = await fetch(`${first.url}/api/auth/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(answer.status).toBe(200);
    // The worker is in the middle of the SMTP conversation: the server holds its answer.
    await smtp.waitUntil(() => smtp.held === 1, 'the mail being sent');
    first.process.kill('SIGKILL');
    await exited(first.process);
    await smtp.waitUntil(() => smtp.held === 0, 'the killed connection closing');
    smtp.release();
    expect(smtp.acceptedFor(email)).toHaveLength(0);

    const second = await startProcess(env);
    await smtp.waitUntil(() => smtp.acceptedFor(email).length > 0, 'the mail after the restart');
    const [mail] = smtp.acceptedFor(email);
    expect(mail!.subject).toBe('Finish joining Workers Commons');
    expect(mail!.text).toMatch(/\/verify-magic-link\?token=/);
    // Exactly once: the job is recorded done, so no worker sends it again. Stopped gracefully,
    // the restarted process leaves its database to a server that reads the row and runs what is due.
    second.process.kill('SIGTERM');
    await exited(second.process);
    const check = await startTestServer(env);
    try {
      await check.app.services.jobs.settle();
      expect(await check.app.db.job.findMany({ where: { kind: 'mail.accountLink' }, select: { state: true, attempts: true } })).toEqual([{ state: 'DONE', attempts: 2 }]);
    } finally {
      await check.stop();
    }
    expect(smtp.acceptedFor(email)).toHaveLength(1);
  });
});

describe('retry delays', () => {
  it('double per attempt, with jitter in the upper half, up to an hour', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(2000);
    expect(retryDelayMs(3, 1000, () => 1)).toBe(4000);
    expect(retryDelayMs(40, 1000, () => 1)).toBe(3_600_000);
  });
});
