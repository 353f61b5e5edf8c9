import { builder } from '../builder.ts';
import { ownOnly } from './authScopes.ts';
import { shownDisplayName } from '../domain/users/validation.ts';
import { presentSettings, loadSettings } from '../domain/settings/settings.ts';
import { usernameSearchFilter } from '../domain/users/username.ts';
import { UserSettingsRef } from './settings.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { intIdOf } from '../lib/ids.ts';
import { MENTION_CANDIDATES_MAX, mentionCandidates } from '../domain/mentions/mentions.ts';

export const RoleEnum = builder.enumType('Role', { values: ['MEMBER', 'ADMIN', 'GODMIN'] as const });

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // Load only the columns the requested fields need (not bodies, hashes or moderation data).
  select: { id: true },
  fields: (t) => {
    return {
      userId: t.exposeInt('id', { description: "The numeric id (the spec's user_id)." }),
      username: t.exposeString('username', { nullable: true, description: 'Null until the member chooses one.' }),
      displayName: t.string({
        select: { displayName: true, username: true },
        resolve: (user) => shownDisplayName(user),
      }),
      role: t.field({ type: RoleEnum, select: { role: true }, resolve: (user) => user.role }),
      avatarColor: t.exposeString('avatarColor'),
      avatarConfig: t.expose('avatarConfig', { type: 'JSON', nullable: true }),
      totalPoints: t.exposeInt('totalPoints'),
      badgeCount: t.exposeInt('badgeCount'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      email: t.string({ nullable: true, select: { email: true }, ...ownOnly, resolve: (user) => user.email }),
      emailVerified: t.boolean({
        nullable: true,
        select: { emailVerifiedAt: true },
        ...ownOnly,
        resolve: (user) => user.emailVerifiedAt !== null,
      }),
      hasPassword: t.boolean({
        nullable: true,
        select: { passwordHash: true },
        ...ownOnly,
        resolve: (user) => user.passwordHash !== null,
      }),
      onboardingComplete: t.boolean({
        nullable: true,
        select: { onboarding: { select: { completedAt: true } } },
        ...ownOnly,
        resolve: (user) => Boolean(user.onboarding?.completedAt),
      }),
      settings: t.field({
        type: UserSettingsRef,
        nullable: true,
        ...ownOnly,
        resolve: async (user, _args, ctx) => presentSettings(await loadSettings(ctx, user.id)),
      }),
    };
  },
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null for guests.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
  usersByUsername: t.prismaConnection({
    type: 'User',
    // Every connection pages by the row id (lib/ids.ts checks cursors as ids); Prisma finds the
    // row and continues in this connection's order.
    cursor: 'id',
    ...pageSizes(10, 10),
    description: 'Members whose username starts with the query (at least 2 characters). Login required.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const where = usernameSearchFilter(ctx, args.query);
      if (!where) return [];
      return ctx.db.user.findMany({ ...query, where, orderBy: { usernameLower: 'asc' } });
    },
  }),
  mentionCandidates: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    ...pageSizes(MENTION_CANDIDATES_MAX, MENTION_CANDIDATES_MAX),
    description:
      "The composer's @ autocomplete: members the viewer may mention whose username starts with `prefix` (not the viewer, nobody blocked either way, no private or banned profiles; with a private `communityId`, its members only). Login required.",
    args: { prefix: t.arg.string({ required: true }), communityId: t.arg.id({ required: false }) },
    resolve: (query, _root, args, ctx) =>
      mentionCandidates(ctx, { prefix: args.prefix, communityId: args.communityId == null ? null : intIdOf(args.communityId, 'Community') }, query),
  }),
}));
