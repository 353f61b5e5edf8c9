import { describe, expect, it } from 'vitest';
import { feedKey, feedVariables, isMyFeedAllowed, readRequestedTab, resolveFeedTab, sameFeedUrl, hasFeedFilters, readFeedFilters } from './feedParams';
import { keepingTab, sectorOf, withFeedTab, filterLabel, homeUrl, withComposer, withFilter, withSearch, withSort, withoutFilters } from './feedLinks';

const p = (query: string) => new URLSearchParams(query);

describe('reading the parameters', () => {
  it('defaults to the popular, unfiltered feed', () => {
    expect(readFeedFilters(p(''))).toEqual({ sort: 'POPULAR', sector: null, tag: null, campaign: null, category: null, search: null });
    expect(feedVariables(p('feed=all&create=true'))).toMatchObject({ count: 20, sort: 'POPULAR', withTopSlots: true });
  });

  it('reads filters, trimming blanks away', () => {
    const filters = readFeedFilters(p('tag=%20wages%20&search=%20%20&sort=newest&sector=Tech'));
    expect(filters).toMatchObject({ tag: 'wages', search: null, sort: 'NEWEST', sector: 'Tech' });
    expect(hasFeedFilters(filters)).toBe(true);
    expect(feedVariables(p('search=heat')).withTopSlots).toBe(false);
  });

  it('reads the Polls tab and its feed variables', () => {
    expect(readRequestedTab(p('feed=polls'))).toBe('polls');
    expect(readRequestedTab(p('feed=all'))).toBe('all');
    expect(readRequestedTab(p(''))).toBeNull();
    expect(feedVariables(p('feed=polls'))).toMatchObject({ postType: 'POLL', withTopSlots: false, withFeaturedPoll: false, withFeed: true, withMyFeed: false });
    expect(feedVariables(p(''))).toMatchObject({ postType: null, withTopSlots: true, withFeaturedPoll: true, withFeed: true, withMyFeed: false });
    expect(feedVariables(p('tag=wages')).withFeaturedPoll).toBe(false);
    expect(feedVariables(p('search=strike')).withFeaturedPoll).toBe(false);
    const filters = readFeedFilters(p(''));
    expect(feedKey(filters, 'polls')).not.toBe(feedKey(filters));
    expect(feedKey(filters, 'all')).toBe(feedKey(filters));
    expect(feedKey(filters, 'my')).not.toBe(feedKey(filters));
  });

  it('switches tabs keeping the rest', () => {
    expect(homeUrl(withFeedTab(p('search=pay&create=true'), 'polls'))).toBe('/?search=pay&feed=polls');
    expect(homeUrl(withFeedTab(p('feed=polls&sort=newest'), 'all'))).toBe('/?sort=newest');
    // With My Feed offered, All is feed=all and My Feed the plain address (filters and search go).
    expect(homeUrl(withFeedTab(p('feed=polls&sort=newest'), 'all', true))).toBe('/?feed=all&sort=newest');
    expect(homeUrl(withFeedTab(p('feed=all&tag=wages&search=x&sort=newest&create=true'), 'my', true))).toBe('/?sort=newest');
  });

  it('ignores an unknown sort', () => {
    expect(readFeedFilters(p('sort=loudest')).sort).toBe('POPULAR');
  });
});

describe('the My Feed start rule (spec §4)', () => {
  const rule = { signedIn: true, hideUntilFollow: true, minFollows: 1, followCount: 1 };

  it('offers My Feed to signed-in members, after the minimum follows when the flag says so', () => {
    expect(isMyFeedAllowed(rule)).toBe(true);
    expect(isMyFeedAllowed({ ...rule, followCount: 0 })).toBe(false);
    expect(isMyFeedAllowed({ ...rule, followCount: 0, hideUntilFollow: false })).toBe(true);
    expect(isMyFeedAllowed({ ...rule, minFollows: 3, followCount: 2 })).toBe(false);
    expect(isMyFeedAllowed({ ...rule, minFollows: 0, followCount: 0 })).toBe(true);
    expect(isMyFeedAllowed({ ...rule, signedIn: false, hideUntilFollow: false })).toBe(false);
  });

  it('starts in My Feed when allowed, with no filter or search and without feed=all', () => {
    expect(resolveFeedTab(p(''), true)).toBe('my');
    expect(resolveFeedTab(p('sort=newest&create=true'), true)).toBe('my');
    expect(resolveFeedTab(p('feed=all'), true)).toBe('all');
    expect(resolveFeedTab(p('feed=polls'), true)).toBe('polls');
    for (const filter of ['tag=wages', 'sector=Retail', 'category=safety-health', 'campaign=baristas-united', 'search=heat']) {
      expect(resolveFeedTab(p(filter), true)).toBe('all');
    }
    expect(resolveFeedTab(p(''), false)).toBe('all');
  });

  it('loads the feed the device expects', () => {
    const member = { signedIn: true, myFeedLikely: true };
    expect(feedVariables(p(''), member)).toMatchObject({ withMyFeed: true, withFeed: false, withTopSlots: true, withFeaturedPoll: true });
    expect(feedVariables(p(''), { ...member, myFeedLikely: false })).toMatchObject({ withMyFeed: false, withFeed: true });
    expect(feedVariables(p('tag=wages'), member)).toMatchObject({ withMyFeed: false, withFeed: true });
    expect(feedVariables(p(''), { signedIn: false, myFeedLikely: true })).toMatchObject({ withMyFeed: false, withFeed: true });
  });

  it('keeps the All tab when its filters change', () => {
    expect(homeUrl(keepingTab(p(''), 'all', true))).toBe('/?feed=all');
    expect(homeUrl(keepingTab(p('tag=a'), 'all', false))).toBe('/?tag=a');
    expect(homeUrl(keepingTab(p('tag=a'), 'my', true))).toBe('/?tag=a');
  });
});

describe('changing the parameters', () => {
  it('picking a category, tag or campaign clears the other two', () => {
    expect(homeUrl(withFilter(p('tag=wages&campaign=x&sector=Tech'), 'category', 'safety-health'))).toBe('/?sector=Tech&category=safety-health');
    expect(homeUrl(withFilter(p('category=a&campaign=x'), 'tag', 'wages'))).toBe('/?tag=wages');
    expect(homeUrl(withFilter(p('category=a&tag=b'), 'campaign', 'baristas-united'))).toBe('/?campaign=baristas-united');
  });

  it('a sector leaves the topic alone', () => {
    expect(homeUrl(withFilter(p('tag=wages'), 'sector', 'Retail'))).toBe('/?tag=wages&sector=Retail');
  });

  it('clearing one filter keeps the others, and closes the composer', () => {
    expect(homeUrl(withFilter(p('tag=wages&sector=Retail&create=true'), 'tag', null))).toBe('/?sector=Retail');
  });

  it("'All Posts' clears every filter but keeps the search", () => {
    expect(homeUrl(withoutFilters(p('tag=a&sector=b&category=c&campaign=d&search=heat&feed=all')))).toBe('/?search=heat&feed=all');
  });

  it('sort is omitted when popular', () => {
    expect(homeUrl(withSort(p('sort=newest&tag=a'), 'POPULAR'))).toBe('/?tag=a');
    expect(homeUrl(withSort(p(''), 'OLDEST'))).toBe('/?sort=oldest');
  });

  it('sets and clears the search', () => {
    expect(homeUrl(withSearch(p('tag=a'), '  heat  stress '))).toBe('/?tag=a&search=heat+stress');
    expect(homeUrl(withSearch(p('search=x'), ' '))).toBe('/');
  });

  it('opens and closes the composer', () => {
    expect(homeUrl(withComposer(p('tag=a'), true))).toBe('/?tag=a&create=true');
    expect(homeUrl(withComposer(p('tag=a&create=true'), false))).toBe('/?tag=a');
  });
});

describe('filterLabel', () => {
  const labels = {
    categories: [{ slug: 'safety-health', name: 'Safety & Health' }],
    sectors: [{ slug: 'coffee-barista', name: 'Coffee & Barista' }],
    campaigns: [{ id: 'baristas-united', name: 'Baristas United' }],
  };
  it('names slugs and ids', () => {
    expect(filterLabel('category', 'safety-health', labels)).toBe('Safety & Health');
    expect(filterLabel('category', 'coffee-barista', labels)).toBe('Coffee & Barista');
    expect(filterLabel('campaign', 'baristas-united', labels)).toBe('Baristas United');
    expect(filterLabel('tag', 'wages', labels)).toBe('#wages');
    expect(filterLabel('sector', 'Unknown', labels)).toBe('Unknown');
  });
  it('names the sector a sector or category filter follows', () => {
    expect(sectorOf('sector', 'coffee-barista', labels)).toBe('Coffee & Barista');
    expect(sectorOf('category', 'Coffee & Barista', labels)).toBe('Coffee & Barista');
    expect(sectorOf('category', 'safety-health', labels)).toBeNull();
    expect(sectorOf('tag', 'coffee-barista', labels)).toBeNull();
  });
});

describe('sameFeedUrl', () => {
  const u = (path: string) => new URL(path, 'http://x.test');
  it('ignores opening and closing the composer', () => {
    expect(sameFeedUrl(u('/?tag=a'), u('/?tag=a&create=true'))).toBe(true);
    expect(sameFeedUrl(u('/?create=true'), u('/'))).toBe(true);
  });
  it('sees other changes, and a navigation to the very same address', () => {
    expect(sameFeedUrl(u('/?tag=a'), u('/?tag=b&create=true'))).toBe(false);
    expect(sameFeedUrl(u('/?tag=a'), u('/?tag=a'))).toBe(false);
    expect(sameFeedUrl(u('/'), u('/about'))).toBe(false);
  });
});
