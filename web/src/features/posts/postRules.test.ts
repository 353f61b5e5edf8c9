import { describe, expect, it } from 'vitest';
import { absoluteUrl, hashTag, isHotPost, parseTagList, tagHref } from './postRules';

const now = Date.parse('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe('isHotPost', () => {
  it('needs a post under 6 hours old', () => {
    expect(isHotPost({ createdAt: hoursAgo(5.9), score: 50, commentCount: 0 }, now)).toBe(true);
    expect(isHotPost({ createdAt: hoursAgo(6), score: 500, commentCount: 500 }, now)).toBe(false);
  });

  it('needs a score of at least 50 or at least 20 comments', () => {
    expect(isHotPost({ createdAt: hoursAgo(1), score: 49, commentCount: 19 }, now)).toBe(false);
    expect(isHotPost({ createdAt: hoursAgo(1), score: 0, commentCount: 20 }, now)).toBe(true);
  });

  it('ignores invalid dates', () => {
    expect(isHotPost({ createdAt: 'nope', score: 100, commentCount: 100 }, now)).toBe(false);
  });
});

describe('tags', () => {
  it('shows tags as #tag without spaces', () => {
    expect(hashTag('heat safety')).toBe('#heatsafety');
  });

  it('links tags to the filtered home feed', () => {
    expect(tagHref('heat safety')).toBe('/?tag=heat%20safety');
  });

  it('reads comma-separated tags, trimmed, without empties', () => {
    expect(parseTagList(' wages, ,  heat   safety,')).toEqual(['wages', 'heat safety']);
    expect(parseTagList('')).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path', () => {
    expect(absoluteUrl('/discussion/abc/slug', 'https://example.org')).toBe('https://example.org/discussion/abc/slug');
  });
});
