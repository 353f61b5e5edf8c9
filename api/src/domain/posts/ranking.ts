// Post.hotRank, the Popular sort key. Reddit-style, so a stored value never needs a periodic
// refresh:
//
//   engagement = score + 2 * commentCount
//   hotRank    = sign(engagement) * log10(1 + |engagement|) + (createdAt - 2024-01-01) / 36 h
//
// Ordering by hotRank is ordering by log10(engagement) - age / 36 h: a post needs 10 times the
// engagement of a post 36 hours younger to rank level with it. Recomputed in the same statement
// that changes score or commentCount.

/** Reference instant of the time term (keeps the values small). */
export const HOT_RANK_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Seconds of age that weigh like a factor of 10 in engagement. */
export const HOT_RANK_DECAY_SECONDS = 36 * 3600;

export function hotRank(post: { score: number; commentCount: number; createdAt: Date }): number {
  const engagement = post.score + 2 * post.commentCount;
  // 1 + |e| so that a single vote already moves a post (log10(1) would be 0).
  const magnitude = Math.log10(1 + Math.abs(engagement));
  return Math.sign(engagement) * magnitude + (post.createdAt.getTime() - HOT_RANK_EPOCH_MS) / 1000 / HOT_RANK_DECAY_SECONDS;
}

/**
 * The same formula in SQL over the row being updated, for `UPDATE "Post" SET "hotRank" = …`.
 * Pass the SQL expressions of the new score and comment count.
 */
export function hotRankSql(score: string, commentCount: string): string {
  const engagement = `((${score}) + 2 * (${commentCount}))`;
  return `(sign(${engagement}) * log(1 + abs(${engagement})) + extract(epoch from ("createdAt" - timestamp '2024-01-01 00:00:00')) / ${HOT_RANK_DECAY_SECONDS})`;
}
