// /api/moderation/*: the dashboard counts, the moderation log (admins) and the member's own
// actions, appeals (also through a banned member's link) and the admins' member search.
import type { Handler } from '../router.ts';
import { idParam, intParam } from '../params.ts';
import { moderationDashboard, memberSearchQuery, MEMBER_SEARCH_MAX_RESULTS } from '../../domain/moderation/dashboard.ts';
import {
  accountActionSelect,
  accountActionsQuery,
  moderationLogQuery,
  moderationLogSelect,
  type AccountActionRow,
  type ModerationLogRow,
} from '../../domain/moderation/logRead.ts';
import {
  appealDeadline,
  appealsQuery,
  banAppealStatus,
  canAppeal,
  decideAppeal,
  submitAppeal,
  submitBanAppeal,
} from '../../domain/moderation/appeals.ts';
import { requireAdmin } from '../../domain/auth/session.ts';

const LOG_PAGE_MAX = 100;

function paging(query: URLSearchParams, defaultLimit: number) {
  return { take: intParam(query.get('limit'), 'limit', 1, LOG_PAGE_MAX) ?? defaultLimit, skip: intParam(query.get('offset'), 'offset', 0, 1_000_000) ?? 0 };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function presentAppeal(a: { id: number; status: string; text: string; decisionReason: string | null; decidedAt: Date | null; createdAt: Date } | null) {
  if (!a) return null;
  return {
    id: a.id,
    status: a.status.toLowerCase(),
    text: a.text,
    decision_reason: a.decisionReason,
    decided_at: iso(a.decidedAt),
    created_at: a.createdAt.toISOString(),
  };
}

/** The member's view: what was done, why, and about what; never who did it. */
function presentAccountAction(row: AccountActionRow) {
  return {
    id: row.id,
    type: row.type.toLowerCase(),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    post_id: row.postId,
    comment_id: row.commentId,
    post_title: row.post?.title ?? row.comment?.post.title ?? null,
    post_url_id: row.post?.urlId ?? row.comment?.post.urlId ?? null,
    comment_excerpt: row.comment ? row.comment.contentText.slice(0, 200) : null,
    ban_type: row.ban ? row.ban.banType.toLowerCase() : null,
    ban_ends_at: iso(row.ban?.expiresAt),
    warning_type: row.warning?.warningType ?? null,
    warning_severity: row.warning?.severity ?? null,
    appeal: presentAppeal(row.appeal),
    can_appeal: canAppeal(row),
    appeal_deadline: appealDeadline(row.createdAt).toISOString(),
  };
}

function presentLogEntry(row: ModerationLogRow) {
  const { can_appeal: _c, appeal_deadline: _d, ...shared } = presentAccountAction(row);
  return {
    ...shared,
    actor: row.actor ? { id: row.actor.id, username: row.actor.username, display_name: row.actor.displayName } : null,
    target_user: row.targetUser ? { id: row.targetUser.id, username: row.targetUser.username, display_name: row.targetUser.displayName } : null,
    report_id: row.reportId,
    ban_id: row.banId,
    warning_id: row.warningId,
    details: row.details,
  };
}

/** GET /api/moderation/dashboard (admins). */
export const dashboardHandler: Handler = async (ctx) => {
  const d = await moderationDashboard(ctx);
  return {
    body: {
      open_reports: d.openReports,
      flagged_items: d.flaggedItems,
      pending_content: d.pendingContent,
      active_bans: d.activeBans,
      new_members_this_week: d.newMembersThisWeek,
      open_appeals: d.openAppeals,
    },
  };
};

/** GET /api/moderation/log?type&user_id&limit&offset (admins). */
export const logHandler: Handler = async (ctx, { query }) => {
  const userId = query.get('user_id');
  const { where, orderBy } = moderationLogQuery(ctx, { type: query.get('type') ?? undefined, targetUserId: userId ? idParam(userId, 'user') : null });
  const { take, skip } = paging(query, 50);
  const [rows, total] = await Promise.all([
    ctx.db.moderationAction.findMany({ where, orderBy, take, skip, select: moderationLogSelect }),
    ctx.db.moderationAction.count({ where }),
  ]);
  return { body: { entries: rows.map(presentLogEntry), total } };
};

/** GET /api/moderation/my-actions?limit&offset (login). */
export const myActionsHandler: Handler = async (ctx, { query }) => {
  const { where, orderBy } = accountActionsQuery(ctx);
  const { take, skip } = paging(query, 50);
  const rows = await ctx.db.moderationAction.findMany({ where, orderBy, take, skip, select: accountActionSelect });
  return { body: { actions: rows.map(presentAccountAction) } };
};

/** POST /api/moderation/appeals {action_id, text} (login). */
export const submitAppealHandler: Handler = async (ctx, { body }) => {
  const appeal = await submitAppeal(ctx, { actionId: idParam(body.action_id ?? body.actionId, 'action'), text: body.text });
  return { status: 201, body: { appeal: presentAppeal(appeal) } };
};

/** GET /api/moderation/appeals?status&limit&offset (admins). */
export const appealsHandler: Handler = async (ctx, { query }) => {
  const { where, orderBy } = appealsQuery(ctx, { status: query.get('status') ?? undefined });
  const { take, skip } = paging(query, 50);
  const rows = await ctx.db.appeal.findMany({
    where,
    orderBy,
    take,
    skip,
    include: { user: { select: { id: true, username: true } }, action: { select: moderationLogSelect } },
  });
  return {
    body: {
      appeals: rows.map((a) => ({
        ...presentAppeal(a),
        user: { id: a.user.id, username: a.user.username },
        action: presentLogEntry(a.action),
        decided_by_id: a.decidedById,
        viewer_may_decide: a.userId !== ctx.viewer!.id && a.action.actorId !== ctx.viewer!.id,
      })),
    },
  };
};

/** POST /api/moderation/appeals/:id/decision {overturn, reason} (admins, not the one who acted). */
export const decideAppealHandler: Handler = async (ctx, { params, body }) => {
  const appeal = await decideAppeal(ctx, { appealId: idParam(params.id, 'appeal'), overturn: body.overturn === true, reason: body.reason });
  return { body: { appeal: presentAppeal(appeal) } };
};

/** GET /api/moderation/ban-appeal?token (no login: the banned member's link). */
export const banAppealHandler: Handler = async (ctx, { query }) => {
  const s = await banAppealStatus(ctx, { token: query.get('token') });
  return {
    body: {
      ban_type: s.banType.toLowerCase(),
      reason: s.reason,
      expires_at: iso(s.expiresAt),
      lifted_at: iso(s.liftedAt),
      appeal_deadline: s.appealDeadline.toISOString(),
      appeal: presentAppeal(s.appeal),
    },
  };
};

/** POST /api/moderation/ban-appeal {token, text} (no login). */
export const submitBanAppealHandler: Handler = async (ctx, { body }) => {
  const appeal = await submitBanAppeal(ctx, { token: body.token, text: body.text });
  return { status: 201, body: { appeal: presentAppeal(appeal) } };
};

/** GET /api/moderation/members?q= (admins). */
export const memberSearchHandler: Handler = async (ctx, { query }) => {
  requireAdmin(ctx);
  const found = memberSearchQuery(ctx, { query: query.get('q') });
  const users = found
    ? await ctx.db.user.findMany({
        where: found.where,
        orderBy: found.orderBy,
        take: MEMBER_SEARCH_MAX_RESULTS,
        select: { id: true, username: true, displayName: true, email: true, role: true, trustScore: true, bannedUntil: true, createdAt: true },
      })
    : [];
  return {
    body: {
      users: users.map((u) => ({
        id: u.id,
        username: u.username,
        display_name: u.displayName,
        email: u.email,
        role: u.role.toLowerCase(),
        trust_score: u.trustScore,
        banned_until: iso(u.bannedUntil),
        created_at: u.createdAt.toISOString(),
      })),
    },
  };
};
