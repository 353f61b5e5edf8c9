import { describe, expect, it } from 'vitest';
import { buildCaption, CAPTION_HOOKS, CAPTION_MAX, COMMUNITY_HASHTAGS, hashtagsFor, randomHook, SUGGESTED_SOUNDS, toHashtag } from './caption';
import { shareInvitation } from './shareText';

const post = { title: 'Breaks at the warehouse', postType: 'DISCUSSION', score: 12, commentCount: 1, tags: ['breaks', 'heat safety'], sector: 'warehouse' };
const hook = CAPTION_HOOKS[0];

function textPart(caption: string): string {
  return caption.split('\n\n')[0];
}

describe('constants', () => {
  it('has fifteen distinct hooks and five sounds', () => {
    expect(new Set(CAPTION_HOOKS).size).toBe(15);
    expect(SUGGESTED_SOUNDS).toHaveLength(5);
  });
});

describe('buildCaption', () => {
  it('starts with the hook and the title, and ends with the hashtags', () => {
    const caption = buildCaption(post, { hook, includeStats: false, includeCallToAction: false });
    expect(caption).toBe(`${hook} Breaks at the warehouse\n\n#breaks #heatsafety #warehouse ${COMMUNITY_HASHTAGS.join(' ')}`);
  });

  it('adds the stats when asked', () => {
    const caption = buildCaption(post, { hook, includeStats: true, includeCallToAction: false });
    expect(textPart(caption)).toBe(`${hook} Breaks at the warehouse (12 votes, 1 comment)`);
  });

  it('adds the call-to-action for the post type while the caption is shorter than 120', () => {
    const withCta = textPart(buildCaption(post, { hook, includeStats: false, includeCallToAction: true }));
    expect(withCta.endsWith(shareInvitation('DISCUSSION'))).toBe(true);
    const poll = textPart(buildCaption({ ...post, postType: 'POLL' }, { hook, includeStats: false, includeCallToAction: true }));
    expect(poll.endsWith(shareInvitation('POLL'))).toBe(true);
  });

  it('leaves the call-to-action out from 120 characters on', () => {
    const base = `${hook} `;
    const exactly119 = { ...post, title: 'x'.repeat(119 - base.length) };
    expect(textPart(buildCaption(exactly119, { hook, includeStats: false, includeCallToAction: true }))).toContain(shareInvitation('DISCUSSION'));
    const exactly120 = { ...post, title: 'x'.repeat(120 - base.length) };
    expect(textPart(buildCaption(exactly120, { hook, includeStats: false, includeCallToAction: true }))).toBe(`${base}${exactly120.title}`);
  });

  it('caps the text at 150 characters with an ellipsis', () => {
    const long = { ...post, title: 'word '.repeat(60) };
    const text = textPart(buildCaption(long, { hook, includeStats: true, includeCallToAction: true }));
    expect(text.length).toBeLessThanOrEqual(CAPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toContain(shareInvitation('DISCUSSION'));
  });
});

describe('hashtagsFor', () => {
  it('takes tags, then the sector, then the community tags, at most 10', () => {
    const many = { tags: ['a1', 'b2', 'c3'], sector: 'retail' };
    expect(hashtagsFor(many)).toEqual(['#a1', '#b2', '#c3', '#retail', ...COMMUNITY_HASHTAGS]);
    expect(hashtagsFor(many)).toHaveLength(10);
    expect(hashtagsFor(many, 5)).toEqual(['#a1', '#b2', '#c3', '#retail', COMMUNITY_HASHTAGS[0]]);
  });

  it('drops repeats in any case and tags with nothing left', () => {
    expect(hashtagsFor({ tags: ['Solidarity', 'solidarity', '!!!'], sector: '' }, 3)).toEqual(['#Solidarity', '#WorkersRights', '#UnionStrong']);
  });

  it('makes one word of a tag', () => {
    expect(toHashtag('gig work')).toBe('#gigwork');
    expect(toHashtag('café-baristas')).toBe('#cafebaristas');
    expect(toHashtag('—')).toBe('');
  });
});

describe('randomHook', () => {
  it('never repeats the current hook', () => {
    for (let i = 0; i < 15; i += 1) {
      const next = randomHook(CAPTION_HOOKS[i], () => 0.999);
      expect(next).not.toBe(CAPTION_HOOKS[i]);
      expect(CAPTION_HOOKS).toContain(next);
    }
    expect(randomHook(CAPTION_HOOKS[0], () => 0)).toBe(CAPTION_HOOKS[1]);
  });
});
