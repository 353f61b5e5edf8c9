import { describe, expect, it } from 'vitest';
import {
  EMPTY_ANSWERS,
  checkCustomTopic,
  customTopicLabel,
  fromSaved,
  moreTopicsMessage,
  stepProblem,
  toInput,
  toggle,
} from './onboardingRules';

const options = [
  { id: 'wages', label: 'Wages & Pay' },
  { id: 'gig-work', label: 'Gig Work' },
];

describe('step rules', () => {
  it('step 1 needs 3 topics, custom ones included', () => {
    expect(moreTopicsMessage(0)).toBe('Select 3 more topics to continue');
    expect(moreTopicsMessage(2)).toBe('Select 1 more topic to continue');
    expect(moreTopicsMessage(3)).toBeNull();
    expect(stepProblem(1, { ...EMPTY_ANSWERS, topics: ['wages', 'safety'] })).toBe('Select 1 more topic to continue');
    expect(stepProblem(1, { ...EMPTY_ANSWERS, topics: ['wages', 'safety'], customTopics: ['night shifts'] })).toBeNull();
  });

  it('step 2 needs a region or a campaign', () => {
    expect(stepProblem(2, EMPTY_ANSWERS)).toBe('Select at least one region or campaign to continue');
    expect(stepProblem(2, { ...EMPTY_ANSWERS, campaigns: ['baristas-united'] })).toBeNull();
    expect(stepProblem(2, { ...EMPTY_ANSWERS, regions: ['nyc-area'] })).toBeNull();
  });

  it('step 3 needs a landing choice', () => {
    expect(stepProblem(3, EMPTY_ANSWERS)).toBe('Choose where you want to start');
    expect(stepProblem(3, { ...EMPTY_ANSWERS, landingChoice: 'POLLS' })).toBeNull();
  });
});

describe('custom topics', () => {
  it('refuses duplicates and predefined options, and checks the length', () => {
    expect(checkCustomTopic('  Night   shifts ', [], options)).toEqual({ ok: true, topic: 'Night shifts' });
    expect(checkCustomTopic('night SHIFTS', ['Night shifts'], options)).toEqual({ ok: false, message: 'This custom topic is already added' });
    expect(checkCustomTopic('wages & pay', [], options)).toEqual({ ok: false, message: 'This topic is available in the predefined options' });
    expect(checkCustomTopic('Gig-Work', [], options)).toEqual({ ok: false, message: 'This topic is available in the predefined options' });
    expect(checkCustomTopic('Other: wages', [], options)).toEqual({ ok: false, message: 'This topic is available in the predefined options' });
    expect(checkCustomTopic('x', [], options)).toEqual({ ok: false, message: 'Topic too short' });
    expect(checkCustomTopic('y'.repeat(31), [], options)).toEqual({ ok: false, message: 'Topic too long' });
  });

  it('offers the add option until 3 are added', () => {
    expect(customTopicLabel(0)).toBe('Add custom topic (0/3)');
    expect(customTopicLabel(2)).toBe('Add custom topic (2/3)');
    expect(customTopicLabel(3)).toBeNull();
  });
});

describe('answers', () => {
  it('are sent with the prefix and the two step-2 lists in one', () => {
    const answers = { ...EMPTY_ANSWERS, topics: ['wages'], customTopics: ['night shifts'], regions: ['nyc-area'], campaigns: ['baristas-united'], landingChoice: 'EXPLORE' as const };
    expect(toInput(answers)).toEqual({
      topics: ['wages', 'Other: night shifts'],
      locationAndCampaigns: ['nyc-area', 'baristas-united'],
      communities: [],
      isOrganizer: false,
      landingChoice: 'EXPLORE',
    });
    expect(fromSaved({ ...toInput(answers), landingChoice: 'EXPLORE' }, ['nyc-area', 'show-all'])).toEqual(answers);
  });

  it('toggles a choice', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
