import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES, checkCustomTag, splitTags, suggestTags, togglePredefinedTag, type TagDefinition } from './tagRules';

const tags: TagDefinition[] = [
  { name: 'wages', essential: true, keywords: ['pay', 'paycheck', 'hourly rate'] },
  { name: 'scheduling', essential: true, keywords: ['schedule', 'shift', 'clopening'] },
  { name: 'safety', essential: true, keywords: ['unsafe', 'hazard', 'heat stroke'] },
  { name: 'heat', essential: false, keywords: ['heat'] },
  { name: 'union', essential: false, keywords: ['unionize', 'union card'] },
];

describe('checkCustomTag', () => {
  it('accepts a new tag, cleaned', () => {
    expect(checkCustomTag('  night   shift ', [], tags)).toEqual({ ok: true, tag: 'night shift' });
  });

  it('rejects short and long tags', () => {
    expect(checkCustomTag('a', [], tags)).toEqual({ ok: false, message: TAG_MESSAGES.tooShort });
    expect(checkCustomTag('', [], tags)).toEqual({ ok: false, message: 'Topic too short' });
    expect(checkCustomTag('x'.repeat(31), [], tags)).toEqual({ ok: false, message: 'Topic too long' });
    expect(checkCustomTag('x'.repeat(30), [], tags).ok).toBe(true);
  });

  it('rejects duplicates regardless of case', () => {
    expect(checkCustomTag('Night Shift', ['night shift'], tags)).toEqual({ ok: false, message: 'This tag is already added' });
  });

  it('points to the predefined options', () => {
    expect(checkCustomTag('WAGES', [], tags)).toEqual({ ok: false, message: 'This tag is available in the predefined options below' });
  });

  it('allows at most 3 tags', () => {
    expect(checkCustomTag('breaks', ['a1', 'b2', 'c3'], tags)).toEqual({ ok: false, message: TAG_MESSAGES.tooMany });
  });

  it('refuses odd characters', () => {
    expect(checkCustomTag('<b>hi</b>', [], tags).ok).toBe(false);
  });
});

describe('togglePredefinedTag', () => {
  it('adds, removes and stops at 3', () => {
    expect(togglePredefinedTag([], 'wages')).toEqual(['wages']);
    expect(togglePredefinedTag(['wages'], 'Wages')).toEqual([]);
    expect(togglePredefinedTag(['a', 'b', 'c'], 'wages')).toEqual(['a', 'b', 'c']);
  });
});

describe('splitTags', () => {
  it('puts the essential tags first', () => {
    const { essential, more } = splitTags(tags);
    expect(essential.map((t) => t.name)).toEqual(['wages', 'scheduling', 'safety']);
    expect(more.map((t) => t.name)).toEqual(['heat', 'union']);
  });
});

describe('suggestTags', () => {
  it('finds whole-word keywords, most hits first', () => {
    expect(suggestTags('My schedule changed, another clopening shift. Pay is late.', tags, [])).toEqual(['scheduling', 'wages']);
  });

  it('allows plurals but not parts of longer words', () => {
    expect(suggestTags('Two hazards on the floor', tags, [])).toEqual(['safety']);
    expect(suggestTags('Repayment plan', tags, [])).toEqual([]);
  });

  it('matches phrases across hyphens and spaces', () => {
    expect(suggestTags('He had a heat-stroke', tags, [])).toEqual(['safety', 'heat']);
  });

  it('leaves out chosen tags and caps the list', () => {
    expect(suggestTags('pay schedule unsafe heat union card', tags, ['wages'])).toEqual(['scheduling', 'safety', 'heat', 'union']);
    expect(suggestTags('pay schedule unsafe heat union card', tags, [], 4)).toHaveLength(4);
    expect(suggestTags('', tags, [])).toEqual([]);
  });
});
