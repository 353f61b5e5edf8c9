// Content flags: the reasons, flagging, whether the viewer flagged an item, and for admins the
// flagged-content queue (grouped per item) and the decision on an item. Rules: domain/moderation/flags.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { DomainError } from '../lib/errors.ts';
import { builder } from '../builder.ts';
import { adminAction } from './authScopes.ts';
import { intIdOf } from '../lib/ids.ts';
import { pageSizes } from '../lib/operationLimits.ts';
import { trustLevelOf } from '../domain/moderation/levels.ts';
import {
  decideFlaggedContent,
  flagContent,
  flaggedContentPage,
  flagReasons,
  type FlagDecisionResult,
  type FlaggedItem,
} from '../domain/moderation/flags.ts';
import { flagMessages } from '../domain/moderation/flagRules.ts';
import { listableCommentWhere, readablePostWhere } from '../domain/posts/access.ts';
import { PostRef } from './post.ts';
import { CommentRef } from './comment.ts';

// Whether the viewer flagged the item: the viewer's own flag row, loaded with the post or comment
// (one statement for a whole list, none per item).
const viewerFlagRows = (viewerId: number | null | undefined) => ({ where: { userId: viewerId ?? -1 }, select: { id: true }, take: 1 }) as const;

builder.prismaObjectFields('Post', (t) => ({
  viewerHasFlagged: t.boolean({
    description: 'Whether the viewer flagged this post (false for guests). Nobody learns who else did.',
    select: (_args, ctx) => ({ flags: viewerFlagRows(ctx.viewer?.id) }),
    resolve: (post) => post.flags.length > 0,
  }),
}));

builder.prismaObjectFields('Comment', (t) => ({
  viewerHasFlagged: t.boolean({
    description: 'Whether the viewer flagged this comment (false for guests).',
    select: (_args, ctx) => ({ flags: viewerFlagRows(ctx.viewer?.id) }),
    resolve: (comment) => comment.flags.length > 0,
  }),
}));

const FlagStatusEnum = builder.enumType('FlagStatus', { values: ['OPEN', 'REVIEWING', 'RESOLVED', 'DISMISSED'] as const });

/** The viewer's own flag: never who else flagged, nor the flagger to anyone else. */
const ContentFlagRef = builder.prismaObject('ContentFlag', {
  select: { id: true },
  fields: (t) => ({
    reason: t.exposeString('reason'),
    status: t.field({ type: FlagStatusEnum, select: { status: true }, resolve: (flag) => flag.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  flagReasons: t.stringList({
    description: "The reasons offered when flagging content; 'Other' means the member types their own.",
    resolve: () => [...flagReasons()],
  }),
}));

const FlagContentInput = builder.inputType('FlagContentInput', {
  fields: (t) => ({
    postId: t.id({ description: 'The post to flag (or commentId, not both).' }),
    commentId: t.id(),
    reason: t.string({ required: true, description: "One of flagReasons, or the member's own text for 'Other' (at most 500 characters)." }),
  }),
});

interface FlagContentShape {
  created: boolean;
  flagId: number;
  postId: number | null;
  commentId: number | null;
}

const FlagContentPayload = builder.objectRef<FlagContentShape>('FlagContentPayload').implement({
  fields: (t) => ({
    created: t.exposeBoolean('created', { description: 'False when the viewer had flagged it before: the flag is that earlier one.' }),
    message: t.string({ resolve: (p) => (p.created ? flagMessages.thanks : flagMessages.alreadyFlagged) }),
    flag: t.prismaField({
      type: ContentFlagRef,
      resolve: (query, p, _a, ctx) => ctx.db.contentFlag.findUniqueOrThrow({ ...query, where: { id: p.flagId } }),
    }),
    post: t.prismaField({
      type: PostRef,
      nullable: true,
      description: 'The flagged post as the viewer may now read it (null once hidden pending review).',
      resolve: (query, p, _a, ctx) =>
        p.postId === null ? null : ctx.db.post.findFirst({ ...query, where: { id: p.postId, AND: [readablePostWhere(ctx.viewer)] } }),
    }),
    comment: t.prismaField({
      type: CommentRef,
      nullable: true,
      description: 'The flagged comment as the viewer may now read it (null once hidden pending review).',
      resolve: (query, p, _a, ctx) =>
        p.commentId === null
          ? null
          : ctx.db.comment.findFirst({ ...query, where: { id: p.commentId, AND: [listableCommentWhere(ctx.viewer), { post: readablePostWhere(ctx.viewer) }] } }),
    }),
  }),
});

const optionalIntId = (id: string | number | null | undefined, type: string) => (id === null || id === undefined || id === '' ? null : intIdOf(String(id), type));

builder.mutationFields((t) => ({
  flagContent: t.field({
    type: FlagContentPayload,
    description: 'Flag a post or comment the viewer may read, once per item (a second call answers the first flag). Login required.',
    args: { input: t.arg({ type: FlagContentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await flagContent(ctx, {
        postId: optionalIntId(input.postId, 'Post'),
        commentId: optionalIntId(input.commentId, 'Comment'),
        reason: input.reason,
      });
      return { created: result.created, flagId: result.flag.id, postId: result.flag.postId, commentId: result.flag.commentId };
    },
  }),
}));

// ─── Admins: the flagged-content queue and decisions ───

const FlaggedSortEnum = builder.enumType('FlaggedContentSort', { values: ['NEWEST', 'HEAVIEST'] as const });
const FlaggedItemTypeEnum = builder.enumType('FlaggedItemType', { values: ['POST', 'COMMENT'] as const });

const FlagReasonCountRef = builder.objectRef<{ reason: string; count: number }>('FlagReasonCount').implement({
  fields: (t) => ({ reason: t.exposeString('reason'), count: t.exposeInt('count') }),
});

const FlaggedItemRef = builder.objectRef<FlaggedItem>('FlaggedItem').implement({
  description: 'A post or comment with flags of one status, grouped (flaggers are not named).',
  fields: (t) => ({
    id: t.id({
      description: 'This entry of the queue (the item under one flag status); not a node.',
      resolve: (item) => encodeGlobalID('FlaggedItem', `${item.flagStatus}:${item.itemType}:${item.commentId ?? item.postId}`),
    }),
    itemId: t.id({
      description: 'Global id of the flagged post or comment.',
      resolve: (item) => (item.commentId === null ? encodeGlobalID('Post', item.postId) : encodeGlobalID('Comment', item.commentId)),
    }),
    flagStatus: t.field({ type: FlagStatusEnum, description: 'The status of the flags this entry groups.', resolve: (item) => item.flagStatus }),
    itemType: t.field({ type: FlaggedItemTypeEnum, resolve: (item) => item.itemType }),
    postId: t.id({ description: 'Global id of the post (the flagged one, or the one the comment is under).', resolve: (item) => encodeGlobalID('Post', item.postId) }),
    postUrlId: t.exposeString('postUrlId'),
    postSlug: t.exposeString('postSlug'),
    postTitle: t.exposeString('postTitle'),
    excerpt: t.exposeString('excerpt', { description: 'The first 200 characters of the flagged text.' }),
    status: t.exposeString('status', { description: 'PUBLISHED, PENDING_REVIEW (hidden) or REJECTED.' }),
    isDeleted: t.exposeBoolean('deleted'),
    authorId: t.id({ resolve: (item) => encodeGlobalID('User', item.authorId) }),
    authorUsername: t.exposeString('authorUsername', { nullable: true }),
    authorTrustScore: t.exposeInt('authorTrustScore', { nullable: true }),
    authorTrustLevel: t.string({ resolve: (item) => trustLevelOf(item.authorTrustScore) }),
    totalWeight: t.exposeInt('totalWeight'),
    flagCount: t.exposeInt('flagCount'),
    reasons: t.field({ type: [FlagReasonCountRef], resolve: (item) => item.reasons }),
    firstFlaggedAt: t.field({ type: 'DateTime', resolve: (item) => new Date(item.firstFlaggedAt) }),
    lastFlaggedAt: t.field({ type: 'DateTime', resolve: (item) => new Date(item.lastFlaggedAt) }),
  }),
});

const FLAGGED_PAGE = { defaultSize: 20, maxSize: 100 };

builder.queryFields((t) => ({
  flaggedContent: t.connection(
    {
      type: FlaggedItemRef,
      description: 'Admins only: flagged posts and comments grouped per item, newest flag first or heaviest first.',
      args: {
        status: t.arg({ type: FlagStatusEnum, defaultValue: 'OPEN' }),
        sort: t.arg({ type: FlaggedSortEnum, defaultValue: 'NEWEST' }),
      },
      extensions: pageSizes(FLAGGED_PAGE.defaultSize, FLAGGED_PAGE.maxSize).extensions,
      resolve: async (_root, args, ctx) => {
        // Offset paging (items are groups, not rows): a cursor is the item's 1-based position,
        // written as the Prisma cursors every other connection uses.
        if (args.last != null || args.before != null) throw new DomainError('VALIDATION', 'This list pages forward only: use first and after.');
        const size = Math.min(Math.max(args.first ?? FLAGGED_PAGE.defaultSize, 1), FLAGGED_PAGE.maxSize);
        const offset = args.after ? Number(parsePrismaCursor(args.after)) : 0;
        const page = await flaggedContentPage(ctx, { status: args.status ?? 'OPEN', sort: args.sort ?? 'NEWEST', limit: size + 1, offset });
        const edges = page.items.slice(0, size).map((node, i) => ({ node, cursor: formatPrismaCursor({ id: offset + i + 1 }, 'id') }));
        return {
          edges,
          pageInfo: {
            hasNextPage: page.items.length > size,
            hasPreviousPage: offset > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges[edges.length - 1]?.cursor ?? null,
          },
          totalCount: page.total,
        };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }),
      }),
    },
  ),
}));

const FlagDecisionEnum = builder.enumType('FlagDecision', { values: ['KEEP', 'REMOVE'] as const });

const DecideFlaggedContentInput = builder.inputType('DecideFlaggedContentInput', {
  fields: (t) => ({
    postId: t.id({ description: 'The flagged post (or commentId, not both).' }),
    commentId: t.id(),
    decision: t.field({ type: FlagDecisionEnum, required: true, description: 'KEEP dismisses the flags (a hidden item is published again); REMOVE removes the content and upholds them.' }),
    reason: t.string({ description: 'Required to remove (the author reads it); at most 500 characters.' }),
  }),
});

const DecideFlaggedContentPayload = builder.objectRef<FlagDecisionResult>('DecideFlaggedContentPayload').implement({
  fields: (t) => ({
    itemId: t.id({
      description: 'Global id of the decided post or comment.',
      resolve: (r) => (r.commentId === null ? encodeGlobalID('Post', r.postId) : encodeGlobalID('Comment', r.commentId)),
    }),
    decision: t.field({ type: FlagDecisionEnum, resolve: (r) => r.decision }),
    status: t.exposeString('status', { description: 'PUBLISHED, PENDING_REVIEW, REJECTED or REMOVED.' }),
    closedFlags: t.exposeInt('closedFlags'),
  }),
});

builder.mutationFields((t) => ({
  decideFlaggedContent: t.field({
    ...adminAction(),
    type: DecideFlaggedContentPayload,
    description: "Admins only: keep or remove a flagged item; closes all its open flags at once.",
    args: { input: t.arg({ type: DecideFlaggedContentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      decideFlaggedContent(ctx, {
        postId: optionalIntId(input.postId, 'Post'),
        commentId: optionalIntId(input.commentId, 'Comment'),
        action: input.decision,
        reason: input.reason,
      }),
  }),
}));
