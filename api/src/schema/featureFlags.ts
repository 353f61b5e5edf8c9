import { builder } from '../builder.ts';
import type { FeatureFlags } from '../config.ts';

const FeatureFlagsRef = builder.objectRef<FeatureFlags>('FeatureFlags').implement({
  description: 'Switches set by the server configuration; the client reads them here.',
  fields: (t) => ({
    passwordStrict: t.exposeBoolean('passwordStrict'),
    breachCheck: t.exposeBoolean('breachCheck'),
    emailVerification: t.exposeBoolean('emailVerification'),
    moderation: t.exposeBoolean('moderation'),
    badges: t.exposeBoolean('badges'),
  }),
});

builder.queryField('featureFlags', (t) =>
  t.field({ type: FeatureFlagsRef, resolve: (_root, _args, ctx) => ctx.config.features }),
);
