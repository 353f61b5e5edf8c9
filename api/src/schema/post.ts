// Post: the node, the feed and post queries, and the post mutations.
import { builder } from '../builder.ts';
import { Prisma, type Post } from '../generated/prisma/client.ts';
import { excerpt } from '../lib/richText.ts';
import {
  canDelete,
  canEdit,
  canPin,
  readablePostWhere,
  viewerSaveRows,
  viewerVoteRows,
} from '../domain/posts/access.ts';
import { createPost, deletePost, findReadablePost, pinPost, postKeyWhere, postPath, updatePost } from '../domain/posts/posts.ts';
import { savePost, votePost } from '../domain/posts/votes.ts';
import { postCommentsQuery } from '../domain/comments/list.ts';
import {
  countFeed,
  feedOrderBy,
  feedWhere,
  findPostsInOrder,
  isSearch,
  postLists,
  recordPostView,
  feedCardInclude,
  readFeedPage,
  readSearchPage,
  readTopSlots,
  searchResultIds,
  sliceIds,
  viewerPostInclude,
  type FeedFilters,
} from '../domain/posts/feed.ts';
import { myFeed } from '../domain/posts/myFeed.ts';
import { viewerBlockRows, viewerMuteRows } from '../domain/moderation/relations.ts';
import { requireViewer } from '../domain/auth/session.ts';
import type { Ctx } from '../context.ts';
import { intIdOf, intIdOrNull } from '../lib/ids.ts';
import { requestMemo } from '../lib/requestMemo.ts';
import { viewerCommentCount } from '../domain/comments/viewerCounts.ts';
import { withoutNulls } from './inputs.ts';
import { pageSizes } from '../lib/operationLimits.ts';

export const PostTypeEnum = builder.enumType('PostType', { values: ['DISCUSSION', 'QUESTION', 'STORY', 'ORGANIZING', 'POLL'] as const });
export const PostStatusEnum = builder.enumType('PostStatus', { values: ['PUBLISHED', 'PENDING_REVIEW', 'REJECTED'] as const });
export const FeedSortEnum = builder.enumType('FeedSort', { values: ['POPULAR', 'NEWEST', 'OLDEST'] as const });
export const VoteDirectionEnum = builder.enumType('VoteDirection', { values: ['UP', 'DOWN'] as const });
export const ModerationActionEnum = builder.enumType('ModerationAction', {
  values: ['ALLOW', 'REVIEW'] as const,
  description: 'What the automatic check did with new content. A block is an error (CONTENT_BLOCKED), never data.',
});

export const PostRef = builder.prismaNode('Post', {
  id: { field: 'id' },
  // Load only the columns the requested fields need (not bodies, hashes or moderation data).
  select: { id: true },
  // node(id) serves a post only to those who may read it (no pending or deleted posts of others).
  findUnique: (id, ctx) => ({ id: Number(id), AND: [readablePostWhere(ctx.viewer)] }),
  nullable: true,
  fields: (t) => ({
    postId: t.exposeInt('id'),
    urlId: t.exposeString('urlId'),
    slug: t.exposeString('slug'),
    path: t.string({ select: { urlId: true, slug: true }, resolve: (post) => postPath(post) }),
    title: t.exposeString('title'),
    content: t.expose('content', { type: 'JSON', nullable: true, description: 'Slate JSON (allowlisted nodes and marks); null for polls.' }),
    contentText: t.exposeString('contentText'),
    excerpt: t.string({
      args: { length: t.arg.int({ defaultValue: 150 }) },
      select: { contentText: true },
      resolve: (post, args) => excerpt(post.contentText, Math.min(Math.max(args.length ?? 150, 20), 1000)),
    }),
    postType: t.expose('postType', { type: PostTypeEnum }),
    status: t.expose('status', { type: PostStatusEnum }),
    sector: t.exposeString('sector'),
    tags: t.stringList({
      select: { tags: { select: { tag: true }, orderBy: { position: 'asc' } } },
      resolve: (post) => post.tags.map((row) => row.tag),
    }),
    campaignId: t.exposeString('campaignId', { nullable: true }),
    isPinned: t.exposeBoolean('isPinned'),
    isWelcome: t.exposeBoolean('isWelcome'),
    isStartHere: t.exposeBoolean('isStartHere'),
    score: t.exposeInt('score'),
    upvotes: t.exposeInt('upvotes'),
    downvotes: t.exposeInt('downvotes'),
    commentCount: t.int({ select: { commentCount: true }, resolve: (post, _args, ctx) => viewerCommentCount(ctx, post) }),
    saveCount: t.exposeInt('saveCount'),
    author: t.relation('author'),
    community: t.relation('community', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    viewerVote: t.field({
      type: VoteDirectionEnum,
      nullable: true,
      select: (_args, ctx) => ({ votes: viewerVoteRows(ctx.viewer?.id) }),
      resolve: (post) => post.votes[0]?.direction ?? null,
    }),
    viewerHasSaved: t.boolean({
      select: (_args, ctx) => ({ saves: viewerSaveRows(ctx.viewer?.id) }),
      resolve: (post) => post.saves.length > 0,
    }),
    viewerCanEdit: t.boolean({ select: { authorId: true }, resolve: (post, _a, ctx) => canEdit(ctx.viewer, post) }),
    viewerCanDelete: t.boolean({ select: { authorId: true }, resolve: (post, _a, ctx) => canDelete(ctx.viewer, post) }),
    viewerCanPin: t.boolean({ resolve: (_post, _a, ctx) => canPin(ctx.viewer) }),
    comments: t.relatedConnection('comments', {
      cursor: 'id',
      ...pageSizes(50, 100),
      totalCount: true,
      description: 'Every comment of the post, flat and oldest first; threads are built from parentId.',
      // The comment list's read model (domain/comments/list.ts), paged.
      query: (_args, ctx) => postCommentsQuery(ctx.viewer),
    }),
  }),
});

const feedArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  sort: t.arg({ type: FeedSortEnum, defaultValue: 'POPULAR' }),
  sector: t.arg.string(),
  tag: t.arg.string(),
  campaign: t.arg.string(),
  category: t.arg.string(),
  search: t.arg.string(),
  postType: t.arg({ type: PostTypeEnum, description: 'Only posts of this type (POLL: the Polls tab and /polls).' }),
});

type PageQuery = { take?: number; skip?: number; cursor?: { id: number } } & Record<string, unknown>;

const postScalars = new Set<string>(Object.values(Prisma.PostScalarFieldEnum));
const onlyScalars = (selection: unknown, allowed: ReadonlySet<string> | null) =>
  typeof selection === 'object' && selection !== null &&
  Object.keys(selection).length === 1 && 'select' in selection &&
  Object.entries((selection as { select: Record<string, unknown> }).select).every(([key, value]) => value === true && (!allowed || allowed.has(key)));
const cardAuthorFields = new Set(Object.keys(feedCardInclude.author.select));
const communityScalars = new Set<string>(Object.values(Prisma.CommunityScalarFieldEnum));
const ownRows = (selection: unknown, ctx: Ctx) => (selection as { where?: { userId?: unknown } }).where?.userId === (ctx.viewer?.id ?? -1);

/**
 * Whether the feed's card rows (readFeedPage: every Post column, the card's author fields, the
 * community, tags, poll options and the viewer's own vote, save and poll vote) hold all that a
 * Pothos selection asks for; a selection beyond them is read through Prisma.
 */
function feedCardCovers(query: Record<string, unknown>, ctx: Ctx): boolean {
  const select = query.select as Record<string, unknown> | undefined;
  if (!select || Object.keys(query).length !== 1) return false;
  for (const [key, value] of Object.entries(select)) {
    if (value === true && postScalars.has(key)) continue;
    if (key === 'author' && cardAuthorCovers(value, ctx)) continue;
    if (key === 'community' && onlyScalars(value, communityScalars)) continue;
    if ((key === 'tags' || key === 'pollOptions') && sameShape(value, feedCardInclude[key])) continue;
    if ((key === 'votes' || key === 'saves' || key === 'pollVotes') && ownRows(value, ctx) && sameShape(value, viewerPostInclude(ctx.viewer?.id ?? null)[key])) continue;
    return false;
  }
  return true;
}
/** The card's author fields, and the viewer's block and mute rows of the author (empty on card rows: readFeedPage). */
function cardAuthorCovers(selection: unknown, ctx: Ctx): boolean {
  if (typeof selection !== 'object' || selection === null || Object.keys(selection).length !== 1 || !('select' in selection)) return false;
  const viewerId = ctx.viewer?.id ?? null;
  return Object.entries((selection as { select: Record<string, unknown> }).select).every(
    ([key, value]) =>
      (value === true && cardAuthorFields.has(key)) ||
      (key === 'blockedBy' && sameShape(value, viewerBlockRows(viewerId))) ||
      (key === 'mutedBy' && sameShape(value, viewerMuteRows(viewerId))),
  );
}
/** Same keys and values at every level, in any key order. */
function sameShape(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The viewer's My Feed, once per request (the page, its count and its flags share it). */
const myFeedOf = (ctx: Ctx, sort: unknown) => requestMemo(ctx, `myFeed:${String(sort)}`, () => myFeed(ctx, { sort }));

/** A page of a list of ids in a fixed order (search results, a topped-up My Feed): the slice after the cursor, then one findMany. */
function pageOfIds(ctx: Ctx, ids: number[], query: PageQuery): Promise<Post[]> {
  const { take = 21, skip = 0, cursor, ...selection } = query;
  return findPostsInOrder(ctx, sliceIds(ids, { take, skip: cursor ? skip : 0, afterId: cursor?.id ?? null }), (where) => ctx.db.post.findMany({ ...selection, where }));
}

builder.queryFields((t) => ({
  feed: t.prismaConnection(
    {
      type: 'Post',
      cursor: 'id',
      ...pageSizes(20, 50),
      description:
        'The home feed. At most one of category, tag and campaign applies (category, then tag). A search ranks by relevance and ignores sort.',
      args: feedArgs(t),
      resolve: (query, _root, args, ctx) => {
        const filters = withoutNulls(args) as FeedFilters;
        const { take = 21, skip = 0, cursor, ...selection } = query as PageQuery;
        // The feed's read models serve every selection their card rows hold; anything else reads Prisma.
        const covered = take > 0 && feedCardCovers(selection, ctx);
        if (isSearch(filters)) {
          const page = { take, skip: cursor ? skip : 0, afterId: cursor?.id ?? null };
          const load = covered ? undefined : (where: Prisma.PostWhereInput) => ctx.db.post.findMany({ ...selection, where });
          return readSearchPage<Post>(ctx, filters, page, load).then((result) => result.rows);
        }
        if (covered) return readFeedPage(ctx, { filters, take, skip, afterId: cursor?.id ?? null });
        return ctx.db.post.findMany({ ...query, where: feedWhere(ctx, filters), orderBy: feedOrderBy(filters) });
      },
      totalCount: async (_connection, args, ctx) => {
        const filters = withoutNulls(args) as FeedFilters;
        if (isSearch(filters)) return (await searchResultIds(ctx, filters)).length;
        return countFeed(ctx, filters);
      },
    },
    {
      fields: (c) => ({
        sortedByRelevance: c.boolean({
          description: "True for a search: results are ranked by relevance ('Sorted by relevance').",
          // Pothos keeps the connection field's arguments on the connection object.
          resolve: (connection) => isSearch(withoutNulls((connection as unknown as { args: FeedFilters }).args ?? {})),
        }),
      }),
    },
  ),
  myFeed: t.prismaConnection(
    {
      type: 'Post',
      cursor: 'id',
      ...pageSizes(20, 50),
      description:
        'My Feed: posts from the communities, tags, sectors, campaigns and members the viewer follows. With fewer than 5 it is topped up with up to 10 trending posts (followed first, no duplicates). Login required.',
      args: { sort: t.arg({ type: FeedSortEnum, defaultValue: 'POPULAR' }) },
      resolve: async (query, _root, args, ctx) => {
        const feed = await myFeedOf(ctx, args.sort);
        if (feed.kind === 'ids') return pageOfIds(ctx, feed.ids, query as PageQuery);
        return ctx.db.post.findMany({ ...query, ...feed.list });
      },
      totalCount: async (_root, args, ctx) => (await myFeedOf(ctx, args.sort)).total,
    },
    {
      fields: (c) => {
        const feedOf = (connection: object, ctx: Ctx) => myFeedOf(ctx, (connection as { args?: { sort?: unknown } }).args?.sort ?? 'POPULAR');
        return {
          fallback: c.boolean({
            description: 'True when the viewer follows nothing, so the feed is trending posts only (the dismissible notice).',
            resolve: async (connection, _a, ctx) => (await feedOf(connection, ctx)).fallback,
          }),
          supplemented: c.boolean({
            description: 'True when trending posts were added (fewer than 5 followed posts).',
            resolve: async (connection, _a, ctx) => (await feedOf(connection, ctx)).supplemented,
          }),
        };
      },
    },
  ),
  post: t.prismaField({
    type: 'Post',
    nullable: true,
    description: 'A post by global id, numeric id or url id; null when missing or not visible to the viewer.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      // A global or numeric id, else a url id.
      const key = intIdOrNull(args.id, 'Post') ?? args.id;
      return ctx.db.post.findFirst({ ...query, where: { AND: [postKeyWhere(key), readablePostWhere(ctx.viewer)] } });
    },
  }),
  postsByAuthor: t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    ...pageSizes(10, 50),
    args: { userId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.post.findMany({ ...query, ...postLists.byAuthor(ctx, intIdOf(String(args.userId), 'User')) }),
  }),
  savedPosts: t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    ...pageSizes(20, 50),
    description: "The viewer's saved posts, most recently created first. Login required.",
    resolve: (query, _root, _args, ctx) => {
      return ctx.db.post.findMany({ ...query, ...postLists.saved(requireViewer(ctx)) });
    },
  }),
  trendingPosts: t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    ...pageSizes(10, 20),
    description: 'The hottest posts of the last 7 days.',
    resolve: (query, _root, _args, ctx) =>
      ctx.db.post.findMany({ ...query, ...postLists.trending(ctx) }),
  }),
  mostReadPosts: t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    ...pageSizes(10, 20),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.post.findMany({ ...query, ...postLists.mostRead(ctx) }),
  }),
}));

const TopSlotRef = builder.objectRef<{ slot: number; post: Post }>('TopSlot').implement({
  fields: (t) => ({
    slot: t.exposeInt('slot'),
    post: t.field({ type: PostRef, resolve: (slot) => slot.post }),
  }),
});
const TopSlotsRef = builder.objectRef<{ slots: { slot: number; post: Post }[]; validUntil: Date | null }>('TopSlots').implement({
  fields: (t) => ({
    slots: t.field({ type: [TopSlotRef], resolve: (s) => s.slots }),
    validUntil: t.expose('validUntil', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('topSlots', (t) =>
  t.field({
    type: TopSlotsRef,
    description: 'Top picks above the feed, the same for everyone for 20 minutes. Empty when the topSlots flag is off.',
    resolve: async (_root, _args, ctx) => {
      // Plain rows: each slot's post fields are loaded by their own selections.
      return readTopSlots<Post>(ctx, (where) => ctx.db.post.findMany({ where }));
    },
  }),
);

// ─── Mutations ───

const CreatePostInput = builder.inputType('CreatePostInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.field({ type: 'JSON' }),
    postType: t.field({ type: PostTypeEnum, defaultValue: 'DISCUSSION' }),
    sector: t.string(),
    tags: t.stringList(),
    communityId: t.id(),
    campaignId: t.string(),
    pollOptions: t.stringList({ description: 'Polls (postType POLL): 2 to 5 options of at most 200 characters.' }),
    votingDurationHours: t.int({ description: 'Polls: 1, 6, 12, 24, 72, 168 or 720 (default 24).' }),
  }),
});
const UpdatePostInput = builder.inputType('UpdatePostInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string({ required: true }),
    content: t.field({ type: 'JSON' }),
    tags: t.stringList(),
    pollOptions: t.stringList({ description: 'Always refused: poll options cannot be edited after creation.' }),
  }),
});

const WritePostPayload = (name: string) =>
  builder.objectRef<{ post: Post; action: 'ALLOW' | 'REVIEW'; message: string | null }>(name).implement({
    fields: (t) => ({
      post: t.prismaField({ type: 'Post', resolve: (query, p, _a, ctx) => ctx.db.post.findUniqueOrThrow({ ...query, where: { id: p.post.id } }) }),
      action: t.expose('action', { type: ModerationActionEnum }),
      message: t.exposeString('message', { nullable: true, description: 'Why the content is waiting for review.' }),
    }),
  });
const CreatePostPayload = WritePostPayload('CreatePostPayload');
const UpdatePostPayload = WritePostPayload('UpdatePostPayload');
const PostPayload = builder.objectRef<{ postId: number }>('PostPayload').implement({
  fields: (t) => ({
    post: t.prismaField({ type: 'Post', resolve: (query, p, _a, ctx) => ctx.db.post.findUniqueOrThrow({ ...query, where: { id: p.postId } }) }),
  }),
});
const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>('DeletePostPayload').implement({
  fields: (t) => ({ deletedPostId: t.exposeID('deletedPostId') }),
});

const asPayload = (result: { record: Post; moderation: { status: string }; message: string | null }) => ({
  post: result.record,
  action: result.moderation.status === 'PUBLISHED' ? ('ALLOW' as const) : ('REVIEW' as const),
  message: result.message,
});

builder.mutationFields((t) => ({
  createPost: t.field({
    type: CreatePostPayload,
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      asPayload(
        await createPost(ctx, {
          ...withoutNulls(input),
          community: input.communityId ? intIdOf(String(input.communityId), 'Community') : null,
        }),
      ),
  }),
  updatePost: t.field({
    type: UpdatePostPayload,
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => asPayload(await updatePost(ctx, { ...withoutNulls(input), postKey: intIdOf(String(input.id), 'Post') })),
  }),
  deletePost: t.field({
    type: DeletePostPayload,
    args: { input: t.arg({ type: builder.inputType('DeletePostInput', { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deletePost(ctx, { postKey: intIdOf(String(input.id), 'Post') });
      return { deletedPostId: String(input.id) };
    },
  }),
  pinPost: t.field({
    type: PostPayload,
    args: {
      input: t.arg({
        type: builder.inputType('PinPostInput', { fields: (f) => ({ id: f.id({ required: true }), pinned: f.boolean({ required: true }) }) }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ postId: (await pinPost(ctx, { postKey: intIdOf(String(input.id), 'Post'), pinned: input.pinned })).id }),
  }),
  votePost: t.field({
    type: PostPayload,
    description: 'Sets the viewer vote; null clears it (pressing the same direction again sends null).',
    args: {
      input: t.arg({
        type: builder.inputType('VotePostInput', { fields: (f) => ({ postId: f.id({ required: true }), vote: f.field({ type: VoteDirectionEnum }) }) }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const postId = intIdOf(String(input.postId), 'Post');
      await votePost(ctx, { postKey: postId, vote: input.vote ?? null });
      return { postId };
    },
  }),
  savePost: t.field({
    type: PostPayload,
    args: {
      input: t.arg({
        type: builder.inputType('SavePostInput', { fields: (f) => ({ postId: f.id({ required: true }), saved: f.boolean({ required: true }) }) }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const postId = intIdOf(String(input.postId), 'Post');
      await savePost(ctx, { postKey: postId, saved: input.saved });
      return { postId };
    },
  }),
  recordPostView: t.boolean({
    description: 'Counts one read of a post page (for "most read"). The web client calls it once per page open.',
    args: { postId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const post = await findReadablePost(ctx, intIdOf(String(args.postId), 'Post'));
      recordPostView(ctx, post.id);
      return true;
    },
  }),
}));
