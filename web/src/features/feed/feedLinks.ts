// How the feed's controls change the home address (feedParams.ts reads it), and what the
// filter controls say. Apart from feedParams so the entry, which reads the address for the
// route's query, does not carry them.
import { FILTER_KEYS, cleanParam, type FeedSort, type FeedTabId, type FilterKey, type TopicKey } from './feedParams';

const TOPIC_KEYS: readonly TopicKey[] = ['category', 'tag', 'campaign'];
export const SORT_OPTIONS: { value: FeedSort; label: string }[] = [
  { value: 'POPULAR', label: 'Popular' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
];

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
  const text = cleanParam(value);
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
  const text = cleanParam(search);
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
