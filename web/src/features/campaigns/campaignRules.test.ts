import { describe, expect, it } from 'vitest';
import { campaignIndustryLabel, campaignStatusLabel, safeWebsite } from './campaignRules';

describe('campaign labels', () => {
  it('names the status and the industry', () => {
    expect(campaignStatusLabel('active')).toBe('Active');
    expect(campaignStatusLabel('organizing')).toBe('Organizing');
    expect(campaignIndustryLabel('food-service')).toBe('Food service');
    expect(campaignIndustryLabel('')).toBe('');
  });

  it('links only http and https websites', () => {
    expect(safeWebsite('https://example.org/union')).toBe('https://example.org/union');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });
});
