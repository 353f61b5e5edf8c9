import { describe, expect, it } from 'vitest';
import { suggestionAfter } from './sidebarLayout';
import { RESOURCE_LINKS, followersLabel, viewAllCommunitiesLabel } from './sidebarRules';

describe('sidebar rules', () => {
  it('puts community suggestions after the 2nd post and members after the 5th', () => {
    expect(suggestionAfter(0)).toBeNull();
    expect(suggestionAfter(1)).toBe('communities');
    expect(suggestionAfter(2)).toBeNull();
    expect(suggestionAfter(4)).toBe('members');
    expect(suggestionAfter(5)).toBeNull();
  });

  it('words counts', () => {
    expect(viewAllCommunitiesLabel(12)).toBe('View all 12 communities');
    expect(viewAllCommunitiesLabel(1200)).toBe('View all 1,200 communities');
    expect(followersLabel(1)).toBe('1 follower');
  });

  it('has the three resource links of the spec', () => {
    expect(RESOURCE_LINKS).toHaveLength(3);
    for (const link of RESOURCE_LINKS) expect(link.href).toMatch(/^https:\/\//);
  });
});
