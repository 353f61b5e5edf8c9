// The weekly digest (issue 29): members with email.weeklyDigest on get one a week, from the hourly
// schedule or `npm run cli -- digest:send` (sendDueDigests), however often either runs; it lists
// the top posts of their communities and follows that they may read, and nothing else.
import { describe, expect, it } from 'vitest';
import { useTestServer, uniqueEmail } from './helpers/server.ts';
import { member, uniqueTitle, type Member } from './helpers/content.ts';
import { listMail } from './helpers/outbox.ts';
import { createCommunity, createConversation, createPost, follow, joinCommunity, sendMessage } from '../fixtures/factories.ts';
import { digestJobKey, isoWeek, scheduleDigests } from '../../api/src/domain/digest/schedule.ts';
import { DIGEST_POST_LIMIT, DIGEST_SUBJECT, sendDigest } from '../../api/src/domain/digest/send.ts';
import { sendDueDigests } from '../../scripts/lib/digestCli.ts';

const server = useTestServer();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The digests in the outbox for this member. */
const digests = async (m: Member) => (await listMail(server.dataDir, m.email)).filter((mail) => mail.subject === DIGEST_SUBJECT);

/** A member with the weekly digest turned on through the settings API. */
async function subscriber(options: Parameters<typeof member>[1] = {}): Promise<Member> {
  const m = await member(server, { email: uniqueEmail('digest'), ...options });
  const res = await server.api('PUT', '/settings', { email: { weeklyDigest: true } }, { token: m.token });
  expect(res.status).toBe(200);
  return m;
}

/** A member with something to list: a post by someone else in a community they joined. */
async function subscriberWithNews(options: Parameters<typeof member>[1] = {}) {
  const m = await subscriber(options);
  const author = await member(server);
  const community = await createCommunity(server.app.db, { createdBy: author.id });
  await joinCommunity(server.app.db, m.id, community.id);
  const post = await createPost(server.app.db, { author: author.id, community: community.id, title: uniqueTitle('Digest news') });
  return { member: m, post };
}

/** Makes the recurring schedule job due now and runs the queue until nothing is due. */
async function runScheduleJob() {
  const { count } = await server.app.db.job.updateMany({
    where: { key: 'recurring:digest.schedule', state: 'WAITING' },
    data: { runAt: new Date(Date.now() - 1000) },
  });
  expect(count).toBe(1);
  server.app.services.jobs.wake();
  await server.app.services.jobs.settle();
}

const digestJobs = (m: Member) => server.app.db.job.findMany({ where: { kind: 'digest.send', key: { startsWith: `digest:${m.id}:` } } });

describe('isoWeek', () => {
  it('names the ISO 8601 week in UTC', () => {
    expect(isoWeek(new Date('2026-12-07T10:00:00Z'))).toBe('2026-W50');
    expect(isoWeek(new Date('2026-12-06T23:59:59Z'))).toBe('2026-W49');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });
});

describe('schedule', () => {
  it('the recurring job sends a member with the digest on one digest a week; running it again sends nothing more', async () => {
    const { member: m, post } = await subscriberWithNews();
    await runScheduleJob();
    const [mail, ...more] = await digests(m);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(post.urlId);
    expect(await digestJobs(m)).toMatchObject([{ key: digestJobKey(m.id, isoWeek(new Date())), state: 'DONE' }]);

    await runScheduleJob();
    await runScheduleJob();
    expect(await digests(m)).toHaveLength(1);
    // Nor does the CLI afterwards, in the same week.
    await sendDueDigests(server.app.services);
    expect(await digests(m)).toHaveLength(1);
    expect(await digestJobs(m)).toHaveLength(1);
  });

  it('the CLI command sends the due digests and, run twice in one week, sends nothing more', async () => {
    const a = await subscriberWithNews();
    const b = await subscriberWithNews();
    const first = await sendDueDigests(server.app.services);
    expect(first.due).toBeGreaterThanOrEqual(2);
    expect(first.sent).toBeGreaterThanOrEqual(2);
    expect(await digests(a.member)).toHaveLength(1);
    expect(await digests(b.member)).toHaveLength(1);

    const second = await sendDueDigests(server.app.services);
    expect(second).toMatchObject({ due: 0, sent: 0 });
    await runScheduleJob();
    expect(await digests(a.member)).toHaveLength(1);
    expect(await digests(b.member)).toHaveLength(1);
  });

  it('next week is a new digest: the schedule writes one job per member per ISO week', async () => {
    const { member: m } = await subscriberWithNews();
    await sendDueDigests(server.app.services);
    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    await scheduleDigests(server.app.services, nextWeek);
    await scheduleDigests(server.app.services, nextWeek);
    const keys = (await digestJobs(m)).map((job) => job.key).sort();
    expect(keys).toEqual([digestJobKey(m.id, isoWeek(new Date())), digestJobKey(m.id, isoWeek(nextWeek))].sort());
    // A job of another week than the current one sends nothing when it runs.
    await server.app.services.jobs.settle();
    expect(await digests(m)).toHaveLength(1);
  });

  it('no digest with the toggle off, an unverified email or a ban', async () => {
    const off = await member(server, { email: uniqueEmail('digest-off') });
    const author = await member(server);
    const community = await createCommunity(server.app.db, { createdBy: author.id });
    await joinCommunity(server.app.db, off.id, community.id);
    const unverified = await subscriber({ verified: false });
    await joinCommunity(server.app.db, unverified.id, community.id);
    const banned = await subscriber();
    await joinCommunity(server.app.db, banned.id, community.id);
    await server.app.db.user.update({ where: { id: banned.id }, data: { bannedUntil: new Date(Date.now() + DAY_MS) } });
    await createPost(server.app.db, { author: author.id, community: community.id });

    await sendDueDigests(server.app.services);
    await runScheduleJob();
    for (const m of [off, unverified, banned]) {
      expect(await digestJobs(m)).toHaveLength(0);
      expect(await digests(m)).toHaveLength(0);
    }
  });

  it('the setting is read again when the job runs: turned off since, nothing is sent', async () => {
    const { member: m } = await subscriberWithNews();
    expect((await server.api('PUT', '/settings', { email: { weeklyDigest: false } }, { token: m.token })).status).toBe(200);
    const week = isoWeek(new Date());
    await sendDigest(server.app.services, { id: 0, kind: 'digest.send', key: digestJobKey(m.id, week), attempt: 1, maxAttempts: 10, payload: { userId: m.id, week } });
    expect(await digests(m)).toHaveLength(0);
  });

  it('nothing to list: no mail, and the job completes', async () => {
    const m = await subscriber();
    // A community of theirs with only their own post, a deleted one and an old one.
    const community = await createCommunity(server.app.db, { createdBy: m.id });
    const author = await member(server);
    await createPost(server.app.db, { author: m.id, community: community.id });
    const deleted = await createPost(server.app.db, { author: author.id, community: community.id });
    await server.app.db.post.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    await createPost(server.app.db, { author: author.id, community: community.id, createdAt: new Date(Date.now() - 8 * DAY_MS) });

    await sendDueDigests(server.app.services);
    expect(await digests(m)).toHaveLength(0);
    expect(await digestJobs(m)).toMatchObject([{ state: 'DONE' }]);
  });
});

describe('what a digest lists', () => {
  it('is plain text plus HTML with the one-click List-Unsubscribe of the weekly digest, which turns it off', async () => {
    const { member: m, post } = await subscriberWithNews();
    await sendDueDigests(server.app.services);
    const [mail] = await digests(m);
    expect(mail!.text).toContain(`/discussion/${post.urlId}`);
    expect(mail!.html).toContain(`/discussion/${post.urlId}`);
    expect(`${mail!.text}${mail!.html}`).not.toContain(post.title);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClickUrl = /^<([^>]+)>$/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClickUrl).toMatch(/\/api\/unsubscribe\?token=/);
    const claims = await server.app.services.tokens.checkPurpose('unsubscribe', new URL(oneClickUrl!).searchParams.get('token'));
    expect(claims).toMatchObject({ userId: m.id, kind: 'weeklyDigest' });
    expect(mail!.text).toContain(`${server.url}/unsubscribe?token=`);

    const { pathname, search } = new URL(oneClickUrl!);
    const res = await server.raw('POST', `${pathname}${search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBeLessThan(300);
    expect((await server.app.db.userSettings.findUniqueOrThrow({ where: { userId: m.id } })).emailWeeklyDigest).toBe(false);
    // Next week's schedule leaves them out.
    await scheduleDigests(server.app.services, new Date(Date.now() + 7 * DAY_MS));
    expect(await digestJobs(m)).toHaveLength(1);
  });

  it('the top posts of their communities and follows that they may read; nothing else', async () => {
    const db = server.app.db;
    const m = await subscriber();
    const other = await member(server);
    const followed = await member(server);
    const blocked = await member(server);
    const muted = await member(server);
    const shadowBanned = await member(server);
    await follow(db, m.id, 'USER', followed.id);
    await follow(db, m.id, 'USER', blocked.id);
    await db.block.create({ data: { blockerId: m.id, blockedId: blocked.id } });
    await db.mute.create({ data: { muterId: m.id, mutedId: muted.id } });
    await db.user.update({ where: { id: shadowBanned.id }, data: { isShadowBanned: true } });

    const publicMine = await createCommunity(db, { createdBy: other.id, displayName: `Public ${uniqueTitle('mine')}` });
    const privateMine = await createCommunity(db, { createdBy: other.id, isPrivate: true, displayName: `Secret ${uniqueTitle('mine')}` });
    const privateOther = await createCommunity(db, { createdBy: other.id, isPrivate: true });
    const publicOther = await createCommunity(db, { createdBy: other.id });
    await joinCommunity(db, m.id, publicMine.id);
    await joinCommunity(db, m.id, privateMine.id);
    for (const author of [blocked, muted, shadowBanned, followed]) await joinCommunity(db, author.id, publicMine.id);

    const post = (author: Member, community: { id: number } | null, extra: { status?: 'PENDING_REVIEW'; createdAt?: Date } = {}) =>
      createPost(db, { author: author.id, community: community?.id ?? null, title: uniqueTitle('Digest'), ...extra });

    const listed = {
      inPublicCommunity: await post(other, publicMine),
      inPrivateCommunity: await post(other, privateMine),
      byFollowedOutsideCommunities: await post(followed, null),
      byFollowedInTheirCommunity: await post(followed, publicMine),
    };
    const notListed = {
      inPrivateCommunityNotTheirs: await post(other, privateOther),
      inPublicCommunityNotTheirs: await post(other, publicOther),
      byFollowedInCommunityNotTheirs: await post(followed, publicOther),
      byNotFollowedOutsideCommunities: await post(other, null),
      byBlocked: await post(blocked, publicMine),
      byBlockedFollowed: await post(blocked, null),
      byMuted: await post(muted, publicMine),
      byShadowBanned: await post(shadowBanned, publicMine),
      pending: await post(other, publicMine, { status: 'PENDING_REVIEW' }),
      olderThanAWeek: await post(other, publicMine, { createdAt: new Date(Date.now() - 8 * DAY_MS) }),
      own: await post(m, publicMine),
      deleted: await post(other, publicMine),
    };
    await db.post.update({ where: { id: notListed.deleted.id }, data: { deletedAt: new Date() } });
    const conversation = await createConversation(db, other.id, m.id);
    const dm = `Direct message ${uniqueTitle('dm')}`;
    await sendMessage(db, { conversation: conversation.id, sender: other.id, content: dm });

    const result = await sendDueDigests(server.app.services);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await digests(m);
    expect(more).toHaveLength(0);
    const bodies = `${mail!.subject}\n${mail!.text}\n${mail!.html}`;
    expect(mail!.html).toBeTruthy();

    for (const p of Object.values(listed)) {
      expect(mail!.text).toContain(p.urlId);
      expect(mail!.html).toContain(p.urlId);
    }
    for (const [name, p] of Object.entries(notListed)) {
      expect(bodies, name).not.toContain(p.urlId);
      expect(bodies, name).not.toContain(p.title);
    }
    expect(bodies).not.toContain(dm);

    // Discreet: no title, no community name, no slug (it spells the title) of any post, public or private.
    for (const p of Object.values(listed)) {
      expect(bodies).not.toContain(p.title);
      expect(bodies).not.toContain(p.slug);
    }
    expect(bodies).not.toContain(publicMine.displayName);
    expect(bodies).not.toContain(privateMine.displayName);
    expect(mail!.text).toContain(`${server.url}/discussion/${listed.inPrivateCommunity.urlId}`);
    expect(mail!.html).toContain(`href="${server.url}/discussion/${listed.inPublicCommunity.urlId}"`);
    expect(mail!.text).toContain('In one of your communities');
    expect(mail!.text).toContain('By a member you follow');
    // The subject names no post.
    expect(mail!.subject).toBe(DIGEST_SUBJECT);
  });

  it(`lists at most ${DIGEST_POST_LIMIT} posts, highest score first, then most comments`, async () => {
    const db = server.app.db;
    const m = await subscriber();
    const author = await member(server);
    const community = await createCommunity(db, { createdBy: author.id });
    await joinCommunity(db, m.id, community.id);
    const posts = [];
    for (let i = 0; i < DIGEST_POST_LIMIT + 2; i++) {
      const p = await createPost(db, { author: author.id, community: community.id, title: uniqueTitle(`Ranked ${i}`) });
      // Scores 0..11; the two lowest-scored fall out. Two posts share score 20: comments decide.
      await db.post.update({ where: { id: p.id }, data: { score: i, upvotes: i } });
      posts.push({ ...p, score: i });
    }
    await db.post.update({ where: { id: posts[0]!.id }, data: { score: 20, commentCount: 1 } });
    await db.post.update({ where: { id: posts[1]!.id }, data: { score: 20, commentCount: 5 } });

    await sendDueDigests(server.app.services);
    const [mail] = await digests(m);
    const order = posts
      .map((p) => ({ urlId: p.urlId, at: mail!.text.indexOf(p.urlId) }))
      .filter((p) => p.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((p) => p.urlId);
    expect(order).toEqual([posts[1], posts[0], ...posts.slice(2).reverse()].slice(0, DIGEST_POST_LIMIT).map((p) => p!.urlId));
  });
});
