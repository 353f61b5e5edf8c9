// What the web build bundles for relay-runtime/lib/mutations/RelayDeclarativeMutationConfig.js
// (web/build/relay.ts, relaySubstitutes): commitMutation and requestSubscription call it
// only for a `configs` option, the app passes none, and the build fails when app code names one.
'use strict';

module.exports = {
  convert() {
    throw new Error('Mutation `configs` are not in this build (web/build/relay.ts, relaySubstitutes)');
  },
};
