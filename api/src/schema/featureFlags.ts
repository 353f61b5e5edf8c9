import { builder } from '../builder.ts';
import type { FeatureFlags } from '../lib/featureFlags.ts';

const FeatureFlagsRef = builder.objectRef<FeatureFlags>('FeatureFlags').implement({
  description: 'Switches set by the server configuration; the client reads them here.',
  fields: (t) => ({
    passwordStrict: t.exposeBoolean('passwordStrict'),
    breachCheck: t.exposeBoolean('breachCheck'),
    emailVerification: t.exposeBoolean('emailVerification'),
    moderation: t.exposeBoolean('moderation'),
    badges: t.exposeBoolean('badges'),
    hideSocialProof: t.exposeBoolean('hideSocialProof'),
    expertTake: t.exposeBoolean('expertTake'),
    topSlots: t.exposeBoolean('topSlots'),
    feedHideMyFeedUntilFollow: t.exposeBoolean('feedHideMyFeedUntilFollow'),
    minFollows: t.exposeInt('minFollows'),
    workerPulse: t.exposeBoolean('workerPulse'),
    publicInterestSpeech: t.exposeBoolean('publicInterestSpeech'),
    shortVideoShare: t.exposeBoolean('shortVideoShare'),
    hotPostBanner: t.exposeBoolean('hotPostBanner'),
  }),
});

builder.queryField('featureFlags', (t) =>
  t.field({ type: FeatureFlagsRef, resolve: (_root, _args, ctx) => ctx.config.features }),
);
