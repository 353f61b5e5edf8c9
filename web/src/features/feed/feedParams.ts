// The home feed's query parameters (content spec §2, §4 'Feed modes'): tag, sector,
// category, campaign, search, create=true (opens the composer), feed=all (forces All), and
// sort (our addition, so a sorted feed can be linked and reloaded), feed=polls (the Polls
// tab), the My Feed start rule. Picking a category, tag or campaign clears the other two.

export type FeedSort = 'POPULAR' | 'NEWEST' | 'OLDEST';
export type TopicKey = 'category' | 'tag' | 'campaign';
export type FilterKey = TopicKey | 'sector';

export const FEED_PAGE_SIZE = 20;
export const FILTER_KEYS: readonly FilterKey[] = ['sector', 'category', 'tag', 'campaign'];

export interface FeedFilters {
  sort: FeedSort;
  sector: string | null;
  tag: string | null;
  campaign: string | null;
  category: string | null;
  search: string | null;
}

/** A parameter's text with spaces collapsed; null when empty. */
export const cleanParam = (value: string | null): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
};

export function readSort(value: string | null): FeedSort {
  const upper = (value ?? '').trim().toUpperCase();
  return upper === 'NEWEST' || upper === 'OLDEST' ? upper : 'POPULAR';
}

export function readFeedFilters(params: URLSearchParams): FeedFilters {
  return {
    sort: readSort(params.get('sort')),
    sector: cleanParam(params.get('sector')),
    tag: cleanParam(params.get('tag')),
    campaign: cleanParam(params.get('campaign')),
    category: cleanParam(params.get('category')),
    search: cleanParam(params.get('search')),
  };
}

/** The feed tabs: My Feed (signed-in members, when allowed), All and Polls. */
export type FeedTabId = 'my' | 'all' | 'polls';

/** The tab the address names: feed=polls, feed=all; null when it names none (the start rule decides). */
export function readRequestedTab(params: URLSearchParams): Exclude<FeedTabId, 'my'> | null {
  const value = (params.get('feed') ?? '').trim().toLowerCase();
  return value === 'polls' ? 'polls' : value === 'all' ? 'all' : null;
}

export interface MyFeedRule {
  signedIn: boolean;
  /** The 'feed hide my feed until follow' flag. */
  hideUntilFollow: boolean;
  /** The 'min follows' flag (spec §9: default 1). */
  minFollows: number;
  followCount: number;
}

/** Whether the My Feed tab shows: signed in, and (with the flag on) following at least the minimum. */
export function isMyFeedAllowed(rule: MyFeedRule): boolean {
  return rule.signedIn && (!rule.hideUntilFollow || rule.followCount >= rule.minFollows);
}

/**
 * The start rule (content spec §4 'Feed modes'): a signed-in member starts in My Feed when it is
 * allowed, no filter or search is set and feed=all is absent; otherwise All (or Polls, when asked).
 */
export function resolveFeedTab(params: URLSearchParams, myFeedAllowed: boolean): FeedTabId {
  const requested = readRequestedTab(params);
  if (requested) return requested;
  return myFeedAllowed && !hasFeedFilters(readFeedFilters(params)) ? 'my' : 'all';
}

export interface FeedSession {
  signedIn: boolean;
  /** What the last load said about My Feed for this member (the device's guess; true when unknown). */
  myFeedLikely: boolean;
}

/**
 * The variables of the home feed query for these parameters. The route loader cannot know yet
 * whether My Feed is allowed (the flags and the follow count come with the query), so it loads the
 * feed the device expects; the page loads again in the rare case the guess was wrong.
 */
export function feedVariables(params: URLSearchParams, session: FeedSession = { signedIn: false, myFeedLikely: false }) {
  const filters = readFeedFilters(params);
  const tab = resolveFeedTab(params, session.signedIn && session.myFeedLikely);
  const plain = !hasFeedFilters(filters);
  return {
    count: FEED_PAGE_SIZE,
    sort: filters.sort,
    sector: filters.sector,
    tag: filters.tag,
    campaign: filters.campaign,
    category: filters.category,
    search: filters.search,
    postType: tab === 'polls' ? ('POLL' as const) : null,
    withMyFeed: tab === 'my',
    withFeed: tab !== 'my',
    // Top picks and the weekly poll card: on the All tab when no filter or search is set; also
    // loaded with My Feed, which falls back to All when it turns out not to be allowed.
    withTopSlots: plain && tab !== 'polls',
    withFeaturedPoll: plain && tab !== 'polls',
  };
}

/**
 * True when two home addresses show the same feed: they differ at most in the composer
 * parameter (create=true). Other navigations (even to the same address) load again.
 */
export function sameFeedUrl(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('create');
    params.sort();
    return params.toString();
  };
  return a.search !== b.search && strip(a) === strip(b);
}

/** A key naming one feed (for the cached snapshot). */
export function feedKey(filters: FeedFilters, tab: FeedTabId = 'all'): string {
  if (tab === 'my') return JSON.stringify([filters.sort, 'my']);
  const key = [filters.sort, filters.sector, filters.tag, filters.campaign, filters.category, filters.search];
  return JSON.stringify(tab === 'all' ? key : [...key, tab]);
}

/** True when a filter or a search narrows the feed. */
export function hasFeedFilters(filters: FeedFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== null) || filters.search !== null;
}
