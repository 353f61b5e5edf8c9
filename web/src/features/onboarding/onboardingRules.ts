// The onboarding modal's rules (content spec §4 'Onboarding', §5, §9): 3 steps, at least 3
// topics, at least 1 region or campaign, a landing choice; custom topics prefixed 'Other: ', at
// most 3, neither a duplicate nor a predefined option. The server checks the same
// (api/src/domain/onboarding/rules.ts) with the same messages.

export const ONBOARDING_STEPS = 3;
export const MIN_TOPICS = 3;
export const MAX_CUSTOM_TOPICS = 3;
export const CUSTOM_TOPIC_PREFIX = 'Other: ';
export const CUSTOM_TOPIC_MAX = 30;

export const ONBOARDING_MESSAGES = {
  customDuplicate: 'This custom topic is already added',
  customPredefined: 'This topic is available in the predefined options',
  customTooShort: 'Topic too short',
  customTooLong: 'Topic too long',
  regionOrCampaign: 'Select at least one region or campaign to continue',
  landingChoice: 'Choose where you want to start',
  failed: 'Could not save your choices. Please try again.',
} as const;

export type LandingChoice = 'HOMEPAGE' | 'POLLS' | 'EXPLORE' | 'CREATE_POST';
const LANDING_CHOICES: readonly string[] = ['HOMEPAGE', 'POLLS', 'EXPLORE', 'CREATE_POST'];

/** A landing choice the client knows, or null (a value from a newer server). */
export function asLandingChoice(value: string | null | undefined): LandingChoice | null {
  return value && LANDING_CHOICES.includes(value) ? (value as LandingChoice) : null;
}

export interface OnboardingAnswers {
  /** Predefined topic ids. */
  topics: string[];
  /** Custom topics' texts, without the prefix. */
  customTopics: string[];
  regions: string[];
  campaigns: string[];
  communities: string[];
  isOrganizer: boolean;
  landingChoice: LandingChoice | null;
}

export const EMPTY_ANSWERS: OnboardingAnswers = {
  topics: [],
  customTopics: [],
  regions: [],
  campaigns: [],
  communities: [],
  isOrganizer: false,
  landingChoice: null,
};

const clean = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const keyOf = (text: string) => clean(text).toLowerCase();

export function moreTopicsMessage(chosen: number): string | null {
  const missing = MIN_TOPICS - chosen;
  if (missing <= 0) return null;
  return `Select ${missing} more topic${missing === 1 ? '' : 's'} to continue`;
}

export interface TopicOption {
  id: string;
  label: string;
}

export type CustomTopicCheck = { ok: true; topic: string } | { ok: false; message: string };

/** A typed custom topic, against the custom topics already added and the predefined options. */
export function checkCustomTopic(input: string, added: readonly string[], options: readonly TopicOption[]): CustomTopicCheck {
  const topic = clean(input.replace(/^\s*other:/i, ''));
  const key = topic.toLowerCase();
  if (added.some((t) => keyOf(t) === key)) return { ok: false, message: ONBOARDING_MESSAGES.customDuplicate };
  if (options.some((o) => keyOf(o.id) === key || keyOf(o.label) === key)) return { ok: false, message: ONBOARDING_MESSAGES.customPredefined };
  const length = [...topic].length;
  if (length < 2) return { ok: false, message: ONBOARDING_MESSAGES.customTooShort };
  if (length > CUSTOM_TOPIC_MAX) return { ok: false, message: ONBOARDING_MESSAGES.customTooLong };
  return { ok: true, topic };
}

/** The add option shows while fewer than the maximum custom topics are added ('Add custom topic (n/max)'). */
export function customTopicLabel(added: number): string | null {
  return added < MAX_CUSTOM_TOPICS ? `Add custom topic (${added}/${MAX_CUSTOM_TOPICS})` : null;
}

/** Why a step cannot go on yet (the step rule's message), or null when Next may be pressed. */
export function stepProblem(step: number, answers: OnboardingAnswers): string | null {
  if (step === 1) return moreTopicsMessage(answers.topics.length + answers.customTopics.length);
  if (step === 2) return answers.regions.length + answers.campaigns.length > 0 ? null : ONBOARDING_MESSAGES.regionOrCampaign;
  return answers.landingChoice ? null : ONBOARDING_MESSAGES.landingChoice;
}

/** Adds or removes a value. */
export function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The answers as the API takes them (completeOnboarding / PUT /api/profile/onboarding). */
export function toInput(answers: OnboardingAnswers) {
  return {
    topics: [...answers.topics, ...answers.customTopics.map((t) => `${CUSTOM_TOPIC_PREFIX}${t}`)],
    locationAndCampaigns: [...answers.regions, ...answers.campaigns],
    communities: answers.communities,
    isOrganizer: answers.isOrganizer,
    landingChoice: answers.landingChoice,
  };
}

/** Earlier answers (a second pass) back into the form, split by the option lists. */
export function fromSaved(
  saved: {
    topics: readonly string[];
    locationAndCampaigns: readonly string[];
    communities: readonly string[];
    isOrganizer: boolean;
    landingChoice?: string | null;
  },
  regionIds: readonly string[],
): OnboardingAnswers {
  const prefix = CUSTOM_TOPIC_PREFIX.trim().toLowerCase();
  const custom = saved.topics.filter((t) => t.toLowerCase().startsWith(prefix));
  return {
    topics: saved.topics.filter((t) => !custom.includes(t)),
    customTopics: custom.map((t) => clean(t.slice(prefix.length))),
    regions: saved.locationAndCampaigns.filter((v) => regionIds.includes(v)),
    campaigns: saved.locationAndCampaigns.filter((v) => !regionIds.includes(v)),
    communities: [...saved.communities],
    isOrganizer: saved.isOrganizer,
    landingChoice: asLandingChoice(saved.landingChoice),
  };
}
