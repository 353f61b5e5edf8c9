// /api/profile/onboarding: the member's onboarding answers (GET) and saving them (PUT, spec §7:
// topics, locationAndCampaigns, communities, is_organizer, landing_choice; completed_at is the
// server's), or `skipped: true` to finish without them.
import type { Handler } from '../router.ts';
import { completeOnboarding, getOnboarding, type OnboardingView } from '../../domain/onboarding/onboarding.ts';

function presentOnboarding(view: OnboardingView) {
  return {
    topics: view.topics,
    locationAndCampaigns: view.locationAndCampaigns,
    communities: view.communities,
    is_organizer: view.isOrganizer,
    landing_choice: view.landingChoice?.toLowerCase() ?? null,
    completed_at: view.completedAt?.toISOString() ?? null,
    skipped: view.skipped,
  };
}

export const getOnboardingHandler: Handler = async (ctx) => ({
  body: { success: true, onboarding: presentOnboarding(await getOnboarding(ctx)) },
});

export const saveOnboardingHandler: Handler = async (ctx, { body }) => {
  const result = await completeOnboarding(ctx, {
    topics: body.topics,
    locationAndCampaigns: body.locationAndCampaigns ?? body.location_and_campaigns,
    communities: body.communities,
    isOrganizer: body.is_organizer ?? body.isOrganizer,
    landingChoice: body.landing_choice ?? body.landingChoice,
    skipped: body.skipped,
  });
  return {
    body: {
      success: true,
      onboarding: presentOnboarding(result.onboarding),
      follows: result.follows.map((f) => ({ follow_type: f.followType.toLowerCase(), follow_value: f.followValue })),
      follows_created: result.followsCreated,
    },
  };
};
