// Redis unreachable: instance `one` reaches Redis through a TCP proxy the test cuts (the real
// Redis keeps running for the other test files); instance `two` shares the database and the Redis
// namespace directly, as a second instance behind a load balancer would. While the proxy is cut,
// /healthz on `one` says degraded (redis down), and every send through `one` is either accepted
// (2xx, stored, and its live event reaches `two` once Redis is back) or refused with 503 and
// Retry-After (and not stored); never a 500. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import { useTestServer, type TestServer } from './helpers/server.ts';
import { timeouts } from '../timeouts.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy.ts';
import { gqlData, member, slate } from './helpers/content.ts';
import { closeWsClients, connectWs, subscribe } from './helpers/ws.ts';
import { createPoll, createPost } from '../fixtures/factories.ts';
import type { HttpResponse } from '../fixtures/http.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

let proxy: TcpProxy;
/** A direct connection to Redis, to see what the instances subscribed to. */
let observer: Redis;
let proxiedRedisUrl: string;

/** Resolves once `check` holds; fails after timeouts.event. Polls state (a health check), not time. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + timeouts.event;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const health = async (server: TestServer) => (await server.raw('GET', '/healthz')).body as Record<string, string>;

/** A send made while Redis is cut: true when accepted (2xx); false when refused with 503 and Retry-After. */
function accepted(res: HttpResponse, what: string): boolean {
  if (res.status === 503) {
    expect(Number(res.headers.get('retry-after')), `${what}: Retry-After`).toBeGreaterThan(0);
    const code = res.body?.error ?? res.body?.errors?.[0]?.extensions?.code;
    expect(code, `${what}: ${res.text}`).toBe('SERVICE_UNAVAILABLE');
    return false;
  }
  expect(res.status, `${what}: ${res.text}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: ${res.text}`).toBeLessThan(300);
  expect(res.body?.errors, `${what}: ${res.text}`).toBeUndefined();
  return true;
}

describe.skipIf(!enabled)('Redis unreachable (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    observer = new Redis(redisUrl!);
    const proxied = new URL(redisUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxiedRedisUrl = proxied.toString();
  });
  // After hooks run in reverse order: sockets close and the proxy passes again, instance 2 stops,
  // then instance 1 (which drops the shared database), then the proxy and the observer close.
  afterAll(async () => {
    await proxy?.close();
    observer?.disconnect();
  });
  const one = useTestServer(() => ({ REDIS_URL: proxiedRedisUrl }));
  const two = useTestServer(() => ({ DATABASE_URL: one.app.services.config.databaseUrl!, REDIS_PREFIX: one.app.services.config.redisPrefix }));
  afterAll(async () => {
    await closeWsClients();
    proxy?.restore();
  });

  it('sends while Redis is cut are accepted and delivered later, or refused with 503; health says degraded; never a 500', async () => {
    const [a, b, voter, lateVoter] = await Promise.all([member(one), member(one), member(one), member(one)]);
    const started = await one.api('POST', '/messages/conversations/by-username', { username: b.username }, { token: a.token });
    expect(started.status, started.text).toBe(201);
    const conversationId = started.body.conversation.conversation_id as number;
    const conversationGid = encodeGlobalID('Conversation', String(conversationId));
    const poll = await createPoll(one.app.db, { author: a.id, question: 'Should we ask for a second break?', options: ['Yes', 'No'] });
    const pollGid = encodeGlobalID('Post', String(poll.id));
    const post = await createPost(one.app.db, { author: a.id });

    // Subscribers on instance 2; an event through Redis before the cut shows they are live.
    const thread = subscribe(connectWs(two, b.token), 'subscription($id: ID!) { conversationMessageEvents(conversationId: $id) { kind message { content } } }', {
      id: conversationGid,
    });
    const results = subscribe(connectWs(two), 'subscription($id: ID!) { pollResultsUpdated(postId: $id) { totalVotes } }', { id: pollGid });
    const send = (content: string) => one.api('POST', `/messages/conversations/${conversationId}`, { content }, { token: a.token });
    const vote = (token: string) =>
      one.gql('mutation($input: VotePollInput!) { votePoll(input: $input) { poll { totalVotes } } }', { input: { postId: pollGid, optionIndex: 0 } }, token);
    // Instance 2 has subscribed in Redis (PUBSUB NUMSUB counts its subscriber connection).
    const prefix = one.app.services.config.redisPrefix;
    for (const channel of [`${prefix}conversation:message:${conversationId}`, `${prefix}poll:results:${poll.id}`]) {
      await eventually(async () => Number(((await observer.pubsub('NUMSUB', channel)) as [string, number])[1]) > 0, `a subscriber of ${channel}`);
    }
    expect((await send('Before the outage')).status).toBe(201);
    expect((await thread.next()).data.conversationMessageEvents.message.content).toBe('Before the outage');
    expect(gqlData(await vote(voter.token)).votePoll.poll.totalVotes).toBe(1);
    expect((await results.next()).data.pollResultsUpdated.totalVotes).toBe(1);

    proxy.cut();
    let messageAccepted: boolean;
    let voteAccepted: boolean;
    try {
      await eventually(async () => (await health(one)).redis === 'down', 'instance 1 to report Redis down');
      const degraded = await one.raw('GET', '/healthz');
      expect(degraded.status).toBe(503);
      expect(degraded.body).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });

      messageAccepted = accepted(await send('Sent while Redis was down'), 'message');
      voteAccepted = accepted(await vote(lateVoter.token), 'poll vote');
      // A signed-in poll vote takes no rate limit: nothing in it needs Redis, so it must go through.
      expect(voteAccepted).toBe(true);
      const commentAccepted = accepted(
        await one.api('POST', '/comments', { postId: post.id, content: slate('Written while Redis was down') }, { token: b.token }),
        'comment',
      );
      const comments = await two.api('GET', `/comments/post/${post.id}`);
      expect(comments.status).toBe(200);
      expect(JSON.stringify(comments.body).includes('Written while Redis was down')).toBe(commentAccepted);
    } finally {
      proxy.restore();
    }

    // What was accepted is stored (read through instance 2) ...
    const history = await two.api('GET', `/messages/conversations/${conversationId}`, undefined, { token: b.token });
    expect(history.status).toBe(200);
    const contents = (history.body.messages as { content: string }[]).map((m) => m.content);
    expect(contents.includes('Sent while Redis was down')).toBe(messageAccepted);
    const totals = await two.gql('query($id: ID!) { node(id: $id) { ... on Post { poll { totalVotes } } } }', { id: pollGid });
    expect(gqlData(totals).node.poll.totalVotes).toBe(voteAccepted ? 2 : 1);

    // ... and its live events reach instance 2 once Redis is back, in order, before newer ones.
    await eventually(async () => (await health(one)).status === 'ok', 'instance 1 to report healthy again');
    expect((await send('After the outage')).status).toBe(201);
    const delivered: string[] = [];
    while (!delivered.includes('After the outage')) delivered.push((await thread.next()).data.conversationMessageEvents.message.content);
    expect(delivered).toEqual(messageAccepted ? ['Sent while Redis was down', 'After the outage'] : ['After the outage']);
    if (voteAccepted) expect((await results.next()).data.pollResultsUpdated.totalVotes).toBe(2);
  });
});
