import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import {
  DEFAULT_SECTOR,
  MAX_TAGS_PER_POST,
  campaignIndustries,
  campaigns,
  categories,
  categoryFilter,
  categoryFilterTags,
  essentialTags,
  feedFilterSectors,
  findCampaign,
  findCategory,
  findSector,
  flairs,
  isSector,
  landingChoices,
  normalizeTags,
  onboardingCampaignIds,
  onboardingRegions,
  onboardingTopics,
  predefinedTag,
  searchGroups,
  searchSuggestions,
  searchTopics,
  sectors,
  suggestTags,
  tagMessages,
  tags,
  validateCustomTag,
} from './taxonomy.ts';

const fails = (fn: () => unknown, message: string) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION');
    expect((error as DomainError).message).toBe(message);
    expect((error as DomainError).status).toBe(400);
    return;
  }
  throw new Error(`expected a DomainError '${message}'`);
};

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const hex = /^#[0-9A-F]{6}$/;
const unique = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

describe('taxonomy data', () => {
  it('has 22 categories, 18 sectors, 18 campaign industries and 6 campaigns', () => {
    expect(categories).toHaveLength(22);
    expect(sectors).toHaveLength(18);
    expect(campaignIndustries).toHaveLength(18);
    expect(campaigns).toHaveLength(6);
  });

  it('has 60-90 tags with about 12 essential ones, 15-25 flairs', () => {
    expect(tags.length).toBeGreaterThanOrEqual(60);
    expect(tags.length).toBeLessThanOrEqual(90);
    expect(essentialTags.map((t) => t.name)).toEqual([
      'wages',
      'scheduling',
      'safety',
      'organizing',
      'rights',
      'benefits',
      'harassment',
      'overtime',
      'breaks',
      'union',
      'strike',
      'retaliation',
    ]);
    expect(flairs.length).toBeGreaterThanOrEqual(15);
    expect(flairs.length).toBeLessThanOrEqual(25);
  });

  it('uses unique kebab-case slugs and unique names', () => {
    for (const list of [categories, sectors, campaignIndustries]) {
      for (const item of list) expect(item.slug).toMatch(kebab);
      expect(unique(list.map((i) => i.slug))).toBe(true);
      expect(unique(list.map((i) => i.name))).toBe(true);
    }
    expect(unique(campaigns.map((c) => c.id))).toBe(true);
    expect(unique(tags.map((t) => t.name))).toBe(true);
    expect(unique(flairs.map((f) => f.name))).toBe(true);
  });

  it('gives every category a description and predefined tags, and uses every tag somewhere', () => {
    const tagNames = new Set(tags.map((t) => t.name));
    const used = new Set<string>();
    for (const category of categories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.tags.length).toBeGreaterThan(0);
      expect(unique(category.tags)).toBe(true);
      for (const tag of category.tags) {
        expect(tagNames.has(tag), `${category.slug}: ${tag}`).toBe(true);
        used.add(tag);
      }
      for (const sector of category.sectors) expect(isSector(sector), `${category.slug}: ${sector}`).toBe(true);
    }
    expect([...tagNames].filter((t) => !used.has(t))).toEqual([]);
  });

  it('maps four categories to their community subcategories', () => {
    const mapped = Object.fromEntries(
      categories.filter((c) => c.communityCategories).map((c) => [c.name, c.communityCategories]),
    );
    expect(mapped).toEqual({
      'Coffee & Barista': ['geographic', 'advocacy', 'shift-life', 'craft'],
      Healthcare: ['healthcare-general', 'nurses', 'doctors', 'support-staff'],
      Retail: ['retail-general', 'grocery', 'fashion', 'big-box'],
      'Federal Government': ['federal-general', 'agencies', 'contractors', 'unions'],
    });
  });

  it('has the default sector and the feed filter sectors among the sectors', () => {
    expect(DEFAULT_SECTOR).toBe('General');
    expect(sectors[0]).toEqual({ name: 'General', slug: 'general' });
    expect(feedFilterSectors).toEqual([
      'Coffee & Barista',
      'Tech',
      'Healthcare',
      'Retail',
      'Food Service',
      'Online Retail & Fulfillment',
    ]);
    for (const name of feedFilterSectors) expect(isSector(name)).toBe(true);
    expect(isSector('Other')).toBe(true);
  });

  it('keeps tag names and keywords in shape', () => {
    for (const tag of tags) {
      expect(tag.name).toMatch(/^[a-z0-9][a-z0-9 -]{0,28}[a-z0-9]$/);
      expect(tag.keywords.length, tag.name).toBeGreaterThanOrEqual(5);
      expect(tag.keywords.length, tag.name).toBeLessThanOrEqual(15);
      expect(unique(tag.keywords), tag.name).toBe(true);
      for (const keyword of tag.keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(keyword).toBe(keyword.trim());
        expect(keyword.length).toBeGreaterThanOrEqual(2);
      }
    }
    expect(predefinedTag('scheduling')?.keywords).toEqual(expect.arrayContaining(['clopening', 'shift', 'on-call']));
  });

  it('describes the six fictional campaigns completely', () => {
    const industries = new Set(campaignIndustries.map((i) => i.slug));
    expect(campaigns.map((c) => c.industry)).toEqual([
      'coffee',
      'warehouse',
      'retail',
      'parcel-delivery',
      'hospitality',
      'rideshare',
    ]);
    for (const c of campaigns) {
      expect(c.id).toMatch(kebab);
      expect(industries.has(c.industry)).toBe(true);
      expect(['active', 'organizing']).toContain(c.status);
      expect(c.name.length).toBeGreaterThan(3);
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.longDescription.length).toBeGreaterThan(c.description.length);
      expect(Number.isInteger(c.memberCount) && c.memberCount > 0).toBe(true);
      expect(Number.isInteger(c.storeCount) && c.storeCount >= 0).toBe(true);
      expect(c.color).toMatch(hex);
      expect(c.founded).toMatch(/^(19|20)\d\d$/);
      expect(c.website).toBeNull();
      expect(c.achievements.length).toBeGreaterThan(0);
      expect(c.currentCampaigns.length).toBeGreaterThan(0);
      const text = JSON.stringify(c).toLowerCase();
      for (const brand of ['starbucks', 'amazon', 'walmart', 'target', 'ups', 'fedex', 'uber', 'lyft', 'teamsters', 'unite here', 'marriott', 'hilton', 'doordash']) {
        expect(new RegExp(`\\b${brand}\\b`).test(text), `${c.id} mentions ${brand}`).toBe(false);
      }
    }
  });

  it('gives flairs hex colours', () => {
    for (const flair of flairs) expect(flair.color).toMatch(hex);
    expect(flairs.map((f) => f.name)).toEqual(expect.arrayContaining(['Win', 'Need Advice', 'Know Your Rights']));
  });

  it('holds the onboarding topics, regions, campaigns and landing choices', () => {
    expect(onboardingTopics.map((t) => t.id)).toEqual([
      'wages',
      'scheduling',
      'rights',
      'organizing',
      'safety',
      'gig-work',
      'coffee',
      'tech',
      'community',
    ]);
    for (const topic of onboardingTopics) {
      expect(topic.label).not.toBe('');
      for (const tag of topic.tags) expect(predefinedTag(tag)?.name).toBe(tag);
    }
    expect(onboardingRegions.map((r) => r.id)).toEqual([
      'nyc-area',
      'dc-area',
      'bay-area',
      'la-area',
      'chicago-area',
      'austin-area',
      'other',
      'show-all',
    ]);
    for (const region of onboardingRegions) expect(region.label).not.toBe('');
    expect(onboardingCampaignIds).toEqual(campaigns.map((c) => c.id));
    expect(landingChoices.map((l) => [l.id, l.path])).toEqual([
      ['homepage', '/'],
      ['polls', '/polls'],
      ['explore', '/explore'],
      ['create_post', '/?create=true'],
    ]);
    for (const choice of landingChoices) expect(choice.label).not.toBe('');
  });

  it('holds lower-case topic words and worker groups for search', () => {
    for (const list of [searchTopics, searchGroups]) {
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(unique(list)).toBe(true);
      for (const word of list) expect(word).toBe(word.toLowerCase().trim());
    }
    expect(searchGroups).toEqual(expect.arrayContaining(['baristas', 'nurses', 'warehouse workers']));
    expect(searchTopics).toEqual(expect.arrayContaining(['tip theft', 'heat safety']));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(categories)).toBe(true);
    expect(Object.isFrozen(categories[0]!.tags)).toBe(true);
    expect(Object.isFrozen(campaigns[0]!.achievements)).toBe(true);
    expect(() => (tags as unknown as unknown[]).push('x')).toThrow(TypeError);
  });
});

describe('lookups', () => {
  it('isSector accepts only canonical sector names', () => {
    expect(isSector('Coffee & Barista')).toBe(true);
    expect(isSector('Online Retail & Fulfillment')).toBe(true);
    expect(isSector('coffee & barista')).toBe(false);
    expect(isSector('Plumbing')).toBe(false);
    expect(isSector(3)).toBe(false);
  });

  it('findSector matches names and slugs case-insensitively', () => {
    expect(findSector('  tech ')?.name).toBe('Tech');
    expect(findSector('gig-rideshare')?.name).toBe('Gig & Rideshare');
    expect(findSector('nope')).toBeUndefined();
  });

  it('findCategory matches slugs and names case-insensitively', () => {
    expect(findCategory('coffee-barista')?.name).toBe('Coffee & Barista');
    expect(findCategory('wages & pay')?.slug).toBe('wages-pay');
    expect(findCategory("Workers' Rights")?.slug).toBe('workers-rights');
    expect(findCategory('Workers’ Rights')?.slug).toBe('workers-rights');
    expect(findCategory('all')).toBeUndefined();
  });

  it('findCampaign finds the six campaigns by id', () => {
    expect(findCampaign('baristas-united')?.name).toBe('Baristas United');
    for (const c of campaigns) expect(findCampaign(c.id)).toBe(c);
    expect(findCampaign('Baristas-United')?.id).toBe('baristas-united');
    expect(findCampaign('some-other-id')).toBeUndefined();
  });

  it('predefinedTag returns the canonical tag case-insensitively', () => {
    expect(predefinedTag('Wages')?.name).toBe('wages');
    expect(predefinedTag('  TIP   Theft ')?.name).toBe('tip theft');
    expect(predefinedTag('my own tag')).toBeUndefined();
  });

  it('categoryFilterTags returns the tags of a category by slug, name or object', () => {
    expect(categoryFilterTags('healthcare')).toEqual(findCategory('healthcare')!.tags);
    expect(categoryFilterTags('Wages & Pay')).toContain('tip theft');
    const category = findCategory('retail')!;
    const result = categoryFilterTags(category);
    expect(result).toEqual(category.tags);
    result.push('changed');
    expect(category.tags).not.toContain('changed');
    expect(categoryFilterTags('unknown')).toEqual([]);
  });

  it('categoryFilter resolves categories and sector names', () => {
    expect(categoryFilter('tech-workers')).toEqual({ tags: findCategory('tech-workers')!.tags, sectors: ['Tech'] });
    expect(categoryFilter('Tech')).toEqual({ tags: [], sectors: ['Tech'] });
    expect(categoryFilter('Healthcare')?.tags).toContain('nurses');
    expect(categoryFilter('nothing')).toBeUndefined();
  });
});

describe('normalizeTags', () => {
  it('trims, drops empties and returns predefined tags in canonical form', () => {
    expect(normalizeTags(['  Wages ', '', '   ', 'HEAT   Safety'])).toEqual(['wages', 'heat safety']);
    expect(normalizeTags(['Night Shift Crew'])).toEqual(['Night Shift Crew']);
    expect(normalizeTags([])).toEqual([]);
    expect(normalizeTags(undefined)).toEqual([]);
    expect(normalizeTags(null)).toEqual([]);
  });

  it('accepts a comma-separated string', () => {
    expect(normalizeTags('union, , Strike ,my local')).toEqual(['union', 'strike', 'my local']);
  });

  it('rejects anything but a list of strings', () => {
    fails(() => normalizeTags(42), tagMessages.notAList);
    fails(() => normalizeTags(['wages', 3]), 'Tags must be a list of strings');
    fails(() => normalizeTags({ tag: 'wages' }), 'Tags must be a list of strings');
  });

  it('rejects case-insensitive duplicates', () => {
    fails(() => normalizeTags(['wages', 'WAGES']), 'This tag is already added');
    fails(() => normalizeTags(['Night Crew', 'night crew']), 'This tag is already added');
  });

  it('allows at most 3 tags', () => {
    expect(normalizeTags(['wages', 'union', 'strike'])).toHaveLength(MAX_TAGS_PER_POST);
    fails(
      () => normalizeTags(['wages', 'union', 'strike', 'safety']),
      'Too many tags - maximum 3 tags allowed per post. Please remove some tags.',
    );
  });

  it('checks the length and characters of custom tags', () => {
    fails(() => normalizeTags(['x']), 'Topic too short');
    fails(() => normalizeTags(['a'.repeat(31)]), 'Topic too long');
    expect(normalizeTags(['a'.repeat(30)])).toEqual(['a'.repeat(30)]);
    expect(normalizeTags(["R&D workers' rights"])).toEqual(["R&D workers' rights"]);
    expect(normalizeTags(['Local 2-B', 'café crew', 'año nuevo'])).toEqual(['Local 2-B', 'café crew', 'año nuevo']);
    fails(() => normalizeTags(['#union']), 'Tags can only contain letters, numbers, spaces and hyphens');
    fails(() => normalizeTags(['pay/benefits']), 'Tags can only contain letters, numbers, spaces and hyphens');
    fails(() => normalizeTags(['<b>x</b>']), 'Tags can only contain letters, numbers, spaces and hyphens');
  });
});

describe('validateCustomTag', () => {
  it('returns the cleaned tag', () => {
    expect(validateCustomTag('  Night   Crew ', [])).toBe('Night Crew');
    expect(validateCustomTag('my local', ['wages', 'union'])).toBe('my local');
  });

  it('rejects a tag that is already added', () => {
    fails(() => validateCustomTag('night crew', ['Night Crew']), 'This tag is already added');
    fails(() => validateCustomTag('Wages', ['wages']), 'This tag is already added');
  });

  it('points to the predefined options', () => {
    fails(() => validateCustomTag('Tip Theft', []), 'This tag is available in the predefined options below');
  });

  it('checks length, characters and the 3-tag limit', () => {
    fails(() => validateCustomTag('', []), 'Topic too short');
    fails(() => validateCustomTag(' a ', []), 'Topic too short');
    fails(() => validateCustomTag('b'.repeat(31), []), 'Topic too long');
    fails(() => validateCustomTag('pay!', []), 'Tags can only contain letters, numbers, spaces and hyphens');
    fails(
      () => validateCustomTag('night crew', ['wages', 'union', 'strike']),
      'Too many tags - maximum 3 tags allowed per post. Please remove some tags.',
    );
  });
});

describe('suggestTags', () => {
  it('suggests predefined tags from keywords, most hits first', () => {
    const text =
      'They posted the schedule late again: another clopening shift, then my hours cut. Second clopening this week. No breaks either.';
    expect(suggestTags(text, [])).toEqual(['scheduling', 'breaks']);
  });

  it('matches whole words and phrases case-insensitively, including plurals', () => {
    expect(suggestTags('OSHA came by', [])).toEqual(['safety']);
    expect(suggestTags('Our Tips were STOLEN. Stolen tips every week.', [])).toEqual(['tips', 'tip theft']);
    expect(suggestTags('STOLEN TIPS again', ['tips'])).toEqual(['tip theft']);
    expect(suggestTags('She is on-call all weekend', [])).toEqual(['scheduling']);
    expect(suggestTags('on call all weekend', [])).toEqual(['scheduling']);
    expect(suggestTags('the shifty stepladder', [])).toEqual([]);
    expect(suggestTags('paycheckless daydream', [])).toEqual([]);
  });

  it('counts a longer phrase once', () => {
    expect(suggestTags('heat stroke', [])).toEqual(['heat safety']);
  });

  it('leaves out chosen tags and returns at most 4', () => {
    const text =
      'Forced overtime, no breaks, unsafe ladders, a manager who harassed us and retaliated when we talked about a union and a strike.';
    const all = suggestTags(text, [], 20);
    expect(all.length).toBeGreaterThan(4);
    expect(suggestTags(text, [])).toEqual(all.slice(0, 4));
    expect(suggestTags(text, ['Overtime', 'breaks'])).toEqual(all.filter((t) => t !== 'overtime' && t !== 'breaks').slice(0, 4));
    expect(suggestTags(text, [], 2)).toEqual(all.slice(0, 2));
    expect(suggestTags(text, [], 0)).toEqual([]);
  });

  it('reads HTML content and ignores empty text', () => {
    expect(suggestTags('<p>Our <strong>barista</strong> crew &amp; the latte line</p>', [])).toEqual(['coffee', 'baristas']);
    expect(suggestTags('', [])).toEqual([]);
    expect(suggestTags('nothing relevant here', [])).toEqual([]);
  });
});

describe('searchSuggestions', () => {
  it('mixes campaigns, topics, groups and tags, prefix matches first', () => {
    const result = searchSuggestions('bar');
    expect(result[0]).toEqual({ kind: 'campaign', label: 'Baristas United', value: 'baristas-united' });
    expect(result.map((s) => s.kind)).toEqual(expect.arrayContaining(['campaign', 'group', 'tag', 'topic']));
    expect(result.findIndex((s) => s.label === 'collective bargaining')).toBeGreaterThan(
      result.findIndex((s) => s.label === 'bargaining'),
    );
  });

  it('puts word-prefix matches before substring matches', () => {
    const labels = searchSuggestions('theft', 10).map((s) => s.label);
    expect(labels.slice(0, 2).sort()).toEqual(['tip theft', 'wage theft']);
    const substring = searchSuggestions('ouse').map((s) => s.label);
    expect(substring).toEqual(expect.arrayContaining(['warehouse workers', 'hotel housekeepers']));
  });

  it('returns at most 6, each label once', () => {
    const result = searchSuggestions('s');
    expect(result).toHaveLength(6);
    const many = searchSuggestions('e', 100);
    expect(unique(many.map((s) => s.label))).toBe(true);
    expect(many.filter((s) => s.label === 'strike')).toHaveLength(1);
    expect(searchSuggestions('e', 3)).toHaveLength(3);
  });

  it('finds worker groups and tags case-insensitively', () => {
    expect(searchSuggestions('  NUR ')).toEqual([{ kind: 'group', label: 'nurses', value: 'nurses' }]);
    expect(searchSuggestions('heat')).toEqual([{ kind: 'topic', label: 'heat safety', value: 'heat safety' }]);
    expect(searchSuggestions('unemploy')).toEqual([{ kind: 'tag', label: 'unemployment', value: 'unemployment' }]);
  });

  it('returns nothing for an empty or unmatched query', () => {
    expect(searchSuggestions('')).toEqual([]);
    expect(searchSuggestions('   ')).toEqual([]);
    expect(searchSuggestions('zzzz')).toEqual([]);
    expect(searchSuggestions('wages', 0)).toEqual([]);
  });
});
