// @mentions (issue 29): a mention in a post, comment or reply notifies the member (REST, GraphQL,
// the live bell) and mails them per email.mentionsEmail alone; every case where nobody may be
// told; edits tell only the newly named; the comments toggles split notice and mail the same way;
// the composer's autocomplete (GraphQL mentionCandidates, REST /api/users/mention-candidates).
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { createCommentApi, createPostApi, gid, gqlData, member, slate, uniqueTitle, type Member } from './helpers/content.ts';
import { closeWsClients, connectWs, settle as wsSettle, subscribe } from './helpers/ws.ts';
import { countMail, listMail, readMail } from './helpers/outbox.ts';
import { createCommunity, joinCommunity } from '../fixtures/factories.ts';
import { sendNoticeMail, sendNotificationMail } from '../../api/src/domain/notifications/email.ts';
import type { JobPayloads } from '../../api/src/domain/jobs/kinds.ts';

const server = useTestServer();
afterAll(async () => {
  await closeWsClients();
});

/** Runs every due job (the mail), so mail counts are final. */
const settleJobs = () => server.app.services.jobs.settle();

async function mentions(who: Member) {
  const res = await server.api('GET', '/notifications', undefined, { token: who.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.notifications as any[]).filter((n) => n.type === 'mention');
}

const mentionMails = async (who: Member) => (await listMail(server.dataDir, who.email)).filter((m) => m.subject.includes('You were mentioned'));

async function setSettings(who: Member, settings: Record<string, unknown>) {
  const res = await server.api('PUT', '/settings', settings, { token: who.token });
  expect(res.status, res.text).toBe(200);
}

describe('mention notices', () => {
  it('notifies a member named in a post body over REST, with its link, and mails them', async () => {
    const [author, named] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token, { content: slate(`Thanks @${named.username!.toUpperCase()}, see you at the meeting.`) });
    const [n] = await mentions(named);
    expect(n).toMatchObject({
      type: 'mention',
      content: `${author.username} mentioned you in "${post.title}"`,
      link: `/discussion/${post.url_id}/${post.slug}`,
      related_id: post.url_id,
      data: { postId: post.id, actorId: author.id, actorUsername: author.username },
    });
    await settleJobs();
    const mail = await readMail(server.dataDir, named.email, { subjectIncludes: 'You were mentioned on Workers Commons' });
    expect(mail.text).toContain(`@${author.username} mentioned you.`);
    expect(mail.text).toContain(`${server.url}/discussion/${post.url_id}/${post.slug}`);
    expect(mail.text).not.toContain(post.title);
  });

  it('notifies from a title, a comment and a reply (GraphQL), linking to the comment, and pushes it to the live bell', async () => {
    const [author, commenter, named] = [await member(server), await member(server), await member(server)];
    const ws = connectWs(server, named.token);
    const added = subscribe(ws, `subscription { notificationAdded { type content link actor { userId } } }`);
    await wsSettle();
    const post = await createPostApi(server, author.token, { title: `Rota question for @${named.username}` });
    expect((await added.next()).data.notificationAdded).toMatchObject({ type: 'MENTION', actor: { userId: author.id } });

    const created = gqlData(
      await server.gql(
        `mutation($input: CreateCommentInput!) { createComment(input: $input) { comment { commentId } } }`,
        { input: { postId: gid('Post', post.id), content: slate(`@${named.username} what do you think?`) } },
        commenter.token,
      ),
    );
    const commentId = created.createComment.comment.commentId;
    const event = (await added.next()).data.notificationAdded;
    expect(event).toMatchObject({ type: 'MENTION', content: `${commenter.username} mentioned you in a comment on "${post.title}"` });
    expect(event.link).toBe(`/discussion/${post.url_id}/${post.slug}#comment-${commentId}`);

    await createCommentApi(server, author.token, post.id, slate(`Agreed, @${named.username}.`), commentId);
    expect((await added.next()).data.notificationAdded).toMatchObject({ type: 'MENTION', actor: { userId: author.id } });
    const data = gqlData(await server.gql(`{ notifications(first: 10) { edges { node { type } } } }`, {}, named.token));
    expect(data.notifications.edges.map((e: any) => e.node.type)).toEqual(['MENTION', 'MENTION', 'MENTION']);
    await settleJobs();
    expect((await mentionMails(named)).length).toBe(3);
  });

  it('reads mentions robustly: word boundaries, not code, not addresses, not links, each member once, at most 20', async () => {
    const [author, named, coded, mailed] = [await member(server), await member(server), await member(server), await member(server)];
    const many = await Promise.all(Array.from({ length: 22 }, () => member(server)));
    await createPostApi(server, author.token, {
      content: [
        { type: 'paragraph', children: [{ text: `@${named.username} and again @${named.username}, ` }, { text: `@${coded.username}`, code: true }] },
        { type: 'paragraph', children: [{ text: `write to x@${mailed.username} or https://example.org/@${mailed.username}` }] },
        { type: 'paragraph', children: [{ type: 'link', url: 'https://example.org', children: [{ text: `@${mailed.username}` }] }] },
        { type: 'paragraph', children: [{ text: many.map((m) => `@${m.username}`).join(' ') }] },
      ],
    });
    expect(await mentions(named)).toHaveLength(1);
    expect(await mentions(coded)).toHaveLength(0);
    expect(await mentions(mailed)).toHaveLength(0);
    const told = await Promise.all(many.map(async (m) => (await mentions(m)).length));
    // named is the first of 20; the next 19 of the list are told, the rest are not.
    expect(told.slice(0, 19)).toEqual(Array(19).fill(1));
    expect(told.slice(19)).toEqual([0, 0, 0]);
  });

  it('tells only newly named members on an edit, never the same member twice', async () => {
    const [author, first, second] = [await member(server), await member(server), await member(server)];
    const post = await createPostApi(server, author.token, { content: slate(`Ask @${first.username}`) });
    const edit = (text: string) => server.api('PUT', `/posts/${post.id}`, { title: post.title, content: slate(text) }, { token: author.token });
    expect((await edit(`Ask @${first.username} and @${second.username}`)).status).toBe(200);
    expect((await edit(`Ask @${second.username}`)).status).toBe(200);
    expect((await edit(`Ask @${first.username} and @${second.username} again`)).status).toBe(200);
    expect(await mentions(first)).toHaveLength(1);
    expect(await mentions(second)).toHaveLength(1);

    const comment = await createCommentApi(server, author.token, post.id, slate(`cc @${first.username}`));
    const res = await server.api('PUT', `/comments/${comment.id}`, { content: slate(`cc @${first.username} @${second.username}`) }, { token: author.token });
    expect(res.status, res.text).toBe(200);
    expect(await mentions(first)).toHaveLength(2);
    expect(await mentions(second)).toHaveLength(2);
    await settleJobs();
    expect((await mentionMails(first)).length).toBe(2);
    expect((await mentionMails(second)).length).toBe(2);
  });

  it('does not mention the post or parent author in a comment they are already told of', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, commenter.token, post.id, slate(`@${author.username} good point`));
    expect(await mentions(author)).toHaveLength(0);
    const res = await server.api('GET', '/notifications', undefined, { token: author.token });
    expect(res.body.notifications.map((n: any) => n.type)).toEqual(['post_comment']);
  });
});

describe('mention settings: the notice and the mail apart', () => {
  it('mails only when mentionsEmail is on', async () => {
    const [author, named] = [await member(server), await member(server)];
    await setSettings(named, { email: { mentionsEmail: false } });
    await createPostApi(server, author.token, { content: slate(`Hi @${named.username}`) });
    expect(await mentions(named)).toHaveLength(1);
    await settleJobs();
    expect(await mentionMails(named)).toHaveLength(0);
  });

  it('with the in-app notice off and the mail on: the mail only', async () => {
    const [author, named] = [await member(server), await member(server)];
    await setSettings(named, { notifications: { mentions: false }, email: { mentionsEmail: true } });
    const post = await createPostApi(server, author.token, { content: slate(`Hi @${named.username}`) });
    expect(await mentions(named)).toHaveLength(0);
    await settleJobs();
    const mails = await mentionMails(named);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${server.url}/discussion/${post.url_id}/${post.slug}`);
    // An edit naming them again mails nothing more.
    await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: slate('Hi all') }, { token: author.token });
    await server.api('PUT', `/posts/${post.id}`, { title: post.title, content: slate(`Hi @${named.username}`) }, { token: author.token });
    await settleJobs();
    expect(await mentionMails(named)).toHaveLength(1);
  });

  it('with both off: nothing', async () => {
    const [author, named] = [await member(server), await member(server)];
    await setSettings(named, { notifications: { mentions: false }, email: { mentionsEmail: false } });
    await createPostApi(server, author.token, { content: slate(`Hi @${named.username}`) });
    await settleJobs();
    expect(await mentions(named)).toHaveLength(0);
    expect(await countMail(server.dataDir, named.email)).toBe(0);
  });
});

describe('nobody is told of what they may not read', () => {
  /** Expects neither a notice nor a mail for `named` once the jobs ran. */
  async function expectUntold(named: Member) {
    await settleJobs();
    expect(await mentions(named)).toHaveLength(0);
    expect(await mentionMails(named)).toHaveLength(0);
  }

  it('a private community they are not a member of', async () => {
    const [author, outsider, insider] = [await member(server), await member(server), await member(server)];
    const community = await createCommunity(server.app.db, { isPrivate: true, createdBy: author.id });
    await joinCommunity(server.app.db, insider.id, community.id);
    await createPostApi(server, author.token, { community_slug: community.slug, content: slate(`@${outsider.username} @${insider.username}`) });
    await expectUntold(outsider);
    expect(await mentions(insider)).toHaveLength(1);
  });

  it('an author they blocked, and an author who blocked them (notice or mail alone)', async () => {
    const [author, blocker, blocked, blockerMailOnly] = [await member(server), await member(server), await member(server), await member(server)];
    await setSettings(blockerMailOnly, { notifications: { mentions: false } });
    for (const who of [blocker, blockerMailOnly]) {
      expect((await server.api('POST', '/user-moderation/block', { userId: author.id }, { token: who.token })).status).toBe(201);
    }
    expect((await server.api('POST', '/user-moderation/block', { userId: blocked.id }, { token: author.token })).status).toBe(201);
    await createPostApi(server, author.token, { content: slate(`@${blocker.username} @${blocked.username} @${blockerMailOnly.username}`) });
    await expectUntold(blocker);
    await expectUntold(blocked);
    await expectUntold(blockerMailOnly);
  });

  it('a muted author', async () => {
    const [author, muter] = [await member(server), await member(server)];
    expect((await server.api('POST', '/user-moderation/mute', { userId: author.id }, { token: muter.token })).status).toBe(201);
    await createPostApi(server, author.token, { content: slate(`@${muter.username}`) });
    await expectUntold(muter);
  });

  it('a shadow-banned author', async () => {
    const [author, named] = [await member(server), await member(server)];
    await server.app.db.user.update({ where: { id: author.id }, data: { isShadowBanned: true } });
    const post = await server.api('POST', '/posts', { title: uniqueTitle(), content: slate(`@${named.username}`) }, { token: author.token });
    expect(post.status, post.text).toBe(201);
    await expectUntold(named);
  });

  it('their own mention of themselves', async () => {
    const author = await member(server);
    await createPostApi(server, author.token, { content: slate(`Note to self @${author.username}`) });
    await expectUntold(author);
  });

  // The queue runs as soon as the write commits here, so "when the job runs" is the handler called
  // again with the same job after the change: what it re-checks is what a late job meets.
  let jobId = 900_000_000;
  const rerunNotification = (notificationId: number) =>
    sendNotificationMail(server.app.services, { id: ++jobId, kind: 'mail.notification', payload: { notificationId }, key: null, attempt: 1, maxAttempts: 5 });
  const rerunNotice = (payload: JobPayloads['mail.notice']) =>
    sendNoticeMail(server.app.services, { id: ++jobId, kind: 'mail.notice', payload, key: null, attempt: 1, maxAttempts: 5 });

  it('content deleted before the mail job runs (the notice mail and the mail-only one)', async () => {
    const [author, named, mailOnly] = [await member(server), await member(server), await member(server)];
    await setSettings(mailOnly, { notifications: { mentions: false } });
    const post = await createPostApi(server, author.token);
    const comment = await createCommentApi(server, author.token, post.id, slate(`@${named.username} @${mailOnly.username}`));
    await settleJobs();
    expect(await mentionMails(named)).toHaveLength(1);
    expect(await mentionMails(mailOnly)).toHaveLength(1);
    const notice = await server.app.db.notification.findFirstOrThrow({ where: { userId: named.id, type: 'MENTION' } });
    // While it stands, running the jobs again would mail again (the check below is not vacuous).
    await rerunNotification(notice.id);
    expect(await mentionMails(named)).toHaveLength(2);
    expect((await server.api('DELETE', `/comments/${comment.id}`, undefined, { token: author.token })).status).toBe(200);
    await rerunNotification(notice.id);
    await rerunNotice({ type: 'MENTION', recipientId: mailOnly.id, actorId: author.id, postId: post.id, commentId: comment.id, reply: false });
    expect(await mentionMails(named)).toHaveLength(2);
    expect(await mentionMails(mailOnly)).toHaveLength(1);

    // A deleted post likewise.
    const other = await createPostApi(server, author.token, { content: slate(`@${mailOnly.username}`) });
    await settleJobs();
    expect((await server.api('DELETE', `/posts/${other.id}`, undefined, { token: author.token })).status).toBe(200);
    await rerunNotice({ type: 'MENTION', recipientId: mailOnly.id, actorId: author.id, postId: other.id, commentId: null, reply: false });
    expect(await mentionMails(mailOnly)).toHaveLength(2);
  });

  it('a block either way or a shadow ban made before the mail job runs', async () => {
    const [author, named, other] = [await member(server), await member(server), await member(server)];
    await setSettings(named, { notifications: { mentions: false } });
    const post = await createPostApi(server, author.token, { content: slate(`@${named.username} @${other.username}`) });
    await settleJobs();
    expect(await mentionMails(named)).toHaveLength(1);
    const payload = { type: 'MENTION' as const, recipientId: named.id, actorId: author.id, postId: post.id, commentId: null, reply: false };
    expect((await server.api('POST', '/user-moderation/block', { userId: named.id }, { token: author.token })).status).toBe(201);
    await rerunNotice(payload);
    expect(await mentionMails(named)).toHaveLength(1);

    const notice = await server.app.db.notification.findFirstOrThrow({ where: { userId: other.id, type: 'MENTION' } });
    await server.app.db.user.update({ where: { id: author.id }, data: { isShadowBanned: true } });
    await rerunNotification(notice.id);
    expect(await mentionMails(other)).toHaveLength(1);
  });
});

describe('comment and reply notices: their own toggles', () => {
  it('in-app comments off, commentsEmail on: the mail only; both off: nothing', async () => {
    const [author, commenter, quiet] = [await member(server), await member(server), await member(server)];
    await setSettings(author, { notifications: { comments: false }, email: { commentsEmail: true } });
    const post = await createPostApi(server, author.token);
    const comment = await createCommentApi(server, commenter.token, post.id);
    await settleJobs();
    const listed = await server.api('GET', '/notifications', undefined, { token: author.token });
    expect(listed.body.notifications).toHaveLength(0);
    const mail = await readMail(server.dataDir, author.email, { subjectIncludes: 'New comment on Workers Commons' });
    expect(mail.text).toContain(`@${commenter.username} commented on your post.`);
    expect(mail.text).toContain(`#comment-${comment.id}`);

    await setSettings(quiet, { notifications: { comments: false }, email: { commentsEmail: false } });
    const other = await createPostApi(server, quiet.token);
    await createCommentApi(server, commenter.token, other.id);
    await settleJobs();
    expect(await countMail(server.dataDir, quiet.email)).toBe(0);
  });

  it('a reply with the notice off mails "replied to your comment"; mentions settings do not govern it', async () => {
    const [author, first, replier] = [await member(server), await member(server), await member(server)];
    await setSettings(first, { notifications: { comments: false, mentions: true }, email: { mentionsEmail: false, commentsEmail: true } });
    const post = await createPostApi(server, author.token);
    const comment = await createCommentApi(server, first.token, post.id);
    await createCommentApi(server, replier.token, post.id, 'Same here.', comment.id);
    await settleJobs();
    const mail = await readMail(server.dataDir, first.email, { subjectIncludes: 'New reply on Workers Commons' });
    expect(mail.text).toContain(`@${replier.username} replied to your comment.`);
  });
});

describe('mention candidates (autocomplete)', () => {
  const QUERY = `query($prefix: String!, $communityId: ID) { mentionCandidates(prefix: $prefix, communityId: $communityId) { edges { node { userId username } } } }`;

  it('lists members by prefix, case-insensitive, never the viewer, a block either way, a shadow-banned or private profile; at most 8', async () => {
    const stem = `mc${uniqueTitle('').trim().slice(0, 6)}`;
    const make = (suffix: string) => member(server, { username: `${stem}${suffix}` });
    const [viewer, open, blockedByViewer, blockerOfViewer, shadow, hidden] = [await make('v'), await make('a'), await make('b'), await make('c'), await make('d'), await make('e')];
    await server.api('POST', '/user-moderation/block', { userId: blockedByViewer.id }, { token: viewer.token });
    await server.api('POST', '/user-moderation/block', { userId: viewer.id }, { token: blockerOfViewer.token });
    await server.app.db.user.update({ where: { id: shadow.id }, data: { isShadowBanned: true } });
    await setSettings(hidden, { privacy: { profileVisibility: 'private' } });
    const data = gqlData(await server.gql(QUERY, { prefix: stem.toUpperCase() }, viewer.token));
    expect(data.mentionCandidates.edges.map((e: any) => e.node.username)).toEqual([open.username]);
    const rest = await server.api('GET', `/users/mention-candidates?q=${stem}`, undefined, { token: viewer.token });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.users.map((u: any) => u.username)).toEqual([open.username]);

    await Promise.all(Array.from({ length: 10 }, (_, i) => make(`z${i}`)));
    const many = await server.api('GET', `/users/mention-candidates?q=${stem}z`, undefined, { token: viewer.token });
    expect(many.body.users).toHaveLength(8);
    expect((await server.api('GET', `/users/mention-candidates?q=${stem}`)).status).toBe(401);
  });

  it('with a private community: its members only, and nothing for a non-member', async () => {
    const stem = `pc${uniqueTitle('').trim().slice(0, 6)}`;
    const [viewer, inside, outside] = [
      await member(server, { username: `${stem}v` }),
      await member(server, { username: `${stem}in` }),
      await member(server, { username: `${stem}out` }),
    ];
    const community = await createCommunity(server.app.db, { isPrivate: true, createdBy: viewer.id });
    await joinCommunity(server.app.db, inside.id, community.id);
    const names = async (token: string) =>
      gqlData(await server.gql(QUERY, { prefix: stem, communityId: gid('Community', community.id) }, token)).mentionCandidates.edges.map((e: any) => e.node.username);
    expect(await names(viewer.token)).toEqual([inside.username]);
    expect(await names(outside.token)).toEqual([]);
  });
});
