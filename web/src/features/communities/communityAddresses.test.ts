import { describe, expect, it } from 'vitest';
import { communityPath, exploreNeedsReload, exploreUrl, exploreVariables, readExploreParams } from './communityAddresses';

describe('community links', () => {
  it('links private communities under /private-channels', () => {
    expect(communityPath({ slug: 'night-shift', isPrivate: false })).toBe('/c/night-shift');
    expect(communityPath({ slug: 'committee', isPrivate: true })).toBe('/private-channels/committee');
  });
});

describe('the /explore address', () => {
  it('reads category, search, filter=subscribed and createCommunity=true', () => {
    expect(readExploreParams(new URLSearchParams('category=retail&search=%20night%20%20shift&filter=subscribed&createCommunity=true'))).toEqual({
      category: 'retail',
      search: 'night shift',
      subscribed: true,
      create: true,
    });
    expect(readExploreParams(new URLSearchParams('category=all&filter=other'))).toEqual({ category: null, search: null, subscribed: false, create: false });
  });

  it('writes only what differs from the defaults', () => {
    expect(exploreUrl({ category: null, search: null, subscribed: false, create: false })).toBe('/explore');
    expect(exploreUrl({ category: 'coffee-barista', search: 'tips', subscribed: true, create: false })).toBe(
      '/explore?filter=subscribed&category=coffee-barista&search=tips',
    );
    expect(exploreUrl({ category: null, search: null, subscribed: false, create: true })).toBe('/explore?createCommunity=true');
  });

  it('turns the address into the page variables; a guest gets no directory for My communities', () => {
    expect(exploreVariables(new URLSearchParams('filter=subscribed&search=x'), true)).toEqual({
      count: 24,
      category: null,
      search: 'x',
      filter: 'SUBSCRIBED',
      withDirectory: true,
    });
    expect(exploreVariables(new URLSearchParams('filter=subscribed'), false)).toMatchObject({ filter: 'SUBSCRIBED', withDirectory: false });
    expect(exploreVariables(new URLSearchParams(''), false)).toEqual({ count: 24, category: null, search: null, filter: null, withDirectory: true });
  });

  it('loads the page again only when the directory appears or goes', () => {
    const url = (path: string) => new URL(path, 'http://x');
    expect(exploreNeedsReload(url('/explore'), url('/explore?category=retail&createCommunity=true'), false)).toBe(false);
    expect(exploreNeedsReload(url('/explore'), url('/explore?filter=subscribed'), true)).toBe(false);
    expect(exploreNeedsReload(url('/explore'), url('/explore?filter=subscribed'), false)).toBe(true);
    expect(exploreNeedsReload(url('/explore?filter=subscribed'), url('/explore'), false)).toBe(true);
    expect(exploreNeedsReload(url('/explore'), url('/c/x'), true)).toBe(true);
  });
});
