// REST shapes of the spec (snake_case, with the camelCase aliases the spec lists).
import type { Comment, CommunityInvite, Prisma, User } from '../generated/prisma/client.ts';
import { excerpt, richTextToHtml, type RichText } from '../lib/richText.ts';
import { postPath } from '../domain/posts/posts.ts';
import { viewerSaveRows, viewerVoteRows } from '../domain/posts/access.ts';
import { shownDisplayName } from '../domain/users/validation.ts';
import { conversationPreview, type ConversationRow } from '../domain/messages/conversations.ts';
import type { MessageRow } from '../domain/messages/messages.ts';
import { isPollExpired } from '../domain/polls/expiry.ts';
import { commentInclude, type CommentRow } from '../domain/comments/list.ts';
import type { PollResultsPayload } from '../domain/polls/results.ts';
import { roleOf, type CommunityRow, type MemberRow } from '../domain/communities/communities.ts';
import { invitePath, inviteStatus } from '../domain/communities/invites.ts';
import type { FlaggedItem } from '../domain/moderation/flags.ts';
import type { BadgeProgressView, BadgeView, LeaderboardEntry } from '../domain/badges/badges.ts';
import { withViewerCommentCounts, withViewerReplyCounts } from '../domain/comments/viewerCounts.ts';
import type { Ctx } from '../context.ts';

export function presentUser(user: User, viewerId: number | null) {
  const own = viewerId === user.id;
  const displayName = shownDisplayName(user);
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    display_name: displayName,
    displayName,
    role: user.role.toLowerCase(),
    avatar_color: user.avatarColor,
    avatarColor: user.avatarColor,
    avatar_config: user.avatarConfig ?? null,
    avatarConfig: user.avatarConfig ?? null,
    total_points: user.totalPoints,
    badge_count: user.badgeCount,
    created_at: user.createdAt.toISOString(),
    ...(own
      ? { email: user.email, email_verified: user.emailVerifiedAt !== null, has_password: user.passwordHash !== null }
      : {}),
  };
}

export function presentAuth(result: { token: string; user: User; message?: string }) {
  return {
    token: result.token,
    user: presentUser(result.user, result.user.id),
    ...(result.message ? { message: result.message } : {}),
  };
}

// ─── Posts and comments ───


/** What a REST post answer reads, for one viewer: a fixed, small set of relation queries. */
export function postInclude(viewerId: number | null) {
  return {
    author: { select: { id: true, username: true, displayName: true, avatarColor: true, avatarConfig: true } },
    community: { select: { slug: true, displayName: true, icon: true } },
    tags: { select: { tag: true }, orderBy: { position: 'asc' } },
    votes: viewerVoteRows(viewerId),
    saves: viewerSaveRows(viewerId),
    // Polls: the options with their counters and the viewer's own vote (never anyone else's).
    pollOptions: pollOptionRows,
    pollVotes: viewerPollVoteRows(viewerId),
  } satisfies Prisma.PostInclude;
}
export type PostRow = Prisma.PostGetPayload<{ include: ReturnType<typeof postInclude> }>;

const authorFields = (author: { id: number; username: string | null; displayName: string | null; avatarColor: string; avatarConfig: unknown }) => {
  const displayName = shownDisplayName(author);
  return {
    user_id: author.id,
    username: author.username,
    display_name: displayName,
    avatar_color: author.avatarColor,
    avatar_config: author.avatarConfig ?? null,
  };
};

export function presentPost(post: PostRow) {
  const vote = post.votes[0]?.direction ?? null;
  return {
    id: post.id,
    url_id: post.urlId,
    slug: post.slug,
    path: postPath(post),
    title: post.title,
    content: post.content ? richTextToHtml(post.content as RichText) : null,
    content_json: post.content ?? null,
    content_text: post.contentText,
    excerpt: excerpt(post.contentText, 150),
    post_type: post.postType.toLowerCase(),
    status: post.status.toLowerCase(),
    ...authorFields(post.author),
    author: { id: post.author.id, username: post.author.username, display_name: shownDisplayName(post.author) },
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    expires_at: post.expiresAt?.toISOString() ?? null,
    score: post.score,
    upvotes: post.upvotes,
    downvotes: post.downvotes,
    user_vote: vote ? vote.toLowerCase() : null,
    comment_count: post.commentCount,
    comments_count: post.commentCount,
    is_saved: post.saves.length > 0,
    save_count: post.saveCount,
    is_pinned: post.isPinned,
    is_pinned_in_community: post.pinnedInCommunity,
    is_welcome: post.isWelcome,
    is_start_here: post.isStartHere,
    tags: post.tags.map((t) => t.tag),
    sector: post.sector,
    campaign_id: post.campaignId,
    community_slug: post.community?.slug ?? null,
    community_icon: post.community?.icon ?? null,
    community_display_name: post.community?.displayName ?? null,
    ...presentPollFields(post),
  };
}

const pollOptionRows = { select: { id: true, optionIndex: true, optionText: true, voteCount: true }, orderBy: { optionIndex: 'asc' } } as const;
const viewerPollVoteRows = (viewerId: number | null) => ({ where: { userId: viewerId ?? -1 }, select: { option: { select: { optionIndex: true } } } }) as const;

/** Poll fields of a REST post (polls only): options, counts, the viewer's own vote and expiry. */
export function presentPollFields(
  post: Pick<PostRow, 'postType' | 'expiresAt' | 'votingDurationHours' | 'totalVotes'> & {
    pollOptions: { id: number; optionIndex: number; optionText: string; voteCount: number }[];
    pollVotes: { option: { optionIndex: number } }[];
  },
) {
  if (post.postType !== 'POLL') return {};
  return {
    poll_options: post.pollOptions.map((o) => ({ id: o.id, option_text: o.optionText, option_index: o.optionIndex })),
    poll_results: post.pollOptions.map((o) => ({ option_index: o.optionIndex, vote_count: o.voteCount })),
    user_poll_vote: post.pollVotes[0]?.option.optionIndex ?? null,
    is_expired: isPollExpired(post.expiresAt),
    voting_duration_hours: post.votingDurationHours,
    total_votes: post.totalVotes,
  };
}

/** REST poll results (GET /polls/:id/results, POST /polls/vote). */
export function presentPollResults(poll: PollResultsPayload, userVote: number | null) {
  return {
    results: poll.options.map((o) => ({ option_index: o.index, option_text: o.text, vote_count: o.voteCount, percentage: o.percentage })),
    totalVotes: poll.totalVotes,
    total_votes: poll.totalVotes,
    is_expired: isPollExpired(poll.expiresAt),
    userVote,
    options: poll.options.map((o) => ({ id: o.optionId, option_text: o.text, option_index: o.index })),
    expires_at: poll.expiresAt,
  };
}

// What a comment row carries is the comment list's read model (domain/comments/list.ts).
export { commentInclude };

/** Posts as the viewer reads them: with the comment counts they see (domain/comments/viewerCounts.ts). */
export async function presentPostsFor(ctx: Ctx, rows: PostRow[]) {
  return (await withViewerCommentCounts(ctx, rows)).map(presentPost);
}

/** Comments as the viewer reads them: with the reply counts they see. */
export async function presentCommentsFor(ctx: Ctx, rows: CommentRow[]) {
  return (await withViewerReplyCounts(ctx, rows)).map(presentComment);
}

export function presentComment(comment: CommentRow | (Comment & Partial<Pick<CommentRow, 'author' | 'votes'>>)) {
  const deleted = comment.deletedAt !== null;
  const author = !deleted && comment.author ? authorFields(comment.author) : { user_id: null, username: null, display_name: null, avatar_color: null, avatar_config: null };
  return {
    id: comment.id,
    ...author,
    content: deleted ? null : richTextToHtml(comment.content as RichText),
    content_json: deleted ? null : comment.content,
    content_text: deleted ? '' : comment.contentText,
    status: comment.status.toLowerCase(),
    created_at: comment.createdAt.toISOString(),
    edited_at: comment.editedAt?.toISOString() ?? null,
    score: comment.score,
    upvotes: comment.upvotes,
    user_vote: comment.votes?.[0]?.direction === 'UP' ? 'up' : null,
    postId: comment.postId,
    parentCommentId: comment.parentId,
    reply_count: comment.replyCount,
    is_deleted: deleted,
  };
}

// ─── Communities ───

/** A community as the spec's §3 names it, plus is_private and the viewer's role. */
export function presentCommunity(community: CommunityRow) {
  const role = roleOf(community);
  return {
    id: community.id,
    slug: community.slug,
    name: community.name,
    display_name: community.displayName,
    description: community.description,
    category: community.category,
    icon: community.icon,
    member_count: community.memberCount,
    post_count: community.postCount,
    is_member: role !== null,
    is_private: community.isPrivate,
    role: role?.toLowerCase() ?? null,
    created_at: community.createdAt.toISOString(),
  };
}

export function presentMember(member: MemberRow) {
  return {
    ...authorFields(member.user),
    role: member.role.toLowerCase(),
    joined_at: member.joinedAt.toISOString(),
  };
}

export function presentInvite(invite: CommunityInvite, publicUrl: string) {
  const path = invitePath(invite.code);
  return {
    id: invite.id,
    code: invite.code,
    path,
    url: `${publicUrl}${path}`,
    status: inviteStatus(invite).toLowerCase(),
    expires_at: invite.expiresAt?.toISOString() ?? null,
    max_uses: invite.maxUses,
    use_count: invite.useCount,
    revoked_at: invite.revokedAt?.toISOString() ?? null,
    created_at: invite.createdAt.toISOString(),
  };
}

// ─── Direct messages ───

export function presentMessage(message: MessageRow) {
  const deleted = message.deletedAt !== null;
  return {
    id: message.id,
    message_id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    userId: message.senderId,
    sender_username: message.sender?.username ?? null,
    content: deleted ? null : message.content,
    created_at: message.createdAt.toISOString(),
    is_deleted: deleted,
  };
}

/** A conversation as the viewer sees it: the other member, their own unread count and preview. */
export function presentConversation(conversation: ConversationRow, viewerId: number) {
  const preview = conversationPreview(conversation, viewerId);
  const other = preview.other?.user ?? null;
  return {
    id: conversation.id,
    conversation_id: conversation.id,
    other_user: other
      ? {
          id: other.id,
          user_id: other.id,
          username: other.username,
          display_name: shownDisplayName(other),
          avatar_color: other.avatarColor,
          avatar_config: other.avatarConfig ?? null,
        }
      : null,
    last_message: preview.lastMessage ? presentMessage(preview.lastMessage) : null,
    last_message_at: conversation.lastMessageAt?.toISOString() ?? null,
    unread_count: preview.unreadCount,
    created_at: conversation.createdAt.toISOString(),
  };
}

/** The viewer's own flag (spec §3 Flag): never who flagged, to anyone else. */
export function presentFlag(flag: { id: number; postId: number | null; commentId: number | null; reason: string; status: string; createdAt: Date }) {
  return {
    id: flag.id,
    post_id: flag.postId,
    comment_id: flag.commentId,
    reason: flag.reason,
    status: flag.status.toLowerCase(),
    created_at: flag.createdAt,
  };
}

/** One item of the admins' flagged-content queue. */
export function presentFlaggedItem(item: FlaggedItem) {
  return {
    item_type: item.itemType.toLowerCase(),
    post_id: item.postId,
    comment_id: item.commentId,
    post_url_id: item.postUrlId,
    post_slug: item.postSlug,
    post_title: item.postTitle,
    excerpt: item.excerpt,
    status: item.status.toLowerCase(),
    is_deleted: item.deleted,
    author: { id: item.authorId, username: item.authorUsername, trust_score: item.authorTrustScore },
    total_weight: item.totalWeight,
    flag_count: item.flagCount,
    reasons: item.reasons,
    first_flagged_at: new Date(item.firstFlaggedAt),
    last_flagged_at: new Date(item.lastFlaggedAt),
  };
}

// ─── Badges ───

/** A badge as the spec names it (id, name, description, points, category, icon, color, earned_at when earned). */
export function presentBadge(badge: BadgeView & { earnedAt?: Date | null }) {
  return {
    id: badge.id,
    key: badge.key,
    name: badge.name,
    description: badge.description,
    points: badge.points,
    category: badge.category,
    icon: badge.icon,
    color: badge.color,
    tier: badge.tier,
    ...(badge.earnedAt !== undefined ? { earned_at: badge.earnedAt?.toISOString() ?? null } : {}),
  };
}

export function presentBadgeProgress(p: BadgeProgressView) {
  return { ...presentBadge({ ...p.badge, earnedAt: p.earnedAt }), badge_id: p.badge.id, earned: p.earnedAt !== null, current: p.current, target: p.target, percent: p.percent };
}

export function presentLeaderboardEntry(entry: LeaderboardEntry) {
  const displayName = shownDisplayName(entry);
  return {
    rank: entry.rank,
    id: entry.userId,
    user_id: entry.userId,
    username: entry.username,
    display_name: displayName,
    displayName,
    avatar_color: entry.avatarColor,
    total_points: entry.totalPoints,
    badge_count: entry.badgeCount,
  };
}
