// Polls: options on creation, voting (members once; anonymous visitors once a day on the featured
// poll), results, the featured poll and hot polls.
//
// Voter privacy: PollVote rows are read only for the viewer's own choice; AnonymousPollVote rows
// hold a keyed hash of (poll, Eastern day, device) and no option. Totals live in counters
// (PollOption.voteCount, Post.totalVotes) moved in the vote's transaction.
import type { Ctx } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireVerifiedViewer } from '../auth/session.ts';
import { postKeyWhere } from '../posts/postKey.ts';
import { notHiddenAuthorSql, readablePostWhere } from '../posts/access.ts';
import { visibleCommunityPostSql } from '../communities/access.ts';
import { easternDayKey, isPollExpired } from './expiry.ts';
import { pollResults, pollView, type PollResultsPayload, type PollView } from './results.ts';

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 5;
export const POLL_OPTION_MAX_CHARS = 200;
export const POLL_MOMENTUM_THRESHOLD = 25;
export const pollMessages = {
  tooFewOptions: 'Polls must have at least 2 options',
  tooManyOptions: 'Maximum 5 poll options allowed',
  emptyOption: 'Poll options cannot be empty',
  longOption: 'Poll options must be at most 200 characters',
  optionsLocked: 'Poll options cannot be edited after creation to maintain vote integrity.',
  notFound: 'Poll not found',
  ended: 'This poll has ended',
  invalidOption: 'Invalid poll option',
  alreadyVoted: 'You have already voted on this poll',
  signIn: 'Sign in to vote',
  dailyVoteUsed: 'Daily vote used!',
} as const;

/** Options as sent: strings, or `{option_text}` / `{optionText}` / `{text}` objects (REST). */
export function readPollOptions(input: unknown): string[] {
  const list = Array.isArray(input) ? input : input === undefined || input === null ? [] : [input];
  const texts = list.map((item) => {
    const raw =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object'
          ? ((item as Record<string, unknown>).option_text ?? (item as Record<string, unknown>).optionText ?? (item as Record<string, unknown>).text)
          : undefined;
    return typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  });
  if (texts.length < POLL_MIN_OPTIONS) throw new DomainError('VALIDATION', pollMessages.tooFewOptions);
  if (texts.length > POLL_MAX_OPTIONS) throw new DomainError('VALIDATION', pollMessages.tooManyOptions);
  if (texts.some((t) => !t)) throw new DomainError('VALIDATION', pollMessages.emptyOption);
  if (texts.some((t) => t.length > POLL_OPTION_MAX_CHARS)) throw new DomainError('VALIDATION', pollMessages.longOption);
  return texts;
}

const pollPostSelect = {
  id: true,
  postType: true,
  status: true,
  totalVotes: true,
  expiresAt: true,
  votingDurationHours: true,
  isWeeklyPoll: true,
  // The author's badges count the votes a poll receives.
  authorId: true,
  // A private community's poll: a live view of it ends when the member leaves.
  communityId: true,
  community: { select: { isPrivate: true } },
  pollOptions: { select: { id: true, optionIndex: true, optionText: true, voteCount: true }, orderBy: { optionIndex: 'asc' } },
} satisfies Prisma.PostSelect;

/** A poll the viewer may read, by id or url id, with its options (one statement). */
export async function findReadablePoll(ctx: Ctx, postKey: number | string) {
  const post = await ctx.db.post.findFirst({
    where: { AND: [postKeyWhere(postKey), readablePostWhere(ctx.viewer), { postType: 'POLL' }] },
    select: pollPostSelect,
  });
  if (!post) throw new DomainError('NOT_FOUND', pollMessages.notFound);
  return post;
}

/** The viewer's own choice (option index), or null; anonymous visitors have none on record. */
export async function viewerPollVote(ctx: Ctx, postId: number): Promise<number | null> {
  if (!ctx.viewer) return null;
  const vote = await ctx.db.pollVote.findUnique({
    where: { postId_userId: { postId, userId: ctx.viewer.id } },
    select: { option: { select: { optionIndex: true } } },
  });
  return vote?.option.optionIndex ?? null;
}

export interface PollResultsInput {
  /** Numeric id or url id of the poll's post. */
  postKey: number | string;
}

/** Results of a poll for the viewer (REST GET /polls/:id/results): totals and their own vote. */
export async function pollResultsFor(ctx: Ctx, input: PollResultsInput): Promise<PollView> {
  const post = await findReadablePoll(ctx, input.postKey);
  const [viewerVote, featuredId] = await Promise.all([viewerPollVote(ctx, post.id), featuredPollId(ctx)]);
  return pollView(post, post.pollOptions, { viewerVote, isFeatured: featuredId === post.id });
}

// ─── Featured and hot polls ───

const DAY_MS = 24 * 3600_000;

/**
 * The feed's poll: the newest open weekly poll, else the open poll with most votes (signed-in
 * and anonymous) in the last 7 days. Null when no poll is open. The same for everyone (anonymous
 * visitors vote on it), so never a private community's poll.
 */
export async function featuredPollId(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<number | null> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT p."id" FROM "Post" p JOIN "User" a ON a."id" = p."authorId"
    WHERE p."postType" = 'POLL' AND p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL AND a."isShadowBanned" = false
      AND (p."expiresAt" IS NULL OR p."expiresAt" > ${now})
      AND ${visibleCommunityPostSql(null)}
    ORDER BY p."isWeeklyPoll" DESC,
      (CASE WHEN p."isWeeklyPoll" THEN p."createdAt" END) DESC NULLS LAST,
      (CASE WHEN p."isWeeklyPoll" THEN 0 ELSE
        (SELECT count(*) FROM "PollVote" v WHERE v."postId" = p."id" AND v."createdAt" > ${weekAgo})
        + (SELECT count(*) FROM "AnonymousPollVote" v WHERE v."postId" = p."id" AND v."createdAt" > ${weekAgo}) END) DESC,
      p."totalVotes" DESC, p."id" DESC
    LIMIT 1`;
  return rows[0]?.id ?? null;
}

export interface HotPollRow {
  id: number;
  urlId: string;
  slug: string;
  title: string;
  totalVotes: number;
  recentVotes: number;
}

export interface HotPollsInput {
  /** 1 to 20; default 5. */
  first?: number;
  now?: Date;
}

/** Open polls by votes in the last 24 hours (signed-in and anonymous), then total votes. */
export async function hotPolls(ctx: Ctx, input: HotPollsInput = {}): Promise<HotPollRow[]> {
  const { first = 5, now = new Date() } = input;
  const take = Math.min(Math.max(Math.trunc(first) || 5, 1), 20);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const viewerId = ctx.viewer?.id ?? -1;
  const rows = await ctx.db.$queryRaw<{ id: number; urlId: string; slug: string; title: string; totalVotes: number; recent: bigint | number }[]>`
    SELECT p."id", p."urlId", p."slug", p."title", p."totalVotes",
      (SELECT count(*) FROM "PollVote" v WHERE v."postId" = p."id" AND v."createdAt" > ${dayAgo})
      + (SELECT count(*) FROM "AnonymousPollVote" v WHERE v."postId" = p."id" AND v."createdAt" > ${dayAgo}) AS "recent"
    FROM "Post" p JOIN "User" a ON a."id" = p."authorId"
    WHERE p."postType" = 'POLL' AND p."status" = 'PUBLISHED' AND p."deletedAt" IS NULL
      AND (a."isShadowBanned" = false OR p."authorId" = ${viewerId})
      AND (p."expiresAt" IS NULL OR p."expiresAt" > ${now})
      AND ${visibleCommunityPostSql(ctx.viewer)}
      AND ${notHiddenAuthorSql(ctx.viewer)}
    ORDER BY "recent" DESC, p."totalVotes" DESC, p."id" DESC
    LIMIT ${take}`;
  return rows.map((r) => ({ id: r.id, urlId: r.urlId, slug: r.slug, title: r.title, totalVotes: r.totalVotes, recentVotes: Number(r.recent) }));
}

// ─── Voting ───

/**
 * HMAC of (poll, Eastern calendar day, device id) under the app's JWT secret (ctx.tokens): one
 * anonymous vote per device per day, unlinkable.
 */
export function anonymousVoteHash(ctx: Pick<Ctx, 'tokens'>, input: { postId: number; deviceId: string; at: Date }): string {
  return ctx.tokens.keyedHash(`poll-vote:${input.postId}:${easternDayKey(input.at)}:${input.deviceId}`);
}

export interface VotePollResult {
  results: PollResultsPayload;
  momentumTriggered: boolean;
  /** The option just chosen. */
  userVote: number;
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

function readOptionIndex(input: unknown): number {
  const value = typeof input === 'number' ? input : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : NaN;
  if (!Number.isSafeInteger(value) || value < 0) throw new DomainError('VALIDATION', pollMessages.invalidOption);
  return value;
}

export interface VotePollInput {
  postKey: number | string;
  optionIndex: unknown;
}

/**
 * One vote. Members: verified, once per poll (the unique constraint decides under concurrency),
 * never changed. Anonymous visitors: only on the featured poll, with a device id, once per device
 * per Eastern day (unique hash), rate limited per address. Counters move in the same
 * transaction; the new totals are published once after commit.
 */
export async function votePoll(ctx: Ctx, input: VotePollInput): Promise<VotePollResult> {
  const viewer = ctx.viewer ? requireVerifiedViewer(ctx) : null;
  if (!viewer && ctx.authFailure) throw ctx.authFailure;
  const optionIndex = readOptionIndex(input.optionIndex);
  const post = await findReadablePoll(ctx, input.postKey);
  const now = new Date();
  // The author's own poll waiting for review takes no votes yet.
  if (post.status !== 'PUBLISHED') throw new DomainError('NOT_FOUND', pollMessages.notFound);
  if (isPollExpired(post.expiresAt, now)) throw new DomainError('VALIDATION', pollMessages.ended);
  const option = post.pollOptions.find((o) => o.optionIndex === optionIndex);
  if (!option) throw new DomainError('VALIDATION', pollMessages.invalidOption);

  const featuredId = await featuredPollId(ctx, now);
  let deviceDayHash: string | null = null;
  if (!viewer) {
    if (featuredId !== post.id || !ctx.deviceId) throw new DomainError('UNAUTHENTICATED', pollMessages.signIn);
    await ctx.limits.consume('anonPollVotesByIp', ctx.ip);
    deviceDayHash = anonymousVoteHash(ctx, { postId: post.id, deviceId: ctx.deviceId, at: now });
  }

  let outcome: { results: PollResultsPayload; momentumTriggered: boolean };
  try {
    outcome = await ctx.db.$transaction(async (tx) => {
      if (viewer) await tx.pollVote.create({ data: { postId: post.id, optionId: option.id, userId: viewer.id, createdAt: now }, select: { id: true } });
      else await tx.anonymousPollVote.create({ data: { postId: post.id, deviceDayHash: deviceDayHash!, createdAt: now }, select: { id: true } });
      // The post row first: it serialises concurrent votes on this poll, so the options read
      // below are the totals right after this vote.
      const [counted] = await tx.$queryRaw<{ totalVotes: number; momentumPending: boolean }[]>`
        UPDATE "Post" SET "totalVotes" = "totalVotes" + 1, "updatedAt" = now() WHERE "id" = ${post.id}
        RETURNING "totalVotes", ("momentumTriggeredAt" IS NULL AND "totalVotes" >= ${POLL_MOMENTUM_THRESHOLD}) AS "momentumPending"`;
      // This transaction holds the post row, so the first vote at the threshold sets it once.
      const momentumTriggered = counted!.momentumPending
        ? (await tx.post.updateMany({ where: { id: post.id, momentumTriggeredAt: null }, data: { momentumTriggeredAt: now } })).count === 1
        : false;
      const options = await tx.$queryRaw<{ id: number; optionIndex: number; optionText: string; voteCount: number }[]>`
        WITH bumped AS (UPDATE "PollOption" SET "voteCount" = "voteCount" + 1 WHERE "id" = ${option.id} RETURNING "id", "voteCount")
        SELECT o."id", o."optionIndex", o."optionText", COALESCE(b."voteCount", o."voteCount") AS "voteCount"
        FROM "PollOption" o LEFT JOIN bumped b ON b."id" = o."id"
        WHERE o."postId" = ${post.id} ORDER BY o."optionIndex"`;
      const results = pollResults({ ...post, totalVotes: counted!.totalVotes }, options, now);
      return { results: { ...results, isFeatured: featuredId === post.id }, momentumTriggered };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw viewer ? new DomainError('CONFLICT', pollMessages.alreadyVoted) : new DomainError('RATE_LIMITED', pollMessages.dailyVoteUsed);
    }
    throw error;
  }
  ctx.pubsub.publish('poll:results', post.id, outcome.results);
  if (viewer) await awardBadgesFor(ctx, { event: 'pollVote', userId: viewer.id, recipientId: post.authorId });
  return { ...outcome, userVote: optionIndex };
}
