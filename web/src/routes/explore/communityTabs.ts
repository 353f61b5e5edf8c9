// The community page's address: ?tab=members or ?tab=invites (Posts when absent), kept apart
// from the page query so switching tabs loads nothing again.
import { FEED_PAGE_SIZE } from '../../features/feed/feedParams';
import { MEMBERS_PAGE_SIZE } from '../../features/communities/communityAddresses';

export type CommunityTab = 'posts' | 'members' | 'invites';

export function readCommunityTab(params: URLSearchParams): CommunityTab {
  const tab = (params.get('tab') ?? '').trim().toLowerCase();
  return tab === 'members' || tab === 'invites' ? tab : 'posts';
}

/** The same address on another tab (other parameters kept). */
export function communityTabUrl(params: URLSearchParams, tab: CommunityTab): string {
  const next = new URLSearchParams(params);
  if (tab === 'posts') next.delete('tab');
  else next.set('tab', tab);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The page query's variables for a slug. */
export function communityVariables(slug: string | undefined) {
  return { slug: (slug ?? '').trim().toLowerCase(), count: FEED_PAGE_SIZE, memberCount: MEMBERS_PAGE_SIZE };
}

/** True when two addresses show the same community page (they differ at most in the tab). */
export function sameCommunityUrl(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('tab');
    params.sort();
    return params.toString();
  };
  return a.search !== b.search && strip(a) === strip(b);
}
