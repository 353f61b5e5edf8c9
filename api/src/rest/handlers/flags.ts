// /api/flags: content flags (spec §7 Flags) and, for admins, the flagged-content queue and decisions.
import type { Handler, RestRequest } from '../router.ts';
import { decideFlaggedContent, flagContent, flaggedContentPage, flagReasons, hasFlagged, type FlagTargetInput } from '../../domain/moderation/flags.ts';
import { flagMessages } from '../../domain/moderation/flagRules.ts';
import { idParam, intParam } from '../params.ts';
import { presentFlag, presentFlaggedItem } from '../present.ts';

/** post_id or comment_id (also camelCase), from the body or the query string. */
function readTarget(source: Record<string, unknown>): FlagTargetInput {
  const post = source.post_id ?? source.postId;
  const comment = source.comment_id ?? source.commentId;
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  return {
    postId: present(post) ? idParam(post, 'post') : null,
    commentId: present(comment) ? idParam(comment, 'comment') : null,
  };
}

const queryObject = (request: RestRequest) => Object.fromEntries(request.query.entries());

export const flagReasonsHandler: Handler = async () => ({ body: { reasons: [...flagReasons()] } });

export const createFlagHandler: Handler = async (ctx, { body }) => {
  const result = await flagContent(ctx, { ...readTarget(body), reason: body.reason });
  return result.created
    ? { status: 201, body: { message: flagMessages.thanks, flag: presentFlag(result.flag), already_flagged: false } }
    : { status: 200, body: { message: flagMessages.alreadyFlagged, flag: presentFlag(result.flag), already_flagged: true } };
};

export const checkFlagHandler: Handler = async (ctx, request) => ({
  body: { has_flagged: await hasFlagged(ctx, readTarget(queryObject(request))) },
});

export const flaggedContentHandler: Handler = async (ctx, { query }) => {
  const limit = intParam(query.get('limit'), 'limit', 1, 100) ?? 20;
  const offset = intParam(query.get('offset'), 'offset', 0, 1_000_000) ?? 0;
  const page = await flaggedContentPage(ctx, { status: query.get('status'), sort: query.get('sort'), limit, offset });
  return { body: { items: page.items.map(presentFlaggedItem), total: page.total, limit, offset } };
};

export const decideFlagsHandler: Handler = async (ctx, { body }) => {
  const result = await decideFlaggedContent(ctx, { ...readTarget(body), action: body.action ?? body.decision, reason: body.reason });
  return {
    body: {
      item_type: result.itemType.toLowerCase(),
      post_id: result.postId,
      comment_id: result.commentId,
      decision: result.decision.toLowerCase(),
      status: result.status.toLowerCase(),
      closed_flags: result.closedFlags,
    },
  };
};
