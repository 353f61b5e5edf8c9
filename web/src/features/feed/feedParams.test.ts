import { describe, expect, it } from 'vitest';
import {
  feedKey,
  feedVariables,
  readFeedTab,
  withFeedTab,
  sameFeedUrl,
  filterLabel,
  hasFeedFilters,
  homeUrl,
  readFeedFilters,
  withComposer,
  withFilter,
  withSearch,
  withSort,
  withoutFilters,
} from './feedParams';

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
    expect(readFeedTab(p('feed=polls'))).toBe('polls');
    expect(readFeedTab(p('feed=all'))).toBe('all');
    expect(readFeedTab(p(''))).toBe('all');
    expect(feedVariables(p('feed=polls'))).toMatchObject({ postType: 'POLL', withTopSlots: false, withFeaturedPoll: false });
    expect(feedVariables(p(''))).toMatchObject({ postType: null, withTopSlots: true, withFeaturedPoll: true });
    expect(feedVariables(p('tag=wages')).withFeaturedPoll).toBe(false);
    expect(feedVariables(p('search=strike')).withFeaturedPoll).toBe(false);
    const filters = readFeedFilters(p(''));
    expect(feedKey(filters, 'polls')).not.toBe(feedKey(filters));
    expect(feedKey(filters, 'all')).toBe(feedKey(filters));
  });

  it('switches tabs keeping the rest', () => {
    expect(homeUrl(withFeedTab(p('search=pay&create=true'), 'polls'))).toBe('/?search=pay&feed=polls');
    expect(homeUrl(withFeedTab(p('feed=polls&sort=newest'), 'all'))).toBe('/?sort=newest');
  });

  it('ignores an unknown sort', () => {
    expect(readFeedFilters(p('sort=loudest')).sort).toBe('POPULAR');
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
