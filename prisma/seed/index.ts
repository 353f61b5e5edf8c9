// Demo content for the embedded database (and `npm run db:seed`).
//
// Deterministic: every choice comes from one seeded PRNG, and times are offsets from the moment
// the seed runs, so every run produces the same shape (ids, counts, threads), only shifted in
// time. Structure (accounts, communities, memberships, posts, polls) and the demo member's own
// activity (votes, saves, comments, poll votes, follows) go through the shared test factories;
// the bulk of everyone else's activity is inserted with createMany / createManyAndReturn, and
// the counter columns of every seeded row are then recomputed from the real rows by a few
// UPDATE statements (recomputeCounters), so they are right whichever path wrote the rows.
// PGlite is single-connection: every write here is sequential.
import { createHash } from 'node:crypto';
import type { Db } from '../../api/src/db.ts';
import type { Logger } from '../../api/src/lib/logger.ts';
import { hashPassword } from '../../api/src/lib/passwords.ts';
import type { FollowType, Post, User, VoteDirection } from '../../api/src/generated/prisma/client.ts';
import {
  createComment,
  createCommunity,
  createCommunityInvite,
  createPoll,
  createPost,
  createUser,
  follow,
  hotRank,
  joinCommunity,
  POLL_MOMENTUM_THRESHOLD,
  savePost,
  slateToText,
  textToSlate,
  voteComment,
  votePoll,
  votePost,
  type SlateDocument,
} from '../../tests/fixtures/factories.ts';
import { demoAccounts, demoPeople, type DemoPerson } from './accounts.ts';
import {
  authorReplies,
  commentPools,
  followUpReplies,
  otherReplies,
  postComments,
  welcomeFollowUps,
  welcomeReplies,
} from './comments.ts';
import { demoCommunities } from './communities.ts';
import { demoPolls, type DemoPoll } from './polls.ts';
import { demoPosts, pendingPost, startHerePost, welcomePost, type CommentTopic, type DemoPost } from './posts.ts';
import { Random } from './random.ts';
import { campaigns, onboardingTopics } from '../../api/src/domain/taxonomy/taxonomy.ts';
import { seedConversations } from './messages.ts';

import { seedModerationDemo } from './moderation.ts';
import { seedOrganizers } from './organizers.ts';
export { demoAccounts } from './accounts.ts';

const SEED = 0x5eed_c0de;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export interface SeedSummary {
  users: number;
  communities: number;
  memberships: number;
  posts: number;
  polls: number;
  comments: number;
  postVotes: number;
  commentVotes: number;
  saves: number;
  pollVotes: number;
  anonymousPollVotes: number;
  follows: number;
  ms: number;
}

/** Seeds the demo content when the User table is empty. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, log: Logger): Promise<boolean> {
  const anyUser = await db.user.findFirst({ select: { id: true } });
  if (anyUser) return false;
  await seedDemo(db, log);
  return true;
}

/**
 * Seeds the demo content whatever else the database holds. Returns null (and changes nothing)
 * when the demo accounts already exist.
 */
export async function seedDemo(db: Db, log: Logger): Promise<SeedSummary | null> {
  const started = performance.now();
  if (await db.user.findUnique({ where: { email: demoAccounts.admin.email }, select: { id: true } })) {
    log.warn({ email: demoAccounts.admin.email }, 'demo content already present; nothing seeded');
    return null;
  }
  const rng = new Random(SEED);
  const now = Date.now();
  const latest = now - MINUTE;
  const ago = (days: number) => new Date(now - days * DAY);
  /** A time between `from` and `to` (both ms), skewed towards `from` when skew > 1. */
  const between = (from: number, to: number, skew = 1) => new Date(from + (Math.max(to, from) - from) * rng.next() ** skew);

  // ───────────── Accounts ─────────────
  const memberships = planMemberships(rng);
  const hashes = new Map<string, string>();
  for (const password of new Set(demoPeople.map((p) => p.password))) hashes.set(password, await hashPassword(password));

  const users = new Map<string, User>();
  const people = new Map<string, DemoPerson>();
  for (const person of demoPeople) {
    const createdAt = new Date(ago(person.joinedDaysAgo).getTime() + rng.int(0, 8 * 60) * MINUTE);
    const offering = person.mentorshipOffering ?? [];
    const seeking = person.mentorshipSeeking ?? [];
    const user = await createUser(db, {
      email: person.email,
      username: person.username,
      displayName: person.displayName,
      passwordHash: hashes.get(person.password)!,
      role: person.role,
      verified: true,
      avatarColor: person.avatarColor,
      createdAt,
      lastSeenAt: new Date(latest - rng.float(0, 2) * DAY),
      profile: {
        bio: person.bio,
        workType: person.workType,
        skills: person.skills,
        sector: person.sector,
        experience: person.experience,
        isMentorAvailable: offering.length > 0,
        isSeekingMentor: seeking.length > 0,
        mentorshipOffering: offering,
        mentorshipSeeking: seeking,
        talkAbout: person.talkAbout,
      },
      // Everyone answered onboarding except the demo member account, so a person trying the
      // app with it sees onboarding (spec §4).
      ...(person.username === demoAccounts.member.username
        ? {}
        : {
            onboarding: {
              topics: person.topics,
              locationAndCampaigns: [person.region, ...campaignsOf(person)],
              communities: memberships.get(person.username) ?? [],
              isOrganizer: isOrganizer(person),
              landingChoice: 'HOMEPAGE' as const,
              completedAt: new Date(createdAt.getTime() + 3 * MINUTE),
              createdAt,
            },
          }),
    });
    users.set(person.username, user);
    people.set(person.username, person);
  }
  const user = (username: string): User => {
    const found = users.get(username);
    if (!found) throw new Error(`demo seed: unknown user ${username}`);
    return found;
  };
  const maria = user(demoAccounts.member.username);
  // Demo mentors chose a public profile, so Find a mentor lists them to guests too.
  await db.userSettings.updateMany({ where: { user: { profile: { isMentorAvailable: true } } }, data: { profileVisibility: 'PUBLIC' } });

  // ───────────── Communities and memberships ─────────────
  const communities = new Map<string, { id: number; createdAt: Date }>();
  for (const c of demoCommunities) {
    const created = await createCommunity(db, {
      slug: c.slug,
      name: c.name,
      description: c.description,
      category: c.category,
      icon: c.icon,
      isPrivate: c.isPrivate ?? false,
      createdBy: user(c.createdBy),
      createdAt: ago(c.createdDaysAgo),
    });
    communities.set(c.slug, created);
    // A private community is joined through invite links: one open link from its creator.
    if (c.isPrivate) {
      await createCommunityInvite(db, { community: created, createdBy: user(c.createdBy), code: rng.string(12, BASE62), createdAt: ago(c.createdDaysAgo) });
    }
  }
  const community = (slug: string) => {
    const found = communities.get(slug);
    if (!found) throw new Error(`demo seed: unknown community ${slug}`);
    return found;
  };
  for (const [username, slugs] of memberships) {
    const member = user(username);
    for (const slug of slugs) {
      const c = community(slug);
      const def = demoCommunities.find((d) => d.slug === slug)!;
      if (def.createdBy === username) continue;
      const from = Math.max(member.createdAt.getTime(), c.createdAt.getTime());
      await joinCommunity(db, member, c, {
        role: def.moderators.includes(username) ? 'MODERATOR' : 'MEMBER',
        joinedAt: between(from, Math.min(from + 10 * DAY, latest), 2),
      });
    }
  }

  // ───────────── Posts and polls, oldest first ─────────────
  type Entry =
    | { kind: 'post'; spec: DemoPost; extra?: { isWelcome?: boolean; isStartHere?: boolean; isPinned?: boolean; pending?: string } }
    | { kind: 'poll'; spec: DemoPoll };
  const timeline: (Entry & { createdAt: Date })[] = [];
  const jitter = () => rng.int(-90, 90) * MINUTE;
  const addPost = (spec: DemoPost, extra?: Extract<Entry, { kind: 'post' }>['extra']) =>
    timeline.push({ kind: 'post', spec, extra, createdAt: new Date(Math.min(ago(spec.daysAgo).getTime() + jitter(), latest)) });
  addPost({ ...welcomePost, type: 'DISCUSSION', pull: 0.8, topic: 'general' }, { isWelcome: true, isPinned: true });
  addPost({ ...startHerePost, type: 'ORGANIZING', pull: 0.7, topic: 'general' }, { isStartHere: true });
  for (const spec of demoPosts) addPost(spec);
  addPost({ ...pendingPost, type: 'QUESTION', pull: 0, topic: 'wages' }, { pending: pendingPost.moderationReason });
  for (const spec of demoPolls) timeline.push({ kind: 'poll', spec, createdAt: ago(spec.daysAgo) });
  timeline.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const usedUrlIds = new Set<string>();
  const urlId = () => {
    let id: string;
    do id = rng.string(8, BASE62);
    while (usedUrlIds.has(id));
    usedUrlIds.add(id);
    return id;
  };

  interface SeededPost {
    post: Post;
    pull: number;
    topic: CommentTopic | 'welcome';
    sector: string;
    poll?: DemoPoll;
    published: boolean;
  }
  const seeded: SeededPost[] = [];
  for (const entry of timeline) {
    const spec = entry.spec;
    const author = user(spec.author);
    const communityRef = spec.community ? community(spec.community) : null;
    if (communityRef) {
      // Posting in a community implies membership (a no-op for members).
      const joinedAt = new Date(Math.max(author.createdAt.getTime(), communityRef.createdAt.getTime(), entry.createdAt.getTime() - DAY));
      await joinCommunity(db, author, communityRef, { joinedAt });
    }
    if (entry.kind === 'post') {
      const { extra } = entry;
      const post = await createPost(db, {
        author,
        title: entry.spec.title,
        content: entry.spec.body,
        postType: entry.spec.type,
        sector: spec.sector,
        tags: spec.tags,
        community: communityRef,
        campaignId: postCampaign(entry.spec),
        createdAt: entry.createdAt,
        isPinned: extra?.isPinned ?? false,
        isWelcome: extra?.isWelcome ?? false,
        isStartHere: extra?.isStartHere ?? false,
        status: extra?.pending ? 'PENDING_REVIEW' : 'PUBLISHED',
        moderationReason: extra?.pending ?? null,
        urlId: urlId(),
        viewCount: extra?.pending ? 0 : Math.round((20 + entry.spec.pull * 260) * rng.float(0.6, 1.4)),
      });
      const topic = extra?.isWelcome || extra?.isStartHere ? 'welcome' : entry.spec.topic;
      seeded.push({ post, pull: entry.spec.pull, topic, sector: spec.sector, published: !extra?.pending });
    } else {
      const post = await createPoll(db, {
        author,
        question: entry.spec.question,
        options: entry.spec.options,
        durationHours: entry.spec.durationHours,
        isWeeklyPoll: entry.spec.isWeeklyPoll ?? false,
        sector: spec.sector,
        tags: spec.tags,
        community: communityRef,
        createdAt: entry.createdAt,
        urlId: urlId(),
        viewCount: Math.round(entry.spec.turnout * 180 * rng.float(0.7, 1.3)),
      });
      seeded.push({ post, pull: entry.spec.turnout * 0.8, topic: 'general', sector: spec.sector, poll: entry.spec, published: true });
    }
  }
  const published = seeded.filter((s) => s.published);
  const postIds = seeded.map((s) => s.post.id);
  const byTitle = (title: string) => {
    const found = seeded.find((s) => s.post.title === title);
    if (!found) throw new Error(`demo seed: unknown post ${title}`);
    return found.post;
  };

  // ───────────── Comments (bulk, one insert per thread depth) ─────────────
  const allUsers = [...users.values()];
  // A private community's posts get comments, votes and saves from its members only.
  const privateMembers = new Map<number, Set<number>>();
  for (const c of demoCommunities.filter((d) => d.isPrivate)) {
    const ids = [...memberships].filter(([, slugs]) => slugs.includes(c.slug)).map(([username]) => user(username).id);
    privateMembers.set(community(c.slug).id, new Set(ids));
  }
  const communityOfPost = new Map(seeded.map((s) => [s.post.id, s.post.communityId]));
  const maySee = (userId: number, postId: number) => {
    const members = privateMembers.get(communityOfPost.get(postId) ?? -1);
    return !members || members.has(userId);
  };
  /** Everyone but `excluded`; with a post, only those who may see it. */
  const others = (excluded: number[], postId?: number) =>
    allUsers.filter((u) => !excluded.includes(u.id) && (postId === undefined || maySee(u.id, postId)));
  /** A commenter on the post: members of its sector are three times as likely. */
  const pickCommenter = (sector: string, excluded: number[], postId: number) => {
    const pool = others(excluded, postId).flatMap((u) => {
      const personSector = people.get(u.username ?? '')?.sector;
      return personSector === sector ? [u, u, u] : [u];
    });
    return rng.pick(pool);
  };
  const cursors = new Map<string, { order: string[]; at: number }>();
  const nextText = (pool: string[], key: string, avoid: Set<string>) => {
    let cursor = cursors.get(key);
    if (!cursor) cursors.set(key, (cursor = { order: rng.shuffle(pool), at: 0 }));
    for (let tries = 0; tries < pool.length; tries++) {
      if (cursor.at >= cursor.order.length) cursor = { order: rng.shuffle(pool), at: 0 };
      cursors.set(key, cursor);
      const text = cursor.order[cursor.at++]!;
      if (!avoid.has(text)) return text;
    }
    return rng.pick(pool);
  };

  interface PlannedComment {
    postId: number;
    authorId: number;
    text: string;
    createdAt: Date;
  }
  const titles = new Set(seeded.map((s) => s.post.title));
  for (const title of Object.keys(postComments)) {
    if (!titles.has(title)) throw new Error(`demo seed: postComments names no post: ${title}`);
  }
  const topLevel: PlannedComment[] = [];
  const topLevelMeta: SeededPost[] = [];
  for (const s of published) {
    const ageHours = (now - s.post.createdAt.getTime()) / HOUR;
    const freshness = Math.min(1, 0.25 + ageHours / 16);
    const own = postComments[s.post.title] ?? [];
    const count =
      s.topic === 'welcome' ? own.length : Math.round(s.pull * 3.6 * rng.float(0.6, 1.35) * freshness * (s.poll ? 0.8 : 1));
    const texts = new Set<string>();
    const commenters = [s.post.authorId, maria.id];
    for (let n = 0; n < count; n++) {
      const ownComment = own[n];
      const text =
        ownComment !== undefined
          ? typeof ownComment === 'string'
            ? ownComment
            : ownComment.text
          : rng.chance(0.2) || s.topic === 'general' || s.topic === 'welcome'
            ? nextText(commentPools.general, 'general', texts)
            : nextText(commentPools[s.topic], s.topic, texts);
      texts.add(text);
      const pinned = typeof ownComment === 'object' ? user(ownComment.by) : undefined;
      // One top-level comment per member and post; a pinned author unless they already commented.
      const author = pinned && !commenters.includes(pinned.id) ? pinned : pickCommenter(s.sector, commenters, s.post.id);
      commenters.push(author.id);
      topLevel.push({
        postId: s.post.id,
        authorId: author.id,
        text,
        createdAt: between(s.post.createdAt.getTime() + 5 * MINUTE, Math.min(s.post.createdAt.getTime() + 3 * DAY, latest), 2.2),
      });
      topLevelMeta.push(s);
    }
  }
  const toRow = (c: PlannedComment, parentId: number | null) => {
    const content: SlateDocument = textToSlate(c.text);
    return {
      postId: c.postId,
      authorId: c.authorId,
      parentId,
      content,
      contentText: slateToText(content),
      createdAt: c.createdAt,
    };
  };
  const commentKey = (c: { postId: number; authorId: number; createdAt: Date; contentText: string }) =>
    `${c.postId}|${c.authorId}|${c.createdAt.getTime()}|${c.contentText}`;
  /** Inserts one depth of comments and returns their ids in input order. */
  const insertComments = async (rows: ReturnType<typeof toRow>[]) => {
    if (rows.length === 0) return [];
    const created = await db.comment.createManyAndReturn({
      data: rows,
      select: { id: true, postId: true, authorId: true, createdAt: true, contentText: true },
    });
    const ids = new Map(created.map((c) => [commentKey(c), c.id]));
    return rows.map((r) => ids.get(commentKey(r))!);
  };
  const topLevelIds = await insertComments(topLevel.map((c) => toRow(c, null)));

  // Replies: the post's author thanking a commenter, or another member agreeing.
  const replies: (PlannedComment & { parentIndex: number; byPostAuthor: boolean })[] = [];
  topLevel.forEach((parent, index) => {
    const s = topLevelMeta[index]!;
    if (!rng.chance(0.3 + 0.15 * s.pull)) return;
    const welcome = s.topic === 'welcome';
    // The demo member's own replies go through createComment below.
    const byPostAuthor = (welcome || rng.chance(0.55)) && s.post.authorId !== maria.id;
    if (!byPostAuthor && welcome) return;
    replies.push({
      postId: parent.postId,
      authorId: byPostAuthor ? s.post.authorId : pickCommenter(s.sector, [parent.authorId, s.post.authorId, maria.id], s.post.id).id,
      text: welcome
        ? nextText(welcomeReplies, 'welcome-reply', new Set())
        : byPostAuthor
          ? nextText(authorReplies, 'author-reply', new Set())
          : nextText(otherReplies, 'other-reply', new Set()),
      createdAt: between(parent.createdAt.getTime() + 2 * MINUTE, Math.min(parent.createdAt.getTime() + DAY, latest), 2),
      parentIndex: index,
      byPostAuthor,
    });
  });
  const replyIds = await insertComments(replies.map((r) => toRow(r, topLevelIds[r.parentIndex]!)));

  // Follow-ups: the original commenter answering the post author's thanks.
  const nested: (PlannedComment & { parentIndex: number })[] = [];
  replies.forEach((reply, index) => {
    if (!reply.byPostAuthor || !rng.chance(0.35)) return;
    nested.push({
      postId: reply.postId,
      authorId: topLevel[reply.parentIndex]!.authorId,
      text:
        topLevelMeta[reply.parentIndex]!.topic === 'welcome'
          ? nextText(welcomeFollowUps, 'welcome-follow-up', new Set())
          : nextText(followUpReplies, 'follow-up', new Set()),
      createdAt: between(reply.createdAt.getTime() + 2 * MINUTE, Math.min(reply.createdAt.getTime() + DAY, latest), 2),
      parentIndex: index,
    });
  });
  const nestedIds = await insertComments(nested.map((r) => toRow(r, replyIds[r.parentIndex]!)));

  const comments = [
    ...topLevel.map((c, n) => ({ ...c, id: topLevelIds[n]! })),
    ...replies.map((c, n) => ({ ...c, id: replyIds[n]! })),
    ...nested.map((c, n) => ({ ...c, id: nestedIds[n]! })),
  ];

  // ───────────── What the demo member did (through the factories) ─────────────
  const mariaPosts: [string, VoteDirection][] = [
    ['We won our union election at our café, 11 to 2', 'UP'],
    ['Organizing first steps: map your workplace before you go public', 'UP'],
    ['The general manager takes a cut of our tip pool', 'UP'],
    ['Heat index hit 104°F in the pick mod yesterday', 'UP'],
    ['Roastery floor hits 95°F in summer. What can we ask for?', 'UP'],
    ['Know your rights: protected concerted activity, in plain words', 'UP'],
    ['How strike funds work, and how to start one', 'UP'],
    ['Schedules come out Saturday night for the week starting Sunday', 'UP'],
    ['Did the math on my week: $11.40 an hour after expenses', 'UP'],
    ['Our raise got eaten by cut hours', 'UP'],
    ['Do we get a break on a 6-hour shift?', 'UP'],
    ['One-on-one conversations: the script that worked for us', 'UP'],
    ['I got written up the day after we delivered our petition', 'UP'],
    ['Contract win at a parcel hub: 14% over three years and an overtime cap', 'UP'],
    ['Return-to-office mandate: how are your teams responding?', 'DOWN'],
  ];
  let mariaActions = 0;
  for (const [title, direction] of mariaPosts) {
    const post = byTitle(title);
    await votePost(db, { userId: maria, postId: post, direction, createdAt: between(post.createdAt.getTime(), latest, 2) });
    mariaActions++;
  }
  for (const title of [
    'Organizing first steps: map your workplace before you go public',
    'Know your rights: protected concerted activity, in plain words',
    'How strike funds work, and how to start one',
    'The general manager takes a cut of our tip pool',
    'One-on-one conversations: the script that worked for us',
  ]) {
    const post = byTitle(title);
    await savePost(db, maria, post, between(post.createdAt.getTime(), latest, 2));
    mariaActions++;
  }
  const clopening = byTitle('Clopening three times this week. Is this normal?');
  const firstOnClopening = comments.find((c) => c.postId === clopening.id);
  const mariaComments: { post: Post; body: string; parentId?: number }[] = [
    {
      post: byTitle('We won our union election at our café, 11 to 2'),
      body: 'So proud of this crew. Eleven to two! The ice machine is next.',
    },
    {
      post: byTitle('Organizing first steps: map your workplace before you go public'),
      body: 'How do you map a café where half the team works only weekends? We never overlap with them.\n\nShould we just ask to pick up one weekend shift each?',
    },
    ...(firstOnClopening
      ? [{ post: clopening, parentId: firstOnClopening.id, body: 'Thank you. Starting a log this week, and asking two coworkers to do the same.' }]
      : []),
  ];
  for (const c of mariaComments) {
    const parent = c.parentId ? comments.find((x) => x.id === c.parentId) : undefined;
    const from = (parent?.createdAt ?? c.post.createdAt).getTime() + 10 * MINUTE;
    const created = await createComment(db, {
      author: maria,
      postId: c.post,
      body: c.body,
      parentId: c.parentId ?? null,
      createdAt: between(from, Math.min(from + DAY, latest), 2),
    });
    comments.push({ postId: c.post.id, authorId: maria.id, text: c.body, createdAt: created.createdAt, id: created.id });
    mariaActions++;
  }
  for (const c of rng.sample(comments.filter((c) => c.authorId !== maria.id), 12)) {
    await voteComment(db, { userId: maria, commentId: c.id, direction: 'UP', createdAt: between(c.createdAt.getTime(), latest, 2) });
    mariaActions++;
  }
  const pollPost = (question: string) => seeded.find((s) => s.poll?.question === question)!;
  const mariaPollVotes: [string, number][] = [
    ['Have you ever been asked to work off the clock?', 1],
    ['Should tips be pooled across front and back of house?', 1],
    ['Would you contribute a few dollars a paycheck to a strike fund?', 0],
  ];
  for (const [question, optionIndex] of mariaPollVotes) {
    const s = pollPost(question);
    await votePoll(db, {
      userId: maria,
      postId: s.post,
      optionIndex,
      createdAt: between(s.post.createdAt.getTime(), Math.min(s.post.expiresAt!.getTime(), latest), 2),
    });
    mariaActions++;
  }
  const mariaFollows: [FollowType, string | number][] = [
    ['TAG', 'scheduling'],
    ['TAG', 'wages'],
    ['TAG', 'organizing'],
    ['TAG', 'coffee'],
    ['TAG', 'tips'],
    ['COMMUNITY', 'baristas-united'],
    ['COMMUNITY', 'organizing-101'],
    ['SECTOR', 'Coffee & Barista'],
    ['CAMPAIGN', 'baristas-united'],
    ['USER', user('barista_jo').id],
    ['USER', user('organizer_bea').id],
    ['USER', user('roaster_nico').id],
    ['USER', user('steward_lee').id],
  ];
  for (const [type, value] of mariaFollows) {
    await follow(db, maria, type, value, between(maria.createdAt.getTime(), maria.createdAt.getTime() + 3 * DAY));
    mariaActions++;
  }
  // Others follow the demo member too, so her profile shows followers.
  const followsOfMaria = new Set(['barista_jo', 'roaster_nico', 'organizer_bea', 'server_aisha'].map((u) => user(u).id));

  // ───────────── Direct messages ─────────────
  const directMessages = await seedConversations(db, user, maria.username!, now);

  // ───────────── Bulk activity of everyone else ─────────────
  const postVotes: { postId: number; userId: number; direction: VoteDirection; createdAt: Date }[] = [];
  const saves: { postId: number; userId: number; createdAt: Date }[] = [];
  for (const s of published) {
    const ageHours = (now - s.post.createdAt.getTime()) / HOUR;
    const freshness = Math.min(1, 0.35 + ageHours / 36);
    for (const voter of others([s.post.authorId, maria.id], s.post.id)) {
      if (voter.createdAt > s.post.createdAt) continue;
      if (rng.chance((0.42 + 0.48 * s.pull) * freshness)) {
        postVotes.push({
          postId: s.post.id,
          userId: voter.id,
          direction: rng.chance(0.05) ? 'DOWN' : 'UP',
          createdAt: between(s.post.createdAt.getTime() + MINUTE, latest, 3),
        });
      }
      if (rng.chance(0.02 + 0.07 * s.pull)) {
        saves.push({ postId: s.post.id, userId: voter.id, createdAt: between(s.post.createdAt.getTime() + MINUTE, latest, 3) });
      }
    }
  }
  await db.postVote.createMany({ data: postVotes });
  await db.postSave.createMany({ data: saves });

  const pullOf = new Map(seeded.map((s) => [s.post.id, s.pull]));
  const commentVotes: { commentId: number; userId: number; direction: VoteDirection; createdAt: Date }[] = [];
  for (const c of comments) {
    if (c.authorId === maria.id) continue; // her comments get votes below, from others only
    for (const voter of others([c.authorId, maria.id], c.postId)) {
      if (rng.chance(0.015 + 0.06 * (pullOf.get(c.postId) ?? 0.5))) {
        commentVotes.push({
          commentId: c.id,
          userId: voter.id,
          direction: rng.chance(0.03) ? 'DOWN' : 'UP',
          createdAt: between(c.createdAt.getTime() + MINUTE, latest, 3),
        });
      }
    }
  }
  for (const c of comments.filter((c) => c.authorId === maria.id)) {
    for (const voter of rng.sample(others([maria.id], c.postId), rng.int(2, 6))) {
      commentVotes.push({ commentId: c.id, userId: voter.id, direction: 'UP', createdAt: between(c.createdAt.getTime() + MINUTE, latest, 3) });
    }
  }
  await db.commentVote.createMany({ data: commentVotes });

  // Poll votes: signed-in (everyone but the demo member, who voted above) and anonymous daily votes.
  const pollVotes: { postId: number; optionId: number; userId: number; createdAt: Date }[] = [];
  const anonymousVotes: { postId: number; deviceDayHash: string; createdAt: Date }[] = [];
  // Anonymous rows record no option (voter privacy); their choices only ever live in the counters.
  const anonymousChoices = new Map<number, number>();
  for (const s of seeded.filter((x) => x.poll)) {
    const poll = s.poll!;
    const options = await db.pollOption.findMany({ where: { postId: s.post.id }, orderBy: { optionIndex: 'asc' } });
    const pickOption = () => {
      const total = poll.weights.reduce((a, w) => a + w, 0);
      let r = rng.next() * total;
      for (let n = 0; n < options.length; n++) {
        r -= poll.weights[n] ?? 0;
        if (r < 0) return options[n]!;
      }
      return options[options.length - 1]!;
    };
    const closes = Math.min(s.post.expiresAt!.getTime(), latest);
    for (const voter of others([maria.id], s.post.id)) {
      if (voter.createdAt > s.post.createdAt || !rng.chance(poll.turnout)) continue;
      pollVotes.push({ postId: s.post.id, optionId: pickOption().id, userId: voter.id, createdAt: between(s.post.createdAt.getTime(), closes, 1.5) });
    }
    for (let n = 0; n < (poll.anonymousVotes ?? 0); n++) {
      const createdAt = between(s.post.createdAt.getTime(), closes, 1.2);
      const deviceDayHash = createHash('sha256')
        .update(`demo-device-${rng.string(12, BASE62)}|${createdAt.toISOString().slice(0, 10)}`)
        .digest('hex');
      anonymousVotes.push({ postId: s.post.id, deviceDayHash, createdAt });
      const optionId = pickOption().id;
      anonymousChoices.set(optionId, (anonymousChoices.get(optionId) ?? 0) + 1);
    }
  }
  await db.pollVote.createMany({ data: pollVotes });
  await db.anonymousPollVote.createMany({ data: anonymousVotes });

  // Follows: the onboarding topics' tags, campaigns, joined communities, own sector, a few people.
  const follows: { userId: number; followType: FollowType; followValue: string; targetUserId: number | null; createdAt: Date }[] = [];
  for (const person of demoPeople) {
    const follower = user(person.username);
    if (follower.id === maria.id) continue;
    const when = () => between(follower.createdAt.getTime() + MINUTE, Math.min(follower.createdAt.getTime() + 14 * DAY, latest), 2);
    for (const tag of person.topics.flatMap(topicTags)) follows.push({ userId: follower.id, followType: 'TAG', followValue: tag, targetUserId: null, createdAt: when() });
    for (const id of campaignsOf(person)) follows.push({ userId: follower.id, followType: 'CAMPAIGN', followValue: id, targetUserId: null, createdAt: when() });
    for (const slug of memberships.get(person.username) ?? []) {
      follows.push({ userId: follower.id, followType: 'COMMUNITY', followValue: slug, targetUserId: null, createdAt: when() });
    }
    if (person.sector !== 'General') {
      follows.push({ userId: follower.id, followType: 'SECTOR', followValue: person.sector, targetUserId: null, createdAt: when() });
    }
    const sameSector = demoPeople.filter((p) => p.sector === person.sector && p.username !== person.username);
    const mentors = demoPeople.filter((p) => (p.mentorshipOffering?.length ?? 0) > 0 && p.username !== person.username);
    const targets = new Set<number>([
      ...rng.sample(sameSector, rng.int(1, 2)).map((p) => user(p.username).id),
      ...rng.sample(mentors, rng.int(0, 2)).map((p) => user(p.username).id),
    ]);
    if (followsOfMaria.has(follower.id)) targets.add(maria.id);
    targets.delete(follower.id);
    for (const target of targets) {
      follows.push({ userId: follower.id, followType: 'USER', followValue: String(target), targetUserId: target, createdAt: when() });
    }
  }
  await db.follow.createMany({ data: follows, skipDuplicates: true });

  // ───────────── Counters, recomputed from the rows ─────────────
  const userIds = allUsers.map((u) => u.id);
  const communityIds = [...communities.values()].map((c) => c.id);
  const pollIds = seeded.filter((s) => s.poll).map((s) => s.post.id);
  await recomputeCounters(db, { postIds, userIds, communityIds, pollIds });
  for (const [optionId, count] of anonymousChoices) {
    await db.pollOption.update({ where: { id: optionId }, data: { voteCount: { increment: count } } });
  }

  const ranked = await db.post.findMany({ where: { id: { in: postIds } }, select: { id: true, score: true, commentCount: true, createdAt: true } });
  await db.$executeRaw`
    UPDATE "Post" AS p SET "hotRank" = v.rank
    FROM (SELECT unnest(${ranked.map((r) => r.id)}::int[]) AS id, unnest(${ranked.map((r) => hotRank(r))}::float8[]) AS rank) AS v
    WHERE p.id = v.id`;

  // ───────────── Moderation: open flags and reports, a warned member's appeal ─────────────
  const moderation = await seedModerationDemo(db, {
    user,
    admin: user(demoAccounts.admin.username),
    godmin: user(demoAccounts.godmin.username),
    posts: seeded.filter((s) => s.published && !s.poll).map((s) => s.post),
    now,
  });

  const organizers = await seedOrganizers(db, user, user(demoAccounts.admin.username));

  const summary: SeedSummary = {
    users: users.size,
    communities: communities.size,
    memberships: await db.communityMembership.count({ where: { communityId: { in: communityIds } } }),
    posts: seeded.length - pollIds.length,
    polls: pollIds.length,
    comments: comments.length,
    postVotes: postVotes.length + mariaPosts.length,
    commentVotes: commentVotes.length + 12,
    saves: saves.length + 5,
    pollVotes: pollVotes.length + mariaPollVotes.length,
    anonymousPollVotes: anonymousVotes.length,
    follows: (await db.follow.count({ where: { userId: { in: userIds } } })),
    ms: Math.round(performance.now() - started),
  };
  log.info({ ...summary, factoryCalls: mariaActions, directMessages, moderation, organizers }, 'demo content seeded');
  return summary;
}

/** Organizers: those who mentor in organizing. */
const isOrganizer = (person: DemoPerson) =>
  (person.mentorshipOffering ?? []).some((t) => ['First-time Organizing', 'Union Leadership', 'Campaign Strategy'].includes(t));

/**
 * The campaign of a sector: the demo members who work in it follow it, and its organizing posts
 * belong to it. (The parcel drivers have no sector of their own here: organizers follow them.)
 */
const sectorCampaigns: Record<string, string> = {
  'Coffee & Barista': 'baristas-united',
  'Warehouse & Logistics': 'fulfillment-workers-alliance',
  Retail: 'retail-workers-rising',
  Hospitality: 'hotel-workers-together',
  'Gig & Rideshare': 'rideshare-drivers-network',
};

const organizingTags = new Set(['organizing', 'union', 'strike', 'bargaining']);
/** An organizing post (by type or tag) in a campaign's sector is part of that campaign. */
const postCampaign = (post: DemoPost): string | null =>
  post.type === 'ORGANIZING' || post.tags.some((t) => organizingTags.has(t)) ? (sectorCampaigns[post.sector] ?? null) : null;

/** Campaigns a demo person chose in onboarding and follows: their sector's, and every active one for organizers. */
function campaignsOf(person: DemoPerson): string[] {
  const own = sectorCampaigns[person.sector];
  const active = isOrganizer(person) ? campaigns.filter((c) => c.status === 'active').map((c) => c.id) : [];
  return [...new Set([...(own ? [own] : []), ...active])];
}

/** The predefined tags an onboarding topic stands for (what picking it follows). */
const topicTags = (topicId: string): readonly string[] => onboardingTopics.find((t) => t.id === topicId)?.tags ?? [];

/** Which communities each demo person belongs to (creators and moderators included). */
function planMemberships(rng: Random): Map<string, string[]> {
  const plan = new Map<string, string[]>();
  const add = (username: string, slug: string) => {
    const list = plan.get(username) ?? [];
    if (!list.includes(slug)) list.push(slug);
    plan.set(username, list);
  };
  for (const c of demoCommunities) {
    add(c.createdBy, c.slug);
    for (const m of c.moderators) add(m, c.slug);
  }
  // Private communities have only their listed members; everyone else joins by sector and at random.
  const open = demoCommunities.filter((c) => !c.isPrivate);
  for (const c of demoCommunities) for (const m of c.members ?? []) add(m, c.slug);
  for (const person of demoPeople) {
    for (const c of open) if (c.category === person.sector) add(person.username, c.slug);
    if ((person.mentorshipOffering?.length ?? 0) > 0 || person.topics.includes('organizing') || rng.chance(0.3)) {
      add(person.username, 'organizing-101');
    }
    for (const c of rng.sample(open, rng.int(1, 3))) add(person.username, c.slug);
  }
  return plan;
}

/**
 * Sets every counter column of the given rows from the rows they count. Published, not deleted
 * content counts; poll totals include anonymous votes.
 */
export async function recomputeCounters(
  db: Db,
  ids: { postIds: number[]; userIds: number[]; communityIds: number[]; pollIds: number[] },
): Promise<void> {
  const { postIds, userIds, communityIds, pollIds } = ids;
  await db.$executeRaw`
    UPDATE "Post" AS p SET
      "upvotes" = (SELECT COUNT(*) FROM "PostVote" v WHERE v."postId" = p.id AND v.direction = 'UP'),
      "downvotes" = (SELECT COUNT(*) FROM "PostVote" v WHERE v."postId" = p.id AND v.direction = 'DOWN'),
      "commentCount" = (SELECT COUNT(*) FROM "Comment" c WHERE c."postId" = p.id AND c.status = 'PUBLISHED' AND c."deletedAt" IS NULL),
      "saveCount" = (SELECT COUNT(*) FROM "PostSave" s WHERE s."postId" = p.id),
      "totalVotes" = (SELECT COUNT(*) FROM "PollVote" pv WHERE pv."postId" = p.id)
                   + (SELECT COUNT(*) FROM "AnonymousPollVote" av WHERE av."postId" = p.id)
    WHERE p.id = ANY(${postIds}::int[])`;
  await db.$executeRaw`UPDATE "Post" SET "score" = "upvotes" - "downvotes" WHERE id = ANY(${postIds}::int[])`;
  await db.$executeRaw`
    UPDATE "Comment" AS c SET
      "upvotes" = (SELECT COUNT(*) FROM "CommentVote" v WHERE v."commentId" = c.id AND v.direction = 'UP'),
      "downvotes" = (SELECT COUNT(*) FROM "CommentVote" v WHERE v."commentId" = c.id AND v.direction = 'DOWN'),
      "replyCount" = (SELECT COUNT(*) FROM "Comment" r WHERE r."parentId" = c.id AND r.status = 'PUBLISHED' AND r."deletedAt" IS NULL)
    WHERE c."postId" = ANY(${postIds}::int[])`;
  await db.$executeRaw`UPDATE "Comment" SET "score" = "upvotes" - "downvotes" WHERE "postId" = ANY(${postIds}::int[])`;
  await db.$executeRaw`
    UPDATE "PollOption" AS o SET "voteCount" =
      (SELECT COUNT(*) FROM "PollVote" v WHERE v."optionId" = o.id)
    WHERE o."postId" = ANY(${pollIds}::int[])`;
  await db.$executeRaw`UPDATE "Post" SET "momentumTriggeredAt" = NULL WHERE id = ANY(${pollIds}::int[])`;
  await db.$executeRaw`
    UPDATE "Post" AS p SET "momentumTriggeredAt" = t.at
    FROM (
      SELECT "postId", "createdAt" AS at FROM (
        SELECT "postId", "createdAt", ROW_NUMBER() OVER (PARTITION BY "postId" ORDER BY "createdAt", id) AS n
        FROM (
          SELECT "postId", "createdAt", id FROM "PollVote" WHERE "postId" = ANY(${pollIds}::int[])
          UNION ALL
          SELECT "postId", "createdAt", id FROM "AnonymousPollVote" WHERE "postId" = ANY(${pollIds}::int[])
        ) AS votes
      ) AS ranked WHERE n = ${POLL_MOMENTUM_THRESHOLD}
    ) AS t
    WHERE p.id = t."postId"`;
  await db.$executeRaw`
    UPDATE "Community" AS c SET
      "memberCount" = (SELECT COUNT(*) FROM "CommunityMembership" m WHERE m."communityId" = c.id),
      "postCount" = (SELECT COUNT(*) FROM "Post" p WHERE p."communityId" = c.id AND p.status = 'PUBLISHED' AND p."deletedAt" IS NULL)
    WHERE c.id = ANY(${communityIds}::int[])`;
  await db.$executeRaw`
    UPDATE "User" AS u SET
      "postCount" = (SELECT COUNT(*) FROM "Post" p WHERE p."authorId" = u.id AND p.status = 'PUBLISHED' AND p."deletedAt" IS NULL),
      "followerCount" = (SELECT COUNT(*) FROM "Follow" f WHERE f."targetUserId" = u.id AND f."followType" = 'USER'),
      "followingCount" = (SELECT COUNT(*) FROM "Follow" f WHERE f."userId" = u.id AND f."followType" = 'USER')
    WHERE u.id = ANY(${userIds}::int[])`;
  // Karma: the net votes on a member's published posts and comments; publicKarma the part
  // outside private communities.
  await db.$executeRaw`
    UPDATE "Profile" AS pr SET "karma" =
      COALESCE((SELECT SUM(p.score) FROM "Post" p WHERE p."authorId" = pr."userId" AND p.status = 'PUBLISHED' AND p."deletedAt" IS NULL), 0)
      + COALESCE((SELECT SUM(c.score) FROM "Comment" c WHERE c."authorId" = pr."userId" AND c.status = 'PUBLISHED' AND c."deletedAt" IS NULL), 0),
      "publicKarma" =
      COALESCE((SELECT SUM(p.score) FROM "Post" p LEFT JOIN "Community" cm ON cm.id = p."communityId"
        WHERE p."authorId" = pr."userId" AND p.status = 'PUBLISHED' AND p."deletedAt" IS NULL AND NOT COALESCE(cm."isPrivate", false)), 0)
      + COALESCE((SELECT SUM(c.score) FROM "Comment" c JOIN "Post" p ON p.id = c."postId" LEFT JOIN "Community" cm ON cm.id = p."communityId"
        WHERE c."authorId" = pr."userId" AND c.status = 'PUBLISHED' AND c."deletedAt" IS NULL AND NOT COALESCE(cm."isPrivate", false)), 0)
    WHERE pr."userId" = ANY(${userIds}::int[])`;
}
