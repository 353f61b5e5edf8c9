// What the web build bundles for relay-runtime/lib/store/ResolverFragments.js (web/build/relay.ts,
// relaySubstitutes): the reader calls it only while it computes a Relay Resolver's field, and the
// app has none (the build fails when an artifact or app module names one).
'use strict';

function notInThisBuild() {
  throw new Error('Relay Resolvers are not in this build (web/build/relay.ts, relaySubstitutes)');
}

module.exports = { RESOLVER_FRAGMENT_ERRORED_SENTINEL: {}, readFragment: notInThisBuild, withResolverContext: notInThisBuild };
