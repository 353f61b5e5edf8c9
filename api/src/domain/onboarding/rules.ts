// The onboarding step rules (content spec §5 'Onboarding', §9): step 1 at least 3 topics, custom
// topics as 'Other: <text>' (at most 3, no duplicates, none that is a predefined option); step 2 at
// least one region or campaign; step 3 a landing choice. The server applies them to every answer,
// whatever the client checked; the web modal shows the same messages (web/src/features/onboarding).
import type { LandingChoice } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { findCampaign, landingChoices, onboardingRegions, onboardingTopics } from '../taxonomy/taxonomy.ts';

export const ONBOARDING_STEPS = 3;
export const MIN_TOPICS = 3;
export const MAX_CUSTOM_TOPICS = 3;
export const CUSTOM_TOPIC_PREFIX = 'Other: ';
export const CUSTOM_TOPIC_MIN_LENGTH = 2;
export const CUSTOM_TOPIC_MAX_LENGTH = 30;
/** More than any answer needs (9 topics and 3 custom ones, 8 regions and 6 campaigns). */
const LIST_MAX = 50;

export const onboardingMessages = {
  moreTopics: (missing: number) => `Select ${missing} more topic${missing === 1 ? '' : 's'} to continue`,
  customDuplicate: 'This custom topic is already added',
  customPredefined: 'This topic is available in the predefined options',
  customTooMany: `You can add up to ${MAX_CUSTOM_TOPICS} custom topics`,
  customTooShort: 'Topic too short',
  customTooLong: 'Topic too long',
  unknownTopic: (topic: string) => `Unknown topic '${topic}': choose one of the options or add it as '${CUSTOM_TOPIC_PREFIX}${topic}'`,
  regionOrCampaign: 'Select at least one region or campaign to continue',
  unknownRegion: (value: string) => `Unknown region or campaign '${value}'`,
  landingChoice: 'Choose where you want to start',
  notAList: (field: string) => `${field} must be a list of strings`,
  tooMany: (field: string) => `${field} may hold at most ${LIST_MAX} items`,
  organizer: 'is_organizer must be true or false',
  skipped: 'skipped must be true or false',
} as const;

const invalid = (message: string) => new DomainError('VALIDATION', message);

/** Trims and collapses inner whitespace (the typed text of a custom topic). */
const clean = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const keyOf = (text: string) => clean(text).toLowerCase();

const topicByKey = new Map(onboardingTopics.flatMap((t) => [[keyOf(t.id), t] as const, [keyOf(t.label), t] as const]));
const regionById = new Map(onboardingRegions.map((r) => [keyOf(r.id), r]));

export function readList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(onboardingMessages.notAList(field));
  if (value.length > LIST_MAX) throw invalid(onboardingMessages.tooMany(field));
  return (value as string[]).map(clean).filter((item) => item !== '');
}

/** A custom topic's text, checked against the predefined options and the custom topics before it. */
export function checkCustomTopic(text: string, earlier: readonly string[]): string {
  const topic = clean(text);
  const key = topic.toLowerCase();
  if (earlier.some((t) => keyOf(t) === key)) throw invalid(onboardingMessages.customDuplicate);
  if (topicByKey.has(key)) throw invalid(onboardingMessages.customPredefined);
  const length = [...topic].length;
  if (length < CUSTOM_TOPIC_MIN_LENGTH) throw invalid(onboardingMessages.customTooShort);
  if (length > CUSTOM_TOPIC_MAX_LENGTH) throw invalid(onboardingMessages.customTooLong);
  if (earlier.length >= MAX_CUSTOM_TOPICS) throw invalid(onboardingMessages.customTooMany);
  return topic;
}

export interface StepOneAnswer {
  /** Predefined topic ids, in the order chosen, without repeats. */
  topicIds: string[];
  /** Custom topics' texts (without the prefix). */
  customTopics: string[];
}

/** Step 1: predefined topic ids (or labels) and 'Other: …' custom topics, at least 3 in all. */
export function readTopics(value: unknown): StepOneAnswer {
  const topicIds: string[] = [];
  const customTopics: string[] = [];
  for (const item of readList(value, 'topics')) {
    if (item.toLowerCase().startsWith(CUSTOM_TOPIC_PREFIX.trim().toLowerCase())) {
      customTopics.push(checkCustomTopic(item.slice(CUSTOM_TOPIC_PREFIX.trim().length), customTopics));
      continue;
    }
    const topic = topicByKey.get(keyOf(item));
    if (!topic) throw invalid(onboardingMessages.unknownTopic(item));
    if (!topicIds.includes(topic.id)) topicIds.push(topic.id);
  }
  const missing = MIN_TOPICS - topicIds.length - customTopics.length;
  if (missing > 0) throw invalid(onboardingMessages.moreTopics(missing));
  return { topicIds, customTopics };
}

export interface StepTwoAnswer {
  regionIds: string[];
  campaignIds: string[];
}

/** Step 2: region ids and campaign ids in one list, at least one of either. */
export function readRegionsAndCampaigns(value: unknown): StepTwoAnswer {
  const regionIds: string[] = [];
  const campaignIds: string[] = [];
  for (const item of readList(value, 'locationAndCampaigns')) {
    const region = regionById.get(keyOf(item));
    const campaign = region ? undefined : findCampaign(item);
    if (region) {
      if (!regionIds.includes(region.id)) regionIds.push(region.id);
    } else if (campaign) {
      if (!campaignIds.includes(campaign.id)) campaignIds.push(campaign.id);
    } else {
      throw invalid(onboardingMessages.unknownRegion(item));
    }
  }
  if (regionIds.length + campaignIds.length === 0) throw invalid(onboardingMessages.regionOrCampaign);
  return { regionIds, campaignIds };
}

const landingByKey = new Map<string, LandingChoice>(landingChoices.map((l) => [l.id, l.id.toUpperCase() as LandingChoice]));

/** Step 3: homepage, polls, explore or create_post (any case). */
export function readLandingChoice(value: unknown): LandingChoice {
  const choice = typeof value === 'string' ? landingByKey.get(keyOf(value)) : undefined;
  if (!choice) throw invalid(onboardingMessages.landingChoice);
  return choice;
}

export function readFlag(value: unknown, message: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid(message);
  return value;
}

/** The tags a topic answer follows: a predefined topic's tags, a custom topic as itself. */
export function topicTags(answer: StepOneAnswer): { predefined: string[]; custom: string[] } {
  const predefined = answer.topicIds.flatMap((id) => onboardingTopics.find((t) => t.id === id)?.tags ?? []);
  return { predefined: [...new Set(predefined)], custom: answer.customTopics };
}

/** How a custom topic is stored in the answer (the spec's 'Other: ' prefix). */
export const customTopicAnswer = (topic: string) => `${CUSTOM_TOPIC_PREFIX}${topic}`;
