// Granting badges, decided on the server when something happens (a post, a comment, a vote
// received, a poll vote, a join, onboarding, a profile change) and on POST /badges/check-badges.
// One statement per member: it records the day's participation, computes the metrics the event
// can move, inserts the badges now reached (the unique (userId, badgeId) row decides under
// concurrency: ON CONFLICT DO NOTHING) and adds the points and count of the rows actually
// inserted to User.totalPoints / badgeCount, all atomically. Newly earned badges are then pushed
// to the member's live connections ('user:badges').
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { activityDaysCte, METRICS, metricValues, type Metric } from './metrics.ts';
import { badgesByIds, type BadgeView } from './badges.ts';

/** What a member did or received; each kind moves only some metrics. */
export type BadgeEvent =
  | 'post'
  | 'comment'
  | 'postVote'
  | 'commentVote'
  | 'pollVote'
  | 'join'
  | 'onboarding'
  | 'emailVerified'
  | 'profile';

interface EventRule {
  /** Metrics of the member who acted. */
  actor: readonly Metric[];
  /** Metrics of the member on the receiving end (post or comment author, community creator). */
  recipient: readonly Metric[];
  /** Acting counts as taking part that day (the streak badges). */
  participation: boolean;
}

const STREAK: readonly Metric[] = ['active_days', 'streak'];

const rules: Record<BadgeEvent, EventRule> = {
  // Posting needs a verified email, so the first post also settles that badge.
  post: { actor: ['email_verified', 'posts', 'polls', 'organizing_posts', ...STREAK], recipient: [], participation: true },
  comment: { actor: ['comments', ...STREAK], recipient: ['thanks_received'], participation: true },
  postVote: { actor: STREAK, recipient: ['post_upvotes'], participation: true },
  commentVote: { actor: STREAK, recipient: ['comment_upvotes', 'helpful_comments'], participation: true },
  pollVote: { actor: STREAK, recipient: ['poll_votes'], participation: true },
  join: { actor: ['communities_joined'], recipient: ['community_members'], participation: false },
  // Onboarding may join communities.
  onboarding: { actor: ['onboarding_completed', 'communities_joined'], recipient: [], participation: false },
  emailVerified: { actor: ['email_verified'], recipient: [], participation: false },
  profile: { actor: ['mentor_topics'], recipient: [], participation: false },
};

export interface AwardBadgesInput {
  event: BadgeEvent;
  /** The member who acted. */
  userId: number;
  /** The member on the receiving end (the voted post's author, the parent comment's author, the community's creator). */
  recipientId?: number | null;
}

/** The live event of newly earned badges (topic 'user:badges', keyed by the member). */
export interface BadgesEarnedPayload {
  badgeIds: number[];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Grants what `metrics` now reach for `userId`, in one statement; returns the ids inserted now.
 * With `participation`, today (UTC) is recorded as one of the member's activity days first.
 */
async function grant(ctx: Pick<Ctx, 'db'>, userId: number, metrics: readonly Metric[], participation: boolean, onlyUnearned: boolean): Promise<number[]> {
  // Every event names at least one metric of the member who acted (rules above).
  if (metrics.length === 0) return [];
  const sql = `
    WITH ${participation ? `act AS (INSERT INTO "UserActivityDay" ("userId", "day") VALUES ($1, $2::date) ON CONFLICT DO NOTHING),` : ''}
    ${activityDaysCte(participation)},
    m (metric, value) AS (VALUES ${metricValues(metrics, onlyUnearned)}),
    ins AS (
      INSERT INTO "UserBadge" ("userId", "badgeId", "earnedAt")
      SELECT $1, b."id", now() FROM "Badge" b JOIN m ON m.metric = b."criteria"->>'metric'
      WHERE m.value >= (b."criteria"->>'target')::int AND EXISTS (SELECT 1 FROM "User" WHERE "id" = $1)
      ON CONFLICT ("userId", "badgeId") DO NOTHING
      RETURNING "badgeId"),
    won AS (SELECT count(*)::int AS n, COALESCE(sum(b."points"), 0)::int AS points FROM ins JOIN "Badge" b ON b."id" = ins."badgeId"),
    upd AS (
      UPDATE "User" u SET "totalPoints" = u."totalPoints" + won.points, "badgeCount" = u."badgeCount" + won.n, "pointsReachedAt" = now()
      FROM won WHERE u."id" = $1 AND won.n > 0)
    SELECT "badgeId" FROM ins ORDER BY "badgeId"`;
  const rows = await ctx.db.$queryRawUnsafe<{ badgeId: number }[]>(sql, userId, ...(participation ? [today()] : []));
  return rows.map((r) => r.badgeId);
}

function announce(ctx: Pick<Ctx, 'pubsub'>, userId: number, badgeIds: number[]): void {
  if (badgeIds.length > 0) ctx.pubsub.publish('user:badges', userId, { badgeIds });
}

/**
 * Called by the domain actions after their write committed. Never fails the action: a grant that
 * could not be written is logged and made up by the next event or check-badges. Nothing is
 * granted while the badges flag is off.
 */
export async function awardBadgesFor(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log' | 'config'>, input: AwardBadgesInput): Promise<void> {
  if (!ctx.config.features.badges) return;
  const rule = rules[input.event];
  const parties: [number, readonly Metric[], boolean][] = [[input.userId, rule.actor, rule.participation]];
  if (input.recipientId != null && input.recipientId !== input.userId && rule.recipient.length > 0) {
    parties.push([input.recipientId, rule.recipient, false]);
  }
  for (const [userId, metrics, participation] of parties) {
    try {
      announce(ctx, userId, await grant(ctx, userId, metrics, participation, true));
    } catch (err) {
      ctx.log.warn({ err, userId, event: input.event }, 'Badge grant failed; the next event or check-badges makes it up');
    }
  }
}

export const badgeMessages = {
  disabled: 'Badges are not enabled',
} as const;

/** POST /badges/check-badges: every metric of the viewer re-evaluated; answers the badges earned now. */
export async function checkBadges(ctx: Ctx): Promise<BadgeView[]> {
  const viewer = requireViewer(ctx);
  if (!ctx.config.features.badges) throw new DomainError('NOT_FOUND', badgeMessages.disabled);
  const ids = await grant(ctx, viewer.id, METRICS, false, false);
  announce(ctx, viewer.id, ids);
  return badgesByIds(ctx, ids);
}
