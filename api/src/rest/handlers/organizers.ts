// /api/organizers (content spec §2 organizer profile page, §3 Organizer profile): one organizer
// profile by slug with its Recent Posts, and the admins' grant and revoke. The rules are the
// domain's (domain/profiles/organizers.ts); this file reads the request and shapes the answer.
import type { Handler } from '../router.ts';
import {
  grantOrganizerProfile,
  organizerMessages,
  readOrganizerProfile,
  recentPostsOf,
  revokeOrganizerProfile,
  type OrganizerProfileView,
} from '../../domain/profiles/organizers.ts';
import { postInclude, presentPostsFor } from '../present.ts';

/** Spec §3 Organizer profile (camelCase, as the spec names its fields). */
function presentOrganizer(view: OrganizerProfileView) {
  return {
    id: view.id,
    userId: view.userId,
    slug: view.slug,
    username: view.username,
    name: view.name,
    title: view.title,
    organization: view.organization,
    bio: view.bio,
    photo: view.photoUrl,
    avatarColor: view.avatarColor,
    isVerified: view.isVerified,
    profileType: view.profileType,
    socialLinks: view.socialLinks,
    expertise: view.expertise,
    followers: view.followers,
    following: view.following,
    isOwn: view.isOwn,
    verifiedAt: view.verifiedAt.toISOString(),
    createdAt: view.createdAt.toISOString(),
    lastActive: view.lastActive?.toISOString() ?? null,
  };
}

export const getOrganizerHandler: Handler = async (ctx, { params }) => {
  const view = await readOrganizerProfile(ctx, { slug: params.slug });
  const posts = await ctx.db.post.findMany({ ...recentPostsOf(ctx, view), include: postInclude(ctx.viewer?.id ?? null) });
  return { body: { success: true, profile: { ...presentOrganizer(view), posts: await presentPostsFor(ctx, posts) } } };
};

export const grantOrganizerHandler: Handler = async (ctx, { body }) => {
  const view = await grantOrganizerProfile(ctx, {
    member: body.member ?? body.user_id ?? body.userId,
    slug: body.slug,
    title: body.title,
    organization: body.organization,
    bio: body.bio,
    photoUrl: body.photo ?? body.photoUrl,
    socialLinks: body.socialLinks ?? body.social_links,
    expertise: body.expertise,
  });
  return { status: 201, body: { success: true, message: organizerMessages.granted, profile: presentOrganizer(view) } };
};

export const revokeOrganizerHandler: Handler = async (ctx, { params }) => {
  const result = await revokeOrganizerProfile(ctx, { slug: params.slug });
  return { body: { success: true, message: organizerMessages.revoked, slug: result.slug, userId: result.userId } };
};
