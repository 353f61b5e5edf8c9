// Onboarding: viewer.onboarding (the answers and completedAt), onboardingOptions (the spec's §9
// topics, regions, campaigns and landing choices) and completeOnboarding, which saves the answers
// and creates their follows (domain/onboarding/onboarding.ts).
import { builder } from '../builder.ts';
import { ownOnly } from './authScopes.ts';
import { completeOnboarding, presentOnboarding, type OnboardingView } from '../domain/onboarding/onboarding.ts';
import {
  CUSTOM_TOPIC_MAX_LENGTH,
  CUSTOM_TOPIC_PREFIX,
  MAX_CUSTOM_TOPICS,
  MIN_TOPICS,
  ONBOARDING_STEPS,
} from '../domain/onboarding/rules.ts';
import {
  campaigns,
  landingChoices,
  onboardingRegions,
  onboardingTopics,
  type LandingChoice as LandingChoiceOption,
  type OnboardingRegion,
  type OnboardingTopic,
} from '../domain/taxonomy/taxonomy.ts';
import { CampaignRef } from './campaign.ts';

const LandingChoiceEnum = builder.enumType('LandingChoice', { values: ['HOMEPAGE', 'POLLS', 'EXPLORE', 'CREATE_POST'] as const });

const OnboardingRef = builder.objectRef<OnboardingView>('Onboarding').implement({
  description: "The member's onboarding answers (spec §3 Onboarding data).",
  fields: (t) => ({
    topics: t.exposeStringList('topics', { description: "Predefined topic ids and 'Other: …' custom topics." }),
    locationAndCampaigns: t.exposeStringList('locationAndCampaigns', { description: 'Region ids and campaign ids.' }),
    communities: t.exposeStringList('communities', { description: 'Slugs of the communities joined in onboarding.' }),
    isOrganizer: t.exposeBoolean('isOrganizer'),
    landingChoice: t.field({ type: LandingChoiceEnum, nullable: true, resolve: (o) => o.landingChoice }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true, description: 'Null until the member finishes or skips onboarding.' }),
    skipped: t.exposeBoolean('skipped', { description: 'Finished by skipping, without answers.' }),
  }),
});

builder.prismaObjectField('User', 'onboarding', (t) =>
  t.field({
    type: OnboardingRef,
    nullable: true,
    description: 'The viewer\'s own onboarding (empty answers until they give them); null on anyone else.',
    select: { onboarding: true },
    ...ownOnly,
    resolve: (user) => presentOnboarding(user.onboarding),
  }),
);

const OnboardingTopicRef = builder.objectRef<OnboardingTopic>('OnboardingTopic').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
    tags: t.exposeStringList('tags', { description: 'The tags followed when the topic is chosen.' }),
  }),
});
const OnboardingRegionRef = builder.objectRef<OnboardingRegion>('OnboardingRegion').implement({
  fields: (t) => ({ id: t.exposeString('id'), label: t.exposeString('label') }),
});
const LandingChoiceOptionRef = builder.objectRef<LandingChoiceOption>('LandingChoiceOption').implement({
  fields: (t) => ({
    choice: t.field({ type: LandingChoiceEnum, resolve: (l) => l.id.toUpperCase() as typeof LandingChoiceEnum.$inferType }),
    label: t.exposeString('label'),
    path: t.exposeString('path', { description: 'Where the member goes after onboarding.' }),
  }),
});
const OnboardingOptionsRef = builder.objectRef<Record<string, never>>('OnboardingOptions').implement({
  description: 'What the onboarding steps offer and their limits (spec §9 Onboarding).',
  fields: (t) => ({
    steps: t.int({ resolve: () => ONBOARDING_STEPS }),
    minTopics: t.int({ resolve: () => MIN_TOPICS }),
    maxCustomTopics: t.int({ resolve: () => MAX_CUSTOM_TOPICS }),
    customTopicPrefix: t.string({ resolve: () => CUSTOM_TOPIC_PREFIX }),
    customTopicMaxLength: t.int({ resolve: () => CUSTOM_TOPIC_MAX_LENGTH }),
    topics: t.field({ type: [OnboardingTopicRef], resolve: () => onboardingTopics }),
    regions: t.field({ type: [OnboardingRegionRef], resolve: () => onboardingRegions }),
    campaigns: t.field({ type: [CampaignRef], resolve: () => campaigns }),
    landingChoices: t.field({ type: [LandingChoiceOptionRef], resolve: () => landingChoices }),
  }),
});

builder.queryField('onboardingOptions', (t) => t.field({ type: OnboardingOptionsRef, resolve: () => ({}) }));

const CompleteOnboardingInput = builder.inputType('CompleteOnboardingInput', {
  fields: (t) => ({
    topics: t.stringList({ description: "Step 1: at least 3 topic ids or 'Other: …' custom topics (at most 3 of those)." }),
    locationAndCampaigns: t.stringList({ description: 'Step 2: region ids and campaign ids, at least one.' }),
    communities: t.stringList({ description: 'Community slugs to join and follow.' }),
    isOrganizer: t.boolean(),
    landingChoice: t.field({ type: LandingChoiceEnum, description: 'Step 3.' }),
    skipped: t.boolean({ description: 'True: skip personalization (complete, without answers or follows).' }),
  }),
});

const CompleteOnboardingPayload = builder
  .objectRef<{ onboarding: OnboardingView; followsCreated: number; viewerId: number }>('CompleteOnboardingPayload')
  .implement({
    fields: (t) => ({
      onboarding: t.field({ type: OnboardingRef, resolve: (p) => p.onboarding }),
      followsCreated: t.exposeInt('followsCreated', { description: 'Follows that are new (0 for a skip or a repeat).' }),
      viewer: t.prismaField({
        type: 'User',
        description: 'The member, with their follows and onboarding now current.',
        resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.viewerId } }),
      }),
    }),
  });

builder.mutationField('completeOnboarding', (t) =>
  t.field({
    type: CompleteOnboardingPayload,
    description:
      'Saves the onboarding answers (checked by the step rules) and, in the same transaction, follows the topics\' tags and the campaigns and joins and follows the communities; or skips. Idempotent. Login required.',
    args: { input: t.arg({ type: CompleteOnboardingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await completeOnboarding(ctx, {
        topics: input.topics ?? undefined,
        locationAndCampaigns: input.locationAndCampaigns ?? undefined,
        communities: input.communities ?? undefined,
        isOrganizer: input.isOrganizer ?? undefined,
        landingChoice: input.landingChoice ?? undefined,
        skipped: input.skipped ?? undefined,
      });
      return { onboarding: result.onboarding, followsCreated: result.followsCreated, viewerId: ctx.viewer!.id };
    },
  }),
);
