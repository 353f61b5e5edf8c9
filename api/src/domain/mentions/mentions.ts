// @mentions (issue 29): who hears that a post or a comment names them, and the composer's
// autocomplete. A mention is a MENTION notification made with the post or comment, in its
// transaction (createNotifications), and announced after the commit like the others; its mail
// follows email.mentionsEmail alone (notifications.mentions only governs the notice: with the
// notice off and the mail on, a mail-only draft is queued instead of a row).
// Nobody hears of what they may not read or from whom they want nothing: held, deleted or
// shadow-banned content tells nobody; a member of a private community's talk only its members; a
// member who blocked or muted the author, or whom the author blocked, hears nothing (no contact
// either way); nobody of their own mention.
import type { Ctx } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireViewer } from '../auth/session.ts';
import { isVisibleCommunityRow, viewerMembershipRows } from '../communities/access.ts';
import { discoverableProfileWhere } from '../profiles/visibility.ts';
import type { NotificationDraft } from '../notifications/notify.ts';
import { actorName, commentNotificationDrafts } from '../notifications/sources.ts';
import { mentionedUsernames } from './parse.ts';

export { MENTIONS_MAX, mentionedUsernames } from './parse.ts';

/** The item a mention is in: a post, or a comment (on postId). */
export interface MentionSource {
  postId: number;
  commentId?: number | null;
}

const authorSelect = { id: true, username: true, displayName: true, isShadowBanned: true } satisfies Prisma.UserSelect;
const postSelect = {
  id: true,
  urlId: true,
  slug: true,
  title: true,
  content: true,
  status: true,
  deletedAt: true,
  communityId: true,
  community: { select: { isPrivate: true } },
  author: { select: authorSelect },
} satisfies Prisma.PostSelect;

/** The post or comment as mentions read it, or null when it tells nobody (held, deleted, shadow-banned author). */
async function loadSource(tx: Prisma.TransactionClient, source: MentionSource) {
  if (source.commentId != null) {
    const comment = await tx.comment.findUnique({
      where: { id: source.commentId },
      select: { id: true, status: true, deletedAt: true, content: true, author: { select: authorSelect }, post: { select: postSelect } },
    });
    if (!comment || comment.status !== 'PUBLISHED' || comment.deletedAt) return null;
    return { post: comment.post, commentId: comment.id, author: comment.author, names: mentionedUsernames({ doc: comment.content }) };
  }
  const post = await tx.post.findUnique({ where: { id: source.postId }, select: postSelect });
  if (!post) return null;
  return { post, commentId: null, author: post.author, names: mentionedUsernames({ title: post.title, doc: post.content }) };
}

/**
 * The MENTION drafts of a published post or comment, read from it as stored in `tx` (call after
 * the write). `previous`: the names its earlier version mentioned (an edit tells only the newly
 * named); `except`: members already told about this item (the post's or parent's author, told of
 * the comment itself). A member with a MENTION notice of this item already is not told again; a
 * mail-only draft is kept from repeating by its job key (notify.ts).
 */
export async function mentionNotificationDrafts(
  tx: Prisma.TransactionClient,
  source: MentionSource,
  options: { previous?: readonly string[]; except?: readonly number[] } = {},
): Promise<NotificationDraft[]> {
  const item = await loadSource(tx, source);
  if (!item) return [];
  const { post, author, commentId } = item;
  if (post.status !== 'PUBLISHED' || post.deletedAt || author.isShadowBanned) return [];
  const names = item.names.filter((name) => !options.previous?.includes(name));
  if (names.length === 0) return [];
  const recipients = await tx.user.findMany({
    where: { usernameLower: { in: names }, id: { notIn: [author.id, ...(options.except ?? [])] } },
    select: {
      id: true,
      role: true,
      emailVerifiedAt: true,
      settings: { select: { notifyMentions: true, emailMentions: true } },
      blocking: { where: { blockedId: author.id }, select: { id: true } },
      blockedBy: { where: { blockerId: author.id }, select: { id: true } },
      muting: { where: { mutedId: author.id }, select: { id: true } },
      memberships: { where: { communityId: post.communityId ?? -1 }, select: { id: true } },
      notifications: { where: { type: 'MENTION', postId: post.id, commentId }, select: { id: true }, take: 1 },
    },
  });
  const actor = actorName(author);
  const data = {
    postId: post.id,
    postUrlId: post.urlId,
    postSlug: post.slug,
    ...(commentId != null ? { commentId } : {}),
    actorId: author.id,
    actorUsername: author.username,
  };
  const content = commentId != null ? `${actor} mentioned you in a comment on "${post.title}"` : `${actor} mentioned you in "${post.title}"`;
  const drafts: NotificationDraft[] = [];
  for (const user of recipients) {
    if (user.blocking.length || user.blockedBy.length || user.muting.length || user.notifications.length) continue;
    if (!isVisibleCommunityRow(user, post.community && { isPrivate: post.community.isPrivate, memberships: user.memberships })) continue;
    const notice = user.settings?.notifyMentions ?? true;
    const mail = (user.settings?.emailMentions ?? true) && user.emailVerifiedAt !== null;
    if (!notice && !mail) continue;
    drafts.push({ userId: user.id, type: 'MENTION', actorId: author.id, postId: post.id, commentId, content, data, ...(notice ? {} : { mailOnly: true }) });
  }
  return drafts;
}

/** The names a stored post (title and body) or comment mentions: what an edit compares against. */
export const storedMentions = (content: { title?: string | null; content: unknown }) => mentionedUsernames({ title: content.title, doc: content.content });

// ───────────────────────────── Autocomplete ─────────────────────────────

export const MENTION_CANDIDATES_MAX = 8;

export interface MentionCandidatesInput {
  /** What follows '@' so far; an empty prefix lists nobody. */
  prefix: unknown;
  /** The private community the text goes to: only its members are offered. */
  communityId?: number | null;
}

/**
 * Members the viewer may mention whose username starts with `prefix` (case-insensitive; a range
 * scan on the unique usernameLower index): the users area's discoverable profiles (username set,
 * not banned or shadow-banned, profile not private, not a member who blocked the viewer), never
 * the viewer or a member they blocked; with a community, that community's members when it is
 * private. At most MENTION_CANDIDATES_MAX, alphabetical.
 */
export async function mentionCandidates<Q extends { take?: number }>(ctx: Ctx, input: MentionCandidatesInput, query?: Q) {
  const viewer = requireViewer(ctx);
  const prefix = typeof input.prefix === 'string' ? input.prefix.trim().replace(/^@/, '').toLowerCase() : '';
  if (!prefix || prefix.length > 30 || !/^[a-z0-9_-]+$/.test(prefix)) return [];
  let communityMembers: Prisma.UserWhereInput = {};
  if (input.communityId != null) {
    const community = await ctx.db.community.findUnique({
      where: { id: input.communityId },
      select: { isPrivate: true, memberships: viewerMembershipRows(viewer.id) },
    });
    // A private community's membership is its members' (and admins') to see.
    if (!community || !isVisibleCommunityRow(viewer, community)) return [];
    if (community.isPrivate) communityMembers = { memberships: { some: { communityId: input.communityId } } };
  }
  // `query`: GraphQL's selection and connection paging (its take is at most MENTION_CANDIDATES_MAX + 1).
  return ctx.db.user.findMany({
    ...(query ?? {}),
    where: {
      AND: [
        { usernameLower: { startsWith: prefix } },
        { id: { notIn: [viewer.id, ...viewer.relations.blocked] } },
        discoverableProfileWhere(viewer),
        communityMembers,
      ],
    },
    orderBy: { usernameLower: 'asc' },
    take: query?.take ?? MENTION_CANDIDATES_MAX,
  });
}

/**
 * Everything a newly published comment tells: its post's and parent's authors (sources.ts), then
 * the members it mentions, except those two, already told of this very comment.
 */
export async function publishedCommentDrafts(tx: Prisma.TransactionClient, comment: { id: number; authorId: number; postId: number }): Promise<NotificationDraft[]> {
  const drafts = await commentNotificationDrafts(tx, comment);
  const mentions = await mentionNotificationDrafts(tx, { postId: comment.postId, commentId: comment.id }, { except: drafts.map((d) => d.userId) });
  return [...drafts, ...mentions];
}
