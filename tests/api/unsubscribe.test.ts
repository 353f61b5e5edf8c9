// One-click unsubscribe (RFC 8058, issue 29): every non-transactional mail (comment/reply,
// mention, new-message notices) carries List-Unsubscribe with a signed link and
// List-Unsubscribe-Post; account mail does not. POST /api/unsubscribe?token= with the form body
// `List-Unsubscribe=One-Click` turns exactly that setting off without signing in; a forged,
// tampered or other-purpose token is 400; an unsubscribe token is never a session. Mail is plain
// text plus escaped HTML.
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { useTestServer, uniqueEmail } from './helpers/server.ts';
import { createCommentApi, createPostApi, gqlData, gqlError, member, uniqueWord } from './helpers/content.ts';
import { listMail, type OutboxMail } from './helpers/outbox.ts';
import { registerUser } from './helpers/users.ts';
import { announceNotifications, createNotifications } from '../../api/src/domain/notifications/notify.ts';
import { UNSUBSCRIBE_KINDS, unsubscribeLink, unsubscribeMessages, type UnsubscribeKind } from '../../api/src/domain/settings/unsubscribe.ts';

const server = useTestServer();
const db = () => server.app.db;
const services = () => server.app.services;

async function mailsTo(m: { email: string }, subject: string): Promise<OutboxMail[]> {
  await services().jobs.settle();
  return (await listMail(server.dataDir, m.email)).filter((mail) => mail.subject === subject);
}

const emailSettings = async (userId: number) =>
  db().userSettings.findUniqueOrThrow({
    where: { userId },
    select: { emailNewMessages: true, emailComments: true, emailMentions: true, emailWeeklyDigest: true, emailMarketing: true },
  });

/** A POST as a mail provider sends it: no session, no CSRF header, a form body. */
const oneClick = (url: string, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url);
  return server.raw('POST', `${pathname}${search}`, {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
};
const oneClickToken = (token: string, headers: Record<string, string> = {}) => oneClick(`${server.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, headers);

function expectOneClickHeaders(mail: OutboxMail, userId: number, kind: UnsubscribeKind) {
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/);
  expect(mail.unsubscribeUrl).toBeDefined();
  return services()
    .tokens.checkPurpose('unsubscribe', new URL(mail.unsubscribeUrl!).searchParams.get('token'))
    .then((claims) => {
      expect(claims).toMatchObject({ userId, kind, type: 'unsubscribe' });
      // The visible footer link: the page, with a token of the same member and kind.
      expect(mail.text).toContain(`${server.url}/unsubscribe?token=`);
      expect(mail.html).toContain(`href="${server.url}/unsubscribe?token=`);
    });
}

describe('List-Unsubscribe on non-transactional mail', () => {
  it('a comment notice carries it (comments)', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, commenter.token, post.id);
    const [mail] = await mailsTo(author, 'New comment on Workers Commons');
    await expectOneClickHeaders(mail!, author.id, 'comments');
  });

  it('a new-message notice carries it (newMessages)', async () => {
    const [sender, recipient] = [await member(server), await member(server)];
    const started = await server.api('POST', '/messages/conversations/by-username', { username: recipient.username }, { token: sender.token });
    expect(started.status, started.text).toBe(201);
    const id = started.body.conversation.conversation_id ?? started.body.conversation.id;
    expect((await server.api('POST', `/messages/conversations/${id}`, { content: 'hello' }, { token: sender.token })).status).toBe(201);
    const [mail] = await mailsTo(recipient, 'New message on Workers Commons');
    await expectOneClickHeaders(mail!, recipient.id, 'newMessages');
  });

  it('a mention notice carries it (mentions)', async () => {
    const [actor, recipient] = [await member(server), await member(server)];
    const post = await createPostApi(server, actor.token);
    const created = await db().$transaction((tx) =>
      createNotifications(tx, [{ userId: recipient.id, type: 'MENTION', actorId: actor.id, postId: post.id, content: 'mentioned you', data: { actorUsername: actor.username } }]),
    );
    await announceNotifications(services(), created);
    const [mail] = await mailsTo(recipient, 'You were mentioned on Workers Commons');
    await expectOneClickHeaders(mail!, recipient.id, 'mentions');
  });

  it('account mail (verification, sign-in link, password reset) carries neither header', async () => {
    const registered = await registerUser(server);
    const magic = uniqueEmail('magic');
    expect((await server.api('POST', '/auth/magic-link', { email: magic })).status).toBe(200);
    expect((await server.api('POST', '/auth/forgot-password', { email: registered.email })).status).toBe(200);
    await services().jobs.settle();
    const mails = [...(await listMail(server.dataDir, registered.email)), ...(await listMail(server.dataDir, magic))];
    expect(mails.map((m) => m.subject).sort()).toEqual(['Confirm your email for Workers Commons', 'Finish joining Workers Commons', 'Reset your Workers Commons password']);
    for (const mail of mails) {
      expect(mail.headers['list-unsubscribe'], mail.subject).toBeUndefined();
      expect(mail.headers['list-unsubscribe-post'], mail.subject).toBeUndefined();
      expect(mail.text).not.toContain('/unsubscribe');
      // Plain text plus HTML, the link in both.
      expect(mail.html).toContain(`href="${mail.link!.replace(/&/g, '&amp;')}"`);
      expect(mail.text).toContain(mail.link!);
    }
  });
});

describe('POST /api/unsubscribe (one-click)', () => {
  it('turns exactly the named setting off, without a session or CSRF header, for each kind; idempotent', async () => {
    for (const kind of UNSUBSCRIBE_KINDS) {
      const m = await member(server);
      await server.api('PUT', '/settings', { email: { weeklyDigest: true, marketingEmails: true } }, { token: m.token });
      const before = await emailSettings(m.id);
      const link = await unsubscribeLink(services(), m.id, kind);
      const res = await oneClick(link.oneClickUrl);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ kind, subscribed: false });
      const column = { newMessages: 'emailNewMessages', comments: 'emailComments', mentions: 'emailMentions', weeklyDigest: 'emailWeeklyDigest' }[kind];
      expect(await emailSettings(m.id)).toEqual({ ...before, [column]: false });
      expect((await oneClick(link.oneClickUrl)).status).toBe(200);
      expect(await emailSettings(m.id)).toEqual({ ...before, [column]: false });
    }
  });

  it('the link of a real comment mail stops the next comment mail; the in-app notice stays on', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, commenter.token, post.id);
    const [mail] = await mailsTo(author, 'New comment on Workers Commons');
    expect((await oneClick(mail!.unsubscribeUrl!)).status).toBe(200);
    await createCommentApi(server, commenter.token, post.id);
    expect(await mailsTo(author, 'New comment on Workers Commons')).toHaveLength(1);
    const settings = await server.api('GET', '/settings', undefined, { token: author.token });
    expect(settings.body.settings.email.commentsEmail).toBe(false);
    expect(settings.body.settings.notifications.comments).toBe(true);
  });

  it('also accepts a multipart form body (RFC 8058 allows either)', async () => {
    const m = await member(server);
    const { oneClickUrl } = await unsubscribeLink(services(), m.id, 'mentions');
    const { pathname, search } = new URL(oneClickUrl);
    const boundary = 'xyz123';
    const res = await server.raw('POST', `${pathname}${search}`, {
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status, res.text).toBe(200);
    expect((await emailSettings(m.id)).emailMentions).toBe(false);
  });

  it('GET only tells what the link turns off (a link scanner changes nothing)', async () => {
    const m = await member(server);
    const { token } = await unsubscribeLink(services(), m.id, 'comments');
    const res = await server.api('GET', `/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ kind: 'comments', subscribed: true });
    expect((await emailSettings(m.id)).emailComments).toBe(true);
  });

  it('400 with a clear message for a missing, garbled, tampered or foreign-secret token; nothing changes', async () => {
    const m = await member(server);
    const { token } = await unsubscribeLink(services(), m.id, 'comments');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, kind: 'newMessages' })).toString('base64url')}.${signature}`;
    const otherMember = `${header}.${Buffer.from(JSON.stringify({ ...claims, userId: claims.userId + 1 })).toString('base64url')}.${signature}`;
    const foreign = await new SignJWT({ userId: m.id, kind: 'comments', type: 'unsubscribe' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('workers-commons:unsubscribe')
      .setIssuedAt()
      .setExpirationTime('1y')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const bad of [tampered, otherMember, foreign, unsigned, 'not-a-token', `${token}x`]) {
      const res = await oneClickToken(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ error: 'INVALID_TOKEN', message: unsubscribeMessages.invalidLink });
    }
    const missing = await oneClick(`${server.url}/api/unsubscribe`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('INVALID_TOKEN');
    expect(await emailSettings(m.id)).toMatchObject({ emailComments: true, emailNewMessages: true, emailMentions: true });
  });

  it('a session token is refused as an unsubscribe token, and an unsubscribe token is not a session', async () => {
    const m = await member(server);
    expect((await oneClickToken(m.token)).status).toBe(400);
    // Nor the other purpose-bound token (the ban appeal link's).
    const appeal = await services().tokens.issuePurpose('ban_appeal', { userId: m.id, actionId: 1 }, new Date(Date.now() + 60_000));
    expect((await oneClickToken(appeal)).status).toBe(400);
    expect(await emailSettings(m.id)).toMatchObject({ emailComments: true, emailNewMessages: true, emailMentions: true });

    const { token } = await unsubscribeLink(services(), m.id, 'comments');
    const me = await server.api('GET', '/auth/me', undefined, { token });
    expect(me.status).toBe(401);
    const gql = await server.gql('{ viewer { userId } }', {}, token);
    expect(gql.data?.viewer ?? null).toBeNull();
    expect((await services().tokens.check(token)).status).not.toBe('valid');
  });

  it('refuses an address after 30 bad links in an hour (429), valid links from other addresses still work', async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) expect((await oneClickToken(`bad-${i}`, { 'x-forwarded-for': ip })).status).toBe(400);
    const m = await member(server);
    const { token } = await unsubscribeLink(services(), m.id, 'mentions');
    const limited = await oneClickToken(token, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await oneClickToken(token)).status).toBe(200);
  });
});

describe('GraphQL (the /unsubscribe page)', () => {
  it('unsubscribeLink tells the kind and state, unsubscribe turns it off, without a session', async () => {
    const m = await member(server);
    const { token } = await unsubscribeLink(services(), m.id, 'weeklyDigest');
    await server.api('PUT', '/settings', { email: { weeklyDigest: true } }, { token: m.token });
    const q = `query($t: String!) { unsubscribeLink(token: $t) { kind label subscribed } }`;
    expect(gqlData(await server.gql(q, { t: token })).unsubscribeLink).toEqual({ kind: 'WEEKLY_DIGEST', label: 'The weekly digest email', subscribed: true });
    const done = gqlData(await server.gql(`mutation($i: UnsubscribeInput!) { unsubscribe(input: $i) { link { kind subscribed } } }`, { i: { token } }));
    expect(done.unsubscribe.link).toEqual({ kind: 'WEEKLY_DIGEST', subscribed: false });
    expect((await emailSettings(m.id)).emailWeeklyDigest).toBe(false);
    expect(gqlData(await server.gql(q, { t: token })).unsubscribeLink.subscribed).toBe(false);
    const bad = gqlError(await server.gql(q, { t: m.token }));
    expect(bad.extensions?.code).toBe('INVALID_TOKEN');
    expect(bad.message).toBe(unsubscribeMessages.invalidLink);
  });
});

describe('HTML part', () => {
  it('is present and escapes what members write (a username with <b> stays text)', async () => {
    const author = await member(server);
    const sneaky = await member(server, { username: `<b>x${uniqueWord(4)}</b>` });
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, sneaky.token, post.id);
    const [mail] = await mailsTo(author, 'New comment on Workers Commons');
    expect(mail!.html).toBeDefined();
    expect(mail!.html).toContain(`@${sneaky.username!.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;')} commented on your post.`);
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.text).toContain(`@${sneaky.username} commented on your post.`);
    expect(mail!.html).toMatch(/<a href="http[^"]+\/discussion\/[^"]+" style="[^"]+">Read it on Workers Commons<\/a>/);
  });
});

