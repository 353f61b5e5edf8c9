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

/** What each counter adds back for the member: their comments per post, their replies per comment. */
const OWN_COUNT = { commentCount: 'byPost', replyCount: 'byParent' } as const;
type Counter = keyof typeof OWN_COUNT;
type Counted<C extends Counter> = { id: number } & Record<C, number>;

const shadowBannedViewer = (ctx: Ctx) => (ctx.viewer?.isShadowBanned ? ctx.viewer.id : null);

function countAsSeen<C extends Counter>(ctx: Ctx, row: Counted<C>, counter: C): number | Promise<number> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null) return row[counter];
  return ownCommentCounts(ctx, viewerId).then((own) => row[counter] + (own[OWN_COUNT[counter]].get(row.id) ?? 0));
}

/** Rows with the counter as the viewer sees it, for a transport that formats rows (REST); copied where it changes: feed pages are shared between requests. */
async function rowsAsSeen<C extends Counter, T extends Counted<C>>(ctx: Ctx, rows: T[], counter: C): Promise<T[]> {
  const viewerId = shadowBannedViewer(ctx);
  if (viewerId === null || rows.length === 0) return rows;
  const added = (await ownCommentCounts(ctx, viewerId))[OWN_COUNT[counter]];
  return rows.map((row) => (added.has(row.id) ? { ...row, [counter]: row[counter] + added.get(row.id)! } : row));
}

/** A post's comment count as the viewer sees it. */
export const viewerCommentCount = (ctx: Ctx, post: Counted<'commentCount'>) => countAsSeen(ctx, post, 'commentCount');
/** A comment's reply count as the viewer sees it. */
export const viewerReplyCount = (ctx: Ctx, comment: Counted<'replyCount'>) => countAsSeen(ctx, comment, 'replyCount');
/** Posts with their comment counts as the viewer sees them (REST). */
export const withViewerCommentCounts = <T extends Counted<'commentCount'>>(ctx: Ctx, posts: T[]) => rowsAsSeen(ctx, posts, 'commentCount');
/** Comments with their reply counts as the viewer sees them (REST). */
export const withViewerReplyCounts = <T extends Counted<'replyCount'>>(ctx: Ctx, comments: T[]) => rowsAsSeen(ctx, comments, 'replyCount');
