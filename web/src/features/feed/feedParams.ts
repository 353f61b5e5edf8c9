// The home feed's query parameters (content spec §2, §4 'Feed modes'): tag, sector,
// category, campaign, search, create=true (opens the composer), feed=all (forces All), and
// sort (our addition, so a sorted feed can be linked and reloaded), feed=polls (the Polls
// tab). Picking a category, tag or campaign clears the other two.

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

/** The feed tabs: All and Polls (My Feed needs follows, which come later). */
export type FeedTabId = 'all' | 'polls';

/** The tab of the address: feed=polls is the Polls tab; anything else (feed=all too) is All. */
export function readFeedTab(params: URLSearchParams): FeedTabId {
  return (params.get('feed') ?? '').trim().toLowerCase() === 'polls' ? 'polls' : 'all';
}

/** Switches tab, keeping search, filters and sort. */
export function withFeedTab(params: URLSearchParams, tab: FeedTabId): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('create');
  if (tab === 'polls') next.set('feed', 'polls');
  else next.delete('feed');
  return next;
}

/** The variables of the home feed query for these parameters. */
export function feedVariables(params: URLSearchParams) {
  const filters = readFeedFilters(params);
  const tab = readFeedTab(params);
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
    withTopSlots: plain && tab === 'all',
    // The weekly poll card: on the All tab when no filter or search is set.
    withFeaturedPoll: plain && tab === 'all',
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

export const FILTER_KIND_LABELS: Record<FilterKey, string> = {
  sector: 'Sector',
  category: 'Category',
  tag: 'Tag',
  campaign: 'Campaign',
};
