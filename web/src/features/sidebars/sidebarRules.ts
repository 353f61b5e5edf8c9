// The sidebars' numbers and fixed texts (content spec §2 'Sidebars', §7, §9 'Feed and refresh',
// 'Sidebars and suggestions'); where they go on the page is in sidebarLayout.ts.
import { formatCount } from '../../ui/format';

export const TRENDING_COUNT = 3;
export const MY_COMMUNITIES_COUNT = 5;
export const ACTIVE_CAMPAIGNS_COUNT = 5;
export const POPULAR_TOPICS_COUNT = 5;
export const SUGGESTED_COMMUNITIES_COUNT = 6;
export const SUGGESTED_MEMBERS_COUNT = 3;

const MINUTE = 60_000;
export const TRENDING_REFRESH_MS = 5 * MINUTE;
export const POPULAR_TOPICS_REFRESH_MS = 10 * MINUTE;

export const TRENDING_FAILED = 'Failed to load trending posts';
export const COMMUNITIES_FAILED = 'Failed to load your communities';
export const CAMPAIGNS_FAILED = 'Failed to load campaigns';

/** What Popular Topics shows when it cannot be loaded (spec §7: fixed sample topics and sectors). */
export const SAMPLE_POPULAR = {
  topics: ['wages', 'scheduling', 'safety', 'organizing', 'tips'],
  sectors: ['Retail', 'Healthcare', 'Coffee & Barista', 'Food Service', 'Tech'],
} as const;

/** The Resources box's three external links (spec §2). */
export const RESOURCE_LINKS = [
  { href: 'https://striketracker.ilr.cornell.edu/', title: 'Labor Action Tracker', description: 'Strikes and protests across the US, as they happen.' },
  { href: 'https://www.jwj.org/', title: 'Jobs With Justice', description: 'Community and labor coalitions working together near you.' },
  {
    href: 'https://www.nlrb.gov/about-nlrb/rights-we-protect/your-rights/employee-rights',
    title: 'NLRB: employee rights',
    description: 'What the labor board protects when you act together with coworkers.',
  },
] as const;

export function viewAllCommunitiesLabel(total: number): string {
  return `View all ${formatCount(total)} communities`;
}

export function followersLabel(count: number): string {
  return count === 1 ? '1 follower' : `${formatCount(count)} followers`;
}
