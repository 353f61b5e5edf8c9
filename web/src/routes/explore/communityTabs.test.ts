import { describe, expect, it } from 'vitest';
import { communityTabUrl, communityVariables, readCommunityTab, sameCommunityUrl } from './communityTabs';

describe('community page address', () => {
  it('reads the tab, Posts by default', () => {
    expect(readCommunityTab(new URLSearchParams(''))).toBe('posts');
    expect(readCommunityTab(new URLSearchParams('tab=Members'))).toBe('members');
    expect(readCommunityTab(new URLSearchParams('tab=invites'))).toBe('invites');
    expect(readCommunityTab(new URLSearchParams('tab=other'))).toBe('posts');
  });

  it('switches tab keeping other parameters', () => {
    expect(communityTabUrl(new URLSearchParams('x=1'), 'members')).toBe('?x=1&tab=members');
    expect(communityTabUrl(new URLSearchParams('tab=members'), 'posts')).toBe('?');
  });

  it('loads the page by its lower-case slug', () => {
    expect(communityVariables(' Night-Shift ')).toEqual({ slug: 'night-shift', count: 20, memberCount: 20 });
    expect(communityVariables(undefined)).toMatchObject({ slug: '' });
  });
});

describe('sameCommunityUrl', () => {
  const url = (path: string) => new URL(path, 'http://x');
  it('does not load the page again for a change of tab', () => {
    expect(sameCommunityUrl(url('/c/a'), url('/c/a?tab=members'))).toBe(true);
    expect(sameCommunityUrl(url('/c/a?tab=members'), url('/c/a?tab=invites'))).toBe(true);
  });

  it('loads it again for another community or the same address', () => {
    expect(sameCommunityUrl(url('/c/a'), url('/c/b'))).toBe(false);
    expect(sameCommunityUrl(url('/c/a'), url('/c/a'))).toBe(false);
  });
});
