// /api/user-moderation/report, /report-reasons and /reports: members report members; admins
// work the report queue. The answer keys are the spec's (reasons with value and label, reports).
// A report reaches a member only as its filer, and never with the reporter, the assignee, the
// admins' notes or the history (presentMemberReport).
import type { Handler } from '../router.ts';
import {
  REPORT_REASONS,
  assignReport,
  listReports,
  reasonLabel,
  reportUser,
  restReportStatus,
  updateReport,
  type AdminReportRow,
  type MemberReportRow,
} from '../../domain/moderation/reports.ts';
import { shownDisplayName } from '../../domain/users/validation.ts';

type MemberRef = { id: number; username: string | null; displayName: string | null } | null;

const presentMemberRef = (user: MemberRef) =>
  user ? { id: user.id, userId: user.id, username: user.username, displayName: shownDisplayName(user) } : null;

/** A report as its filer reads it: what they reported and where it stands. */
export function presentMemberReport(report: MemberReportRow) {
  return {
    id: report.id,
    reason: report.reason,
    reasonLabel: reasonLabel(report.reason),
    details: report.details,
    status: restReportStatus(report.status),
    reportedUser: presentMemberRef(report.targetUser),
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

const historyEntry = (row: AdminReportRow['moderationActions'][number]) => {
  const details = (row.details && typeof row.details === 'object' && !Array.isArray(row.details) ? row.details : {}) as Record<string, unknown>;
  return {
    id: row.id,
    action: row.type === 'REPORT_ASSIGN' ? 'assignment' : 'status_change',
    fromStatus: typeof details.from === 'string' ? details.from : null,
    toStatus: typeof details.to === 'string' ? details.to : null,
    assignedToId: typeof details.toAssigneeId === 'number' ? details.toAssigneeId : null,
    reason: row.reason,
    notes: typeof details.notes === 'string' ? details.notes : null,
    actor: presentMemberRef(row.actor),
    createdAt: row.createdAt.toISOString(),
  };
};

/** A report as admins read it: the reporter, the reported member, the assignee, notes and history. */
export function presentAdminReport(report: AdminReportRow) {
  return {
    id: report.id,
    reason: report.reason,
    reasonLabel: reasonLabel(report.reason),
    details: report.details,
    status: restReportStatus(report.status),
    resolutionNotes: report.resolutionNotes,
    reportedUser: presentMemberRef(report.targetUser),
    reporter: presentMemberRef(report.reporter),
    assignedTo: presentMemberRef(report.assignedTo),
    resolvedBy: presentMemberRef(report.resolvedBy),
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    history: report.moderationActions.map(historyEntry),
  };
}

/** POST /user-moderation/report {userId, reason, details}: 201 with the new report, 200 with the open one already filed. */
export const reportUserHandler: Handler = async (ctx, { body }) => {
  const result = await reportUser(ctx, { userId: body.userId ?? body.user_id, reason: body.reason, details: body.details });
  const report = await ctx.db.userReport.findUniqueOrThrow({
    where: { id: result.report.id },
    include: { targetUser: { select: { id: true, username: true, displayName: true } } },
  });
  return {
    status: result.created ? 201 : 200,
    body: { success: true, message: result.message, alreadyReported: !result.created, report: presentMemberReport(report) },
  };
};

/** GET /user-moderation/report-reasons */
export const reportReasonsHandler: Handler = async () => ({
  body: { success: true, reasons: REPORT_REASONS.map(({ value, label }) => ({ value, label })) },
});

/** GET /user-moderation/reports?limit&offset&status[&userId]: admins every report, members the ones they filed. */
export const listReportsHandler: Handler = async (ctx, { query }) => {
  const page = await listReports(ctx, {
    status: query.get('status'),
    reportedUserId: query.get('userId') ?? query.get('reportedUserId'),
    limit: query.get('limit'),
    offset: query.get('offset'),
  });
  const reports = page.admin ? page.reports.map(presentAdminReport) : page.reports.map(presentMemberReport);
  return { body: { success: true, reports, total: page.total, limit: page.limit, offset: page.offset } };
};

/** PATCH or PUT /user-moderation/reports/{id} {status, resolutionNotes} (admins). */
export const updateReportHandler: Handler = async (ctx, { params, body }) => {
  const report = await updateReport(ctx, {
    reportId: params.id,
    status: body.status,
    resolutionNotes: body.resolutionNotes ?? body.resolution_notes,
  });
  return { body: { success: true, message: 'Report updated', report: presentAdminReport(report) } };
};

/** POST /user-moderation/reports/{id}/assign: assign to me; DELETE: unassign (admins). */
export const assignReportHandler: Handler = async (ctx, { params }) => ({
  body: { success: true, report: presentAdminReport(await assignReport(ctx, { reportId: params.id, assign: true })) },
});

export const unassignReportHandler: Handler = async (ctx, { params }) => ({
  body: { success: true, report: presentAdminReport(await assignReport(ctx, { reportId: params.id, assign: false })) },
});
