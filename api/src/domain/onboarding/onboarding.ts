// Onboarding (content spec §3 Onboarding data, §4, §5, §7 PUT /api/profile/onboarding): the
// member's three answers, stored with completed_at, and the follows they stand for, created in the
// same transaction: a predefined topic's tags and custom topics as tag follows, campaigns as
// campaign follows, communities joined and followed. A client that only saves the answers gets a
// personalized My Feed. A skip marks onboarding complete without answers or follows.
import type { Ctx, Viewer } from '../../context.ts';
import { awardBadgesFor } from '../badges/awards.ts';
import type { LandingChoice, Onboarding } from '../../generated/prisma/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { visibleCommunityWhere } from '../communities/access.ts';
import { communityFollow, communityInclude, communityMessages, joinAndFollow, roleOf } from '../communities/communities.ts';
import { insertFollow, resolveFollowTarget, type FollowTarget } from '../follows/follows.ts';
import {
  customTopicAnswer,
  onboardingMessages,
  readFlag,
  readLandingChoice,
  readList,
  readRegionsAndCampaigns,
  readTopics,
  topicTags,
} from './rules.ts';

/** The answers as the member sees them; a member who never answered gets the empty answers. */
export interface OnboardingView {
  /** Predefined topic ids and 'Other: …' custom topics. */
  topics: string[];
  /** Region ids and campaign ids, in one list. */
  locationAndCampaigns: string[];
  /** Community slugs joined in onboarding. */
  communities: string[];
  isOrganizer: boolean;
  landingChoice: LandingChoice | null;
  completedAt: Date | null;
  /** Completed by skipping, without ever giving the answers. */
  skipped: boolean;
}

export function presentOnboarding(row: Onboarding | null): OnboardingView {
  return {
    topics: row?.topics ?? [],
    locationAndCampaigns: row?.locationAndCampaigns ?? [],
    communities: row?.communities ?? [],
    isOrganizer: row?.isOrganizer ?? false,
    landingChoice: row?.landingChoice ?? null,
    completedAt: row?.completedAt ?? null,
    // Saved answers always hold a landing choice (step 3), so a completion without one is a skip.
    skipped: row?.completedAt != null && row.landingChoice === null,
  };
}

/** The viewer's onboarding (one statement). */
export async function getOnboarding(ctx: Ctx): Promise<OnboardingView> {
  const viewer = requireViewer(ctx);
  return presentOnboarding(await ctx.db.onboarding.findUnique({ where: { userId: viewer.id } }));
}

export interface CompleteOnboardingInput {
  /** Step 1: predefined topic ids and 'Other: …' custom topics (at least 3). */
  topics?: unknown;
  /** Step 2: region ids and campaign ids (at least one). */
  locationAndCampaigns?: unknown;
  /** Step 3: community slugs to join and follow (optional). */
  communities?: unknown;
  isOrganizer?: unknown;
  /** Step 3: homepage, polls, explore or create_post. */
  landingChoice?: unknown;
  /** True: skip personalization (marks it complete; every other field is ignored). */
  skipped?: unknown;
}

export interface CompleteOnboardingResult {
  onboarding: OnboardingView;
  /** The follows the answers stand for (new or already there); none for a skip. */
  follows: FollowTarget[];
  /** How many of them are new. */
  followsCreated: number;
}

/** Communities to join: visible to the member, and public unless they are already in it. */
async function readCommunities(ctx: Ctx, viewer: Viewer, value: unknown) {
  const slugs = [...new Set(readList(value, 'communities').map((s) => s.toLowerCase()))];
  if (slugs.length === 0) return [];
  const found = await ctx.db.community.findMany({
    where: { AND: [{ slug: { in: slugs } }, visibleCommunityWhere(viewer)] },
    include: communityInclude(viewer.id),
  });
  return slugs.map((slug) => {
    const community = found.find((c) => c.slug === slug);
    if (!community) throw new DomainError('VALIDATION', communityMessages.notFound);
    if (community.isPrivate && !roleOf(community)) throw new DomainError('FORBIDDEN', communityMessages.privateNeedsInvite);
    return community;
  });
}

/** A custom topic is followed as a tag when it can be (predefined, or carried by a post the member may see). */
async function customTagTargets(ctx: Ctx, viewer: Viewer, topics: string[]): Promise<FollowTarget[]> {
  const targets: FollowTarget[] = [];
  for (const topic of topics) {
    try {
      targets.push(await resolveFollowTarget(ctx, viewer, { followType: 'TAG', followValue: topic }));
    } catch (error) {
      // A topic nobody has written about yet is kept in the answers only (spec §4: follow
      // failures during onboarding do not stop it).
      if (!(error instanceof DomainError && error.code === 'VALIDATION')) throw error;
    }
  }
  return targets;
}

/**
 * Saves the answers after checking the step rules (VALIDATION with the step's message) and
 * creates their follows and memberships in one transaction with the answers; saving the same
 * answers again changes nothing. Follows are only added: a topic left out on a second pass
 * keeps what the member follows (they may have followed it elsewhere).
 */
export async function completeOnboarding(ctx: Ctx, input: CompleteOnboardingInput): Promise<CompleteOnboardingResult> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  if (readFlag(input.skipped, onboardingMessages.skipped)) {
    const row = await ctx.db.onboarding.upsert({
      where: { userId: viewer.id },
      create: { userId: viewer.id, completedAt: now },
      update: { completedAt: now },
    });
    return { onboarding: presentOnboarding(row), follows: [], followsCreated: 0 };
  }

  const stepOne = readTopics(input.topics);
  const stepTwo = readRegionsAndCampaigns(input.locationAndCampaigns);
  const isOrganizer = readFlag(input.isOrganizer, onboardingMessages.organizer);
  const landingChoice = readLandingChoice(input.landingChoice);
  const communities = await readCommunities(ctx, viewer, input.communities);

  const tags = topicTags(stepOne);
  const targets: FollowTarget[] = [];
  for (const tag of tags.predefined) targets.push(await resolveFollowTarget(ctx, viewer, { followType: 'TAG', followValue: tag }));
  targets.push(...(await customTagTargets(ctx, viewer, tags.custom)));
  for (const id of stepTwo.campaignIds) targets.push(await resolveFollowTarget(ctx, viewer, { followType: 'CAMPAIGN', followValue: id }));
  targets.push(...communities.map(communityFollow));
  const unique = targets.filter((t, i) => targets.findIndex((o) => o.followType === t.followType && o.followValue === t.followValue) === i);

  const answers = {
    topics: [...stepOne.topicIds, ...stepOne.customTopics.map(customTopicAnswer)],
    locationAndCampaigns: [...stepTwo.regionIds, ...stepTwo.campaignIds],
    communities: communities.map((c) => c.slug),
    isOrganizer,
    landingChoice,
    completedAt: now,
  };
  const { row, created } = await ctx.db.$transaction(async (tx) => {
    let created = 0;
    // Joining follows too (the communities domain's rule); a community the member is already in
    // is followed on its own.
    for (const community of communities) {
      const followed = roleOf(community)
        ? (await insertFollow(tx, viewer.id, communityFollow(community))).created
        : await joinAndFollow(tx, community, viewer.id);
      if (followed) created += 1;
    }
    for (const target of unique) {
      if (target.followType !== 'COMMUNITY' && (await insertFollow(tx, viewer.id, target)).created) created += 1;
    }
    const row = await tx.onboarding.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...answers }, update: answers });
    return { row, created };
  });
  await awardBadgesFor(ctx, { event: 'onboarding', userId: viewer.id });
  return { onboarding: presentOnboarding(row), follows: unique, followsCreated: created };
}
