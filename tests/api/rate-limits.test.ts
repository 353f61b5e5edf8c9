// Rate limits on login and on the emailed links. Client addresses are simulated with
// X-Forwarded-For (the server runs with TRUST_PROXY=1); every test uses its own addresses and
// emails, so counters never overlap (also when they live in Redis across runs).
import { describe, expect, it } from 'vitest';
import { randomIp, useTestServer, uniqueEmail } from './helpers/server.ts';
import { countMail } from './helpers/outbox.ts';
import { me, registerUser } from './helpers/users.ts';

const server = useTestServer();

function expectRateLimited(res: { status: number; body: { error?: string; message?: string } }): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toBe('RATE_LIMITED');
  expect(res.body.message ?? '').toMatch(/^Too many attempts/);
}

describe('login rate limits', () => {
  it('blocks the 6th failed attempt for one email from one IP, but not the owner from another IP', async () => {
    const u = await registerUser(server);
    const attackerIp = randomIp();
    for (let i = 1; i <= 5; i++) {
      const res = await server.api('POST', '/auth/login', { email: u.email, password: `wrong password ${i}` }, { ip: attackerIp });
      expect(res.status, `attempt ${i}: ${res.text}`).toBe(401);
      expect(res.body.error).toBe('INVALID_CREDENTIALS');
    }
    const sixth = await server.api('POST', '/auth/login', { email: u.email, password: 'wrong password 6' }, { ip: attackerIp });
    expectRateLimited(sixth);
    // The right password from the attacker's address gives no token while limited.
    const rightFromAttacker = await server.api('POST', '/auth/login', { email: u.email, password: u.password }, { ip: attackerIp });
    expect(rightFromAttacker.body.token).toBeUndefined();

    const owner = await server.api('POST', '/auth/login', { email: u.email, password: u.password }, { ip: randomIp() });
    expect(owner.status, owner.text).toBe(200);
    expect((await me(server, owner.body.token)).status).toBe(200);
  });

  it('limits per email: another account from the same IP can still log in', async () => {
    const victim = await registerUser(server);
    const bystander = await registerUser(server);
    const ip = randomIp();
    for (let i = 0; i < 6; i++) {
      await server.api('POST', '/auth/login', { email: victim.email, password: 'wrong wrong wrong' }, { ip });
    }
    const res = await server.api('POST', '/auth/login', { email: bystander.email, password: bystander.password }, { ip });
    expect(res.status, res.text).toBe(200);
  });

  it('treats unknown emails exactly like known ones, including the limited answer', async () => {
    const known = await registerUser(server);
    const unknownEmail = uniqueEmail('nobody');
    const ipA = randomIp();
    const ipB = randomIp();
    for (let i = 1; i <= 6; i++) {
      const a = await server.api('POST', '/auth/login', { email: known.email, password: 'nope nope nope' }, { ip: ipA });
      const b = await server.api('POST', '/auth/login', { email: unknownEmail, password: 'nope nope nope' }, { ip: ipB });
      expect(b.status, `attempt ${i}`).toBe(a.status);
      expect(b.body).toEqual(a.body);
      expect(a.status).toBe(i <= 5 ? 401 : 429);
    }
  });

  it('a successful login does not need the failures to expire for other addresses', async () => {
    const u = await registerUser(server);
    // Failures spread over many addresses never reach the per-(email, IP) limit.
    for (let i = 0; i < 7; i++) {
      const res = await server.api('POST', '/auth/login', { email: u.email, password: 'bad password' }, { ip: randomIp() });
      expect(res.status).toBe(401);
    }
    const ok = await server.api('POST', '/auth/login', { email: u.email, password: u.password }, { ip: randomIp() });
    expect(ok.status).toBe(200);
  });

  it('after 100 failed logins from one IP in a day it refuses that IP, right password included; other IPs are unaffected', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 100; i++) {
      const res = await server.api('POST', '/auth/login', { email: uniqueEmail(`flood${i}`), password: 'flood password' }, { ip });
      expect(res.status, `attempt ${i}: ${res.text}`).toBe(401);
    }
    const u = await registerUser(server);
    const blocked = await server.api('POST', '/auth/login', { email: u.email, password: u.password }, { ip });
    expectRateLimited(blocked);
    expect(blocked.body.message).toBe('Too many attempts. Please wait 24 hours and try again.');
    expect(blocked.body.token).toBeUndefined();
    const elsewhere = await server.api('POST', '/auth/login', { email: u.email, password: u.password }, { ip: randomIp() });
    expect(elsewhere.status).toBe(200);
  });
});

describe.each([
  ['/auth/magic-link'],
  ['/auth/forgot-password'],
  ['/auth/request-password-setup'],
])('%s rate limit', (path) => {
  it('allows 3 requests per email in 15 minutes and answers the 4th with 429, for known and unknown emails alike', async () => {
    const known = await registerUser(server);
    const unknown = uniqueEmail('unknown');
    const ip = randomIp();
    const knownAnswers = [];
    const unknownAnswers = [];
    for (let i = 1; i <= 4; i++) {
      knownAnswers.push(await server.api('POST', path, { email: known.email }, { ip }));
      unknownAnswers.push(await server.api('POST', path, { email: unknown }, { ip }));
    }
    for (let i = 0; i < 3; i++) {
      expect(knownAnswers[i]!.status, `request ${i + 1}: ${knownAnswers[i]!.text}`).toBe(200);
      expect(typeof knownAnswers[i]!.body.message).toBe('string');
    }
    expectRateLimited(knownAnswers[3]!);
    for (let i = 0; i < 4; i++) {
      expect(unknownAnswers[i]!.status, `request ${i + 1}`).toBe(knownAnswers[i]!.status);
      expect(unknownAnswers[i]!.body).toEqual(knownAnswers[i]!.body);
    }
  });

  it('counts per email, not per address: the 4th request from a new IP is still limited', async () => {
    const email = uniqueEmail('spread');
    for (let i = 1; i <= 3; i++) {
      expect((await server.api('POST', path, { email }, { ip: randomIp() })).status).toBe(200);
    }
    expectRateLimited(await server.api('POST', path, { email }, { ip: randomIp() }));
  });

  it('another email from the same IP is not limited', async () => {
    const ip = randomIp();
    const first = uniqueEmail('first');
    for (let i = 0; i < 4; i++) await server.api('POST', path, { email: first }, { ip });
    const res = await server.api('POST', path, { email: uniqueEmail('second') }, { ip });
    expect(res.status).toBe(200);
  });

  it('counts the email case-insensitively', async () => {
    const email = uniqueEmail('case');
    const variants = [email, email.toUpperCase(), email.replace(/^./, (c) => c.toUpperCase())];
    for (const v of variants) {
      expect((await server.api('POST', path, { email: v }, { ip: randomIp() })).status).toBe(200);
    }
    expectRateLimited(await server.api('POST', path, { email: email.toUpperCase() }, { ip: randomIp() }));
  });
});

describe('limited mail requests send no mail', () => {
  it('the 4th magic-link request for a known email writes no 4th message', async () => {
    const u = await registerUser(server);
    // Mail goes out after the answer, as jobs: wait until none is due.
    await server.app.services.jobs.settle();
    const before = await countMail(server.dataDir, u.email); // the verification email
    for (let i = 0; i < 4; i++) await server.api('POST', '/auth/magic-link', { email: u.email }, { ip: randomIp() });
    await server.app.services.jobs.settle();
    expect(await countMail(server.dataDir, u.email)).toBe(before + 3);
  });
});

describe('rate limits are shared by REST and GraphQL', () => {
  it('three REST magic-link requests leave none for GraphQL requestMagicLink', async () => {
    const email = uniqueEmail('shared');
    for (let i = 0; i < 3; i++) {
      expect((await server.api('POST', '/auth/magic-link', { email }, { ip: randomIp() })).status).toBe(200);
    }
    const res = await server.gql(
      'mutation ($input: EmailInput!) { requestMagicLink(input: $input) { message } }',
      { input: { email } },
      { ip: randomIp() },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(res.errors?.[0]?.message).toMatch(/^Too many attempts/);
  });

  it('failed GraphQL logins count toward the REST login limit', async () => {
    const u = await registerUser(server);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await server.gql(
        'mutation ($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email: u.email, password: 'wrong password!' } },
        { ip },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    expectRateLimited(await server.api('POST', '/auth/login', { email: u.email, password: 'wrong password!' }, { ip }));
  });
});
