// Content flags: the reasons, the messages and how much one member's flag weighs (Discourse-like:
// trusted members' flags count for more; an item whose open flags weigh FLAG_HIDE_THRESHOLD or
// more is hidden until an admin decides). docs/decisions.md (Flags) explains the numbers.
import type { Role } from '../../generated/prisma/enums.ts';
import { trustLevelOf, type TrustLevelLabel } from './levels.ts';

/** The server's list (spec §5's default list; 'Other' takes the member's own text). */
export const FLAG_REASONS = [
  'Spam or misleading',
  'Harassment or hate speech',
  'Contains personal information',
  'Violence or threats',
  'Sexual or explicit content',
  'Other',
] as const;

export const OTHER_REASON = 'Other';
export const FLAG_REASON_MAX = 500;
/** Removing flagged content needs a reason the author reads. */
export const REMOVAL_REASON_MAX = 500;

/** Open flag weight at which an item is hidden pending review. */
export const FLAG_HIDE_THRESHOLD = 10;

/** A flag's weight by its author's trust level; admins' flags hide at once. */
export const FLAG_WEIGHTS: Record<TrustLevelLabel | 'N/A', number> & { admin: number } = {
  admin: FLAG_HIDE_THRESHOLD,
  Excellent: 5,
  Good: 4,
  Fair: 3,
  /** Members without a score yet (new accounts before their first recomputation). */
  'N/A': 2,
  Poor: 1,
  /** Still reaches the queue for a person to read, but cannot take anything off the site. */
  'Very Poor': 0,
};

export const flagMessages = {
  loginRequired: 'You must be logged in to flag content.',
  reasonRequired: 'Please select or enter a reason for flagging.',
  reasonTooLong: `The reason must be at most ${FLAG_REASON_MAX} characters.`,
  oneTarget: 'Flag either a post or a comment.',
  ownContent: 'You cannot flag your own content.',
  notPublished: 'This content is already waiting for review.',
  thanks: 'Thank you for your report',
  alreadyFlagged: 'You have already flagged this content.',
  noOpenFlags: 'This content has no open flags.',
  decisionAction: "The decision must be 'keep' or 'remove'.",
  removalReasonRequired: 'Please give a reason for removing this content.',
  removalReasonTooLong: `The reason must be at most ${REMOVAL_REASON_MAX} characters.`,
  statusFilter: "Status must be 'open', 'reviewing', 'resolved' or 'dismissed'.",
  sortOrder: "Sort must be 'newest' or 'heaviest'.",
} as const;

/** The weight a new flag of this member carries. */
export function flagWeightOf(flagger: { role: Role; trustScore: number | null }): number {
  if (flagger.role === 'ADMIN' || flagger.role === 'GODMIN') return FLAG_WEIGHTS.admin;
  return FLAG_WEIGHTS[trustLevelOf(flagger.trustScore)];
}

/** Whether open flags of this total weight hide the item. */
export const reachesHideThreshold = (openWeight: number) => openWeight >= FLAG_HIDE_THRESHOLD;

/**
 * The reason as stored: one of the list, or the member's own text ('Other' alone is no reason).
 * Whitespace runs become one space. Throws the message to show, as a string, when refused.
 */
export function readFlagReason(value: unknown): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (!reason || reason.toLowerCase() === OTHER_REASON.toLowerCase()) return { ok: false, message: flagMessages.reasonRequired };
  if ([...reason].length > FLAG_REASON_MAX) return { ok: false, message: flagMessages.reasonTooLong };
  return { ok: true, reason };
}
