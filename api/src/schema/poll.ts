// Poll, PollOption, Post.poll, the featured and hot polls, votePoll and pollResultsUpdated.
// A Poll is a view of totals (PollView): the same object every subscriber of a poll receives.
// Only `viewerVote` reads the database, and only when selected and not already loaded.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Post } from '../generated/prisma/client.ts';
import { featuredPollId, findReadablePoll, hotPolls, viewerPollVote, votePoll, type HotPollRow } from '../domain/polls/polls.ts';
import { isPollExpired } from '../domain/polls/expiry.ts';
import { pollView, type PollView } from '../domain/polls/results.ts';
import { POLL_MOMENTUM_THRESHOLD } from '../domain/polls/polls.ts';
import { filterAsync, live, topicEvents } from '../realtime/live.ts';
import { sharedTypeExtensions } from '../realtime/sharedResults.ts';
import { PostRef } from './post.ts';
import { intIdOrNull } from '../lib/ids.ts';
import { requestMemo } from '../lib/requestMemo.ts';
import { listablePostWhere } from '../domain/posts/access.ts';

type PollOptionView = PollView['options'][number];

/** The featured poll's id, once per request. */
const featuredIdOf = (ctx: Parameters<typeof featuredPollId>[0]) => requestMemo(ctx, 'poll:featuredId', () => featuredPollId(ctx));

export const PollOptionRef = builder.objectRef<PollOptionView>('PollOption').implement({
  description: 'One answer of a poll with its visible totals.',
  // Same for every viewer: subscribers of a poll share one execution per vote (realtime/sharedResults.ts).
  extensions: sharedTypeExtensions(),
  fields: (t) => ({
    id: t.id({ resolve: (o) => encodeGlobalID('PollOption', o.optionId) }),
    index: t.exposeInt('index', { description: 'Stable index: the value votePoll takes.' }),
    text: t.exposeString('text'),
    voteCount: t.exposeInt('voteCount'),
    percentage: t.exposeInt('percentage', { description: 'Rounded; the last option takes the remainder so the options sum to 100 (0 without votes).' }),
  }),
});

export const PollRef = builder.objectRef<PollView>('Poll').implement({
  description: 'The totals of a poll post. Never says who voted for what; only the viewer’s own choice.',
  // Only viewerVote depends on the viewer; add any new viewer-dependent field to this list.
  extensions: sharedTypeExtensions(['viewerVote']),
  fields: (t) => ({
    id: t.id({ description: 'Global id of type Poll over the post id.', resolve: (p) => encodeGlobalID('Poll', p.postId) }),
    postId: t.id({ description: "The Post's global id.", resolve: (p) => encodeGlobalID('Post', p.postId) }),
    options: t.field({ type: [PollOptionRef], description: 'In option index order.', resolve: (p) => p.options }),
    totalVotes: t.exposeInt('totalVotes'),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => (p.expiresAt ? new Date(p.expiresAt) : null) }),
    isExpired: t.boolean({ resolve: (p) => isPollExpired(p.expiresAt) }),
    votingDurationHours: t.int({ nullable: true, resolve: (p) => p.votingDurationHours ?? null }),
    momentum: t.boolean({ description: `True from ${POLL_MOMENTUM_THRESHOLD} votes ('Momentum building!').`, resolve: (p) => p.totalVotes >= POLL_MOMENTUM_THRESHOLD }),
    isFeatured: t.boolean({
      description: 'The feed poll (anonymous visitors may vote on it once a day).',
      resolve: async (p, _a, ctx) => p.isFeatured ?? (await featuredIdOf(ctx)) === p.postId,
    }),
    viewerVote: t.int({
      nullable: true,
      description: "The viewer's option index; null when they have not voted (always null for anonymous visitors).",
      resolve: (p, _a, ctx) => (p.viewerVote !== undefined ? p.viewerVote : viewerPollVote(ctx, p.postId)),
    }),
  }),
});

builder.prismaObjectField('Post', 'poll', (t) =>
  t.field({
    type: PollRef,
    nullable: true,
    description: 'Null unless the post is a poll.',
    // Loaded with the post (a feed page loads every poll's options and the viewer's own vote
    // rows in the page's statements, not per post).
    select: (_args, ctx) => ({
      postType: true,
      totalVotes: true,
      expiresAt: true,
      votingDurationHours: true,
      pollOptions: { select: { id: true, optionIndex: true, optionText: true, voteCount: true }, orderBy: { optionIndex: 'asc' } },
      ...(ctx.viewer
        ? { pollVotes: { where: { userId: ctx.viewer.id }, select: { option: { select: { optionIndex: true } } } } }
        : {}),
    }),
    resolve: (post, _args, ctx) => {
      if (post.postType !== 'POLL') return null;
      const own = (post as { pollVotes?: { option: { optionIndex: number } }[] }).pollVotes;
      return pollView(post, post.pollOptions, { viewerVote: ctx.viewer ? (own?.[0]?.option.optionIndex ?? null) : null });
    },
  }),
);

const HotPollRef = builder.objectRef<HotPollRow & { post: Post }>('HotPoll').implement({
  description: 'An open poll with its votes of the last 24 hours.',
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (h) => h.post }),
    totalVotes: t.exposeInt('totalVotes'),
    recentVotes: t.exposeInt('recentVotes', { description: 'Votes (signed-in and anonymous) in the last 24 hours.' }),
  }),
});

builder.queryFields((t) => ({
  featuredPoll: t.prismaField({
    type: 'Post',
    nullable: true,
    description: 'The feed poll: the newest open weekly poll, else the open poll with most votes in the last 7 days.',
    resolve: async (query, _root, _args, ctx) => {
      const id = await featuredIdOf(ctx);
      // The same poll for everyone, except that a viewer who blocked or muted its author does not get it.
      return id === null ? null : ctx.db.post.findFirst({ ...query, where: { AND: [{ id }, listablePostWhere(ctx.viewer)] } });
    },
  }),
  hotPolls: t.field({
    type: [HotPollRef],
    description: 'Open polls with most votes in the last 24 hours, then most votes.',
    args: { first: t.arg.int({ defaultValue: 5 }) },
    resolve: async (_root, args, ctx) => {
      const rows = await hotPolls(ctx, { first: args.first ?? 5 });
      if (rows.length === 0) return [];
      const posts = await ctx.db.post.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
      const byId = new Map(posts.map((p) => [p.id, p]));
      return rows.flatMap((row) => (byId.has(row.id) ? [{ ...row, post: byId.get(row.id)! }] : []));
    },
  }),
}));

const VotePollInput = builder.inputType('VotePollInput', {
  fields: (t) => ({
    postId: t.id({ required: true, description: 'The poll post (global id, numeric id or url id).' }),
    optionIndex: t.int({ required: true }),
  }),
});
const VotePollPayload = builder.objectRef<{ poll: PollView; momentumTriggered: boolean }>('VotePollPayload').implement({
  fields: (t) => ({
    poll: t.field({ type: PollRef, resolve: (p) => p.poll }),
    momentumTriggered: t.exposeBoolean('momentumTriggered', { description: 'True on the vote that first brought the poll to 25 votes.' }),
  }),
});

/** A post key from a global id of a Post (or Poll), a numeric id or a url id. */
function pollKey(id: string | number): string | number {
  const text = String(id);
  if (/^\d+$/.test(text)) return Number(text);
  return intIdOrNull(text, 'Post') ?? intIdOrNull(text, 'Poll') ?? text;
}

builder.mutationFields((t) => ({
  votePoll: t.field({
    type: VotePollPayload,
    description:
      'One vote: verified members once per poll (never changed); anonymous visitors once a day on the featured poll (send the x-device-id header).',
    args: { input: t.arg({ type: VotePollInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await votePoll(ctx, { postKey: pollKey(input.postId), optionIndex: input.optionIndex });
      // Anonymous votes are not on record as anyone's: the viewer's vote stays null for them.
      return { poll: { ...result.results, votingDurationHours: result.results.votingDurationHours ?? null, viewerVote: ctx.viewer ? result.userVote : null }, momentumTriggered: result.momentumTriggered };
    },
  }),
}));

builder.subscriptionFields((t) => ({
  pollResultsUpdated: t.field({
    type: PollRef,
    description: 'New totals after each vote. Shared by all subscribers: select no viewer fields here. Guests may subscribe too.',
    args: { postId: t.arg.id({ required: true }) },
    // `resolve` maps an event to the same Poll for everyone: executed once per vote per distinct document.
    extensions: { sharedResults: true },
    subscribe: async (_root, args, ctx) => {
      const post = await findReadablePoll(ctx, pollKey(args.postId));
      // Exactly the topic's events: shared fan-out writes them to every socket from the publish.
      const source = topicEvents(ctx.pubsub, 'poll:results', post.id);
      // Only members see a private community's poll: leaving it ends the stream.
      const left = ctx.viewer && post.community?.isPrivate
        ? [filterAsync(ctx.pubsub.subscribe('user:communityLeft', ctx.viewer.id), (event) => event.communityId === post.communityId)]
        : [];
      return ctx.viewer ? live(ctx, source, left, { publicEvents: true }) : source;
    },
    resolve: (payload) => ({ ...payload, votingDurationHours: payload.votingDurationHours ?? null }),
  }),
}));
