// Engagement rate of a reported short video (content spec §9): (likes + shares + comments) /
// views as a percent with one decimal; no views reads 0.0%.

export interface EngagementCounts {
  views: number;
  likes: number;
  shares: number;
  comments: number;
}

export function engagementRate({ views, likes, shares, comments }: EngagementCounts): string {
  if (!(views > 0)) return '0.0%';
  return `${(((likes + shares + comments) / views) * 100).toFixed(1)}%`;
}
