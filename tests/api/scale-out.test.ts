// Two instances of the app on different ports, sharing one PostgreSQL database and one Redis
// (same REDIS_PREFIX), as behind a load balancer (docs/deploy.md): events and rate limits cross
// instances through Redis. Needs TEST_DATABASE_URL and TEST_REDIS_URL (the PostgreSQL + Redis
// pass of .ci/run sets both); skipped on the embedded database, which one process owns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomIp, useTestServer, type TestServer } from './helpers/server.ts';
import { member, gqlData, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe, withTimeout } from './helpers/ws.ts';
import { timeouts } from '../timeouts.ts';
import { createPoll } from '../fixtures/factories.ts';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!enabled)('two instances sharing PostgreSQL and Redis (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  // Instance 1 creates the test database; instance 2 runs on that same database and Redis
  // namespace (given DATABASE_URL, the helper makes no database of its own). After hooks run in
  // reverse order: instance 2 stops before instance 1, which drops the shared database.
  const one = useTestServer();
  const two = useTestServer(() => ({ DATABASE_URL: one.app.services.config.databaseUrl!, REDIS_PREFIX: one.app.services.config.redisPrefix }));
  beforeAll(() => {
    expect(two.port).not.toBe(one.port);
    expect(two.app.services.config.databaseUrl).toBe(one.app.services.config.databaseUrl);
  });
  afterAll(async () => {
    await closeWsClients();
  });

  /** A member created in the shared database, signed in through the given instance. */
  const memberOn = (server: TestServer): Promise<Member> => member(server);

  it('a message sent through instance 1 reaches the thread and the unread counts on instance 2', async () => {
    const a = await memberOn(one);
    const b = await memberOn(two);
    const started = await one.gql(
      'mutation($u: String!) { startConversation(input: { username: $u }) { conversation { id conversationId } } }',
      { u: b.username },
      a.token,
    );
    const conversation = gqlData(started).startConversation.conversation;

    const ws = connectWs(two, b.token);
    const thread = subscribe(ws, 'subscription($id: ID!) { conversationMessageEvents(conversationId: $id) { kind message { content isOwn sender { username } } } }', {
      id: conversation.id,
    });
    const counts = subscribe(ws, 'subscription { unreadCountsChanged { messages notificationsUnread } }');
    await settle(500);

    const sent = await one.gql(
      'mutation($id: ID!, $c: String!) { sendMessage(input: { conversationId: $id, content: $c }) { message { messageId } } }',
      { id: conversation.id, c: 'Shift change meeting moved to Thursday' },
      a.token,
    );
    expect(sent.errors).toBeUndefined();

    const event = await thread.next();
    expect(event.errors).toBeUndefined();
    expect(event.data.conversationMessageEvents).toEqual({
      kind: 'ADDED',
      message: { content: 'Shift change meeting moved to Thursday', isOwn: false, sender: { username: a.username } },
    });
    const badge = await counts.next();
    expect(badge.errors).toBeUndefined();
    expect(badge.data.unreadCountsChanged.messages).toBe(1);

    // Reading on instance 1 clears the badge on instance 2.
    const read = await one.api('POST', `/messages/conversations/${conversation.conversationId}/read`, undefined, { token: b.token });
    expect(read.status).toBe(200);
    expect((await counts.next()).data.unreadCountsChanged.messages).toBe(0);
  });

  it('a poll vote on instance 1 updates the results subscribers on instance 2', async () => {
    const author = await memberOn(one);
    const voter = await memberOn(one);
    const watcher = await memberOn(two);
    const poll = await createPoll(one.app.db, { author: author.id, question: 'Should we ask for a second break?', options: ['Yes', 'No', 'Not sure'] });
    const postId = encodeGlobalID('Post', String(poll.id));
    const query = 'subscription($postId: ID!) { pollResultsUpdated(postId: $postId) { totalVotes options { index voteCount percentage } } }';
    const guest = subscribe(connectWs(two), query, { postId });
    const signedIn = subscribe(connectWs(two, watcher.token), query, { postId });
    await settle(500);

    const voted = await one.gql('mutation($input: VotePollInput!) { votePoll(input: $input) { poll { totalVotes } } }', { input: { postId, optionIndex: 2 } }, voter.token);
    expect(gqlData(voted).votePoll.poll.totalVotes).toBe(1);

    for (const sub of [guest, signedIn]) {
      const event = await sub.next();
      expect(event.errors).toBeUndefined();
      expect(event.data.pollResultsUpdated).toEqual({
        totalVotes: 1,
        options: [
          { index: 0, voteCount: 0, percentage: 0 },
          { index: 1, voteCount: 0, percentage: 0 },
          { index: 2, voteCount: 1, percentage: 100 },
        ],
      });
    }
  });

  it('logging out everywhere through instance 1 ends the subscriptions on instance 2 and refuses new ones there', async () => {
    const b = await memberOn(two);
    const ws = connectWs(two, b.token);
    const counts = subscribe(ws, 'subscription { unreadCountsChanged { messages } }');
    const revoked = subscribe(ws, 'subscription { sessionRevoked }');
    await settle(500);

    const out = await one.api('POST', '/auth/logout', { everywhere: true }, { token: b.token });
    expect(out.status).toBe(200);

    expect((await revoked.next()).data).toEqual({ sessionRevoked: true });
    await expect(withTimeout(counts.ended, timeouts.event, 'end of the counts subscription')).resolves.toBeTruthy();
    expect(counts.isEnded()).toBe(true);

    // A new connection presenting the revoked token is refused at connection_init.
    const refused = subscribe(connectWs(two, b.token), 'subscription { unreadCountsChanged { messages } }');
    const answer = await refused.next();
    expect(answer.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'SOCKET_CLOSED', closeCode: 4403 } });
  });

  it("an appeal made through instance 1 reaches an admin's moderation queue subscription on instance 2", async () => {
    const watcher = await member(two, { role: 'ADMIN' });
    const actor = await member(one, { role: 'ADMIN' });
    const b = await memberOn(one);
    const live = subscribe(connectWs(two, watcher.token), 'subscription { moderationQueueChanged { kind entityId change } }');
    await settle(500);

    // A warning logged by an admin (as the sanctions domain writes it), appealed by the member on instance 1.
    const warning = await one.app.db.warning.create({ data: { userId: b.id, warningType: 'spam', reason: 'Ads in the feed', severity: 1, issuedById: actor.id } });
    const action = await one.app.db.moderationAction.create({
      data: { type: 'WARN', actorId: actor.id, targetUserId: b.id, warningId: warning.id, reason: 'Ads in the feed' },
    });
    const made = await one.api('POST', '/moderation/appeals', { action_id: action.id, text: 'Those were union flyers.' }, { token: b.token });
    expect(made.status, made.text).toBe(201);

    const event = await live.next();
    expect(event.errors).toBeUndefined();
    expect(event.data.moderationQueueChanged).toEqual({ kind: 'APPEAL', entityId: made.body.appeal.id, change: 'CREATED' });
  });

  it('counts a rate limit over both instances', async () => {
    // Failed logins for one account from one address: 5 allowed in 15 minutes, wherever they land.
    const b = await memberOn(one);
    const ip = randomIp();
    const wrong = (server: TestServer, i: number) =>
      server.api('POST', '/auth/login', { email: b.email, password: `wrong password ${i} ${randomBytes(2).toString('hex')}` }, { ip });
    for (let i = 1; i <= 5; i++) {
      const res = await wrong(i % 2 ? one : two, i);
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    expect((await wrong(two, 6)).status).toBe(429);
    expect((await wrong(one, 7)).status).toBe(429);
  });
});
