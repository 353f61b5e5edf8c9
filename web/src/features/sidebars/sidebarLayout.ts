// Where the sidebars and the feed's suggestion boxes go (content spec §2 'Sidebars', §9 'Sidebars
// and suggestions'): what the shell and the feed need to lay out a page before the sidebars' own
// code (sidebarRules.ts) has loaded.

/** Large screens show the left sidebar; extra-large ones the right one too. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';
export const XL_SCREEN_QUERY = '(min-width: 1280px)';

/** The boxes in the feed: communities after the 2nd post, members after the 5th. */
const SUGGESTED_COMMUNITIES_AFTER_INDEX = 1;
const SUGGESTED_MEMBERS_AFTER_INDEX = 4;

/** The feed's suggestion box after the post at `index` (0-based), if any. */
export function suggestionAfter(index: number): 'communities' | 'members' | null {
  if (index === SUGGESTED_COMMUNITIES_AFTER_INDEX) return 'communities';
  if (index === SUGGESTED_MEMBERS_AFTER_INDEX) return 'members';
  return null;
}
