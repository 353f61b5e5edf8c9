// Sessions and sign-in against an attacker (issue 8): a token signed out on one device is refused
// everywhere at once (REST, GraphQL, new graphql-ws connections and subscriptions, other
// instances) and its streams end; mail requests answer before the account lookup and the mail,
// which a queue runs after the answer and app.stop() drains; failed logins are limited per
// account and address, per account and per address, trusting only the configured proxy's entry
// of X-Forwarded-For; common passwords are refused by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { decodeJwt } from 'jose';
import { randomIp, useTestServer, uniqueEmail, uniqueUsername, type TestServer, startTestServer } from './helpers/server.ts';
import { gqlData, member, members, sleep, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, execute, settle, subscribe, withTimeout, wsUrl } from './helpers/ws.ts';
import { listMail } from './helpers/outbox.ts';
import { login, me } from './helpers/users.ts';
import { DEFAULT_PASSWORD, createUser } from '../fixtures/factories.ts';
import { failAfter, timeouts } from '../timeouts.ts';
import { resolveViewer } from '../../api/src/domain/auth/session.ts';
import type { MailMessage } from '../../api/src/lib/mail.ts';

// Jobs run when a request wakes the queue, never on a timer's poll: the statement counts of a
// job (issue 28, item 15) then hold only that job's work (and no lease heartbeat falls inside).
const ONLY_WOKEN_JOBS = { JOB_POLL_MS: '60000', JOB_LEASE_MS: '600000' };
const server = useTestServer(ONLY_WOKEN_JOBS);

afterAll(async () => {
  await closeWsClients();
});

const UNAUTHENTICATED = { error: 'UNAUTHENTICATED', message: 'Authentication required' };
const BREACHED = 'This password has appeared in a data breach. Please choose a different one.';

/** Starts a conversation from `a` to `b` over GraphQL; returns its global id. */
async function conversationBetween(target: TestServer, a: Member, b: Member): Promise<string> {
  const started = await target.gql(
    'mutation($u: String!) { startConversation(input: { username: $u }) { conversation { id } } }',
    { u: b.username },
    a.token,
  );
  return gqlData(started).startConversation.conversation.id as string;
}

async function sendMessage(target: TestServer, from: Member, conversationId: string, content: string): Promise<void> {
  const sent = await target.gql(
    'mutation($id: ID!, $c: String!) { sendMessage(input: { conversationId: $id, content: $c }) { message { messageId } } }',
    { id: conversationId, c: content },
    from.token,
  );
  expect(sent.errors).toBeUndefined();
}

const THREAD = 'subscription($id: ID!) { conversationMessageEvents(conversationId: $id) { kind message { content } } }';

/** Opens a graphql-ws connection with `token` and reports how the server closed it, if it did. */
function openSocket(target: TestServer, token: string) {
  let closedWith!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: wsUrl(target),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
  });
  return { client, closed };
}

describe('a token signed out on one device is refused everywhere, at once', () => {
  it('REST /auth/me answers 401, validate-token says invalid, GraphQL sees a guest; the other device stays signed in', async () => {
    const m = await member(server);
    const otherDevice = await login(server, m.email, DEFAULT_PASSWORD);
    expect((await me(server, m.token)).status).toBe(200);

    const out = await server.api('POST', '/auth/logout', {}, { token: m.token });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ success: true });

    const after = await me(server, m.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(UNAUTHENTICATED);
    expect((await server.api('POST', '/auth/validate-token', { token: m.token })).body).toEqual({ valid: false, status: 'invalid' });
    expect(gqlData(await server.gql('{ viewer { username } }', {}, m.token)).viewer).toBeNull();
    expect((await server.api('POST', '/auth/logout', {}, { token: m.token })).status).toBe(401);

    expect((await me(server, otherDevice)).status).toBe(200);
    expect((await server.api('POST', '/auth/validate-token', { token: otherDevice })).body).toEqual({ valid: true, status: 'valid' });
  });

  it('the GraphQL logout mutation does the same', async () => {
    const m = await member(server);
    const res = await server.gql('mutation { logout { success } }', {}, m.token);
    expect(gqlData(res).logout.success).toBe(true);
    expect((await me(server, m.token)).status).toBe(401);
  });

  it('graphql-ws: its streams end, a new connection with it is refused with 4403, new subscriptions get no direct messages', async () => {
    const [a, b] = await members(server, 2);
    const conversation = await conversationBetween(server, a, b);
    const otherDevice = { ...a, token: await login(server, a.email, DEFAULT_PASSWORD) };

    const before = connectWs(server, a.token, { lazy: false });
    expect((await execute(before, '{ viewer { username } }')).data).toEqual({ viewer: { username: a.username } });
    const openStream = subscribe(before, THREAD, { id: conversation });
    const control = subscribe(connectWs(server, otherDevice.token), THREAD, { id: conversation });
    await settle();

    expect((await server.api('POST', '/auth/logout', {}, { token: a.token })).status).toBe(200);
    expect(await withTimeout(openStream.ended, timeouts.event, 'end of the stream')).toEqual({ how: 'complete' });

    // A subscription asked for afterwards on the connection opened before is refused.
    const late = subscribe(before, THREAD, { id: conversation });
    const refused = await late.next();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });

    // A new connection presenting it is refused at connection_init.
    const fresh = openSocket(server, a.token);
    expect(await withTimeout(fresh.closed, timeouts.event, 'the refused connection closing')).toBe(4403);

    await sendMessage(server, b, conversation, 'Meeting moved to the break room');
    expect((await control.next()).data.conversationMessageEvents).toEqual({ kind: 'ADDED', message: { content: 'Meeting moved to the break room' } });
    expect(openStream.events).toEqual([]);
    expect(late.events).toHaveLength(1);
  });

  it('the logout is recorded until the token would expire; records past their expiry are pruned', async () => {
    const stale = await member(server);
    const staleJti = randomUUID();
    await server.app.db.revokedToken.create({ data: { jti: staleJti, userId: stale.id, expiresAt: new Date(Date.now() - 1000) } });
    const m = await member(server);
    expect((await server.api('POST', '/auth/logout', {}, { token: m.token })).status).toBe(200);
    const claims = decodeJwt(m.token);
    const rows = await server.app.db.revokedToken.findMany({ where: { userId: { in: [stale.id, m.id] } } });
    expect(rows.map((r) => ({ jti: r.jti, expiresAt: r.expiresAt.getTime() }))).toEqual([{ jti: claims.jti, expiresAt: claims.exp! * 1000 }]);
  });

  it('reading the member and whether the token was signed out is one SQL statement', async () => {
    const m = await member(server);
    await server.app.services.jobs.settle();
    await resolveViewer(server.app.services, m.token);
    const before = server.app.statements.count;
    const resolved = await resolveViewer(server.app.services, m.token);
    expect(server.app.statements.count - before).toBe(1);
    expect(resolved.viewer?.id).toBe(m.id);
  });
});

describe.skipIf(!(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL))('on two instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  // Stopped before the first server (inner hooks end first), which drops the shared database.
  const two = useTestServer(() => ({ ...ONLY_WOKEN_JOBS, DATABASE_URL: server.app.services.config.databaseUrl!, REDIS_PREFIX: server.app.services.config.redisPrefix }));

  it('a logout through one instance ends the token’s stream on the other, which refuses it too', async () => {
    const m = await member(server);
    const stream = subscribe(connectWs(two, m.token), 'subscription { unreadCountsChanged { messages } }');
    await settle(500);
    expect((await server.api('POST', '/auth/logout', {}, { token: m.token })).status).toBe(200);
    expect(await withTimeout(stream.ended, timeouts.event, 'end of the stream on the other instance')).toEqual({ how: 'complete' });
    expect((await me(two, m.token)).status).toBe(401);
    expect(await withTimeout(openSocket(two, m.token).closed, timeouts.event, 'the refused connection closing')).toBe(4403);
  });
});

/** Replaces the server's mailer with one that holds every message until release(). */
function holdMail(target: TestServer) {
  const mailer = target.app.services.mailer;
  const send = mailer.send;
  const held: MailMessage[] = [];
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let firstHeld!: () => void;
  const first = new Promise<void>((resolve) => (firstHeld = resolve));
  mailer.send = async (message) => {
    held.push(message);
    firstHeld();
    await released;
    return send(message);
  };
  return {
    held,
    /** Resolves when the first message reached the mailer (and waits there). */
    first: () => failAfter(first, timeouts.event, 'the first mail reaching the mailer'),
    release() {
      mailer.send = send;
      open();
    },
  };
}

/** The answer, failing the test if it waits for the held mail (it would never come). */
const answered = <T>(request: Promise<T>) => failAfter(request, timeouts.event, 'the answer while the mail is held');

describe('mail requests answer before the account lookup and the mail', () => {
  it.each([
    ['/auth/forgot-password', '/reset-password'],
    ['/auth/request-password-setup', '/setup-password'],
    ['/auth/magic-link', '/verify-magic-link'],
  ])('%s answers known and unknown emails while the mail is still held; the mail goes out afterwards', async (path, page) => {
    const [first, second] = await members(server, 2);
    const unknown = uniqueEmail('ghost');
    const hold = holdMail(server);
    try {
      const known = await answered(server.api('POST', path, { email: first.email }));
      expect(known.status, known.text).toBe(200);
      await hold.first();
      // The first job waits in the mailer; the next requests answer all the same.
      const ghost = await answered(server.api('POST', path, { email: unknown }));
      const again = await answered(server.api('POST', path, { email: second.email }));
      expect(ghost.status).toBe(200);
      expect(ghost.body).toEqual(known.body);
      expect(again.body).toEqual(known.body);
      // Jobs run side by side: the other mails may be held too, never one to an unknown address
      // (but a magic link, which creates the account).
      expect(hold.held[0]?.to).toBe(first.email);
      if (path !== '/auth/magic-link') expect(hold.held.map((m) => m.to)).not.toContain(unknown);
    } finally {
      hold.release();
    }
    await server.app.services.jobs.settle();
    for (const email of [first.email, second.email]) {
      expect((await listMail(server.dataDir, email)).filter((m) => m.link?.includes(page)), email).toHaveLength(1);
    }
    // Only a magic link goes to an address without an account (it creates the account).
    expect(await listMail(server.dataDir, unknown)).toHaveLength(path === '/auth/magic-link' ? 1 : 0);
  });

  it.each([['/auth/forgot-password'], ['/auth/request-password-setup']])(
    '%s does the same work for a known and an unknown email: one queued job, the same statements (issue 28)',
    async (path) => {
      const [someone] = await members(server, 1);
      const { jobs } = server.app.services;
      const statements = server.app.statements;
      const workFor = async (email: string) => {
        await jobs.settle();
        const jobsBefore = await server.app.db.job.count();
        const before = statements.count;
        // Taken before the request: its wake-up may start the job before the answer is read.
        const beforeJobs = statements.jobs;
        expect((await server.api('POST', path, { email })).status).toBe(200);
        const requestStatements = statements.count - before;
        const written = (await server.app.db.job.count()) - jobsBefore;
        await jobs.settle();
        return { jobs: written, requestStatements, jobStatements: statements.jobs - beforeJobs };
      };
      const known = await workFor(someone!.email);
      const unknown = await workFor(uniqueEmail('ghost'));
      expect(known.jobs).toBe(1);
      expect(known.jobStatements).toBeGreaterThan(1);
      expect(unknown).toEqual(known);
      // The mail still goes only to the account.
      expect((await listMail(server.dataDir, someone!.email)).length).toBe(1);
    },
  );

  it('registration and resend-verification answer while their verification mail is held', async () => {
    const email = uniqueEmail('reg');
    const hold = holdMail(server);
    let token: string;
    try {
      const registered = await answered(
        server.api('POST', '/auth/register', { username: uniqueUsername('reg'), email, password: 'a long enough password' }),
      );
      expect(registered.status, registered.text).toBe(201);
      token = registered.body.token;
      await hold.first();
      const resent = await answered(server.api('POST', '/auth/resend-verification', {}, { token }));
      expect(resent.status, resent.text).toBe(200);
    } finally {
      hold.release();
    }
    await server.app.services.jobs.settle();
    const mails = (await listMail(server.dataDir, email)).filter((m) => m.link?.includes('/verify-email'));
    expect(mails).toHaveLength(2);
    // The link issued last works and voids the other (the two jobs may run side by side, so
    // either mail may be the later one).
    const results = [];
    for (const mail of mails) results.push((await server.api('POST', '/auth/verify-email', { token: mail.token })).status);
    expect(results.sort()).toEqual([200, 400]);
  });

  it('app.stop() waits for the queued mail of requests answered before it', async () => {
    const own = await startTestServer();
    try {
      const [a, b] = await members(own, 2);
      const hold = holdMail(own);
      expect((await answered(own.api('POST', '/auth/forgot-password', { email: a.email }))).status).toBe(200);
      await hold.first();
      expect((await answered(own.api('POST', '/auth/forgot-password', { email: b.email }))).status).toBe(200);
      const stopping = own.app.stop();
      const early = await Promise.race([stopping.then(() => 'stopped'), sleep(timeouts.quietWindow).then(() => 'still draining')]);
      expect(early).toBe('still draining');
      hold.release();
      await failAfter(stopping, timeouts.serverStop, 'app.stop()');
      // Both ran before the database closed, the second one behind the held first.
      for (const email of [a.email, b.email]) {
        expect((await listMail(own.dataDir, email)).filter((m) => m.link?.includes('/reset-password')), email).toHaveLength(1);
      }
    } finally {
      await own.stop();
    }
  });
});

describe('login throttling', () => {
  const attempt = (email: string, password: string, ip: string) => server.api('POST', '/auth/login', { email, password }, { ip });

  it('trusts only the address the proxy appended: rotating the entries left of it gives no more guesses', async () => {
    // The test server trusts one proxy (TRUST_PROXY=1), which appends the caller's real address.
    const m = await member(server);
    const real = randomIp();
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(m.email, `wrong guess ${i}`, `${randomIp()}, ${real}`);
      expect(res.status, `guess ${i}: ${res.text}`).toBe(401);
    }
    const sixth = await attempt(m.email, 'wrong guess 6', `${randomIp()}, ${real}`);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ error: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The owner, from another address, signs in.
    expect((await attempt(m.email, DEFAULT_PASSWORD, randomIp())).status).toBe(200);
  });

  it('limits failures per account from all addresses together; other accounts are not affected', async () => {
    const [victim, bystander] = await members(server, 2);
    for (let i = 1; i <= 50; i++) {
      const res = await attempt(victim.email, `spread guess ${i}`, randomIp());
      expect(res.status, `guess ${i}: ${res.text}`).toBe(401);
    }
    const next = await attempt(victim.email, DEFAULT_PASSWORD, randomIp());
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ error: 'RATE_LIMITED', message: 'Too many attempts. Please wait 60 minutes and try again.' });
    expect(next.body.token).toBeUndefined();
    expect((await attempt(bystander.email, DEFAULT_PASSWORD, randomIp())).status).toBe(200);
  });

  it('successful logins do not count against the address: a busy shared network keeps signing in', async () => {
    const m = await member(server);
    const ip = randomIp();
    // More than the 100 attempts an address had in 15 minutes before; a few at a time.
    for (let batch = 0; batch < 21; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => attempt(m.email, DEFAULT_PASSWORD, ip)));
      for (const res of answers) expect(res.status, `batch ${batch}: ${res.text}`).toBe(200);
    }
  });

  it('an address longer than any account can have is refused at once, without becoming a counter', async () => {
    const ip = randomIp();
    const tooLong = `${'x'.repeat(250)}@example.test`;
    for (let i = 1; i <= 6; i++) {
      const res = await attempt(tooLong, 'whatever it is', ip);
      expect(res.status, `attempt ${i}`).toBe(401);
      expect(res.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
  });

  it('a success resets the failures of that account and address', async () => {
    const m = await member(server);
    const ip = randomIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i <= 4; i++) expect((await attempt(m.email, `typo ${i}`, ip)).status).toBe(401);
      expect((await attempt(m.email, DEFAULT_PASSWORD, ip)).status).toBe(200);
    }
  });
});

describe('common passwords are refused by default', () => {
  it("registration refuses 'password', '12345678' and the common list, with the breach message; the flag says so", async () => {
    expect((await server.api('GET', '/feature-flags')).body.flags).toMatchObject({ breachCheck: true });
    for (const password of ['password', '12345678', 'Password123', 'qwerty123']) {
      const res = await server.api('POST', '/auth/register', { username: uniqueUsername('weak'), email: uniqueEmail('weak'), password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ error: 'VALIDATION', message: BREACHED });
    }
  });

  it('a password change refuses them too, and an account that already has one still signs in', async () => {
    const old = await createUser(server.app.db, { password: 'password1' });
    const token = await login(server, old.email, 'password1');
    const change = await server.api('POST', '/auth/set-password', { password: '12345678', currentPassword: 'password1' }, { token });
    expect(change.status).toBe(400);
    expect(change.body).toEqual({ error: 'VALIDATION', message: BREACHED });
  });
});

describe('the outbox mailer logs no token (issue 28)', () => {
  // This server's log, line by line: production, at info, with no SMTP_URL.
  const logLines: string[] = [];
  const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const outboxServer = useTestServer({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logDestination: { write: (line: string) => void logLines.push(line) } });

  it('warns once at start that mail only goes to the outbox', () => {
    const warnings = logged().filter((entry) => entry.level === 40 && String(entry.msg).includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
  });

  it('logs the file, kind and subject of each mail written to the outbox, never its link or token', async () => {
    const [someone] = await members(outboxServer, 1);
    const newcomer = uniqueEmail('newcomer');
    for (const [path, email] of [
      ['/auth/forgot-password', someone!.email],
      ['/auth/request-password-setup', someone!.email],
      ['/auth/magic-link', someone!.email],
      ['/auth/magic-link', newcomer],
    ] as const) {
      expect((await outboxServer.api('POST', path, { email })).status).toBe(200);
    }
    await outboxServer.app.services.jobs.settle();
    const mails = [...(await listMail(outboxServer.dataDir, someone!.email)), ...(await listMail(outboxServer.dataDir, newcomer))];
    const tokens = mails.map((mail) => mail.token);
    expect(tokens).toHaveLength(4);
    const everything = logLines.join('');
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{20,}$/);
      expect(everything).not.toContain(token);
    }
    expect(everything).not.toContain('token=');
    const written = logged().filter((entry) => entry.msg === 'mail written to outbox');
    expect(written.map((entry) => entry.kind).sort()).toEqual(['MAGIC_LINK', 'MAGIC_LINK', 'RESET_PASSWORD', 'SETUP_PASSWORD']);
    for (const entry of written) {
      expect(typeof entry.file).toBe('string');
      expect(typeof entry.subject).toBe('string');
    }
  });
});
