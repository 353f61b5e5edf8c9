// Engagement rate of a reported short video (content spec §9): the server computes (likes +
// shares + comments) / views in percent (0 without views); the client shows one decimal.

export function formatEngagementRate(percent: number): string {
  return `${(Number.isFinite(percent) ? percent : 0).toFixed(1)}%`;
}
