// The mobile slide-out menu on home (shell spec §2): accordions Topical Channels (with All
// Topics), Campaigns (the campaigns, with their industries) and Affiliation (the sectors a
// member works in); each entry picks that filter in the home feed. docs/decisions.md 'Mobile
// slide-out menu' says which taxonomy list feeds which section.
import { readFeedFilters, type FilterKey } from './feedParams';
import { homeUrl, withFilter } from './feedLinks';

export type TopicsMenuSection = 'topics' | 'campaigns' | 'affiliation';

export interface TopicsMenuEntry {
  /** The feed filter the entry sets, and its value (null: All Topics, no category). */
  key: FilterKey;
  value: string | null;
  label: string;
  detail?: string;
}

export interface TopicsMenuTaxonomy {
  categories: readonly { slug: string; name: string }[];
  campaigns: readonly { id: string; name: string; industry: string }[];
  sectors: readonly { name: string }[];
}

export const TOPICS_MENU_SECTIONS: { id: TopicsMenuSection; title: string }[] = [
  { id: 'topics', title: 'Topical Channels' },
  { id: 'campaigns', title: 'Campaigns' },
  { id: 'affiliation', title: 'Affiliation' },
];

export const ALL_TOPICS_LABEL = 'All Topics';

export function topicsMenuEntries(
  taxonomy: TopicsMenuTaxonomy,
  industryLabel: (industry: string) => string,
): Record<TopicsMenuSection, TopicsMenuEntry[]> {
  return {
    topics: [
      { key: 'category', value: null, label: ALL_TOPICS_LABEL },
      ...taxonomy.categories.map((c) => ({ key: 'category' as const, value: c.slug, label: c.name })),
    ],
    campaigns: taxonomy.campaigns.map((c) => ({ key: 'campaign' as const, value: c.id, label: c.name, detail: industryLabel(c.industry) })),
    affiliation: taxonomy.sectors.map((s) => ({ key: 'sector' as const, value: s.name, label: s.name })),
  };
}

/** Whether the address shows the entry's filter (All Topics: no category). */
export function isEntryActive(params: URLSearchParams, entry: TopicsMenuEntry): boolean {
  const current = readFeedFilters(params)[entry.key];
  if (entry.value === null) return current === null;
  return current !== null && current.toLowerCase() === entry.value.toLowerCase();
}

/** The home address after picking the entry: its filter set (a topic clears the other topics), the rest kept. */
export function topicsMenuHref(params: URLSearchParams, entry: TopicsMenuEntry): string {
  return homeUrl(withFilter(params, entry.key, entry.value));
}
