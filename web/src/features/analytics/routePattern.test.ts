import { describe, expect, it } from 'vitest';
import { routePatternOf } from './routePattern';

describe('routePatternOf', () => {
  it('replaces param values with their names', () => {
    expect(routePatternOf('/discussion/aB3xY9q1/our-store-cut-hours', { urlId: 'aB3xY9q1', slug: 'our-store-cut-hours' })).toBe('/discussion/:urlId/:slug');
    expect(routePatternOf('/profile/Alice', { userId: 'Alice' })).toBe('/profile/:userId');
    expect(routePatternOf('/messages/42', { conversationId: '42' })).toBe('/messages/:conversationId');
    expect(routePatternOf('/profile/j%C3%BCrgen', { userId: 'jürgen' })).toBe('/profile/:userId');
  });

  it('keeps static routes and the home page', () => {
    expect(routePatternOf('/', {})).toBe('/');
    expect(routePatternOf('/docs/public-interest-speech', {})).toBe('/docs/public-interest-speech');
    expect(routePatternOf('/admin/moderation', {})).toBe('/admin/moderation');
  });

  it('names every unknown page /not-found and refuses what is not a pattern', () => {
    expect(routePatternOf('/no/such/page', { '*': 'no/such/page' })).toBe('/not-found');
    expect(routePatternOf('/Weird/123', {})).toBeNull();
    expect(routePatternOf(`/${'a'.repeat(130)}`, {})).toBeNull();
  });
});
