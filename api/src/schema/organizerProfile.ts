// Organizer profiles: the OrganizerProfile type (content spec §3 Organizer profile),
// organizerProfile(slug), User.organizerProfile, and the admins' grantOrganizerProfile and
// revokeOrganizerProfile. Who may see one and every rule of a grant are the domain's
// (domain/profiles/organizers.ts); this file only parses and formats.
import { builder } from '../builder.ts';
import type { Ctx } from '../context.ts';
import {
  grantOrganizerProfile,
  organizerProfileOfUser,
  readOrganizerProfile,
  recentPostsOf,
  revokeOrganizerProfile,
  type OrganizerProfileView,
  type SocialLink,
} from '../domain/profiles/organizers.ts';
import { DomainError } from '../lib/errors.ts';
import { adminAction, adminOnly } from './authScopes.ts';

const SocialLinkRef = builder.objectRef<SocialLink>('SocialLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), url: t.exposeString('url', { description: 'An https URL.' }) }),
});

const OrganizerProfileRef = builder.objectRef<OrganizerProfileView>('OrganizerProfile').implement({
  description: "A member's verified organizer profile, as the viewer may see it (the member-profile rule: domain/profiles/visibility.ts).",
  fields: (t) => ({
    id: t.id({ description: 'Stable per profile (Relay store key).', resolve: (p) => Buffer.from(`OrganizerProfile:${p.id}`).toString('base64') }),
    slug: t.exposeString('slug', { description: 'The /profile/{slug} segment.' }),
    userId: t.exposeInt('userId'),
    name: t.exposeString('name', { description: "The member's display name (falls back to the username, then 'User')." }),
    title: t.exposeString('title'),
    organization: t.exposeString('organization'),
    bio: t.exposeString('bio', { description: 'Plain text.' }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: 'An https URL; null shows the avatar fallback.' }),
    avatarColor: t.exposeString('avatarColor', { description: "The member's avatar colour, for the fallback." }),
    isVerified: t.boolean({ resolve: () => true }),
    profileType: t.exposeString('profileType'),
    socialLinks: t.field({ type: [SocialLinkRef], resolve: (p) => p.socialLinks }),
    expertise: t.exposeStringList('expertise'),
    followers: t.exposeInt('followers', { description: "The member's follower count (kept as a counter)." }),
    following: t.exposeInt('following', { description: 'How many the member follows (kept as a counter).' }),
    isOwn: t.exposeBoolean('isOwn', { description: "The viewer's own organizer profile." }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastActive: t.expose('lastActive', { type: 'DateTime', nullable: true }),
    grantedBy: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'Admins only: who granted it (null from the CLI).',
      ...adminOnly,
      resolve: (query, p, _a, ctx) => (p.grantedById === null ? null : ctx.db.user.findUnique({ ...query, where: { id: p.grantedById } })),
    }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
    recentPosts: t.prismaField({
      type: ['Post'],
      description: 'Recent Posts: page 1 (10) of the member’s posts the viewer may list, newest first.',
      resolve: (query, p, _a, ctx) => ctx.db.post.findMany({ ...query, ...recentPostsOf(ctx, p) }),
    }),
  }),
});

builder.prismaObjectField('User', 'organizerProfile', (t) =>
  t.field({
    type: OrganizerProfileRef,
    nullable: true,
    description: "The member's organizer profile; null when they have none or the viewer may not see their profile.",
    resolve: (user, _a, ctx: Ctx) => organizerProfileOfUser(ctx, user.id),
  }),
);

builder.queryField('organizerProfile', (t) =>
  t.field({
    type: OrganizerProfileRef,
    nullable: true,
    description: "The organizer profile at /profile/{slug}; null when unknown or not visible to the viewer ('Profile Not Found').",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      try {
        return await readOrganizerProfile(ctx, { slug: args.slug });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const SocialLinkInput = builder.inputType('SocialLinkInput', {
  fields: (t) => ({ label: t.string({ required: true }), url: t.string({ required: true, description: 'An https URL.' }) }),
});

const GrantOrganizerProfileInput = builder.inputType('GrantOrganizerProfileInput', {
  description: 'Grant (or replace) a member’s organizer profile.',
  fields: (t) => ({
    member: t.string({ required: true, description: "The member's numeric id, username or email address." }),
    slug: t.string({ required: true, description: '3-50 lower-case letters, digits and single hyphens, at least one letter.' }),
    title: t.string({ required: true }),
    organization: t.string({ required: true }),
    bio: t.string(),
    photoUrl: t.string({ description: 'An https URL.' }),
    socialLinks: t.field({ type: [SocialLinkInput] }),
    expertise: t.stringList(),
  }),
});

const RevokeOrganizerProfilePayload = builder.objectRef<{ slug: string; userId: number }>('RevokeOrganizerProfilePayload').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), userId: t.exposeInt('userId') }),
});

builder.mutationFields((t) => ({
  grantOrganizerProfile: t.field({
    ...adminAction(),
    type: OrganizerProfileRef,
    description: 'Admins: grant a member a verified organizer profile (or replace theirs).',
    args: { input: t.arg({ type: GrantOrganizerProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => grantOrganizerProfile(ctx, input),
  }),
  revokeOrganizerProfile: t.field({
    ...adminAction(),
    type: RevokeOrganizerProfilePayload,
    description: "Admins: remove an organizer profile by its slug ('Profile Not Found' when there is none).",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, ctx) => revokeOrganizerProfile(ctx, { slug }),
  }),
}));
