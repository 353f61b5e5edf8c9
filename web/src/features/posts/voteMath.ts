// Post and comment votes (content spec §4 "Post vote", "Comment"): pressing the direction
// already chosen clears the vote (null); the score changes optimistically and is then
// replaced by the server's score and viewerVote.

export type Vote = 'UP' | 'DOWN';
/** A vote as read from the API (generated enums allow unknown future values). */
type VoteLike = string | null | undefined;

const weight = (vote: VoteLike): number => (vote === 'UP' ? 1 : vote === 'DOWN' ? -1 : 0);

/** What to send when `pressed` is clicked while `current` is the viewer's vote. */
export function nextVote(current: VoteLike, pressed: Vote): Vote | null {
  return current === pressed ? null : pressed;
}

/**
 * The score to show until the server answers: up +1, down -1 (a switch from up to down is
 * -2), clearing takes the vote back; never below 0.
 */
export function optimisticScore(score: number, current: VoteLike, next: Vote | null): number {
  return Math.max(0, score + weight(next) - weight(current));
}

/** Up and down vote counts after the change (kept consistent with the score). */
export function optimisticCounts(
  counts: { upvotes: number; downvotes: number },
  current: VoteLike,
  next: Vote | null,
): { upvotes: number; downvotes: number } {
  let { upvotes, downvotes } = counts;
  if (current === 'UP') upvotes -= 1;
  if (current === 'DOWN') downvotes -= 1;
  if (next === 'UP') upvotes += 1;
  if (next === 'DOWN') downvotes += 1;
  return { upvotes: Math.max(0, upvotes), downvotes: Math.max(0, downvotes) };
}

/** A comment like toggles the up vote (comments take no down votes). */
export function nextCommentVote(current: VoteLike): Vote | null {
  return current === 'UP' ? null : 'UP';
}
