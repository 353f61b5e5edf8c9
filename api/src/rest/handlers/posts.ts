// /api/posts/*: the feed, a post, and post writes.
import type { Handler, RestRequest } from '../router.ts';
import type { Ctx } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { listPostComments } from '../../domain/comments/list.ts';
import { createPost, deletePost, findReadablePost, pinPost, updatePost, type WriteResult } from '../../domain/posts/posts.ts';
import { readVote, savePost, votePost } from '../../domain/posts/votes.ts';
import {
  countFeed,
  findPostsInOrder,
  readFeedPage,
  isSearch,
  postLists,
  readSort,
  readSearchPage,
  readTopSlots,
  recordPostView,
  type FeedFilters,
  type PostList,
} from '../../domain/posts/feed.ts';
import { myFeed } from '../../domain/posts/myFeed.ts';
import { requireViewer } from '../../domain/auth/session.ts';
import type { Post } from '../../generated/prisma/client.ts';
import { postInclude, presentPostsFor, presentCommentsFor } from '../present.ts';
import { withViewerCommentCounts } from '../../domain/comments/viewerCounts.ts';
import { idParam, intParam } from '../params.ts';

const MAX_PER_PAGE = 50;
/** Pages past this one are refused rather than scanned (an offset of half a million posts). */
const MAX_PAGE = 10_000;

/** `page` and `per_page`: whole numbers or 400; a `per_page` above 50 gives pages of 50. */
export function readPage(query: URLSearchParams, defaultPerPage = 20) {
  const page = intParam(query.get('page'), 'page', 1, MAX_PAGE) ?? 1;
  const perPage = Math.min(MAX_PER_PAGE, intParam(query.get('per_page'), 'per_page', 1, 1000) ?? defaultPerPage);
  return { page, perPage, skip: (page - 1) * perPage };
}

const pagination = (page: number, perPage: number, total: number) => ({
  pagination: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
});

export async function postsPage(
  ctx: Ctx,
  { where, orderBy }: PostList,
  query: URLSearchParams,
  defaultPerPage = 20,
  count: () => Promise<number> = () => ctx.db.post.count({ where }),
) {
  const { page, perPage, skip } = readPage(query, defaultPerPage);
  const [rows, total] = await Promise.all([
    ctx.db.post.findMany({ where, orderBy, skip, take: perPage, include: postInclude(ctx.viewer?.id ?? null) }),
    count(),
  ]);
  return { posts: await presentPostsFor(ctx, rows), ...pagination(page, perPage, total) };
}

const filtersOf = (query: URLSearchParams): FeedFilters => ({
  sort: readSort(query.get('sort')),
  sector: query.get('sector'),
  tag: query.get('tag'),
  campaign: query.get('campaign'),
  category: query.get('category'),
  search: query.get('search'),
});

export const listPostsHandler: Handler = (ctx, { query }) => listPosts(ctx, query, filtersOf(query));

/** GET /posts/polls: the feed of poll posts (same query and answer as GET /posts). */
export const listPollsHandler: Handler = (ctx, { query }) => listPosts(ctx, query, { ...filtersOf(query), postType: 'POLL' });

/** GET /posts/my-feed: the viewer's My Feed (401 for guests); metadata.fallback when it is trending only. */
export const myFeedHandler: Handler = async (ctx, { query }) => {
  const feed = await myFeed(ctx, { sort: query.get('sort') });
  const { page, perPage, skip } = readPage(query);
  const include = postInclude(ctx.viewer?.id ?? null);
  const rows =
    feed.kind === 'followed'
      ? await ctx.db.post.findMany({ ...feed.list, skip, take: perPage, include })
      : await findPostsInOrder(ctx, feed.ids.slice(skip, skip + perPage), (where) => ctx.db.post.findMany({ where, include }));
  const pages = pagination(page, perPage, feed.total);
  return {
    body: {
      posts: await presentPostsFor(ctx, rows),
      ...pages,
      metadata: { fallback: feed.fallback, supplemented: feed.supplemented, totalPages: pages.pagination.total_pages, total: feed.total },
    },
  };
};

async function listPosts(ctx: Ctx, query: URLSearchParams, filters: FeedFilters) {
  if (isSearch(filters)) {
    const { page, perPage, skip } = readPage(query);
    const { rows, total } = await readSearchPage(ctx, filters, { take: perPage, skip });
    const pages = pagination(page, perPage, total);
    return { body: { posts: await presentPostsFor(ctx, rows), ...pages, metadata: { totalPages: pages.pagination.total_pages, total, sortedByRelevance: true } } };
  }
  const { page, perPage, skip } = readPage(query);
  const [rows, total] = await Promise.all([readFeedPage(ctx, { filters, take: perPage, skip }), countFeed(ctx, filters)]);
  const pages = pagination(page, perPage, total);
  return {
    body: { posts: await presentPostsFor(ctx, rows), ...pages, metadata: { totalPages: pages.pagination.total_pages, total, sortedByRelevance: false } },
  };
};

const postIdParam = (request: RestRequest) => {
  const id = request.params.id ?? '';
  if (!id) throw new DomainError('VALIDATION', 'Invalid post ID');
  return id;
};

/** A post as its author or a moderator sees it right after a change. */
export async function presentOne(ctx: Ctx, postId: number) {
  const row = await ctx.db.post.findUniqueOrThrow({ where: { id: postId }, include: postInclude(ctx.viewer?.id ?? null) });
  const [presented] = await presentPostsFor(ctx, [row]);
  return presented!;
}

export const getPostHandler: Handler = async (ctx, request) => {
  const post = await findReadablePost(ctx, postIdParam(request));
  const viewerId = ctx.viewer?.id ?? null;
  const [row, comments] = await Promise.all([
    ctx.db.post.findUniqueOrThrow({ where: { id: post.id }, include: postInclude(viewerId) }),
    listPostComments(ctx, { postId: post.id }),
  ]);
  recordPostView(ctx, post.id);
  const [[presented], presentedComments] = await Promise.all([presentPostsFor(ctx, [row]), presentCommentsFor(ctx, comments)]);
  return { body: { ...presented!, comments: presentedComments } };
};

function writeAnswer(ctx: Ctx, result: WriteResult<Post>, createdStatus: number) {
  return presentOne(ctx, result.record.id).then((post) =>
    result.moderation.status === 'PUBLISHED'
      ? { status: createdStatus, body: { post, action: 'allow' } }
      : { status: 202, body: { post, action: 'review', message: result.message } },
  );
}

export const createPostHandler: Handler = async (ctx, { body }) => {
  const communityId = body.community_id ?? body.communityId;
  const communitySlug = body.community_slug ?? body.communitySlug;
  const result = await createPost(ctx, {
    title: body.title,
    content: body.content,
    contentFormat: body.content_format ?? body.contentFormat,
    postType: body.post_type ?? body.postType,
    sector: body.sector,
    tags: body.tags,
    community:
      typeof communitySlug === 'string' && communitySlug.trim()
        ? communitySlug
        : communityId === undefined || communityId === null || communityId === ''
          ? null
          : idParam(communityId, 'community', 'Unknown community'),
    campaignId: body.campaign_id ?? body.campaignId,
    pollOptions: body.poll_options ?? body.pollOptions,
    votingDurationHours: body.voting_duration_hours ?? body.votingDurationHours,
  });
  return writeAnswer(ctx, result, 201);
};

export const updatePostHandler: Handler = async (ctx, request) => {
  const result = await updatePost(ctx, {
    postKey: postIdParam(request),
    title: request.body.title,
    content: request.body.content,
    contentFormat: request.body.content_format ?? request.body.contentFormat,
    tags: request.body.tags,
    pollOptions: request.body.poll_options ?? request.body.pollOptions,
  });
  return writeAnswer(ctx, result, 200);
};

export const deletePostHandler: Handler = async (ctx, request) => {
  await deletePost(ctx, { postKey: postIdParam(request) });
  return { body: { success: true } };
};

export const pinPostHandler: Handler = async (ctx, request) => {
  const pinned = typeof request.body.pinned === 'boolean' ? request.body.pinned : undefined;
  const post = await pinPost(ctx, { postKey: postIdParam(request), pinned });
  return { body: { post: await presentOne(ctx, post.id) } };
};

export const votePostHandler: Handler = async (ctx, request) => {
  const result = await votePost(ctx, { postKey: postIdParam(request), vote: readVote(request.body.vote) });
  return {
    body: { score: result.score, upvotes: result.upvotes, downvotes: result.downvotes, user_vote: result.userVote?.toLowerCase() ?? null },
  };
};

export const savePostHandler: Handler = async (ctx, request) => {
  const result = await savePost(ctx, { postKey: postIdParam(request), saved: true });
  return { body: { is_saved: result.isSaved, save_count: result.saveCount } };
};

export const unsavePostHandler: Handler = async (ctx, request) => {
  const result = await savePost(ctx, { postKey: postIdParam(request), saved: false });
  return { body: { is_saved: result.isSaved, save_count: result.saveCount } };
};

export const savedPostsHandler: Handler = async (ctx, { query }) => {
  const viewer = requireViewer(ctx);
  return {
    body: await postsPage(ctx, postLists.saved(viewer), query),
  };
};

export const userPostsHandler: Handler = async (ctx, { params, query }) => {
  const userId = idParam(params.userId, 'user');
  return {
    body: await postsPage(ctx, postLists.byAuthor(ctx, userId), query, 10),
  };
};

export const trendingHandler: Handler = async (ctx) => {
  const rows = await withViewerCommentCounts(
    ctx,
    await ctx.db.post.findMany({
      ...postLists.trending(ctx),
      take: 10,
      select: { id: true, urlId: true, slug: true, title: true, sector: true, score: true, commentCount: true, tags: { select: { tag: true }, orderBy: { position: 'asc' } } },
    }),
  );
  return {
    body: {
      trending: rows.map((p) => ({
        id: p.id,
        url_id: p.urlId,
        slug: p.slug,
        title: p.title,
        category: p.sector,
        tags: p.tags.map((t) => t.tag),
        score: p.score,
        comment_count: p.commentCount,
      })),
    },
  };
};

export const mostReadHandler: Handler = async (ctx) => {
  const rows = await ctx.db.post.findMany({
    ...postLists.mostRead(ctx),
    take: 10,
    include: postInclude(ctx.viewer?.id ?? null),
  });
  return { body: { posts: await presentPostsFor(ctx, rows) } };
};

export const topSlotsHandler: Handler = async (ctx) => {
  const { slots, validUntil } = await readTopSlots(ctx);
  const posts = await presentPostsFor(ctx, slots.map((entry) => entry.post));
  return {
    body: {
      slots: slots.map(({ slot }, index) => ({ slot, post: posts[index]! })),
      valid_until: validUntil?.toISOString() ?? null,
    },
  };
};
