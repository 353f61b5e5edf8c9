// The platform's taxonomies (spec: content §2, §5, §9; shell §2, §9): 22 topical categories,
// 18 sectors, 18 campaign industries, the six static campaigns, predefined post tags with their
// suggestion keywords, flairs, onboarding choices and search-suggestion words. The lists live in
// ./data/*.json; this module types and freezes them and holds the rules that use them
// (post tag validation, tag suggestion, search suggestions, category filters).
import campaignIndustriesJson from './data/campaignIndustries.json' with { type: 'json' };
import campaignsJson from './data/campaigns.json' with { type: 'json' };
import categoriesJson from './data/categories.json' with { type: 'json' };
import flairsJson from './data/flairs.json' with { type: 'json' };
import onboardingJson from './data/onboarding.json' with { type: 'json' };
import searchTermsJson from './data/searchTerms.json' with { type: 'json' };
import sectorsJson from './data/sectors.json' with { type: 'json' };
import tagsJson from './data/tags.json' with { type: 'json' };
import { DomainError } from '../../lib/errors.ts';

// ---------------------------------------------------------------------------------------------
// Types

export interface Category {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Predefined tag names a filter on this category matches. */
  readonly tags: readonly string[];
  /** Sector names a filter on this category matches (empty for purely topical categories). */
  readonly sectors: readonly string[];
  /** Community subcategories (spec §9 "Category to community mapping"); only four categories have them. */
  readonly communityCategories?: readonly string[];
}

export interface Sector {
  readonly name: string;
  readonly slug: string;
}

export interface CampaignIndustry {
  readonly slug: string;
  readonly name: string;
}

export type CampaignStatus = 'active' | 'organizing';

export interface Campaign {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly longDescription: string;
  /** A campaign industry slug. */
  readonly industry: string;
  readonly status: CampaignStatus;
  /** Static sample number. */
  readonly memberCount: number;
  /** Stores, sites or hubs; static sample number. */
  readonly storeCount: number;
  readonly color: string;
  /** Year, e.g. '2021'. */
  readonly founded: string;
  readonly website: string | null;
  readonly achievements: readonly string[];
  readonly currentCampaigns: readonly string[];
}

export interface Tag {
  /** Canonical lower-case name, 2 to 30 characters. */
  readonly name: string;
  /** Shown first in the composer; the rest sit behind 'Show more tags'. */
  readonly essential: boolean;
  /** Lower-case words and phrases that suggest this tag (the name itself also counts). */
  readonly keywords: readonly string[];
}

export interface Flair {
  readonly name: string;
  readonly color: string;
}

export interface OnboardingTopic {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /** Predefined tags followed when the topic is picked. */
  readonly tags: readonly string[];
}

export interface OnboardingRegion {
  readonly id: string;
  readonly label: string;
}

export type LandingChoiceId = 'homepage' | 'polls' | 'explore' | 'create_post';

export interface LandingChoice {
  readonly id: LandingChoiceId;
  readonly label: string;
  /** Where the user goes after onboarding. */
  readonly path: string;
}

export type SearchSuggestionKind = 'campaign' | 'topic' | 'group' | 'tag';

export interface SearchSuggestion {
  readonly kind: SearchSuggestionKind;
  /** Text shown in the list. */
  readonly label: string;
  /** Campaign id for campaigns; otherwise the search text (topic word, worker group or tag name). */
  readonly value: string;
}

// ---------------------------------------------------------------------------------------------
// Data

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function campaignStatus(status: string): CampaignStatus {
  if (status === 'active' || status === 'organizing') return status;
  throw new Error(`campaigns.json: unknown campaign status '${status}'`);
}

function landingChoiceId(id: string): LandingChoiceId {
  if (id === 'homepage' || id === 'polls' || id === 'explore' || id === 'create_post') return id;
  throw new Error(`onboarding.json: unknown landing choice '${id}'`);
}

export const categories: readonly Category[] = deepFreeze(categoriesJson.map((c) => ({ ...c })));
export const sectors: readonly Sector[] = deepFreeze(sectorsJson.map((s) => ({ ...s })));
export const campaignIndustries: readonly CampaignIndustry[] = deepFreeze(campaignIndustriesJson.map((i) => ({ ...i })));
export const campaigns: readonly Campaign[] = deepFreeze(
  campaignsJson.map((c) => ({ ...c, status: campaignStatus(c.status) })),
);
export const tags: readonly Tag[] = deepFreeze(tagsJson.map((t) => ({ ...t })));
export const essentialTags: readonly Tag[] = deepFreeze(tags.filter((t) => t.essential));
export const flairs: readonly Flair[] = deepFreeze(flairsJson.map((f) => ({ ...f })));
export const onboardingTopics: readonly OnboardingTopic[] = deepFreeze(onboardingJson.topics.map((t) => ({ ...t })));
export const onboardingRegions: readonly OnboardingRegion[] = deepFreeze(onboardingJson.regions.map((r) => ({ ...r })));
export const landingChoices: readonly LandingChoice[] = deepFreeze(
  onboardingJson.landingChoices.map((l) => ({ ...l, id: landingChoiceId(l.id) })),
);
/** The onboarding step-2 campaign choices: the six static campaigns. */
export const onboardingCampaignIds: readonly string[] = deepFreeze(campaigns.map((c) => c.id));
export const searchTopics: readonly string[] = deepFreeze([...searchTermsJson.topics]);
export const searchGroups: readonly string[] = deepFreeze([...searchTermsJson.groups]);

export const DEFAULT_SECTOR = 'General';
/** The home feed's filter dropdown (spec §2), after 'All Posts'. */
export const feedFilterSectors: readonly string[] = deepFreeze([
  'Coffee & Barista',
  'Tech',
  'Healthcare',
  'Retail',
  'Food Service',
  'Online Retail & Fulfillment',
]);

export const MAX_TAGS_PER_POST = 3;
export const CUSTOM_TAG_MIN_LENGTH = 2;
export const CUSTOM_TAG_MAX_LENGTH = 30;
export const MAX_SUGGESTED_TAGS = 4;
export const MAX_SEARCH_SUGGESTIONS = 6;

export const tagMessages = {
  notAList: 'Tags must be a list of strings',
  duplicate: 'This tag is already added',
  tooMany: 'Too many tags - maximum 3 tags allowed per post. Please remove some tags.',
  tooShort: 'Topic too short',
  tooLong: 'Topic too long',
  badCharacters: 'Tags can only contain letters, numbers, spaces and hyphens',
  predefined: 'This tag is available in the predefined options below',
} as const;

// ---------------------------------------------------------------------------------------------
// Lookups

/** Trims, collapses inner whitespace and unifies typographic apostrophes. */
function clean(text: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
}
const keyOf = (text: string): string => clean(text).toLowerCase();

const categoryByKey = new Map<string, Category>();
for (const c of categories) {
  categoryByKey.set(keyOf(c.slug), c);
  categoryByKey.set(keyOf(c.name), c);
}
const sectorByKey = new Map<string, Sector>();
for (const s of sectors) {
  sectorByKey.set(keyOf(s.slug), s);
  sectorByKey.set(keyOf(s.name), s);
}
const sectorNames = new Set(sectors.map((s) => s.name));
const campaignById = new Map(campaigns.map((c) => [c.id, c]));
const tagByKey = new Map(tags.map((t) => [keyOf(t.name), t]));

/** True for a canonical sector name (exact spelling, e.g. 'Coffee & Barista'). */
export function isSector(name: unknown): name is string {
  return typeof name === 'string' && sectorNames.has(name);
}

/** A sector by name or slug, case-insensitive. */
export function findSector(nameOrSlug: string): Sector | undefined {
  return sectorByKey.get(keyOf(nameOrSlug));
}

/** A topical category by slug or name, case-insensitive. */
export function findCategory(slugOrName: string): Category | undefined {
  return categoryByKey.get(keyOf(slugOrName));
}

/** One of the six static campaigns by id (case-insensitive). */
export function findCampaign(id: string): Campaign | undefined {
  return campaignById.get(keyOf(id));
}

/** The canonical predefined tag for a name, case-insensitive; undefined for a custom tag. */
export function predefinedTag(name: string): Tag | undefined {
  return tagByKey.get(keyOf(name));
}

/**
 * The tags a `?category=` filter matches: the category's tags (a fresh array); [] for an unknown
 * category. Takes a slug, a name or the category itself.
 */
export function categoryFilterTags(category: string | Category): string[] {
  const found = typeof category === 'string' ? findCategory(category) : category;
  return found ? [...found.tags] : [];
}

/**
 * What a `?category=` value filters on. A topical category (slug or name) matches its tags and
 * sectors; a sector name or slug (the post page's sector sidebar links there) matches that
 * sector. Undefined when it is neither.
 */
export function categoryFilter(category: string): { tags: readonly string[]; sectors: readonly string[] } | undefined {
  const found = findCategory(category);
  if (found) return { tags: found.tags, sectors: found.sectors };
  const sector = findSector(category);
  if (sector) return { tags: [], sectors: [sector.name] };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Post tags (spec §5)

const tagCharacters = /^[\p{L}\p{M}\p{Nd} &'-]+$/u;

const fail = (message: string): never => {
  throw new DomainError('VALIDATION', message);
};

/** Length and character rules of a custom tag (already cleaned). */
function checkCustomTagShape(tag: string): void {
  const length = [...tag].length;
  if (length < CUSTOM_TAG_MIN_LENGTH) fail(tagMessages.tooShort);
  if (length > CUSTOM_TAG_MAX_LENGTH) fail(tagMessages.tooLong);
  if (!tagCharacters.test(tag)) fail(tagMessages.badCharacters);
}

/**
 * The tags of a created or edited post. Accepts a list of strings (or a comma-separated string,
 * as the edit form enters them); null or undefined is no tags. Each tag is trimmed, empties are
 * dropped, at most 3 remain, case-insensitive duplicates are rejected, predefined tags come back
 * in canonical form and custom tags keep their spelling (inner whitespace collapsed).
 */
export function normalizeTags(input: unknown): string[] {
  if (input === undefined || input === null) return [];
  const raw = typeof input === 'string' ? input.split(',') : input;
  if (!Array.isArray(raw) || raw.some((t) => typeof t !== 'string')) fail(tagMessages.notAList);
  const cleaned = (raw as string[]).map(clean).filter((t) => t.length > 0);
  if (cleaned.length > MAX_TAGS_PER_POST) fail(tagMessages.tooMany);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of cleaned) {
    const predefined = predefinedTag(tag);
    const value = predefined ? predefined.name : tag;
    if (!predefined) checkCustomTagShape(value);
    const key = value.toLowerCase();
    if (seen.has(key)) fail(tagMessages.duplicate);
    seen.add(key);
    result.push(value);
  }
  return result;
}

/**
 * The composer's check for a newly typed custom tag, given the tags already chosen. Returns the
 * cleaned tag or throws a VALIDATION DomainError: already added, available as a predefined tag,
 * too short or long, bad characters, or the post already has 3 tags.
 */
export function validateCustomTag(name: string, existing: readonly string[]): string {
  const tag = clean(name);
  const chosen = existing.map(clean).filter((t) => t.length > 0);
  const key = tag.toLowerCase();
  if (tag.length > 0 && chosen.some((t) => t.toLowerCase() === key)) fail(tagMessages.duplicate);
  if (predefinedTag(tag)) fail(tagMessages.predefined);
  checkCustomTagShape(tag);
  if (chosen.length >= MAX_TAGS_PER_POST) fail(tagMessages.tooMany);
  return tag;
}

// ---------------------------------------------------------------------------------------------
// Tag suggestion from post text

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a pattern: spaces and hyphens between its words match any run of either. */
const keywordPattern = (keyword: string): string =>
  keyOf(keyword)
    .split(/[\s-]+/)
    .filter((part) => part.length > 0)
    .map(escapeRegExp)
    .join('[\\s-]+');

/**
 * One matcher per tag: any of its keywords (or its name) as a whole word or phrase, optionally
 * followed by a plural 's', not inside a longer word. Longer phrases are tried first so
 * 'heat stroke' counts once, not also as 'heat'.
 */
const tagMatchers: readonly { tag: Tag; pattern: RegExp }[] = tags.map((tag) => {
  const phrases = [...new Set([tag.name, ...tag.keywords].map(keyOf))].sort((a, b) => b.length - a.length);
  const alternatives = phrases.map(keywordPattern).join('|');
  return { tag, pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})s?(?![\\p{L}\\p{N}])`, 'giu') };
});

const entities: Record<string, string> = { amp: '&', nbsp: ' ', quot: '"', apos: "'", '#39': "'", lt: '<', gt: '>' };

/** Post content may be HTML: drop the markup and decode the common entities. */
function plainText(text: string): string {
  return clean(
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|nbsp|quot|apos|#39|lt|gt);/g, (_, name: string) => entities[name] ?? ' '),
  );
}

/**
 * Up to `max` (4) predefined tags whose keywords occur in the text (whole words,
 * case-insensitive), most keyword hits first (ties keep the tag list order), leaving out tags
 * already chosen.
 */
export function suggestTags(text: string, chosen: readonly string[], max: number = MAX_SUGGESTED_TAGS): string[] {
  if (max <= 0 || typeof text !== 'string') return [];
  const body = plainText(text);
  if (!body) return [];
  const taken = new Set(chosen.map(keyOf));
  const scored: { name: string; hits: number; order: number }[] = [];
  tagMatchers.forEach(({ tag, pattern }, order) => {
    if (taken.has(tag.name)) return;
    const hits = body.match(pattern)?.length ?? 0;
    if (hits > 0) scored.push({ name: tag.name, hits, order });
  });
  scored.sort((a, b) => b.hits - a.hits || a.order - b.order);
  return scored.slice(0, max).map((s) => s.name);
}

// ---------------------------------------------------------------------------------------------
// Search suggestions

const suggestionCandidates: readonly SearchSuggestion[] = (() => {
  const all: SearchSuggestion[] = [
    ...campaigns.map((c) => ({ kind: 'campaign' as const, label: c.name, value: c.id })),
    ...searchTopics.map((t) => ({ kind: 'topic' as const, label: t, value: t })),
    ...searchGroups.map((g) => ({ kind: 'group' as const, label: g, value: g })),
    ...tags.map((t) => ({ kind: 'tag' as const, label: t.name, value: t.name })),
  ];
  // One entry per label: a word that is both a topic and a tag is offered once, as the topic.
  const seen = new Set<string>();
  return deepFreeze(
    all.filter((s) => {
      const key = keyOf(s.label);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
})();

const kindOrder: readonly SearchSuggestionKind[] = ['campaign', 'topic', 'group', 'tag'];

/** 0: the label starts with the query; 1: one of its words does; 2: it contains it; -1: no match. */
function matchTier(label: string, query: string): number {
  const text = label.toLowerCase();
  if (text.startsWith(query)) return 0;
  if (text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query))) return 1;
  return text.includes(query) ? 2 : -1;
}

/**
 * The search modal's suggestions while typing: campaign names, topic words, worker groups and
 * tags matching the query, prefix matches before word-prefix matches before substring matches.
 * Within a tier the kinds take turns (campaign, topic, group, tag) so the list stays mixed.
 */
export function searchSuggestions(query: string, max: number = MAX_SEARCH_SUGGESTIONS): SearchSuggestion[] {
  if (typeof query !== 'string' || max <= 0) return [];
  const q = keyOf(query);
  if (!q) return [];
  const tiers: SearchSuggestion[][][] = [0, 1, 2].map(() => kindOrder.map(() => []));
  for (const candidate of suggestionCandidates) {
    const tier = matchTier(candidate.label, q);
    if (tier >= 0) tiers[tier]![kindOrder.indexOf(candidate.kind)]!.push(candidate);
  }
  const result: SearchSuggestion[] = [];
  for (const byKind of tiers) {
    for (let i = 0; result.length < max && byKind.some((list) => i < list.length); i++) {
      for (const list of byKind) {
        const next = list[i];
        if (next && result.length < max) result.push({ ...next });
      }
    }
    if (result.length >= max) break;
  }
  return result;
}
