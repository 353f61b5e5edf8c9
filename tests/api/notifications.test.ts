// Notifications over REST and GraphQL: comment / reply / moderator notifications, counts
// (unseen vs unread), read / acknowledge / delete / clear / clear-old, privacy by every path,
// live delivery over WebSocket, emails per settings (never the content text), and a fixed
// number of SQL statements for the list.
import { afterAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useTestServer } from './helpers/server.ts';
import {
  PHONE_TEXT,
  admin,
  createCommentApi,
  createPostApi,
  eventually,
  expectError,
  gqlData,
  gqlError,
  member,
  sleep,
  uniqueTitle,
  type Member,
} from './helpers/content.ts';
import { closeWsClients, connectWs, settle, subscribe, withTimeout } from './helpers/ws.ts';
import { timeouts } from '../timeouts.ts';
import { countMail, listMail, readMail } from './helpers/outbox.ts';
import { announceNotifications, createNotifications } from '../../api/src/domain/notifications/notify.ts';

const server = useTestServer();
afterAll(async () => {
  await closeWsClients();
});

const db = () => server.app.db;
const nid = (id: number) => encodeGlobalID('Notification', String(id));

/** The member's notifications over REST (newest first). */
async function restList(token: string, query = '') {
  const res = await server.api('GET', `/notifications${query}`, undefined, { token });
  expect(res.status, res.text).toBe(200);
  return res.body as { notifications: any[]; unread_count: number; unseen_count: number };
}

async function counts(token: string) {
  const res = await server.api('GET', '/notifications/counts', undefined, { token });
  expect(res.status, res.text).toBe(200);
  return res.body as { unseen: number; unread: number };
}

/** A post by `author` and a published comment on it by `commenter`. */
async function postWithComment(author: Member, commenter: Member, title = uniqueTitle()) {
  const post = await createPostApi(server, author.token, { title });
  const comment = await createCommentApi(server, commenter.token, post.id, 'Same at our warehouse: the schedule changed overnight.');
  return { post, comment, title };
}

const NOTIFICATION_FIELDS = `
  id notificationId type content preview isRead isSeen createdAt link relatedId
  actor { userId username }
  post { postId title }
`;

describe('comment and reply notifications', () => {
  it('notifies the post author of a comment, with the contract content, data, link and related id', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const { post, comment, title } = await postWithComment(author, commenter);
    const { notifications, unread_count, unseen_count } = await restList(author.token);
    expect(notifications).toHaveLength(1);
    const n = notifications[0];
    expect(n).toMatchObject({
      type: 'post_comment',
      content: `${commenter.username} commented on your post "${title}"`,
      isRead: false,
      related_id: post.url_id,
      link: `/discussion/${post.url_id}/${post.slug}#comment-${comment.id}`,
      data: {
        postId: post.id,
        postUrlId: post.url_id,
        postSlug: post.slug,
        commentId: comment.id,
        actorId: commenter.id,
        actorUsername: commenter.username,
      },
    });
    expect(typeof n.id).toBe('number');
    expect(new Date(n.created_at).toString()).not.toBe('Invalid Date');
    expect(unread_count).toBe(1);
    expect(unseen_count).toBe(1);
    // The commenter hears nothing of their own comment.
    expect((await restList(commenter.token)).notifications).toHaveLength(0);
  });

  it('does not notify anyone of their own comment on their own post', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, author.token, post.id);
    expect((await restList(author.token)).notifications).toHaveLength(0);
  });

  it('notifies the parent comment author of a reply, and the post author of the comment', async () => {
    const [author, first, replier] = [await member(server), await member(server), await member(server)];
    const { post, comment, title } = await postWithComment(author, first);
    const reply = await createCommentApi(server, replier.token, post.id, 'Did they give a reason?', comment.id);
    const toFirst = (await restList(first.token)).notifications;
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0].content).toBe(`${replier.username} replied to your comment on "${title}"`);
    expect(toFirst[0].link).toBe(`/discussion/${post.url_id}/${post.slug}#comment-${reply.id}`);
    const toAuthor = (await restList(author.token)).notifications.map((n: any) => n.content);
    expect(toAuthor).toEqual([`${replier.username} commented on your post "${title}"`, `${first.username} commented on your post "${title}"`]);
  });

  it('sends only the reply notification when the parent author also wrote the post', async () => {
    const [author, replier] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const own = await createCommentApi(server, author.token, post.id);
    await createCommentApi(server, replier.token, post.id, 'Agreed.', own.id);
    const list = (await restList(author.token)).notifications;
    expect(list).toHaveLength(1);
    expect(list[0].content).toMatch(/replied to your comment on/);
  });

  it('holds a held comment back until a moderator approves it, then notifies as publishing would', async () => {
    const [author, commenter, moderator] = [await member(server), await member(server), await admin(server)];
    const post = await createPostApi(server, author.token);
    const held = await server.api('POST', '/comments', { postId: post.id, content: PHONE_TEXT }, { token: commenter.token });
    expect(held.status, held.text).toBe(202);
    expect((await restList(author.token)).notifications).toHaveLength(0);
    const approved = await server.api('POST', `/admin/moderation/comments/${held.body.comment.id}`, { approve: true }, { token: moderator.token });
    expect(approved.status, approved.text).toBe(200);
    const toAuthor = (await restList(author.token)).notifications;
    expect(toAuthor).toHaveLength(1);
    expect(toAuthor[0].type).toBe('post_comment');
    expect(toAuthor[0].data.actorId).toBe(commenter.id);
    const toCommenter = (await restList(commenter.token)).notifications;
    expect(toCommenter).toHaveLength(1);
    expect(toCommenter[0]).toMatchObject({ type: 'admin_action', content: `A moderator approved your comment on "${post.title}"` });
    // Moderators stay anonymous.
    expect(toCommenter[0].data.actorId).toBeUndefined();
    expect(toCommenter[0].data.actorUsername).toBeUndefined();
  });

  it('removes the comment notifications when the comment is deleted', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const { comment } = await postWithComment(author, commenter);
    expect((await counts(author.token)).unread).toBe(1);
    const res = await server.api('DELETE', `/comments/${comment.id}`, undefined, { token: commenter.token });
    expect(res.status, res.text).toBe(200);
    expect((await restList(author.token)).notifications).toHaveLength(0);
    expect(await counts(author.token)).toEqual({ unseen: 0, unread: 0 });
  });
});

describe('moderator actions', () => {
  it('tells the author, anonymously, when a moderator rejects or approves their held post', async () => {
    const [author, moderator] = [await member(server), await admin(server)];
    const title = uniqueTitle('Held post');
    const created = await server.api('POST', '/posts', { title, content: [{ type: 'paragraph', children: [{ text: PHONE_TEXT }] }] }, { token: author.token });
    expect(created.status, created.text).toBe(202);
    const rejected = await server.api('POST', `/admin/moderation/posts/${created.body.post.id}`, { approve: false, reason: 'Personal phone number' }, { token: moderator.token });
    expect(rejected.status, rejected.text).toBe(200);
    const [n] = (await restList(author.token)).notifications;
    expect(n).toMatchObject({ type: 'admin_action', content: `A moderator rejected your post "${title}": Personal phone number`, link: '/settings/standing' });
    const gql = gqlData(await server.gql(`{ notifications(first: 5) { edges { node { type actor { userId } } } } }`, {}, author.token));
    expect(gql.notifications.edges[0].node).toEqual({ type: 'ADMIN_ACTION', actor: null });

    const other = await server.api('POST', '/posts', { title: uniqueTitle('Held post'), content: [{ type: 'paragraph', children: [{ text: PHONE_TEXT }] }] }, { token: author.token });
    const approved = await server.api('POST', `/admin/moderation/posts/${other.body.post.id}`, { approve: true }, { token: moderator.token });
    expect(approved.status, approved.text).toBe(200);
    const latest = (await restList(author.token)).notifications[0];
    expect(latest.content).toBe(`A moderator approved your post "${other.body.post.title}"`);
    expect(latest.link).toBe(`/discussion/${other.body.post.url_id}/${other.body.post.slug}`);
  });

  it("tells the author when a moderator deletes their post or comment, and nothing when they delete their own", async () => {
    const [author, commenter, moderator] = [await member(server), await member(server), await admin(server)];
    const { post, comment, title } = await postWithComment(author, commenter);
    expect((await server.api('DELETE', `/comments/${comment.id}`, undefined, { token: moderator.token })).status).toBe(200);
    const toCommenter = (await restList(commenter.token)).notifications;
    expect(toCommenter).toHaveLength(1);
    expect(toCommenter[0]).toMatchObject({ type: 'admin_action', content: `A moderator removed your comment on "${title}"` });
    // A removal leads to the member's Account standing page, where it can be appealed.
    expect(toCommenter[0].link).toBe('/settings/standing');

    expect((await server.api('DELETE', `/posts/${post.id}`, undefined, { token: moderator.token })).status).toBe(200);
    const removed = (await restList(author.token)).notifications.find((n: any) => n.type === 'admin_action');
    expect(removed).toMatchObject({ content: `A moderator removed your post "${title}"`, link: '/settings/standing', related_id: post.url_id });

    const ownPost = await createPostApi(server, moderator.token);
    expect((await server.api('DELETE', `/posts/${ownPost.id}`, undefined, { token: moderator.token })).status).toBe(200);
    expect((await restList(moderator.token)).notifications).toHaveLength(0);
  });
});

describe('counts and the REST calls', () => {
  it('counts unseen and unread separately through acknowledge, read one, read all', async () => {
    const [author, a, b, c] = [await member(server), await member(server), await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    await createCommentApi(server, a.token, post.id);
    await createCommentApi(server, b.token, post.id);
    expect(await counts(author.token)).toEqual({ unseen: 2, unread: 2 });
    expect((await server.api('GET', '/notifications/unread-count', undefined, { token: author.token })).body).toEqual({ count: 2 });

    const ack = await server.api('PUT', '/notifications/acknowledge-all', undefined, { token: author.token });
    expect(ack.status).toBe(200);
    expect(ack.body).toEqual({ success: true, unseen: 0, unread: 2 });

    const [newest] = (await restList(author.token)).notifications;
    const read = await server.api('PUT', `/notifications/${newest.id}/read`, undefined, { token: author.token });
    expect(read.body).toEqual({ success: true, unseen: 0, unread: 1 });
    expect((await restList(author.token)).notifications.map((n: any) => n.isRead)).toEqual([true, false]);

    await createCommentApi(server, c.token, post.id);
    expect(await counts(author.token)).toEqual({ unseen: 1, unread: 2 });
    const all = await server.api('PUT', '/notifications/read-all', undefined, { token: author.token });
    expect(all.body).toEqual({ success: true, unseen: 0, unread: 0 });
  });

  it('lists newest first with limit, offset, unreadOnly and markAsRead (rows show their state before)', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    const commenters = [await member(server), await member(server), await member(server)];
    for (const c of commenters) await createCommentApi(server, c.token, post.id);
    const all = await restList(author.token);
    expect(all.notifications.map((n: any) => n.data.actorId)).toEqual(commenters.map((c) => c.id).reverse());
    const page = await restList(author.token, '?limit=1&offset=1');
    expect(page.notifications.map((n: any) => n.id)).toEqual([all.notifications[1].id]);

    const marked = await restList(author.token, '?markAsRead=true&limit=2');
    expect(marked.notifications.map((n: any) => n.isRead)).toEqual([false, false]);
    expect(marked.unread_count).toBe(1);
    expect(marked.unseen_count).toBe(1);
    const unread = await restList(author.token, '?unreadOnly=true');
    expect(unread.notifications.map((n: any) => n.id)).toEqual([all.notifications[2].id]);

    expectError(await server.api('GET', '/notifications?limit=0', undefined, { token: author.token }), 400, 'VALIDATION');
    expectError(await server.api('GET', '/notifications?limit=101', undefined, { token: author.token }), 400, 'VALIDATION');
    expectError(await server.api('GET', '/notifications?offset=-1', undefined, { token: author.token }), 400, 'VALIDATION');
  });

  it('deletes one, clears all, and clears only notifications older than N days', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    for (let i = 0; i < 4; i++) await createCommentApi(server, (await member(server)).token, post.id);
    const [n1, n2, n3, n4] = (await restList(author.token)).notifications;
    const del = await server.api('DELETE', `/notifications/${n1.id}`, undefined, { token: author.token });
    expect(del.body).toEqual({ success: true, unseen: 3, unread: 3 });
    expectError(await server.api('DELETE', `/notifications/${n1.id}`, undefined, { token: author.token }), 404, 'NOT_FOUND', 'Notification not found');

    const day = 24 * 60 * 60 * 1000;
    await db().notification.update({ where: { id: n2.id }, data: { createdAt: new Date(Date.now() - 31 * day) } });
    await db().notification.update({ where: { id: n3.id }, data: { createdAt: new Date(Date.now() - 8 * day) } });
    const old = await server.api('DELETE', '/notifications/clear-old', undefined, { token: author.token });
    expect(old.body).toEqual({ success: true, deleted: 1 });
    expect((await restList(author.token)).notifications.map((n: any) => n.id)).toEqual([n4.id, n3.id]);
    const week = await server.api('DELETE', '/notifications/clear-old?days=7', undefined, { token: author.token });
    expect(week.body).toEqual({ success: true, deleted: 1 });
    expect((await restList(author.token)).notifications.map((n: any) => n.id)).toEqual([n4.id]);
    for (const days of ['0', '366', 'abc', '1.5']) {
      expectError(await server.api('DELETE', `/notifications/clear-old?days=${days}`, undefined, { token: author.token }), 400, 'VALIDATION');
    }

    const clear = await server.api('DELETE', '/notifications/clear-all', undefined, { token: author.token });
    expect(clear.body).toEqual({ success: true, unseen: 0, unread: 0 });
    expect((await restList(author.token)).notifications).toHaveLength(0);
  });

  it('requires sign-in for every call', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['GET', '/notifications/counts'],
      ['PUT', '/notifications/1/read'],
      ['PUT', '/notifications/read-all'],
      ['PUT', '/notifications/acknowledge-all'],
      ['DELETE', '/notifications/1'],
      ['DELETE', '/notifications/clear-all'],
      ['DELETE', '/notifications/clear-old?days=30'],
    ] as const) {
      expect((await server.api(method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect(gqlError(await server.gql('{ notifications(first: 1) { edges { node { id } } } }')).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL', () => {
  it('serves the list, fields, node and every mutation', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const longTitle = `${uniqueTitle('A very long title about the night shift schedule')} ${'and more words '.repeat(5)}`.trim().slice(0, 120);
    const { post } = await postWithComment(author, commenter, longTitle);
    await createCommentApi(server, (await member(server)).token, post.id);

    const list = gqlData(await server.gql(`{ notifications(first: 10) { edges { node { ${NOTIFICATION_FIELDS} } } } }`, {}, author.token));
    const nodes = list.notifications.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(2);
    const older = nodes[1];
    expect(older.type).toBe('POST_COMMENT');
    expect(older.content.length).toBeGreaterThan(100);
    expect(older.preview).toBe(`${Array.from(older.content).slice(0, 100).join('').trimEnd()}…`);
    expect(older).toMatchObject({ isRead: false, isSeen: false, relatedId: post.url_id, actor: { userId: commenter.id, username: commenter.username }, post: { postId: post.id } });
    expect(older.link).toMatch(new RegExp(`^/discussion/${post.url_id}/${post.slug}#comment-\\d+$`));

    const node = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { ... on Notification { notificationId } } }`, { id: older.id }, author.token));
    expect(node.node).toEqual({ notificationId: older.notificationId });

    const ack = gqlData(await server.gql(`mutation { acknowledgeNotifications { affectedCount unreadCounts { notificationsUnseen notificationsUnread } } }`, {}, author.token));
    expect(ack.acknowledgeNotifications).toEqual({ affectedCount: 2, unreadCounts: { notificationsUnseen: 0, notificationsUnread: 2 } });

    const read = gqlData(
      await server.gql(
        `mutation($id: ID!) { markNotificationRead(input: { notificationId: $id }) { notification { id isRead isSeen } unreadCounts { notificationsUnread } } }`,
        { id: older.id },
        author.token,
      ),
    );
    expect(read.markNotificationRead).toEqual({ notification: { id: older.id, isRead: true, isSeen: true }, unreadCounts: { notificationsUnread: 1 } });

    const unreadOnly = gqlData(await server.gql(`{ notifications(first: 10, unreadOnly: true) { edges { node { id } } } }`, {}, author.token));
    expect(unreadOnly.notifications.edges.map((e: any) => e.node.id)).toEqual([nodes[0].id]);

    const all = gqlData(await server.gql(`mutation { markAllNotificationsRead { affectedCount unreadCounts { notificationsUnread } } }`, {}, author.token));
    expect(all.markAllNotificationsRead).toEqual({ affectedCount: 1, unreadCounts: { notificationsUnread: 0 } });

    const del = gqlData(
      await server.gql(`mutation($id: ID!) { deleteNotification(input: { notificationId: $id }) { deletedNotificationId unreadCounts { notificationsUnread } } }`, { id: older.id }, author.token),
    );
    expect(del.deleteNotification.deletedNotificationId).toBe(older.id);

    await db().notification.update({ where: { id: nodes[0].notificationId }, data: { createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) } });
    const keep = gqlData(await server.gql(`mutation { clearOldNotifications(input: { days: 5 }) { affectedCount } }`, {}, author.token));
    expect(keep.clearOldNotifications.affectedCount).toBe(0);
    const old = gqlData(await server.gql(`mutation { clearOldNotifications(input: { days: 2 }) { affectedCount } }`, {}, author.token));
    expect(old.clearOldNotifications.affectedCount).toBe(1);
    const bad = gqlError(await server.gql(`mutation { clearOldNotifications(input: { days: 0 }) { affectedCount } }`, {}, author.token));
    expect(bad.extensions?.code).toBe('VALIDATION');

    await createCommentApi(server, (await member(server)).token, post.id);
    const clear = gqlData(await server.gql(`mutation { clearNotifications { affectedCount unreadCounts { notificationsUnseen notificationsUnread } } }`, {}, author.token));
    expect(clear.clearNotifications).toEqual({ affectedCount: 1, unreadCounts: { notificationsUnseen: 0, notificationsUnread: 0 } });
  });

  it('pages newest first with cursors', async () => {
    const author = await member(server);
    const post = await createPostApi(server, author.token);
    for (let i = 0; i < 5; i++) await createCommentApi(server, (await member(server)).token, post.id);
    const ids = (await restList(author.token)).notifications.map((n: any) => n.id);
    const q = `query($after: String) { notifications(first: 2, after: $after) { edges { node { notificationId } } pageInfo { hasNextPage endCursor } } }`;
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: any = gqlData(await server.gql(q, { after }, author.token)).notifications;
      seen.push(...page.edges.map((e: any) => e.node.notificationId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
  });
});

describe('privacy', () => {
  it("never lets another member read, mark or delete someone's notification", async () => {
    const [author, commenter, stranger] = [await member(server), await member(server), await member(server)];
    await postWithComment(author, commenter);
    const [n] = (await restList(author.token)).notifications;
    expectError(await server.api('PUT', `/notifications/${n.id}/read`, undefined, { token: stranger.token }), 404, 'NOT_FOUND', 'Notification not found');
    expectError(await server.api('DELETE', `/notifications/${n.id}`, undefined, { token: stranger.token }), 404, 'NOT_FOUND');
    const node = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: nid(n.id) }, stranger.token));
    expect(node.node).toBeNull();
    const mark = gqlError(await server.gql(`mutation($id: ID!) { markNotificationRead(input: { notificationId: $id }) { notification { id } } }`, { id: nid(n.id) }, stranger.token));
    expect(mark.extensions?.code).toBe('NOT_FOUND');
    const del = gqlError(await server.gql(`mutation($id: ID!) { deleteNotification(input: { notificationId: $id }) { deletedNotificationId } }`, { id: nid(n.id) }, stranger.token));
    expect(del.extensions?.code).toBe('NOT_FOUND');
    // Stranger's bulk calls touch only their own rows.
    await server.api('PUT', '/notifications/read-all', undefined, { token: stranger.token });
    await server.api('DELETE', '/notifications/clear-all', undefined, { token: stranger.token });
    expect((await restList(author.token)).notifications).toMatchObject([{ id: n.id, isRead: false }]);
    expect((await restList(stranger.token)).notifications).toHaveLength(0);
    const anonymous = gqlData(await server.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: nid(n.id) }));
    expect(anonymous.node).toBeNull();
  });

  it('hides the post of a notification once the member may no longer read it', async () => {
    const [author, first, replier, moderator] = [await member(server), await member(server), await member(server), await admin(server)];
    const { post, comment } = await postWithComment(author, first);
    await createCommentApi(server, replier.token, post.id, 'Same here.', comment.id);
    expect((await server.api('DELETE', `/posts/${post.id}`, undefined, { token: moderator.token })).status).toBe(200);
    const data = gqlData(await server.gql(`{ notifications(first: 5) { edges { node { post { postId } } } } }`, {}, first.token));
    expect(data.notifications.edges).toEqual([{ node: { post: null } }]);
  });
});

describe('live delivery', () => {
  it('pushes notificationAdded and unreadCountsChanged to the recipient only', async () => {
    const [author, commenter, stranger] = [await member(server), await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const ws = connectWs(server, author.token);
    const added = subscribe(ws, `subscription { notificationAdded { ${NOTIFICATION_FIELDS} } }`);
    const badge = subscribe(ws, `subscription { unreadCountsChanged { notificationsUnseen notificationsUnread } }`);
    const strangerAdded = subscribe(connectWs(server, stranger.token), `subscription { notificationAdded { id } }`);
    await settle();

    await createCommentApi(server, commenter.token, post.id);
    const event = await added.next();
    expect(event.errors).toBeUndefined();
    expect(event.data.notificationAdded).toMatchObject({ type: 'POST_COMMENT', actor: { userId: commenter.id }, isRead: false });
    expect((await badge.next()).data.unreadCountsChanged).toEqual({ notificationsUnseen: 1, notificationsUnread: 1 });

    await server.api('PUT', '/notifications/acknowledge-all', undefined, { token: author.token });
    expect((await badge.next()).data.unreadCountsChanged).toEqual({ notificationsUnseen: 0, notificationsUnread: 1 });
    await server.api('PUT', `/notifications/${event.data.notificationAdded.notificationId}/read`, undefined, { token: author.token });
    expect((await badge.next()).data.unreadCountsChanged).toEqual({ notificationsUnseen: 0, notificationsUnread: 0 });
    await strangerAdded.expectNoEvent(300);
  });

  it('refuses anonymous subscribers and ends the subscription on logout everywhere', async () => {
    const anonymous = subscribe(connectWs(server), `subscription { notificationAdded { id } }`);
    await withTimeout(anonymous.ended, timeouts.event, 'refusal');
    expect(anonymous.events[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const [author, commenter] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const added = subscribe(connectWs(server, author.token), `subscription { notificationAdded { id } }`);
    await settle();
    const out = await server.api('POST', '/auth/logout', { everywhere: true }, { token: author.token });
    expect(out.status, out.text).toBe(200);
    await withTimeout(added.ended, timeouts.event, 'end of subscription');
    await createCommentApi(server, commenter.token, post.id);
    await sleep(200);
    expect(added.events.filter((e) => e.data)).toHaveLength(0);
  });
});

describe('emails', () => {
  it('mails a comment notification per the comments email setting, without the comment text', async () => {
    const [author, commenter] = [await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const secret = `The manager said ${uniqueTitle('confidential')} in the meeting`;
    await createCommentApi(server, commenter.token, post.id, secret);
    const mail = await readMail(server.dataDir, author.email, { subjectIncludes: 'New comment on Workers Commons' });
    expect(mail.text).toContain(`@${commenter.username} commented on your post.`);
    expect(mail.text).toContain(`${server.url}/discussion/${post.url_id}/${post.slug}#comment-`);
    expect(mail.text).not.toContain(secret);
    expect(mail.text).not.toContain(post.title);
    expect(mail.subject).not.toContain(post.title);

    const off = await server.api('PUT', '/settings', { email: { commentsEmail: false } }, { token: author.token });
    expect(off.status, off.text).toBe(200);
    const before = await countMail(server.dataDir, author.email);
    await createCommentApi(server, (await member(server)).token, post.id);
    await sleep(300);
    expect(await countMail(server.dataDir, author.email)).toBe(before);
    // The in-app notification still arrives.
    expect((await restList(author.token)).notifications).toHaveLength(2);
  });

  it('mails a new message once (the first unread one), never with its text, and links the notification to the conversation', async () => {
    const [sender, recipient] = [await member(server), await member(server)];
    const started = await server.api('POST', '/messages/conversations/by-username', { username: recipient.username }, { token: sender.token });
    expect(started.status, started.text).toBe(201);
    const conversationId = started.body.conversation.conversation_id ?? started.body.conversation.id;
    const text = `Meet at the loading dock ${uniqueTitle('secret')}`;
    for (const content of [text, `${text} again`]) {
      const sent = await server.api('POST', `/messages/conversations/${conversationId}`, { content }, { token: sender.token });
      expect(sent.status, sent.text).toBe(201);
    }
    const [latest, first] = (await restList(recipient.token)).notifications;
    expect(first).toMatchObject({
      type: 'message',
      content: `${sender.username}: ${text}`,
      related_id: String(conversationId),
      link: `/messages/${conversationId}`,
      data: { conversationId, conversation_id: conversationId, senderId: sender.id, senderUsername: sender.username, actorId: sender.id },
    });
    expect(latest.content).toBe(`${sender.username}: ${text} again`);
    const gql = gqlData(await server.gql(`{ notifications(first: 1) { edges { node { type relatedId conversation { conversationId } actor { userId } } } } }`, {}, recipient.token));
    expect(gql.notifications.edges[0].node).toEqual({ type: 'MESSAGE', relatedId: String(conversationId), conversation: { conversationId }, actor: { userId: sender.id } });

    await eventually(async () => (await countMail(server.dataDir, recipient.email)) > 0);
    await sleep(300);
    // One email for the first unread message, not one per message, and not one per mail path.
    const mails = await listMail(server.dataDir, recipient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/messages/${conversationId}`);
    expect(mails[0]!.text).not.toContain(text);
  });

  it('decides "first unread" inside the transaction that created the notification, and follows newMessagesEmail', async () => {
    const [sender, recipient] = [await member(server), await member(server)];
    const conversation = await db().conversation.create({
      data: { participants: { create: [{ userId: sender.id }, { userId: recipient.id }] } },
    });
    const text = `Bring the petition ${uniqueTitle('secret')}`;
    /** Like a send: the recipient's counter goes up, then the notification is created, in one transaction. */
    const send = async () => {
      const created = await db().$transaction(async (tx) => {
        await tx.conversationParticipant.updateMany({ where: { conversationId: conversation.id, userId: recipient.id }, data: { unreadCount: { increment: 1 } } });
        return createNotifications(tx, [
          {
            userId: recipient.id,
            type: 'MESSAGE',
            content: `${sender.username}: ${text}`,
            actorId: sender.id,
            conversationId: conversation.id,
            data: { conversationId: conversation.id, senderId: sender.id, senderUsername: sender.username, actorId: sender.id, actorUsername: sender.username },
          },
        ]);
      });
      await announceNotifications(server.app.services, created);
      return created;
    };
    expect((await send())[0]!.firstUnread).toBe(true);
    const mail = await readMail(server.dataDir, recipient.email, { subjectIncludes: 'New message on Workers Commons' });
    expect(mail.subject).toBe('New message on Workers Commons');
    expect(mail.text).toContain(`@${sender.username} sent you a message.`);
    expect(mail.text).toContain(`${server.url}/messages/${conversation.id}`);
    expect(mail.text).not.toContain(text);

    // A second unread message of the same conversation: no further mail.
    expect((await send())[0]!.firstUnread).toBe(false);
    await sleep(300);
    expect(await countMail(server.dataDir, recipient.email)).toBe(1);

    // Read; the next one would be first unread again, but the member turned the email off.
    await db().conversationParticipant.updateMany({ where: { conversationId: conversation.id, userId: recipient.id }, data: { unreadCount: 0 } });
    const off = await server.api('PUT', '/settings', { email: { newMessagesEmail: false } }, { token: recipient.token });
    expect(off.status, off.text).toBe(200);
    expect((await send())[0]!.firstUnread).toBe(true);
    await sleep(300);
    expect(await countMail(server.dataDir, recipient.email)).toBe(1);
    await eventually(async () => (await counts(recipient.token)).unread === 3);
  });

  it('mails the first unread message to a member who silenced message notifications in the app but kept the email', async () => {
    const [sender, recipient] = [await member(server), await member(server)];
    const quiet = await server.api('PUT', '/settings', { notifications: { newMessages: false } }, { token: recipient.token });
    expect(quiet.status, quiet.text).toBe(200);
    const started = await server.api('POST', '/messages/conversations/by-username', { username: recipient.username }, { token: sender.token });
    expect(started.status, started.text).toBe(201);
    const conversationId = (started.body as { conversation: { id: number } }).conversation.id;
    const text = `Meet at the loading dock ${uniqueTitle('x')}`;
    for (const content of [text, 'and bring the sign-up sheet']) {
      const sent = await server.api('POST', `/messages/conversations/${conversationId}`, { content }, { token: sender.token });
      expect(sent.status, sent.text).toBe(201);
    }
    const mail = await readMail(server.dataDir, recipient.email, { subjectIncludes: 'New message on Workers Commons' });
    expect(mail.text).toContain(`@${sender.username} sent you a message.`);
    expect(mail.text).not.toContain(text);
    await sleep(300);
    expect(await countMail(server.dataDir, recipient.email)).toBe(1);
    // No notification in the app, as asked.
    expect(await db().notification.count({ where: { userId: recipient.id } })).toBe(0);
  });
});

describe('SQL statements', () => {
  it('keeps the list a fixed number of statements with 10 and with 60 notifications', async () => {
    const author = await member(server);
    const others = [await member(server), await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const seed = async (n: number) => {
      await db().notification.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          userId: author.id,
          type: 'POST_COMMENT' as const,
          content: `${others[i % 3]!.username} commented on your post "${post.title}"`,
          actorId: others[i % 3]!.id,
          postId: post.id,
          data: { postId: post.id, postUrlId: post.url_id, postSlug: post.slug, actorId: others[i % 3]!.id },
        })),
      });
    };
    const measure = async (request: () => Promise<unknown>) => {
      await sleep(50);
      const before = server.app.statements.count;
      await request();
      return server.app.statements.count - before;
    };
    const gqlList = () =>
      server.gql(`{ notifications(first: 100) { edges { node { ${NOTIFICATION_FIELDS} } } } }`, {}, author.token).then((r) => expect(r.errors).toBeUndefined());
    const restCall = () => restList(author.token, '?limit=100&markAsRead=true');

    await seed(10);
    const small = { gql: await measure(gqlList), rest: await measure(restCall) };
    await db().notification.updateMany({ where: { userId: author.id }, data: { isRead: false } });
    await seed(50);
    const large = { gql: await measure(gqlList), rest: await measure(restCall) };
    console.log('notification list SQL statements (10 vs 60):', JSON.stringify({ small, large }));
    expect(large).toEqual(small);
    expect(large.gql).toBeLessThanOrEqual(8);
    expect(large.rest).toBeLessThanOrEqual(8);
  });
});
