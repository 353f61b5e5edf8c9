// A community's address and /explore's (content spec §2 /explore, /c/{slug}), with the page sizes
// the routes' queries take: what the router and a feed card need of communities, apart from the
// rules of the community pages and forms (communityRules.ts).

/** Private communities listed on /private-channels (the directory's largest page). */
export const PRIVATE_CHANNELS_COUNT = 100;

/** Members shown per page on a community's page. */
export const MEMBERS_PAGE_SIZE = 20;

/** Runs of white space as one space, trimmed (as the server reads names and filters). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A community's page: private communities live under /private-channels. */
export function communityPath(community: { slug: string; isPrivate: boolean }): string {
  const slug = encodeURIComponent(community.slug);
  return community.isPrivate ? `/private-channels/${slug}` : `/c/${slug}`;
}

// ─── /explore's address ───

export interface ExploreParams {
  /** A sector slug or name; null for every category. */
  category: string | null;
  search: string | null;
  /** filter=subscribed: only the viewer's communities. */
  subscribed: boolean;
  /** createCommunity=true: the create dialog is open. */
  create: boolean;
}

export const EXPLORE_PAGE_SIZE = 24;
const clean = (value: string | null) => {
  const text = oneLine(value ?? '');
  return text === '' ? null : text;
};

export function readExploreParams(params: URLSearchParams): ExploreParams {
  const category = clean(params.get('category'));
  return {
    category: category && category.toLowerCase() !== 'all' ? category : null,
    search: clean(params.get('search')),
    subscribed: (params.get('filter') ?? '').trim().toLowerCase() === 'subscribed',
    create: params.get('createCommunity') === 'true',
  };
}

/** /explore with these parameters (the defaults left out). */
export function exploreUrl(next: ExploreParams): string {
  const params = new URLSearchParams();
  if (next.subscribed) params.set('filter', 'subscribed');
  if (next.category) params.set('category', next.category);
  if (next.search) params.set('search', next.search);
  if (next.create) params.set('createCommunity', 'true');
  const query = params.toString();
  return query ? `/explore?${query}` : '/explore';
}

/** The directory's filters as the query takes them. */
export function directoryFilters(params: URLSearchParams) {
  const { category, search, subscribed } = readExploreParams(params);
  return { category, search, filter: subscribed ? ('SUBSCRIBED' as const) : null };
}

/**
 * The page query's variables. 'My communities' needs a signed-in viewer: for guests the page
 * asks them to sign in instead of loading it (withDirectory false).
 */
export function exploreVariables(params: URLSearchParams, signedIn: boolean) {
  const filters = directoryFilters(params);
  return { count: EXPLORE_PAGE_SIZE, ...filters, withDirectory: signedIn || filters.filter === null };
}

/**
 * Whether going from one /explore address to another needs the page query again: only when
 * the directory appears or goes (a guest's 'My communities'); other changes of the filters
 * refetch the list in place, and the create dialog changes nothing.
 */
export function exploreNeedsReload(current: URL, next: URL, signedIn: boolean): boolean {
  if (current.pathname !== next.pathname) return true;
  return exploreVariables(current.searchParams, signedIn).withDirectory !== exploreVariables(next.searchParams, signedIn).withDirectory;
}
