// The totals a poll vote makes at once (the vote's optimistic response, content spec §4 'Poll'):
// percentages rounded, the last option taking the remainder.
import { hasMomentum } from './pollRules';

/**
 * Percentages of each option in index order: rounded, and the last option takes what is
 * left so the sum is 100 (never below 0). All 0 when nobody has voted.
 */
export function pollPercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0 || counts.length === 0) return counts.map(() => 0);
  const rounded = counts.map((n) => Math.round((n * 100) / total));
  const head = rounded.slice(0, -1).reduce((sum, n) => sum + n, 0);
  rounded[rounded.length - 1] = Math.max(0, 100 - head);
  return rounded;
}

/** A poll's totals as PollTotals_poll selects them. */
export interface PollTotals {
  readonly id: string;
  readonly totalVotes: number;
  readonly isExpired: boolean;
  readonly momentum: boolean;
  readonly options: ReadonlyArray<{ readonly id: string; readonly index: number; readonly voteCount: number; readonly percentage: number }>;
}

/** The totals once one more vote for the option numbered `optionIndex` is in. */
export function totalsWithVote(poll: PollTotals, optionIndex: number): PollTotals {
  const counts = poll.options.map((o) => o.voteCount + (o.index === optionIndex ? 1 : 0));
  const percentages = pollPercentages(counts);
  return {
    id: poll.id,
    totalVotes: poll.totalVotes + 1,
    isExpired: poll.isExpired,
    momentum: hasMomentum(poll.totalVotes + 1),
    options: poll.options.map((o, i) => ({ id: o.id, index: o.index, voteCount: counts[i]!, percentage: percentages[i]! })),
  };
}
