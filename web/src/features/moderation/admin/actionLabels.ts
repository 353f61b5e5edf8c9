// How moderation log entries read, for admins and for the member's Account standing page.

export const ACTION_LABELS: Record<string, string> = {
  APPROVE_CONTENT: 'Content approved',
  REJECT_CONTENT: 'Content rejected',
  REMOVE_CONTENT: 'Content removed',
  RESTORE_CONTENT: 'Content restored',
  HIDE_CONTENT: 'Content hidden for review',
  DISMISS_FLAGS: 'Flags dismissed',
  WARN: 'Warning',
  STRIKE_WARNING: 'Warning struck',
  BAN: 'Ban',
  UNBAN: 'Ban lifted',
  TRUST_OVERRIDE: 'Trust score override',
  REPORT_STATUS: 'Report status changed',
  REPORT_ASSIGN: 'Report assigned',
  APPEAL_DECISION: 'Appeal decided',
};

export const actionLabel = (type: string): string => ACTION_LABELS[type] ?? type;

export const SEVERITY_LABELS: Record<number, string> = { 1: 'Minor', 2: 'Moderate', 3: 'Serious', 4: 'Severe', 5: 'Critical' };

export const APPEAL_STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', UPHELD: 'Upheld', OVERTURNED: 'Overturned' };

/** "Temporary ban until 25 Nov 2026, 18:30" / "Permanent ban". */
export function banLabel(banType: string | null | undefined, endsAt: string | null | undefined): string | null {
  if (!banType) return null;
  if (banType === 'PERMANENT' || !endsAt) return banType === 'SHADOW' ? 'Shadow ban' : 'Permanent ban';
  return `${banType === 'SHADOW' ? 'Shadow ban' : 'Temporary ban'} until ${formatDateTime(endsAt)}`;
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the action was about, in a few words (the post's title or the comment's start). */
export function subjectOf(node: { postTitle?: string | null; commentExcerpt?: string | null }): string | null {
  if (node.commentExcerpt) return `Comment: “${node.commentExcerpt.slice(0, 120)}${node.commentExcerpt.length > 120 ? '…' : ''}”`;
  if (node.postTitle) return `Post: “${node.postTitle}”`;
  return null;
}
