// Poll totals as everyone may see them: counts and percentages, never who voted for what.
import { isPollExpired } from './expiry.ts';

/** Totals of a poll as everyone may see them: never who voted for what. */
export interface PollResultsPayload {
  postId: number;
  totalVotes: number;
  isExpired: boolean;
  expiresAt: string | null;
  options: { optionId: number; index: number; text: string; voteCount: number; percentage: number }[];
  /** The poll's duration choice (so subscribers need no query for it). */
  votingDurationHours?: number | null;
  /** Whether the poll was the featured (feed) poll when the vote was counted. */
  isFeatured?: boolean;
}

/** A poll with the visible totals, what the Poll type of the schema and REST present. */
export interface PollView extends PollResultsPayload {
  votingDurationHours: number | null;
  /** Known when the publisher or loader computed it; resolved lazily otherwise. */
  isFeatured?: boolean;
  /** The viewer's option index when already loaded (undefined: not loaded; null: no vote). */
  viewerVote?: number | null;
}

export interface PollPostColumns {
  id: number;
  totalVotes: number;
  expiresAt: Date | null;
  votingDurationHours: number | null;
}
export interface PollOptionColumns {
  id: number;
  optionIndex: number;
  optionText: string;
  voteCount: number;
}

/**
 * Whole-number percentages: each option's share rounded, the last option takes the remainder so
 * the sum is exactly 100 (all 0 without votes). Should the rounded shares before the last already
 * exceed 100, the excess is taken from the options rounded up the most, so none goes negative.
 */
export function pollPercentages(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0 || counts.length === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const rounded = exact.map((x) => Math.round(x));
  const head = rounded.slice(0, -1).reduce((sum, n) => sum + n, 0);
  rounded[rounded.length - 1] = 100 - head;
  let excess = -rounded[rounded.length - 1]!;
  if (excess > 0) {
    rounded[rounded.length - 1] = 0;
    const byRoundUp = exact
      .slice(0, -1)
      .map((x, i) => ({ i, up: rounded[i]! - x }))
      .sort((a, b) => b.up - a.up);
    for (let k = 0; excess > 0; k = (k + 1) % byRoundUp.length) {
      const { i } = byRoundUp[k]!;
      if (rounded[i]! > 0) {
        rounded[i]! -= 1;
        excess -= 1;
      }
    }
  }
  return rounded;
}

/** The shared totals of a poll (the payload published to every subscriber). */
export function pollResults(post: PollPostColumns, options: PollOptionColumns[], now = new Date()): PollResultsPayload {
  const sorted = [...options].sort((a, b) => a.optionIndex - b.optionIndex);
  const percentages = pollPercentages(sorted.map((o) => o.voteCount));
  return {
    postId: post.id,
    totalVotes: post.totalVotes,
    isExpired: isPollExpired(post.expiresAt, now),
    expiresAt: post.expiresAt?.toISOString() ?? null,
    votingDurationHours: post.votingDurationHours,
    options: sorted.map((o, n) => ({ optionId: o.id, index: o.optionIndex, text: o.optionText, voteCount: o.voteCount, percentage: percentages[n]! })),
  };
}

export function pollView(post: PollPostColumns, options: PollOptionColumns[], extra: { isFeatured?: boolean; viewerVote?: number | null } = {}): PollView {
  return { ...pollResults(post, options), votingDurationHours: post.votingDurationHours, ...extra };
}
