// What a community's owner and moderators do with its posts: pin one at the top of the
// community's feed, or remove one (a soft delete with the reason kept for the moderation log; the
// author is told, anonymously, with the reason).
import type { Ctx } from '../../context.ts';
import type { Post } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { findReadablePost, postNotFound, removePost } from '../posts/posts.ts';
import { canModerate } from './access.ts';
import { communityMessages, getCommunity, roleOf, type CommunityKey } from './communities.ts';

const REMOVAL_REASON_MAX = 500;

const communityPostMessages = {
  notInCommunity: 'This post is not in a community',
  notPublished: 'This post is not published yet',
  reasonRequired: 'Please give a reason for removing this post',
  reasonTooLong: `The reason must be at most ${REMOVAL_REASON_MAX} characters`,
} as const;

export interface CommunityPostInput {
  /** Post id or url id. */
  postKey: number | string;
  /** When given (REST path), the post must be in this community. */
  community?: CommunityKey;
}

/** The post and its community, when the viewer is the community's owner or a moderator. */
async function moderatedPost(ctx: Ctx, input: CommunityPostInput): Promise<Post> {
  requireViewer(ctx);
  const post = await findReadablePost(ctx, input.postKey);
  if (input.community === undefined && !post.communityId) throw new DomainError('VALIDATION', communityPostMessages.notInCommunity);
  // One read of the community: the one named (REST) must be the post's.
  const community = await getCommunity(ctx, input.community ?? post.communityId!);
  if (community.id !== post.communityId) throw postNotFound();
  if (!canModerate(roleOf(community))) throw new DomainError('FORBIDDEN', communityMessages.moderatorsOnly);
  return post;
}

export interface PinCommunityPostInput extends CommunityPostInput {
  /** Toggles when absent. */
  pinned?: boolean;
}

export async function pinCommunityPost(ctx: Ctx, input: PinCommunityPostInput): Promise<Post> {
  const post = await moderatedPost(ctx, input);
  if (post.status !== 'PUBLISHED') throw new DomainError('VALIDATION', communityPostMessages.notPublished);
  return ctx.db.post.update({ where: { id: post.id }, data: { pinnedInCommunity: input.pinned ?? !post.pinnedInCommunity } });
}

export interface RemoveCommunityPostInput extends CommunityPostInput {
  /** Why (1 to 500 characters): kept on the post and sent to its author. */
  reason: unknown;
}

export async function removeCommunityPost(ctx: Ctx, input: RemoveCommunityPostInput): Promise<Post> {
  const reason = typeof input.reason === 'string' ? input.reason.replace(/\s+/g, ' ').trim() : '';
  if (!reason) throw new DomainError('VALIDATION', communityPostMessages.reasonRequired);
  if ([...reason].length > REMOVAL_REASON_MAX) throw new DomainError('VALIDATION', communityPostMessages.reasonTooLong);
  const post = await moderatedPost(ctx, input);
  await removePost(ctx, post, ctx.viewer!.id, reason);
  return post;
}
