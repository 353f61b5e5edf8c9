import { describe, expect, it } from 'vitest';
import { clearedFiltersUrl, composerUrl, createPostAction, hasActiveFilters, isExploreSection, nextBarHidden } from './shellRules';

describe('createPostAction', () => {
  it('sends guests to /register', () => {
    const action = createPostAction(false, '/about');
    expect(action.type).toBe('navigate');
    if (action.type === 'navigate') expect(action.to.startsWith('/register')).toBe(true);
  });

  it('sends members off home to /?create=true', () => {
    expect(createPostAction(true, '/explore')).toEqual({ type: 'navigate', to: '/?create=true' });
  });

  it('opens the composer on home, keeping the feed parameters', () => {
    expect(createPostAction(true, '/')).toEqual({ type: 'openComposer' });
    expect(composerUrl(new URLSearchParams('tag=wages'))).toBe('/?tag=wages&create=true');
    expect(composerUrl(new URLSearchParams('create=true'))).toBe('/?create=true');
  });
});

describe('filters', () => {
  it('detects a category or search', () => {
    expect(hasActiveFilters(new URLSearchParams('category=safety'))).toBe(true);
    expect(hasActiveFilters(new URLSearchParams('search=wages'))).toBe(true);
    expect(hasActiveFilters(new URLSearchParams('search=%20'))).toBe(false);
    expect(hasActiveFilters(new URLSearchParams('feed=all'))).toBe(false);
  });

  it('clears category and search but keeps other parameters', () => {
    expect(clearedFiltersUrl(new URLSearchParams('category=safety&search=x'))).toBe('/');
    expect(clearedFiltersUrl(new URLSearchParams('search=x&feed=all'))).toBe('/?feed=all');
  });
});

describe('nextBarHidden', () => {
  it('never hides on wide screens or near the top', () => {
    expect(nextBarHidden(0, 500, false, false)).toBe(false);
    expect(nextBarHidden(10, 40, false, true)).toBe(false);
  });

  it('hides when scrolling down past 40 px and shows when scrolling up', () => {
    expect(nextBarHidden(30, 41, false, true)).toBe(true);
    expect(nextBarHidden(300, 200, true, true)).toBe(false);
    expect(nextBarHidden(300, 300, true, true)).toBe(true);
  });
});

describe('isExploreSection', () => {
  it('counts the directory and every community page as Explore, and nothing else', () => {
    for (const path of ['/explore', '/c/nurses', '/communities/coffee', '/private-channels', '/private-channels/cafe', '/join/abc123']) {
      expect(isExploreSection(path), path).toBe(true);
    }
    for (const path of ['/', '/polls', '/campaign/x', '/profile', '/chat']) expect(isExploreSection(path), path).toBe(false);
  });
});
