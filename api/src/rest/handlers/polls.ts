// /api/polls/* and the poll lists under /api/posts: results, voting, trending, the featured poll.
import type { Handler } from '../router.ts';
import { DomainError } from '../../lib/errors.ts';
import { listablePostWhere } from '../../domain/posts/access.ts';
import { featuredPollId, hotPolls, pollResultsFor, votePoll } from '../../domain/polls/polls.ts';
import { postInclude, presentPollResults, presentPostsFor } from '../present.ts';

/** GET /polls/:id/results (post id or url id): totals, expiry and the viewer's own vote. */
export const pollResultsHandler: Handler = async (ctx, { params }) => {
  const key = params.id ?? '';
  if (!key) throw new DomainError('VALIDATION', 'Invalid poll ID');
  const poll = await pollResultsFor(ctx, { postKey: key });
  return { body: presentPollResults(poll, poll.viewerVote ?? null) };
};

/** POST /polls/vote {postId, optionIndex}: members once; anonymous visitors once a day on the featured poll. */
export const votePollHandler: Handler = async (ctx, { body }) => {
  const postKey = body.postId ?? body.post_id;
  if ((typeof postKey !== 'number' && typeof postKey !== 'string') || postKey === '') throw new DomainError('VALIDATION', 'Invalid poll ID');
  const result = await votePoll(ctx, { postKey, optionIndex: body.optionIndex ?? body.option_index });
  return {
    body: { ...presentPollResults(result.results, result.userVote), momentumTriggered: result.momentumTriggered },
  };
};

/** GET /polls/trending: open polls by votes of the last 24 hours. */
export const trendingPollsHandler: Handler = async (ctx, { query }) => {
  const limit = Number.parseInt(query.get('limit') ?? '5', 10) || 5;
  const rows = await hotPolls(ctx, { first: limit });
  return {
    body: {
      polls: rows.map((p) => ({ id: p.id, url_id: p.urlId, slug: p.slug, title: p.title, total_votes: p.totalVotes, recent_24h: p.recentVotes })),
    },
  };
};

/** GET /posts/featured-poll: the feed poll as a REST post, or null. */
export const featuredPollHandler: Handler = async (ctx) => {
  const id = await featuredPollId(ctx);
  const row = id === null ? null : await ctx.db.post.findFirst({ where: { AND: [{ id }, listablePostWhere(ctx.viewer)] }, include: postInclude(ctx.viewer?.id ?? null) });
  return { body: { poll: row ? (await presentPostsFor(ctx, [row]))[0]! : null } };
};
