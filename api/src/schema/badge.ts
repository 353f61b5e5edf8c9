// Badge: the catalogue, User.badges (those who may see the profile), User.badgeProgress (the
// member themself: viewer.badgeProgress), the leaderboard, checkBadges and the live badgesEarned
// subscription (its toasts). Shell spec §3 Badge, §7 Badges.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer } from '../domain/auth/session.ts';
import {
  badgesByIds,
  leaderboard,
  listBadges,
  myProgress,
  visibleUserBadges,
  type BadgeProgressView,
  type BadgeView,
  type EarnedBadgeView,
  type LeaderboardEntry,
} from '../domain/badges/badges.ts';
import { checkBadges, type BadgesEarnedPayload } from '../domain/badges/awards.ts';
import { shownDisplayName } from '../domain/users/validation.ts';
import { live } from '../realtime/live.ts';
import { ownOnly } from './authScopes.ts';

export const BadgeRef = builder.objectRef<BadgeView>('Badge').implement({
  description: 'A badge of the catalogue.',
  fields: (t) => ({
    id: t.id({ description: 'Global id.', resolve: (b) => encodeGlobalID('Badge', b.id) }),
    badgeId: t.exposeInt('id', { description: 'The numeric id (REST id).' }),
    key: t.exposeString('key', { description: 'Stable identifier, e.g. first_post.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    points: t.exposeInt('points'),
    category: t.exposeString('category', { description: 'First Steps, Community, Contribution, Organizing, Mentoring or Participation.' }),
    icon: t.exposeString('icon', { description: 'Icon name the web client draws.' }),
    color: t.exposeString('color', { description: '#RRGGBB.' }),
    tier: t.exposeString('tier', { description: 'bronze, silver, gold or platinum.' }),
  }),
});

const EarnedBadgeRef = builder.objectRef<EarnedBadgeView>('EarnedBadge').implement({
  description: 'A badge a member earned, and when.',
  fields: (t) => ({
    badge: t.field({ type: BadgeRef, resolve: (b) => b }),
    earnedAt: t.expose('earnedAt', { type: 'DateTime' }),
  }),
});

const BadgeProgressRef = builder.objectRef<BadgeProgressView>('BadgeProgress').implement({
  description: "The member's way to one badge.",
  fields: (t) => ({
    badge: t.field({ type: BadgeRef, resolve: (p) => p.badge }),
    current: t.exposeInt('current'),
    target: t.exposeInt('target'),
    percent: t.exposeInt('percent', { description: '0 to 100; 100 once earned.' }),
    earnedAt: t.expose('earnedAt', { type: 'DateTime', nullable: true }),
  }),
});

const LeaderboardEntryRef = builder.objectRef<LeaderboardEntry>('LeaderboardEntry').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    userGlobalId: t.id({ description: "The member's global User id.", resolve: (e) => encodeGlobalID('User', e.userId) }),
    userId: t.exposeInt('userId'),
    username: t.exposeString('username', { nullable: true }),
    displayName: t.string({ resolve: (e) => shownDisplayName(e) }),
    avatarColor: t.exposeString('avatarColor'),
    totalPoints: t.exposeInt('totalPoints'),
    badgeCount: t.exposeInt('badgeCount'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  badges: t.field({
    type: [EarnedBadgeRef],
    nullable: true,
    description: "The member's badges, latest first; null for viewers who may not see the member's profile.",
    resolve: async (user, _args, ctx) => (await visibleUserBadges(ctx, { userId: user.id }))?.badges ?? null,
  }),
  badgeProgress: t.field({
    type: [BadgeProgressRef],
    nullable: true,
    ...ownOnly,
    description: 'Every badge with current, target and percent (the member themself only: viewer.badgeProgress).',
    resolve: (_user, _args, ctx) => myProgress(ctx),
  }),
}));

builder.queryFields((t) => ({
  badges: t.field({
    type: [BadgeRef],
    description: 'The badge catalogue, first steps first.',
    resolve: (_root, _args, ctx) => listBadges(ctx),
  }),
  leaderboard: t.field({
    type: [LeaderboardEntryRef],
    description: 'Most points first, ties by who reached them first; only members on the leaderboard whose profile the viewer may see.',
    args: { limit: t.arg.int({ defaultValue: 10, description: '1 to 50.' }) },
    resolve: (_root, args, ctx) => leaderboard(ctx, { limit: args.limit ?? undefined }),
  }),
}));

/** Badges a member just earned, with the member's new totals: checkBadges' answer and each badgesEarned event. */
const BadgesEarnedRef = builder.objectRef<{ badges: BadgeView[]; userId: number }>('BadgesEarned').implement({
  fields: (t) => ({
    badges: t.field({ type: [BadgeRef], description: 'The badges earned now (empty when none).', resolve: (p) => p.badges }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The member, with the new totalPoints and badgeCount.',
      resolve: (query, p, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  checkBadges: t.field({
    type: BadgesEarnedRef,
    description: "Re-evaluates every badge of the viewer and grants the ones reached. NOT_FOUND 'Badges are not enabled' while the badges flag is off.",
    resolve: async (_root, _args, ctx) => ({ badges: await checkBadges(ctx), userId: requireViewer(ctx).id }),
  }),
}));

builder.subscriptionFields((t) => ({
  badgesEarned: t.field({
    type: BadgesEarnedRef,
    description: 'Emits the badges the viewer earns, as they are granted (the earned-badge toasts). Login required; ends at logout.',
    subscribe: (_root, _args, ctx) => live(ctx, ctx.pubsub.subscribe('user:badges', requireViewer(ctx).id)),
    resolve: async (event, _args, ctx) => ({
      badges: await badgesByIds(ctx, (event as BadgesEarnedPayload).badgeIds),
      userId: requireViewer(ctx).id,
    }),
  }),
}));
