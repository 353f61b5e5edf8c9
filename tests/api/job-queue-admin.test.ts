// Queue health in the admin area (issue 29): the counts per state over REST and GraphQL, the last
// error, the failed-job list without payload or key, retry (the job then runs: its mail arrives)
// and drop of a dead job, refusals for jobs that are not dead, and for members and tokens; a
// fixed number of SQL statements.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import { admin, expectError, gqlData, gqlError, member, type Member } from './helpers/content.ts';
import { readMail } from './helpers/outbox.ts';

// The worker looks for due jobs only when woken: the jobs inserted here stay as they are.
const server = useTestServer({ JOB_POLL_MS: '60000' });

const SECRET_EMAIL = 'payload-secret@example.test';
const SECRET_KEY = 'key-secret-7f3a';
const MIN = 60_000;

const HEALTH = `query($first: Int, $after: String) { jobQueue {
  id waiting scheduled retrying running stalled dead doneLastDay oldestDueSeconds
  lastError { jobId kind message state at }
  deadJobs(first: $first, after: $after) { edges { cursor node { id jobId kind state attempts maxAttempts lastError createdAt finishedAt runAt } } pageInfo { hasNextPage endCursor } }
} }`;
const RETRY = `mutation($id: ID!) { retryJob(input: { jobId: $id }) { retriedJobId jobQueue { dead waiting } } }`;
const DROP = `mutation($id: ID!) { dropJob(input: { jobId: $id }) { droppedJobId jobQueue { dead } } }`;

let adminUser: Member;
const gidOf = (id: number) => encodeGlobalID('Job', String(id));

async function health(token = adminUser.token) {
  return gqlData(await server.gql(HEALTH, {}, token)).jobQueue;
}

async function insertDead(overrides: Record<string, unknown> = {}) {
  return server.app.db.job.create({
    data: {
      kind: 'test.dead',
      payload: { email: SECRET_EMAIL },
      key: `${SECRET_KEY}-${Math.random().toString(36).slice(2)}`,
      state: 'DEAD',
      attempts: 10,
      maxAttempts: 10,
      lastError: 'SMTP 550 mailbox unavailable',
      finishedAt: new Date(),
      createdAt: new Date(Date.now() - 10 * MIN),
      ...overrides,
    },
  });
}

async function createToken(owner: Member, scope: 'read' | 'read_write') {
  const res = await server.api('POST', '/access-tokens', { name: `Tool ${Math.random().toString(36).slice(2, 8)}`, scope }, { token: owner.token });
  expect(res.status, res.text).toBe(201);
  return (res.body as { token: string }).token;
}

beforeAll(async () => {
  adminUser = await admin(server);
});

describe('counts and the last error', () => {
  it('counts each state, the oldest due job and the last error, over GraphQL and REST', async () => {
    const before = await health();
    const now = Date.now();
    const db = server.app.db;
    const created = await Promise.all([
      db.job.create({ data: { kind: 'test.waiting', payload: {}, runAt: new Date(now - 5 * MIN) } }),
      db.job.create({ data: { kind: 'test.waiting', payload: {}, runAt: new Date(now - MIN) } }),
      db.job.create({ data: { kind: 'test.scheduled', payload: {}, runAt: new Date(now + 60 * MIN) } }),
      db.job.create({ data: { kind: 'test.retrying', payload: {}, attempts: 2, runAt: new Date(now + 30 * MIN), lastError: 'SMTP 421 try later' } }),
      db.job.create({ data: { kind: 'test.running', payload: {}, state: 'RUNNING', attempts: 1, lockedBy: 'elsewhere', lockedUntil: new Date(now + 10 * MIN) } }),
      db.job.create({ data: { kind: 'test.running', payload: {}, state: 'RUNNING', attempts: 1, lockedBy: 'dead-worker', lockedUntil: new Date(now - MIN) } }),
      db.job.create({ data: { kind: 'test.done', payload: {}, state: 'DONE', attempts: 1, finishedAt: new Date(now - 60 * MIN) } }),
      db.job.create({ data: { kind: 'test.done', payload: {}, state: 'DONE', attempts: 1, finishedAt: new Date(now - 30 * 60 * MIN) } }),
      insertDead({ finishedAt: new Date(now - 2 * MIN) }),
    ]);
    try {
      const after = await health();
      const delta = (field: string) => after[field] - before[field];
      expect(delta('waiting')).toBe(2);
      expect(delta('scheduled')).toBe(1);
      expect(delta('retrying')).toBe(1);
      expect(delta('running')).toBe(2);
      expect(delta('stalled')).toBe(1);
      expect(delta('dead')).toBe(1);
      expect(delta('doneLastDay')).toBe(1);
      // The job due five minutes ago (or an older one already there).
      expect(after.oldestDueSeconds).toBeGreaterThanOrEqual(5 * 60 - 2);
      // A job still being retried is the current error.
      expect(after.lastError).toMatchObject({ jobId: gidOf(created[3]!.id), kind: 'test.retrying', message: 'SMTP 421 try later', state: 'WAITING', at: null });
      expect(after.id).toBe(before.id);

      const rest = await server.api('GET', '/admin/jobs', undefined, { token: adminUser.token });
      expect(rest.status, rest.text).toBe(200);
      expect(rest.body.counts).toEqual({
        waiting: after.waiting,
        scheduled: after.scheduled,
        retrying: after.retrying,
        running: after.running,
        stalled: after.stalled,
        dead: after.dead,
        done_last_24h: after.doneLastDay,
      });
      expect(rest.body.last_error).toMatchObject({ job_id: created[3]!.id, kind: 'test.retrying', state: 'waiting', at: null });
      expect(rest.body.oldest_due_seconds).toBeGreaterThanOrEqual(5 * 60 - 2);
    } finally {
      await db.job.deleteMany({ where: { id: { in: created.map((job) => job.id) } } });
    }
  });

  it('names the job that died last when none is being retried', async () => {
    const older = await insertDead({ kind: 'test.older', finishedAt: new Date(Date.now() - 30 * MIN) });
    const newer = await insertDead({ kind: 'test.newer', lastError: 'SMTP 554 rejected' });
    try {
      const { lastError } = await health();
      expect(lastError).toMatchObject({ jobId: gidOf(newer.id), kind: 'test.newer', message: 'SMTP 554 rejected', state: 'DEAD' });
      expect(Math.abs(new Date(lastError.at).getTime() - newer.finishedAt!.getTime())).toBeLessThan(1000);
    } finally {
      await server.app.db.job.deleteMany({ where: { id: { in: [older.id, newer.id] } } });
    }
  });

  it('reads the counts and a page in a fixed number of statements', async () => {
    const jobs = await Promise.all(Array.from({ length: 5 }, () => insertDead()));
    try {
      const measure = async (first: number) => {
        const start = server.app.statements.count;
        gqlData(await server.gql(HEALTH, { first }, adminUser.token));
        return server.app.statements.count - start;
      };
      const small = await measure(1);
      const large = await measure(5);
      expect(large).toBe(small);
    } finally {
      await server.app.db.job.deleteMany({ where: { id: { in: jobs.map((job) => job.id) } } });
    }
  });
});

describe('the failed-job list', () => {
  it('lists dead and retrying jobs newest first, pages forward, and never shows a payload or key', async () => {
    const dead = await insertDead();
    const retrying = await server.app.db.job.create({
      data: { kind: 'test.retrying', payload: { email: SECRET_EMAIL }, key: `${SECRET_KEY}-r`, attempts: 1, runAt: new Date(Date.now() + 10 * MIN), lastError: 'timeout' },
    });
    const newest = await insertDead({ kind: 'test.newest' });
    try {
      const res = await server.gql(HEALTH, { first: 2 }, adminUser.token);
      const text = JSON.stringify(res);
      expect(text).not.toContain(SECRET_EMAIL);
      expect(text).not.toContain(SECRET_KEY);
      const page = gqlData(res).jobQueue.deadJobs;
      expect(page.edges.map((e: { node: { jobId: number } }) => e.node.jobId)).toEqual([newest.id, retrying.id]);
      expect(page.edges[0].node).toMatchObject({ id: gidOf(newest.id), kind: 'test.newest', state: 'DEAD', attempts: 10, maxAttempts: 10, lastError: 'SMTP 550 mailbox unavailable', runAt: null });
      expect(page.edges[0].node.finishedAt).toBeTruthy();
      expect(page.edges[1].node).toMatchObject({ state: 'RETRYING', attempts: 1, lastError: 'timeout', finishedAt: null });
      expect(page.pageInfo.hasNextPage).toBe(true);
      const next = gqlData(await server.gql(HEALTH, { first: 1, after: page.pageInfo.endCursor }, adminUser.token)).jobQueue.deadJobs;
      expect(next.edges[0].node.jobId).toBe(dead.id);

      const rest = await server.api('GET', '/admin/jobs?limit=2', undefined, { token: adminUser.token });
      expect(rest.status, rest.text).toBe(200);
      expect(rest.text).not.toContain(SECRET_EMAIL);
      expect(rest.text).not.toContain(SECRET_KEY);
      expect(rest.body.failed_jobs[0]).toEqual({
        id: newest.id,
        kind: 'test.newest',
        state: 'dead',
        attempts: 10,
        max_attempts: 10,
        last_error: 'SMTP 550 mailbox unavailable',
        created_at: newest.createdAt.toISOString(),
        finished_at: newest.finishedAt!.toISOString(),
        run_at: null,
      });
      expect(rest.body).toMatchObject({ has_more: true, next_before: retrying.id });
      const restNext = await server.api('GET', `/admin/jobs?limit=1&before=${retrying.id}`, undefined, { token: adminUser.token });
      expect(restNext.body.failed_jobs[0].id).toBe(dead.id);
      expectError(await server.api('GET', '/admin/jobs?limit=500', undefined, { token: adminUser.token }), 400, 'VALIDATION', 'limit must be a whole number between 1 and 100');
      expect(gqlError(await server.gql(HEALTH, { after: 'not-a-cursor' }, adminUser.token)).extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await server.app.db.job.deleteMany({ where: { id: { in: [dead.id, retrying.id, newest.id] } } });
    }
  });
});

describe('retry and drop', () => {
  it('retries a dead job: it waits again with every attempt, then runs (the mail arrives)', async () => {
    const someone = await member(server);
    const job = await insertDead({ kind: 'mail.accountLink', payload: { purpose: 'MAGIC_LINK', email: someone.email, userId: someone.id }, key: null });

    const res = await server.api('POST', `/admin/jobs/${job.id}/retry`, undefined, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: job.id });
    // The retry woke the worker, which may already hold it: waiting again (or running) with every attempt.
    const retried = await server.app.db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(['WAITING', 'RUNNING', 'DONE']).toContain(retried.state);
    expect(retried.attempts).toBeLessThanOrEqual(1);
    expect(Math.abs(retried.runAt.getTime() - Date.now())).toBeLessThan(5_000);

    await server.app.services.jobs.settle();
    const mail = await readMail(server.dataDir, someone.email);
    expect(mail.link).toContain('token=');
    // Run once, from a fresh count of attempts; a success clears the error it kept until then.
    expect(await server.app.db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ state: 'DONE', attempts: 1, lastError: null });
  });

  it('keeps the last error of a retried job until it runs', async () => {
    const job = await insertDead({ kind: 'test.retry-later' });
    // The worker not woken by the retry (it polls once a minute here): the row as the retry leaves it.
    const queue = server.app.services.jobs as { wake: () => void };
    const wake = queue.wake;
    queue.wake = () => {};
    try {
      const res = await server.api('POST', `/admin/jobs/${job.id}/retry`, undefined, { token: adminUser.token });
      expect(res.status, res.text).toBe(200);
      const row = await server.app.db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(row).toMatchObject({ state: 'WAITING', attempts: 0, lastError: 'SMTP 550 mailbox unavailable', finishedAt: null, lockedBy: null });
      expect(Math.abs(row.runAt.getTime() - Date.now())).toBeLessThan(5_000);
      // Waiting and due: counted as waiting (not retrying), out of the failed-job list.
      const after = await health();
      expect(after.deadJobs.edges.map((e: { node: { jobId: number } }) => e.node.jobId)).not.toContain(job.id);
    } finally {
      queue.wake = wake;
      await server.app.db.job.deleteMany({ where: { id: job.id } });
    }
  });

  it('retries over GraphQL with a global id, and answers the counts after it', async () => {
    const someone = await member(server);
    const job = await insertDead({ kind: 'mail.accountLink', payload: { purpose: 'MAGIC_LINK', email: someone.email, userId: someone.id }, key: null });
    const before = await health();
    try {
      const data = gqlData(await server.gql(RETRY, { id: gidOf(job.id) }, adminUser.token)).retryJob;
      expect(data.retriedJobId).toBe(gidOf(job.id));
      expect(data.jobQueue.dead).toBe(before.dead - 1);
      expect((await server.app.db.job.findUniqueOrThrow({ where: { id: job.id } })).state).not.toBe('DEAD');
      await server.app.services.jobs.settle();
      expect((await readMail(server.dataDir, someone.email)).link).toContain('token=');
    } finally {
      await server.app.db.job.deleteMany({ where: { id: job.id } });
    }
  });

  it('drops a dead job over REST and GraphQL', async () => {
    const one = await insertDead();
    const two = await insertDead();
    const res = await server.api('DELETE', `/admin/jobs/${one.id}`, undefined, { token: adminUser.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, id: one.id });
    expect(await server.app.db.job.findUnique({ where: { id: one.id } })).toBeNull();
    const data = gqlData(await server.gql(DROP, { id: gidOf(two.id) }, adminUser.token)).dropJob;
    expect(data.droppedJobId).toBe(gidOf(two.id));
    expect(await server.app.db.job.findUnique({ where: { id: two.id } })).toBeNull();
    expectError(await server.api('DELETE', `/admin/jobs/${one.id}`, undefined, { token: adminUser.token }), 404, 'NOT_FOUND', 'Job not found');
  });

  it('refuses to retry or drop a job that is not dead', async () => {
    const db = server.app.db;
    const jobs = await Promise.all([
      db.job.create({ data: { kind: 'test.scheduled', payload: {}, runAt: new Date(Date.now() + 60 * MIN) } }),
      db.job.create({ data: { kind: 'test.running', payload: {}, state: 'RUNNING', attempts: 1, lockedBy: 'elsewhere', lockedUntil: new Date(Date.now() + 10 * MIN) } }),
      db.job.create({ data: { kind: 'test.done', payload: {}, state: 'DONE', attempts: 1, finishedAt: new Date() } }),
    ]);
    try {
      for (const job of jobs) {
        const state = job.state.toLowerCase();
        const message = `Only a dead job can be retried or dropped; this one is ${state}`;
        expectError(await server.api('POST', `/admin/jobs/${job.id}/retry`, undefined, { token: adminUser.token }), 409, 'CONFLICT', message);
        expectError(await server.api('DELETE', `/admin/jobs/${job.id}`, undefined, { token: adminUser.token }), 409, 'CONFLICT', message);
        const refused = gqlError(await server.gql(RETRY, { id: gidOf(job.id) }, adminUser.token));
        expect(refused.extensions?.code).toBe('CONFLICT');
        expect(refused.message).toBe(message);
        expect(gqlError(await server.gql(DROP, { id: gidOf(job.id) }, adminUser.token)).extensions?.code).toBe('CONFLICT');
        const after = await db.job.findUniqueOrThrow({ where: { id: job.id } });
        expect(after.state).toBe(job.state);
        expect(after.attempts).toBe(job.attempts);
      }
      expectError(await server.api('POST', '/admin/jobs/2147483000/retry', undefined, { token: adminUser.token }), 404, 'NOT_FOUND');
      expectError(await server.api('POST', '/admin/jobs/abc/retry', undefined, { token: adminUser.token }), 400, 'VALIDATION', 'Job id must be a whole number');
      expect(gqlError(await server.gql(RETRY, { id: encodeGlobalID('Post', '1') }, adminUser.token)).extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await db.job.deleteMany({ where: { id: { in: jobs.map((job) => job.id) } } });
    }
  });
});

describe('who may see and act', () => {
  it('refuses members, tokens (even an admin’s) and anonymous requests, before reading the input', async () => {
    const job = await insertDead();
    const someone = await member(server);
    const readToken = await createToken(someone, 'read');
    const adminToken = await createToken(adminUser, 'read_write');
    try {
      expectError(await server.api('GET', '/admin/jobs'), 401, 'UNAUTHENTICATED');
      expectError(await server.api('POST', `/admin/jobs/${job.id}/retry`), 401, 'UNAUTHENTICATED');
      for (const token of [someone.token, readToken, adminToken]) {
        expectError(await server.api('GET', '/admin/jobs', undefined, { token }), 403, 'FORBIDDEN');
        expectError(await server.api('POST', `/admin/jobs/${job.id}/retry`, undefined, { token }), 403, 'FORBIDDEN');
        expectError(await server.api('DELETE', `/admin/jobs/${job.id}`, undefined, { token }), 403, 'FORBIDDEN');
        // Refused before the id is read: a nonsense id gets the same answer.
        expectError(await server.api('DELETE', '/admin/jobs/nonsense', undefined, { token }), 403, 'FORBIDDEN');

        expect(gqlData(await server.gql(HEALTH, {}, token)).jobQueue).toBeNull();
        expect(gqlError(await server.gql(RETRY, { id: gidOf(job.id) }, token)).extensions?.code).toBe('FORBIDDEN');
        expect(gqlError(await server.gql(DROP, { id: 'nonsense' }, token)).extensions?.code).toBe('FORBIDDEN');
      }
      expect(gqlData(await server.gql(HEALTH, {})).jobQueue).toBeNull();
      expect(gqlError(await server.gql(RETRY, { id: gidOf(job.id) })).extensions?.code).toBe('UNAUTHENTICATED');
      const still = await server.app.db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(still.state).toBe('DEAD');
    } finally {
      await server.app.db.job.deleteMany({ where: { id: job.id } });
    }
  });
});
