import { describe, expect, it } from 'vitest';
import { ALL_TOPICS_LABEL, isEntryActive, topicsMenuEntries, topicsMenuHref } from './topicsMenu';

const taxonomy = {
  categories: [
    { slug: 'wages-pay', name: 'Wages & Pay' },
    { slug: 'healthcare', name: 'Healthcare' },
  ],
  campaigns: [{ id: 'baristas-united', name: 'Baristas United', industry: 'coffee' }],
  sectors: [{ name: 'Retail' }, { name: 'Tech' }],
};

describe('topicsMenuEntries', () => {
  it('lists All Topics then the categories, the campaigns with their industry, and the sectors', () => {
    const entries = topicsMenuEntries(taxonomy, (industry) => `Industry ${industry}`);
    expect(entries.topics.map((e) => e.label)).toEqual([ALL_TOPICS_LABEL, 'Wages & Pay', 'Healthcare']);
    expect(entries.topics[0]).toMatchObject({ key: 'category', value: null });
    expect(entries.campaigns).toEqual([{ key: 'campaign', value: 'baristas-united', label: 'Baristas United', detail: 'Industry coffee' }]);
    expect(entries.affiliation.map((e) => [e.key, e.value])).toEqual([
      ['sector', 'Retail'],
      ['sector', 'Tech'],
    ]);
  });
});

describe('topicsMenuHref', () => {
  const entries = topicsMenuEntries(taxonomy, (i) => i);

  it('picks a category, clearing the tag and campaign but keeping search and sort', () => {
    const params = new URLSearchParams('tag=union&campaign=x&search=breaks&sort=newest&create=true');
    expect(topicsMenuHref(params, entries.topics[1]!)).toBe('/?search=breaks&sort=newest&category=wages-pay');
  });

  it('All Topics removes the category', () => {
    expect(topicsMenuHref(new URLSearchParams('category=healthcare&sector=Retail'), entries.topics[0]!)).toBe('/?sector=Retail');
  });

  it('sets a sector or a campaign, keeping the tab the address names', () => {
    expect(topicsMenuHref(new URLSearchParams('feed=all'), entries.affiliation[0]!)).toBe('/?feed=all&sector=Retail');
    expect(topicsMenuHref(new URLSearchParams('category=healthcare'), entries.campaigns[0]!)).toBe('/?campaign=baristas-united');
  });
});

describe('isEntryActive', () => {
  const entries = topicsMenuEntries(taxonomy, (i) => i);
  it('marks the entry the address shows', () => {
    expect(isEntryActive(new URLSearchParams('category=Healthcare'), entries.topics[2]!)).toBe(true);
    expect(isEntryActive(new URLSearchParams('category=healthcare'), entries.topics[0]!)).toBe(false);
    expect(isEntryActive(new URLSearchParams(), entries.topics[0]!)).toBe(true);
  });
});
