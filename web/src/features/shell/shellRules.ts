// Small rules of the top bar and bottom bar, kept pure so they can be tested.

export const MOBILE_MAX_WIDTH = 768;
export const HIDE_BAR_AFTER_PX = 40;

export type CreatePostAction = { type: 'navigate'; to: string } | { type: 'openComposer' };

/**
 * Create Post (spec §2): guests go to /register, signed-in members off home go to
 * /?create=true, and on home it opens the composer (adds create=true to the feed's address).
 */
export function createPostAction(isAuthenticated: boolean, pathname: string): CreatePostAction {
  if (!isAuthenticated) return { type: 'navigate', to: '/register?next=%2F%3Fcreate%3Dtrue' };
  if (pathname !== '/') return { type: 'navigate', to: '/?create=true' };
  return { type: 'openComposer' };
}

/** Community pages are part of Explore (spec §2): the directory, /c/{slug}, coffee, private channels, invites. */
export function isExploreSection(pathname: string): boolean {
  return ['/explore', '/c/', '/communities/', '/private-channels', '/join/'].some((prefix) => pathname.startsWith(prefix));
}

/** The home address with the composer open, keeping the feed's parameters. */
export function composerUrl(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.set('create', 'true');
  return `/?${next.toString()}`;
}

/** 'Clear Filters' replaces Home when a category or a search text is active. */
export function hasActiveFilters(search: URLSearchParams): boolean {
  return (search.get('category') ?? '').trim() !== '' || (search.get('search') ?? '').trim() !== '';
}

/** The home URL with the category reset to All and the search cleared. */
export function clearedFiltersUrl(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete('category');
  next.delete('search');
  const query = next.toString();
  return query ? `/?${query}` : '/';
}

/** Whether the mobile top bar should be hidden after a scroll from `previousY` to `y`. */
export function nextBarHidden(previousY: number, y: number, hidden: boolean, isMobile: boolean): boolean {
  if (!isMobile || y <= HIDE_BAR_AFTER_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}
