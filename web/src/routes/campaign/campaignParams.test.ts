import { describe, expect, it } from 'vitest';
import { campaignVariables } from './campaignParams';

describe('campaignVariables', () => {
  it('loads the campaign by the id of the address, and a page of posts', () => {
    expect(campaignVariables(' baristas-united ')).toEqual({ id: 'baristas-united', count: 20 });
    expect(campaignVariables(undefined)).toEqual({ id: '', count: 20 });
  });
});
