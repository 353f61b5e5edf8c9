// The comment counts a viewer reads. The counters in columns leave out shadow-banned authors'
// comments (comments.ts, countPublishedComment), but a shadow-banned member still sees their own
// comments, so the counts they read add them: a count that stays put under a comment they can
// see would give the ban away. Anyone else reads the columns as they are, at no cost.
import type { Ctx } from '../../context.ts';
import { requestMemo } from '../../lib/requestMemo.ts';

interface OwnCommentCounts {
  byPost: Map<number, number>;
  byParent: Map<number, number>;
}

/** The shadow-banned viewer's published comments, per post and per comment replied to: one statement per request. */
function ownCommentCounts(ctx: Ctx, viewerId: number): Promise<OwnCommentCounts> {
  return requestMemo(ctx, 'ownCommentCounts', async () => {
    const rows = await ctx.db.comment.findMany({
      where: { authorId: viewerId, status: 'PUBLISHED', deletedAt: null },
      select: { postId: true, parentId: true },
    });
    const counts: OwnCommentCounts = { byPost: new Map(), byParent: new Map() };
    for (const { postId, parentId } of rows) {
      counts.byPost.set(postId, (counts.byPost.get(postId) ?? 0) + 1);
      if (parentId !== null) counts.byParent.set(parentId, (counts.byParent.get(parentId) ?? 0) + 1);
    }
    return counts;
  });
}

const shadowBannedViewer = (ctx: Ctx) => (ctx.viewer?.isShadowBanned ? ctx.viewer.id : null);

/** A post's comment count as the viewer sees it. */
export function viewerCommentCount(ctx: Ctx, post: { id: number; commentCount: number }): number | Promise<number> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null) return post.commentCount;
  return ownCommentCounts(ctx, viewerId).then((own) => post.commentCount + (own.byPost.get(post.id) ?? 0));
}

/** A comment's reply count as the viewer sees it. */
export function viewerReplyCount(ctx: Ctx, comment: { id: number; replyCount: number }): number | Promise<number> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null) return comment.replyCount;
  return ownCommentCounts(ctx, viewerId).then((own) => comment.replyCount + (own.byParent.get(comment.id) ?? 0));
}

/**
 * Posts with their comment counts as the viewer sees them, for a transport that formats rows
 * (REST). The rows are copied where a count changes: feed pages are shared between requests.
 */
export async function withViewerCommentCounts<T extends { id: number; commentCount: number }>(ctx: Ctx, posts: T[]): Promise<T[]> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null || posts.length === 0) return posts;
  const own = await ownCommentCounts(ctx, viewerId);
  return posts.map((post) => (own.byPost.has(post.id) ? { ...post, commentCount: post.commentCount + own.byPost.get(post.id)! } : post));
}

/** Comments with their reply counts as the viewer sees them (REST), copied where a count changes. */
export async function withViewerReplyCounts<T extends { id: number; replyCount: number }>(ctx: Ctx, comments: T[]): Promise<T[]> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null || comments.length === 0) return comments;
  const own = await ownCommentCounts(ctx, viewerId);
  return comments.map((comment) => (own.byParent.has(comment.id) ? { ...comment, replyCount: comment.replyCount + own.byParent.get(comment.id)! } : comment));
}
