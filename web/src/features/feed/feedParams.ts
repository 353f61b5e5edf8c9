// The home feed's query parameters (content spec §2, §4 'Feed modes'): tag, sector,
// category, campaign, search, create=true (opens the composer), feed=all (forces All), and
// sort (our addition, so a sorted feed can be linked and reloaded), feed=polls (the Polls
// tab), the My Feed start rule. Picking a category, tag or campaign clears the other two.

export type FeedSort = 'POPULAR' | 'NEWEST' | 'OLDEST';
export type TopicKey = 'category' | 'tag' | 'campaign';
export type FilterKey = TopicKey | 'sector';

export const FEED_PAGE_SIZE = 20;
export const TOPIC_KEYS: readonly TopicKey[] = ['category', 'tag', 'campaign'];
export const FILTER_KEYS: readonly FilterKey[] = ['sector', 'category', 'tag', 'campaign'];
export const SORT_OPTIONS: { value: FeedSort; label: string }[] = [
  { value: 'POPULAR', label: 'Popular' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
];

export interface FeedFilters {
  sort: FeedSort;
  sector: string | null;
  tag: string | null;
  campaign: string | null;
  category: string | null;
  search: string | null;
}

const clean = (value: string | null): string | null => {
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
    sector: clean(params.get('sector')),
    tag: clean(params.get('tag')),
    campaign: clean(params.get('campaign')),
    category: clean(params.get('category')),
    search: clean(params.get('search')),
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

/**
 * Switches tab, keeping search, filters and sort where the tab has them: My Feed has no filters
 * (it is the plain address), All is feed=all while My Feed is offered (else the plain address).
 */
export function withFeedTab(params: URLSearchParams, tab: FeedTabId, myFeedShown = false): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('create');
  if (tab === 'my') {
    for (const key of [...FILTER_KEYS, 'search', 'feed']) next.delete(key);
  } else if (tab === 'polls') next.set('feed', 'polls');
  else if (myFeedShown) next.set('feed', 'all');
  else next.delete('feed');
  return next;
}

/**
 * Keeps the All tab when the filter controls change the address (clearing the last filter on All
 * must not move the member to My Feed).
 */
export function keepingTab(params: URLSearchParams, tab: FeedTabId, myFeedShown: boolean): URLSearchParams {
  if (tab !== 'all' || !myFeedShown) return params;
  const next = new URLSearchParams(params);
  next.set('feed', 'all');
  return next;
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

function toSearch(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** Sets (or, with null, removes) one filter; a topic clears the other two topics. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('create');
  if ((TOPIC_KEYS as readonly string[]).includes(key) && value) {
    for (const other of TOPIC_KEYS) if (other !== key) next.delete(other);
  }
  const text = clean(value);
  if (text) next.set(key, text);
  else next.delete(key);
  return next;
}

/** 'All Posts' in the filter dropdown: no sector, category, tag or campaign (search stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('create');
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

export function withSort(params: URLSearchParams, sort: FeedSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('create');
  if (sort === 'POPULAR') next.delete('sort');
  else next.set('sort', sort.toLowerCase());
  return next;
}

export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = clean(search);
  if (text) next.set('search', text);
  else next.delete('search');
  return next;
}

/** Opens (or closes) the composer, keeping the feed's other parameters. */
export function withComposer(params: URLSearchParams, open: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (open) next.set('create', 'true');
  else next.delete('create');
  return next;
}

export function homeUrl(params: URLSearchParams): string {
  return toSearch(params);
}

export interface FilterLabels {
  categories: readonly { slug: string; name: string }[];
  sectors: readonly { slug: string; name: string }[];
  campaigns: readonly { id: string; name: string }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What a filter chip says: names from the taxonomy when the value is a slug or an id. */
export function filterLabel(key: FilterKey, value: string, labels: FilterLabels): string {
  if (key === 'tag') return `#${value}`;
  if (key === 'campaign') return labels.campaigns.find((c) => same(c.id, value))?.name ?? value;
  if (key === 'category') {
    return (
      labels.categories.find((c) => same(c.slug, value) || same(c.name, value))?.name ??
      labels.sectors.find((s) => same(s.slug, value) || same(s.name, value))?.name ??
      value
    );
  }
  return labels.sectors.find((s) => same(s.slug, value) || same(s.name, value))?.name ?? value;
}

/**
 * The sector a sector or category filter names, by its taxonomy name (what a sector follow
 * stores); null for a topical category, which cannot be followed.
 */
export function sectorOf(key: FilterKey, value: string, labels: FilterLabels): string | null {
  if (key !== 'sector' && key !== 'category') return null;
  return labels.sectors.find((s) => same(s.slug, value) || same(s.name, value))?.name ?? null;
}

export const FILTER_KIND_LABELS: Record<FilterKey, string> = {
  sector: 'Sector',
  category: 'Category',
  tag: 'Tag',
  campaign: 'Campaign',
};
