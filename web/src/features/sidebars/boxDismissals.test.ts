import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage';
import { DISMISSED_BOXES_KEY, dismissBox, readDismissedBoxes } from './boxDismissals';

describe('box dismissals', () => {
  it('remembers each dismissed box once, on the device', () => {
    const storage = createMemoryStorage();
    expect(readDismissedBoxes(storage)).toEqual([]);
    dismissBox('activeCampaigns', storage);
    dismissBox('activeCampaigns', storage);
    expect(dismissBox('suggestedCommunities', storage)).toEqual(['activeCampaigns', 'suggestedCommunities']);
    expect(readDismissedBoxes(storage)).toEqual(['activeCampaigns', 'suggestedCommunities']);
  });

  it('ignores what it did not write', () => {
    const storage = createMemoryStorage({ [DISMISSED_BOXES_KEY]: '["hotPolls", 3, "myCommunities"]' });
    expect(readDismissedBoxes(storage)).toEqual(['myCommunities']);
    expect(readDismissedBoxes(createMemoryStorage({ [DISMISSED_BOXES_KEY]: 'not json' }))).toEqual([]);
  });
});
