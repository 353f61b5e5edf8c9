// Every feature flag of the spec, in one place: its environment variable, default and meaning.
// Set from configuration at start; clients read them through GraphQL `featureFlags` and
// GET /api/feature-flags.
import { z } from 'zod';

const booleanFlags = {
  passwordStrict: ['FEATURE_PASSWORD_STRICT', false, 'Require upper and lower case letters and a digit in passwords'],
  breachCheck: ['FEATURE_BREACH_CHECK', true, 'Refuse the most common breached passwords (offline list)'],
  emailVerification: ['FEATURE_EMAIL_VERIFICATION', true, 'Require a verified email to post, comment and vote'],
  moderation: ['FEATURE_MODERATION', true, 'Automatic content moderation on create and edit'],
  badges: ['FEATURE_BADGES', true, 'Badges'],
  hideSocialProof: ['FEATURE_HIDE_SOCIAL_PROOF', false, 'Hide vote and member counts on cards'],
  expertTake: ['FEATURE_EXPERT_TAKE', false, 'Expert Take section on post pages'],
  topSlots: ['FEATURE_TOP_SLOTS', true, 'Top-pick slots above the feed'],
  feedHideMyFeedUntilFollow: ['FEATURE_FEED_HIDE_MY_FEED_UNTIL_FOLLOW', true, 'Show My Feed only after the minimum follows'],
  workerPulse: ['FEATURE_WORKER_PULSE', false, 'Worker Pulse page'],
  publicInterestSpeech: ['FEATURE_PUBLIC_INTEREST_SPEECH', false, 'Public-interest speech document page'],
  shortVideoShare: ['FEATURE_SHORT_VIDEO_SHARE', false, 'Share cards and captions for the short-video platform'],
  hotPostBanner: ['FEATURE_HOT_POST_BANNER', true, 'Hot-post banner on young, busy posts'],
} as const;

const numberFlags = {
  minFollows: ['FEATURE_MIN_FOLLOWS', 1, 'Follows needed before My Feed shows'],
} as const;

export type FeatureFlags = { [K in keyof typeof booleanFlags]: boolean } & { [K in keyof typeof numberFlags]: number };

/** For documentation and the configuration table: [variable, default, meaning]. */
export const featureFlagVariables = [...Object.values(booleanFlags), ...Object.values(numberFlags)].map(
  ([name, fallback, meaning]) => ({ name, fallback: String(typeof fallback === 'boolean' ? Number(fallback) : fallback), meaning }),
);

const booleanValue = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', '']);

/** Reads the flags from the environment; throws a message naming the bad variable. */
export function parseFeatureFlags(env: Record<string, string | undefined>): FeatureFlags {
  const flags: Record<string, boolean | number> = {};
  for (const [key, [name, fallback]] of Object.entries(booleanFlags)) {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      flags[key] = fallback;
      continue;
    }
    if (!booleanValue.safeParse(raw).success) throw new Error(`Invalid environment variable ${name}: expected 1, 0, true or false`);
    flags[key] = ['1', 'true', 'yes', 'on'].includes(raw);
  }
  for (const [key, [name, fallback]] of Object.entries(numberFlags)) {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid environment variable ${name}: expected a whole number`);
    flags[key] = value;
  }
  return flags as FeatureFlags;
}
