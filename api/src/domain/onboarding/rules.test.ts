import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { readFlag, readLandingChoice, readRegionsAndCampaigns, readTopics, topicTags } from './rules.ts';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION');
    return (error as DomainError).message;
  }
  throw new Error('expected a VALIDATION error');
};

describe('step 1: topics', () => {
  it('needs 3 topics and says how many are missing', () => {
    expect(messageOf(() => readTopics(undefined))).toBe('Select 3 more topics to continue');
    expect(messageOf(() => readTopics(['wages']))).toBe('Select 2 more topics to continue');
    expect(messageOf(() => readTopics(['wages', 'safety']))).toBe('Select 1 more topic to continue');
    // A topic named twice counts once.
    expect(messageOf(() => readTopics(['wages', 'WAGES', 'safety']))).toBe('Select 1 more topic to continue');
  });

  it('takes ids or labels in any case, and custom topics count toward the 3', () => {
    expect(readTopics(['Wages', 'Safety & Health', ' other:  night   shifts '])).toEqual({
      topicIds: ['wages', 'safety'],
      customTopics: ['night shifts'],
    });
  });

  it('applies the custom topic rules', () => {
    expect(messageOf(() => readTopics(['wages', 'Other: Night shift', 'Other: night SHIFT']))).toBe('This custom topic is already added');
    expect(messageOf(() => readTopics(['wages', 'safety', 'Other: Scheduling']))).toBe('This topic is available in the predefined options');
    expect(messageOf(() => readTopics(['wages', 'safety', 'Other: gig-work']))).toBe('This topic is available in the predefined options');
    expect(messageOf(() => readTopics(['Other: aa', 'Other: bb', 'Other: cc', 'Other: dd']))).toBe('You can add up to 3 custom topics');
    expect(messageOf(() => readTopics(['wages', 'safety', 'Other: '] ))).toBe('Topic too short');
    expect(messageOf(() => readTopics(['wages', 'safety', `Other: ${'x'.repeat(31)}`]))).toBe('Topic too long');
    expect(readTopics(['Other: aa', 'Other: bb', 'Other: cc']).customTopics).toEqual(['aa', 'bb', 'cc']);
  });

  it('refuses unknown topics and anything but a list of strings', () => {
    expect(messageOf(() => readTopics(['wages', 'safety', 'astrology']))).toBe(
      "Unknown topic 'astrology': choose one of the options or add it as 'Other: astrology'",
    );
    expect(messageOf(() => readTopics('wages'))).toBe('topics must be a list of strings');
    expect(messageOf(() => readTopics(['wages', 3]))).toBe('topics must be a list of strings');
  });

  it('follows the tags a predefined topic stands for, and custom topics as themselves', () => {
    const tags = topicTags(readTopics(['wages', 'coffee', 'Other: night shifts']));
    expect(tags.predefined).toEqual(['wages', 'tips', 'wage theft', 'overtime', 'coffee', 'baristas']);
    expect(tags.custom).toEqual(['night shifts']);
  });
});

describe('step 2: regions and campaigns', () => {
  it('needs at least one region or campaign', () => {
    expect(messageOf(() => readRegionsAndCampaigns([]))).toBe('Select at least one region or campaign to continue');
    expect(messageOf(() => readRegionsAndCampaigns(undefined))).toBe('Select at least one region or campaign to continue');
    expect(readRegionsAndCampaigns(['NYC-area'])).toEqual({ regionIds: ['nyc-area'], campaignIds: [] });
    expect(readRegionsAndCampaigns(['baristas-united', 'show-all', 'baristas-united'])).toEqual({
      regionIds: ['show-all'],
      campaignIds: ['baristas-united'],
    });
  });

  it('refuses what is neither', () => {
    expect(messageOf(() => readRegionsAndCampaigns(['mars']))).toBe("Unknown region or campaign 'mars'");
  });
});

describe('step 3: landing choice', () => {
  it('is one of the four', () => {
    expect(readLandingChoice('homepage')).toBe('HOMEPAGE');
    expect(readLandingChoice('CREATE_POST')).toBe('CREATE_POST');
    expect(messageOf(() => readLandingChoice(undefined))).toBe('Choose where you want to start');
    expect(messageOf(() => readLandingChoice('moon'))).toBe('Choose where you want to start');
  });

  it('reads booleans strictly', () => {
    expect(readFlag(undefined, 'x')).toBe(false);
    expect(readFlag(true, 'x')).toBe(true);
    expect(messageOf(() => readFlag('yes', 'is_organizer must be true or false'))).toBe('is_organizer must be true or false');
  });
});
